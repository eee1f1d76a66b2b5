// The browser client with a stand-in fetch: the request it builds from a route and its input,
// and the one result shape for every kind of answer.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_MSG } from "../../core/account";
import { MSG } from "../../core/messages";
import { api, apiUrl, readWithRetries } from "./api";

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function stubFetch(response: Response | Error) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiUrl", () => {
  it("fills path parameters and the query, leaving out what is not given", () => {
    expect(apiUrl("DELETE /api/user/follow/:userId", { params: { userId: "a b" } })).toBe("/api/user/follow/a%20b");
    expect(apiUrl("GET /api/comments", { query: { boardNo: 7, after: undefined, size: 20 } })).toBe("/api/comments?boardNo=7&size=20");
    expect(apiUrl("GET /api/board/newBoards")).toBe("/api/board/newBoards");
  });
});

describe("api", () => {
  it("sends JSON with the route's method, same origin, and hands back the data", async () => {
    const fetch = stubFetch(answer(200, { code: 0, data: { boardNo: 3, likeYn: true, likeCount: 1 }, errorMsg: null }));
    const result = await api("POST /api/board/likeCntUp", { body: { boardNo: 3 } });
    expect(result).toEqual({ ok: true, data: { boardNo: 3, likeYn: true, likeCount: 1 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/board/likeCntUp");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: JSON.stringify({ boardNo: 3 }) });
    expect(init.headers).toMatchObject({ "content-type": "application/json" });
  });

  it("sends FormData as it is (the browser sets the boundary)", async () => {
    const fetch = stubFetch(answer(200, { code: "20000", data: { userProfileImg: "/files/x.webp" }, errorMsg: null }));
    const form = new FormData();
    await api("POST /api/user/user/profileImg", { body: form });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty("content-type");
  });

  it("gives the server's message and id on a refusal", async () => {
    stubFetch(answer(403, { code: "40300", data: null, errorMsg: "이메일 인증 회원만 이용가능합니다.", errorId: "EMAIL_NOT_VERIFIED" }));
    expect(await api("POST /api/board/likeCntUp", { body: { boardNo: 3 } })).toEqual({
      ok: false,
      status: 403,
      errorId: "EMAIL_NOT_VERIFIED",
      message: "이메일 인증 회원만 이용가능합니다.",
    });
  });

  it("says the request did not arrive when the network fails, and uses the caller's words for an answer without a message", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    expect(await api("GET /api/board/newBoards")).toMatchObject({
      ok: false,
      status: 0,
      errorId: "NETWORK",
      message: ACCOUNT_MSG.networkError.ko,
    });
    stubFetch(answer(502, "<html>bad gateway</html>"));
    expect(await api("GET /api/board/newBoards")).toMatchObject({ status: 502, errorId: "HTTP_502", message: MSG.briefingError.ko });
    stubFetch(answer(502, "<html>bad gateway</html>"));
    expect(await api("GET /api/board/newBoards", {}, { failure: "다시 시도해 주세요." })).toMatchObject({ message: "다시 시도해 주세요." });
  });
});

describe("readWithRetries", () => {
  const state = { code: 0, data: { viewer: null, post: null }, errorMsg: null };
  function answers(...responses: (Response | Error)[]) {
    const fetch = vi.fn(async () => {
      const next = responses.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }
  const noWait = async () => undefined;

  it("asks again after no answer, a server failure or a slow-down, and hands back the answer that came", async () => {
    const fetch = answers(new TypeError("Failed to fetch"), answer(503, { errorMsg: "busy" }), answer(200, state));
    const result = await readWithRetries("GET /api/viewer/state", { query: {} }, [1, 1], noWait);
    expect(result).toEqual({ ok: true, data: { viewer: null, post: null } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("stops after its delays and gives the last failure", async () => {
    const fetch = answers(answer(500, {}), answer(429, {}), answer(502, {}));
    const result = await readWithRetries("GET /api/viewer/state", { query: {} }, [1, 1], noWait);
    expect(result).toMatchObject({ ok: false, status: 502 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("does not ask again after a refusal: it would be refused again", async () => {
    const fetch = answers(answer(400, { errorId: "VALIDATION" }), answer(200, state));
    const result = await readWithRetries("GET /api/viewer/state", { query: {} }, [1, 1], noWait);
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
