import { describe, expect, it } from "vitest";
import { webManifest } from "./web-manifest";

describe("the web app manifest", () => {
  it("names the app 나눔터 and opens standalone on the whole site", () => {
    const manifest = webManifest("ko");
    expect(manifest).toMatchObject({ name: "나눔터", short_name: "나눔터", lang: "ko", start_url: "/", scope: "/", display: "standalone" });
    expect(webManifest("en").lang).toBe("en");
    expect(webManifest("en").description).not.toBe(manifest.description);
  });

  it("has 192 and 512 pixel icons, plain and maskable", () => {
    const icons = webManifest("ko").icons;
    for (const purpose of ["any", "maskable"]) {
      expect(icons.filter((i) => i.purpose === purpose).map((i) => i.sizes)).toEqual(["192x192", "512x512"]);
    }
  });
});
