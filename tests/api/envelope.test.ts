// Bad input never becomes a 500: malformed JSON, wrong types, oversized bodies and unknown
// routes all answer 4xx in the envelope with a clear Korean message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "../support/platform";

describe("API envelope and error handling", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform({ env: { BODY_LIMIT_BYTES: "2048" } });
  });
  afterAll(async () => {
    await platform.dispose();
  });

  const post = (payload: string, contentType = "application/json") =>
    platform.app.inject({
      method: "POST",
      url: "/api/board/viewCntUp",
      headers: { "content-type": contentType, "user-agent": "Mozilla/5.0 Test" },
      payload,
    });

  it("malformed JSON is a 400 with the envelope", async () => {
    const res = await post("{boardNo: 1,");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "40000", data: null, errorId: "INVALID_JSON" });
    expect(res.json().errorMsg).toBe("요청 본문이 올바른 JSON 형식이 아닙니다.");
  });

  it("an empty JSON body is a 400", async () => {
    const res = await post("");
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBeNull();
  });

  it("wrong types name the field", async () => {
    const res = await post(JSON.stringify({ boardNo: "열" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorId).toBe("VALIDATION_FAILED");
    expect(res.json().errorMsg).toContain("boardNo");
  });

  it("a negative number is refused as invalid", async () => {
    const res = await post(JSON.stringify({ boardNo: -3 }));
    expect(res.statusCode).toBe(400);
  });

  it("an oversized body is a 413", async () => {
    const res = await post(JSON.stringify({ boardNo: 1, padding: "가".repeat(5000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "41300", errorId: "PAYLOAD_TOO_LARGE" });
  });

  it("an unsupported content type is a 415", async () => {
    const res = await post("boardNo=1", "text/csv");
    expect(res.statusCode).toBe(415);
    expect(res.json().errorMsg).toBe("지원하지 않는 요청 형식입니다.");
  });

  it("unknown routes under /api are a 404 envelope", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["POST", "/api/board/doesNotExist"],
      ["DELETE", "/api"],
    ] as const) {
      const res = await platform.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        code: "40400",
        data: null,
        errorMsg: "요청한 API를 찾을 수 없습니다.",
        errorId: "API_NOT_FOUND",
      });
    }
  });

  it("bad query values are a 400, not a 500", async () => {
    for (const url of [
      "/api/board/newBoards?page=0",
      "/api/board/newBoards?size=1000",
      "/api/board/newBoards?page=abc",
      "/api/board/contents",
      "/api/board/contents?boardNo=1e400",
      "/api/contents/seo?boardNo=%00",
    ]) {
      const res = await platform.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().data, url).toBeNull();
    }
  });

  it("every response carries a request id, and honours one sent by a proxy", async () => {
    const res = await platform.app.inject({ method: "GET", url: "/api/board/newBoards", headers: { "x-request-id": "abc-123" } });
    expect(res.headers["x-request-id"]).toBe("abc-123");
    const other = await platform.app.inject({ method: "GET", url: "/api/board/newBoards" });
    expect(String(other.headers["x-request-id"])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves the OpenAPI document built from the route schemas", async () => {
    const res = await platform.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/board/newBoards", "/api/board/contents", "/api/contents/seo", "/api/board/viewCntUp"]),
    );
    const ui = await platform.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
