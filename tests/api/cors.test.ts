// CORS (docs/product/platform.md methods and headers) with credentials only for our own origin and the
// configured list; foreign origins get public, credential-less reads and cannot write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "../support/platform";

describe("CORS and cross-origin writes", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform({ env: { CORS_ORIGINS: "https://partner.example" } });
  });
  afterAll(async () => {
    await platform.dispose();
  });

  it("a listed origin gets credentialed CORS with the product pages methods and headers", async () => {
    const res = await platform.app.inject({
      method: "OPTIONS",
      url: "/api/board/viewCntUp",
      headers: { origin: "https://partner.example", "access-control-request-method": "POST" },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("https://partner.example");
    expect(res.headers["access-control-allow-credentials"]).toBe("true");
    expect(res.headers["access-control-allow-methods"]).toBe("GET, OPTIONS, PUT, POST");
    expect(String(res.headers["access-control-allow-headers"])).toContain("Content-Type, Authorization");
  });

  it("the site's own origin is trusted", async () => {
    const res = await platform.app.inject({
      method: "GET",
      url: "/api/board/newBoards",
      headers: { origin: "http://localhost:3000" },
    });
    expect(res.headers["access-control-allow-origin"]).toBe("http://localhost:3000");
    expect(res.headers["access-control-allow-credentials"]).toBe("true");
  });

  it("any other origin may read without credentials", async () => {
    const res = await platform.app.inject({
      method: "GET",
      url: "/api/board/newBoards",
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("a write from a foreign origin is refused", async () => {
    const res = await platform.app.inject({
      method: "POST",
      url: "/api/board/viewCntUp",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: JSON.stringify({ boardNo: 1 }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorId: "ORIGIN_NOT_ALLOWED", errorMsg: "허용되지 않은 출처의 요청입니다." });
  });
});
