// Stored files are served at /files/<key> as inert content with long caching.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

describe("file serving", () => {
  it("serves a stored file with a sandboxing CSP and a year of caching", async () => {
    const stored = await platform.ctx.files.put("images/2026/11/abc.webp", Buffer.from("RIFF....WEBP"), "image/webp");
    const res = await platform.app.inject({ method: "GET", url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("a missing file is a 404 and paths cannot leave the folder", async () => {
    expect((await platform.app.inject({ method: "GET", url: "/files/images/none.webp" })).statusCode).toBe(404);
    const escape = await platform.app.inject({ method: "GET", url: "/files/../../package.json" });
    expect(escape.statusCode).toBe(404);
    const encoded = await platform.app.inject({ method: "GET", url: "/files/%2e%2e/%2e%2e/package.json" });
    expect([400, 403, 404]).toContain(encoded.statusCode);
  });
});
