import { describe, expect, it } from "vitest";
import { isPrivatePath } from "./file-serving";

describe("isPrivatePath", () => {
  it("keeps originals private however the path is written", () => {
    for (const p of [
      "/originals/a.pdf",
      "originals/a.pdf",
      "/ORIGINALS/a.pdf",
      "/pages/../originals/a.pdf",
      "//originals//a.pdf",
      "/%6friginals/a.pdf",
      "/.\\originals\\a.pdf",
      "/%E0%A4%A",
    ]) {
      expect(isPrivatePath(p), p).toBe(true);
    }
  });

  it("serves everything else", () => {
    for (const p of ["/pages/abc/1.png", "/profile/x.webp", "/images/originals.png"]) expect(isPrivatePath(p), p).toBe(false);
  });
});
