import { describe, expect, it } from "vitest";
import { fail, ok } from "./envelope";
import { errors } from "./errors";
import { logLevelOf, mapError } from "./error-handler";

describe("envelope", () => {
  it("success is { code: '20000', data, errorMsg: null } unless docs/product asks for 0", () => {
    expect(ok({ a: 1 })).toEqual({ code: "20000", data: { a: 1 }, errorMsg: null });
    expect(ok(null, 0)).toEqual({ code: 0, data: null, errorMsg: null });
  });
  it("errors carry status×100 as code, the message and a stable id", () => {
    expect(fail(404, "X", "없음")).toEqual({ code: "40400", data: null, errorMsg: "없음", errorId: "X" });
  });
});

describe("mapError", () => {
  it("keeps an AppError as it is", () => {
    expect(mapError(errors.conflict("이미 있습니다.", "DUP"))).toMatchObject({ status: 409, errorId: "DUP", message: "이미 있습니다." });
  });
  it("turns framework parse errors into clear 4xx messages", () => {
    expect(mapError({ code: "FST_ERR_CTP_INVALID_JSON_BODY", statusCode: 400 })).toMatchObject({ status: 400, errorId: "INVALID_JSON" });
    expect(mapError({ code: "FST_ERR_CTP_BODY_TOO_LARGE", statusCode: 413 })).toMatchObject({ status: 413 });
    expect(mapError({ statusCode: 429 })).toMatchObject({ status: 429, errorId: "RATE_LIMITED" });
  });
  it("logs only what broke as an error: the server's own refusals are info, or warn when it cannot serve", () => {
    const level = (error: unknown) => logLevelOf(error, mapError(error));
    expect(level(errors.conflict("지갑을 연결해 주세요.", "WALLET_REQUIRED"))).toBe("info");
    expect(level(errors.forbidden())).toBe("info");
    expect(level(errors.unavailable("지금은 토큰 지급을 할 수 없습니다.", "PAYOUTS_UNAVAILABLE"))).toBe("warn");
    expect(level({ code: "22P02" })).toBe("warn");
    expect(level(new TypeError("boom"))).toBe("error");
  });
  it("anything unknown is a 500 with a generic Korean message and no internals", () => {
    const mapped = mapError(new TypeError("secret stack detail"));
    expect(mapped.status).toBe(500);
    expect(mapped.message).not.toContain("secret");
  });
});
