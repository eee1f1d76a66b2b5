// What every answer tells the browser about transport and caching (decision 0209): HSTS where the
// site's address is https, Cross-Origin-Opener-Policy everywhere (API, files, and shared answers
// the server's front sends from the page cache), Secure cookies whenever the browser came over
// HTTPS (the public address, or a trusted proxy's X-Forwarded-Proto), and member answers that no
// cache keeps while the public answers keep their own rules.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type SignedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

const HTTPS_SITE = "https://nanumteo.example";
let seq = 0;

/** The Set-Cookie line of `name` in an injected answer, or undefined. */
function cookieLine(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers["set-cookie"];
  const lines = Array.isArray(raw) ? (raw as string[]) : typeof raw === "string" ? [raw] : [];
  return lines.find((line) => line.startsWith(`${name}=`));
}

const isSecure = (line: string | undefined) => line !== undefined && /;\s*Secure(;|$)/i.test(line);

function signUp(platform: TestPlatform, origin: string, headers: Record<string, string> = {}) {
  seq += 1;
  const id = `${Date.now().toString(36)}${seq}`;
  return platform.app.inject({
    method: "POST",
    url: "/api/user/signUp",
    headers: { origin, "user-agent": "vitest", ...headers },
    payload: {
      userEmail: `headers${id}@example.test`,
      userPw: "hangul2024!",
      userName: `헤더${id.slice(-6)}`,
      agreeTerms: true,
      agreeAge: true,
    },
  });
}

const viewCount = (platform: TestPlatform, boardNo: number, headers: Record<string, string> = {}) =>
  platform.app.inject({
    method: "POST",
    url: "/api/board/viewCntUp",
    headers: { "user-agent": "vitest", ...headers },
    payload: { boardNo },
  });

describe("a site whose address is https", () => {
  let platform: TestPlatform;
  let base: string;
  let boardNo: number;
  beforeAll(async () => {
    // With the queue: signing up mails the verification link.
    platform = await createTestPlatform({ queue: true, env: { PUBLIC_URL: HTTPS_SITE } });
    boardNo = (await makePost(platform.handle.db, (await makeUser(platform.handle.db)).userNo)).boardNo;
    await platform.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => platform?.dispose());

  it("sends HSTS and COOP on API answers, refusals, files and the answers the front sends from the page cache", async () => {
    for (const url of [
      "/api/board/newBoards",
      "/api/user/getUserInfo",
      "/api/nothing-here",
      "/files/images/none.webp",
      "/actuator/health",
    ]) {
      const res = await platform.app.inject({ method: "GET", url });
      expect(res.headers["strict-transport-security"], url).toBe("max-age=31536000");
      expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
    }
    // A shared answer kept for visitors is sent by the front before any route runs.
    let hit: Response | null = null;
    for (let i = 0; i < 10 && !hit; i++) {
      const res = await fetch(`${base}/api/board/newBoards`);
      await res.arrayBuffer();
      if (res.headers.get("x-page-cache") === "hit") hit = res;
    }
    expect(hit, "an answer from the page cache").not.toBeNull();
    expect(hit!.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(hit!.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("marks the session and visitor cookies Secure though no proxy is trusted", async () => {
    const res = await signUp(platform, HTTPS_SITE);
    expect(res.statusCode, res.body).toBe(200);
    expect(isSecure(cookieLine(res, "nt_session"))).toBe(true);
    expect(isSecure(cookieLine(res, "nt_vid"))).toBe(true);
    const visit = await viewCount(platform, boardNo);
    expect(visit.statusCode, visit.body).toBe(200);
    expect(isSecure(cookieLine(visit, "nt_vid"))).toBe(true);
  });
});

describe("behind a trusted TLS proxy, with an http address", () => {
  let platform: TestPlatform;
  let member: SignedIn;
  let boardNo: number;
  const proxied = { "x-forwarded-proto": "https" };
  beforeAll(async () => {
    platform = await createTestPlatform({ queue: true, env: { TRUST_PROXY: "true" } });
    member = await signedIn(platform.handle.db, (await makeUser(platform.handle.db)).userNo);
    boardNo = (await makePost(platform.handle.db, (await makeUser(platform.handle.db)).userNo)).boardNo;
  });
  afterAll(async () => platform?.dispose());

  it("sends no HSTS for an http address, and COOP still", async () => {
    const res = await platform.app.inject({ method: "GET", url: "/api/board/newBoards", headers: proxied });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("marks the visitor, session and write cookies Secure when the proxy says https, and only then", async () => {
    const visit = await viewCount(platform, boardNo, proxied);
    expect(isSecure(cookieLine(visit, "nt_vid"))).toBe(true);
    const plain = await viewCount(platform, boardNo);
    expect(cookieLine(plain, "nt_vid")).toBeDefined();
    expect(isSecure(cookieLine(plain, "nt_vid"))).toBe(false);

    const joined = await signUp(platform, "http://localhost:3000", proxied);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(isSecure(cookieLine(joined, "nt_session"))).toBe(true);
    expect(isSecure(cookieLine(joined, "nt_vid"))).toBe(true);

    // A write that changed a shared page tells the writer's browser so (nt_wrote).
    const like = await platform.app.inject({
      method: "POST",
      url: "/api/board/likeCntUp",
      headers: { ...member.headers, ...proxied },
      payload: { boardNo },
    });
    expect(like.statusCode, like.body).toBe(200);
    expect(isSecure(cookieLine(like, "nt_wrote"))).toBe(true);
  });
});

describe("Cache-Control of API answers", () => {
  let platform: TestPlatform;
  let member: SignedIn;
  let boardNo: number;
  beforeAll(async () => {
    platform = await createTestPlatform();
    const user = await makeUser(platform.handle.db);
    member = await signedIn(platform.handle.db, user.userNo);
    boardNo = (await makePost(platform.handle.db, user.userNo)).boardNo;
  });
  afterAll(async () => platform?.dispose());

  const control = async (url: string, headers: Record<string, string> = {}) =>
    (await platform.app.inject({ method: "GET", url, headers })).headers["cache-control"];

  it("keeps a member's answers out of every cache", async () => {
    expect(await control("/api/user/getUserBasicInfo", member.headers)).toBe("private, no-store");
    expect(await control("/api/user/getUserInfo", member.headers)).toBe("private, no-store");
    // A public read asked with a session may carry the member's state.
    expect(await control("/api/board/newBoards", member.headers)).toBe("private, no-store");
    expect(await control(`/api/comments?boardNo=${boardNo}`, member.headers)).toBe("private, no-store");
    // A member route's refusal to a visitor says so too.
    expect(await control("/api/user/getUserInfo")).toBe("private, no-store");
  });

  it("leaves the answers shared with visitors their own rule", async () => {
    await control("/api/board/newBoards");
    expect(await control("/api/board/newBoards")).toMatch(/^public, max-age=0, s-maxage=\d+, must-revalidate$/);
    // Only caches in front may send it stale while they refetch (decision 0232).
    const shared = await platform.app.inject({ method: "GET", url: "/api/board/newBoards" });
    expect(shared.headers["cdn-cache-control"]).toMatch(/^public, max-age=\d+, stale-while-revalidate=30$/);
    expect(await control(`/api/board/contents?boardNo=${boardNo}`)).toBeUndefined();
  });
});
