// Authorization of every endpoint of my page, phone verification, points, terms and leaving,
// against the five callers: visitor, unverified member, verified member, another member and
// a member who left. A member only ever changes their own data.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { multipartFile } from "../support/multipart";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { makeRoles, ROLE_PASSWORD, type RoleName, type Roles } from "../support/roles";

let platform: TestPlatform;
let roles: Roles;
let image: Buffer;
beforeAll(async () => {
  platform = await createTestPlatform();
  roles = await makeRoles(platform.handle.db);
  image = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#3182f6" } })
    .png()
    .toBuffer();
});
afterAll(async () => platform?.dispose());

const ROLES: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];

interface Call {
  name: string;
  method: "GET" | "POST" | "DELETE";
  url: (r: Roles) => string;
  body?: (r: Roles) => object;
  multipart?: boolean;
  /** Expected status per caller. */
  expect: Record<RoleName, number>;
}

const calls: Call[] = [
  {
    name: "POST updateUserName (always with the verified member's userId)",
    method: "POST",
    url: () => "/api/user/updateUserName",
    body: (r) => ({ userName: `새이름${Math.floor(Math.random() * 1000)}`, userId: r.verified.userId }),
    expect: { visitor: 401, unverified: 403, verified: 200, other: 403, deleted: 401 },
  },
  {
    name: "POST user/coverLetter",
    method: "POST",
    url: () => "/api/user/user/coverLetter",
    body: () => ({ coverLetter: `소개 ${Math.random()}` }),
    expect: { visitor: 401, unverified: 403, verified: 200, other: 200, deleted: 401 },
  },
  {
    name: "POST user/profileImg",
    method: "POST",
    url: () => "/api/user/user/profileImg",
    multipart: true,
    expect: { visitor: 401, unverified: 403, verified: 200, other: 200, deleted: 401 },
  },
  {
    name: "POST updateUserBgImg",
    method: "POST",
    url: () => "/api/user/updateUserBgImg",
    multipart: true,
    expect: { visitor: 401, unverified: 403, verified: 200, other: 200, deleted: 401 },
  },
  {
    name: "POST updateUserInfo",
    method: "POST",
    url: () => "/api/user/updateUserInfo",
    body: () => ({ item: "coverLetter", value: `소개 ${Math.random()}` }),
    expect: { visitor: 401, unverified: 403, verified: 200, other: 200, deleted: 401 },
  },
  {
    name: "POST user/profile",
    method: "POST",
    url: () => "/api/user/user/profile",
    body: () => ({ coverLetter: `소개 ${Math.random()}` }),
    expect: { visitor: 401, unverified: 403, verified: 200, other: 200, deleted: 401 },
  },
  {
    name: "GET myPage/{url} (public)",
    method: "GET",
    url: (r) => `/api/user/myPage/${r.verified.userId}`,
    expect: { visitor: 200, unverified: 200, verified: 200, other: 200, deleted: 200 },
  },
  {
    name: "GET myPage/{url} of the member who left",
    method: "GET",
    url: (r) => `/api/user/myPage/${r.deleted.userId}`,
    expect: { visitor: 404, unverified: 404, verified: 404, other: 404, deleted: 404 },
  },
  {
    name: "POST user/usage-reason-survey",
    method: "POST",
    url: () => "/api/user/user/usage-reason-survey",
    body: () => ({ usageReason: "토큰 보상" }),
    expect: { visitor: 401, unverified: 403, verified: 200, other: 200, deleted: 401 },
  },
  {
    name: "GET point",
    method: "GET",
    url: () => "/api/point",
    expect: { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 },
  },
  {
    name: "GET user/authenticate/code",
    method: "GET",
    url: () =>
      `/api/user/user/authenticate/code?phone=010-${Math.floor(1000 + Math.random() * 8999)}-${Math.floor(1000 + Math.random() * 8999)}&termsAgreement=true`,
    expect: { visitor: 401, unverified: 403, verified: 200, other: 200, deleted: 401 },
  },
  {
    name: "POST user/authenticate (a wrong code is still a 400 past the guard)",
    method: "POST",
    url: () => "/api/user/user/authenticate",
    body: () => ({ phone: "010-1111-2222", code: "000000" }),
    expect: { visitor: 401, unverified: 403, verified: 400, other: 400, deleted: 401 },
  },
  {
    name: "GET user/authenticate/status",
    method: "GET",
    url: () => "/api/user/user/authenticate/status",
    expect: { visitor: 401, unverified: 403, verified: 200, other: 200, deleted: 401 },
  },
  {
    name: "GET board/terms (public)",
    method: "GET",
    url: () => "/api/board/terms?kind=privacy&version=230927",
    expect: { visitor: 200, unverified: 200, verified: 200, other: 200, deleted: 200 },
  },
  {
    name: "POST board/terms/update",
    method: "POST",
    url: () => "/api/board/terms/update",
    body: () => ({ terms: [{ kind: "terms", version: "231222" }] }),
    expect: { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 },
  },
];

