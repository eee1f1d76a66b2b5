// The installable app's files (decision 0220): the manifest, its icons and the service worker,
// with their content types and cache rules, the same for visitors and members (nothing private
// in them, no cookie set), and the page policy that lets the worker and the manifest load.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { APP_COLORS } from "../../core/web-manifest";
import { pageCsp } from "../../server/lib/csp";
import { signedIn, type SignedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let member: SignedIn;

beforeAll(async () => {
  platform = await createTestPlatform();
  member = await signedIn(platform.handle.db, (await makeUser(platform.handle.db)).userNo);
});
afterAll(async () => platform?.dispose());

const get = (url: string, headers: Record<string, string> = {}) => platform.app.inject({ method: "GET", url, headers });

describe("the web app manifest", () => {
  it("is served as a manifest, for an hour, with the Korean name and the site's scope", async () => {
    const res = await get("/manifest.webmanifest", { "accept-language": "ko-KR,ko;q=0.9" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers["set-cookie"]).toBeUndefined();
    const manifest = res.json() as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "나눔터",
      short_name: "나눔터",
      lang: "ko",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: APP_COLORS.background,
      theme_color: APP_COLORS.theme,
    });
  });

  it("speaks the reader's language in its description, and says it varies by it", async () => {
    const en = await get("/manifest.webmanifest", { "accept-language": "en-US" });
    const ko = await get("/manifest.webmanifest", { "accept-language": "ko" });
    expect(en.json()).toMatchObject({ lang: "en", name: "나눔터" });
    expect((en.json() as { description: string }).description).not.toBe((ko.json() as { description: string }).description);
    expect(String(en.headers.vary)).toMatch(/accept-language/i);
  });

  it("takes its colours from the design tokens (light page and primary)", () => {
    const tokens = fs.readFileSync(new URL("../../app/styles/tokens.css", import.meta.url), "utf8");
    const light = tokens.slice(0, tokens.indexOf("}"));
    expect(light).toContain(`--color-surface: ${APP_COLORS.background};`);
    expect(light).toContain(`--color-primary: ${APP_COLORS.theme};`);
  });

  it("names icons that exist: PNGs of their stated size, maskable ones filled to the edge", async () => {
    const manifest = (await get("/manifest.webmanifest")).json() as {
      icons: { src: string; sizes: string; purpose: string; type: string }[];
    };
    expect(manifest.icons.length).toBe(4);
    for (const icon of manifest.icons) {
      const res = await get(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.headers["cache-control"]).toBe("public, max-age=86400");
      const image = sharp(res.rawPayload);
      const meta = await image.metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      // The top-left pixel: transparent outside the rounded mark, brand blue on a maskable icon.
      const { data } = await image
        .ensureAlpha()
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      if (icon.purpose === "maskable") expect(data[3]).toBe(255);
      else expect(data[3]).toBe(0);
    }
  });
});

describe("the service worker", () => {
  it("is JavaScript asked again on every check (no-cache), with the build's version written in", async () => {
    const res = await get("/sw.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["service-worker-allowed"]).toBe("/");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.body).not.toContain("__NT_SW_VERSION__");
    const version = /nt-static-/.test(res.body) ? String(res.headers.etag).replace(/^"sw-|"$/g, "") : "";
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(res.body).toContain(version);
    for (const event of ["install", "activate", "fetch", "push", "notificationclick"]) expect(res.body).toContain(`"${event}"`);
  });

  it("answers 304 to a browser that has this version, and the same bytes to members and visitors", async () => {
    const first = await get("/sw.js");
    const again = await get("/sw.js", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers["cache-control"]).toBe("no-cache");
    const asMember = await get("/sw.js", member.headers);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.body).toBe(first.body);
    expect(asMember.headers["cache-control"]).toBe("no-cache");
    expect(asMember.headers["set-cookie"]).toBeUndefined();
  });

  it("is allowed by every page's policy, as is the manifest", () => {
    const policy = pageCsp("<html><head><script>1</script></head></html>");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toMatch(/script-src 'self'/);
  });
});