async function call(c: Call, role: RoleName) {
  const headers = { ...roles.headers[role] };
  if (c.multipart) {
    const file = multipartFile(image);
    return platform.app.inject({ method: c.method, url: c.url(roles), headers: { ...headers, ...file.headers }, payload: file.payload });
  }
  return platform.app.inject({ method: c.method, url: c.url(roles), headers, ...(c.body ? { payload: c.body(roles) } : {}) });
}

describe("every endpoint against every caller", () => {
  for (const c of calls) {
    it(c.name, async () => {
      const got: Record<string, number> = {};
      for (const role of ROLES) got[role] = (await call(c, role)).statusCode;
      expect(got).toEqual(c.expect);
    });
  }

  it("what another member did changed only their own row", async () => {
    const [mine] = await platform.handle.db.select().from(users).where(eq(users.userNo, roles.verified.userNo));
    const [theirs] = await platform.handle.db.select().from(users).where(eq(users.userNo, roles.other.userNo));
    expect(mine!.userName).toMatch(/^새이름/);
    expect(theirs!.userName).toBe(roles.other.userName);
    expect(mine!.profileImg).not.toBe(theirs!.profileImg);
    expect(mine!.coverLetter).not.toBe(theirs!.coverLetter);
  });

  it("POST updateUserPw", async () => {
    const body = { currentPw: ROLE_PASSWORD, newPw: "changed2024!pw" };
    const got: Record<string, number> = {};
    for (const role of ROLES)
      got[role] = (
        await platform.app.inject({ method: "POST", url: "/api/user/updateUserPw", headers: roles.headers[role], payload: body })
      ).statusCode;
    // Password change needs a member, not a verified e-mail (it protects the account).
    expect(got).toEqual({ visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 });
  });

  for (const url of ["/api/user/deleteAccount", "/api/user/deleteAccountNoReason"]) {
    it(`DELETE ${url}`, async () => {
      // Fresh callers: leaving is the last thing each of them does.
      const fresh = await makeRoles(platform.handle.db);
      const body = { userPw: ROLE_PASSWORD, agree: true, reason: "content" };
      const order: RoleName[] = ["visitor", "deleted", "other", "unverified", "verified"];
      const got: Record<string, number> = {};
      for (const role of order)
        got[role] = (await platform.app.inject({ method: "DELETE", url, headers: fresh.headers[role], payload: body })).statusCode;
      expect(got).toEqual({ visitor: 401, deleted: 401, other: 200, unverified: 200, verified: 200 });
      // Each left only their own account: after "other" left, "verified" still could.
      const left = await platform.handle.db.select().from(users).where(eq(users.userNo, fresh.verified.userNo));
      expect(left[0]!.deleteYn).toBe("Y");
    });
  }
});
