// Authorization of every reactions endpoint against the five callers (visitor, unverified,
// verified, another member, a member who left). The post belongs to the verified member, so
// "other" is the one who may like it and "verified" is refused on their own post.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePost } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { makeRoles, type RoleName, type Roles } from "../support/roles";

let platform: TestPlatform;
let roles: Roles;
let boardNo: number;
beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
  roles = await makeRoles(platform.handle.db);
  boardNo = (await makePost(platform.handle.db, roles.verified.userNo)).boardNo;
});
afterAll(async () => platform?.dispose());

const ROLES: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];

interface Call {
  name: string;
  method: "GET" | "POST" | "DELETE";
  url: (r: Roles) => string;
  body?: (r: Roles) => object;
  expect: Record<RoleName, number>;
  /** The Korean message each refused caller reads. */
  messages?: Partial<Record<RoleName, string>>;
}

const SIGN_IN = "회원만 이용 가능합니다.";
const VERIFY = "이메일 인증 회원만 이용가능합니다.";

const calls: Call[] = [
  {
    name: "POST board/likeCntUp",
    method: "POST",
    url: () => "/api/board/likeCntUp",
    body: () => ({ boardNo }),
    expect: { visitor: 401, unverified: 403, verified: 403, other: 200, deleted: 401 },
    messages: { visitor: SIGN_IN, unverified: VERIFY, verified: "내 게시물에는 좋아요를 누를 수 없습니다.", deleted: SIGN_IN },
  },
  {
    name: "POST board/likeCntDown",
    method: "POST",
    url: () => "/api/board/likeCntDown",
    body: () => ({ boardNo }),
    expect: { visitor: 401, unverified: 403, verified: 200, other: 200, deleted: 401 },
    messages: { visitor: SIGN_IN, unverified: VERIFY, deleted: SIGN_IN },
  },
  {
    name: "POST board/contents/{boardNo}/bookmark",
    method: "POST",
    url: () => `/api/board/contents/${boardNo}/bookmark`,
    body: () => ({ bookmark: true }),
    expect: { visitor: 401, unverified: 403, verified: 200, other: 200, deleted: 401 },
    messages: { visitor: SIGN_IN, unverified: VERIFY, deleted: SIGN_IN },
  },
  {
    name: "GET board/contents/{boardNo}/reactions (public)",
    method: "GET",
    url: () => `/api/board/contents/${boardNo}/reactions`,
    expect: { visitor: 200, unverified: 200, verified: 200, other: 200, deleted: 200 },
  },
  {
    name: "POST user/follow/{userId} (following the verified member)",
    method: "POST",
    url: (r) => `/api/user/follow/${r.verified.userId}`,
    expect: { visitor: 401, unverified: 403, verified: 400, other: 200, deleted: 401 },
    messages: { visitor: SIGN_IN, unverified: VERIFY, verified: "나를 팔로우할 수는 없습니다.", deleted: SIGN_IN },
  },
  {
    name: "DELETE user/follow/{userId}",
    method: "DELETE",
    url: (r) => `/api/user/follow/${r.verified.userId}`,
    expect: { visitor: 401, unverified: 403, verified: 400, other: 200, deleted: 401 },
    messages: { visitor: SIGN_IN, unverified: VERIFY, deleted: SIGN_IN },
  },
  {
    name: "GET user/boardsLikeFollow (members; own lists only)",
    method: "GET",
    url: () => "/api/user/boardsLikeFollow?type=upload",
    expect: { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 },
    messages: { visitor: SIGN_IN, deleted: SIGN_IN },
  },
  {
    name: "GET board/getMyInviteURL",
    method: "GET",
    url: () => `/api/board/getMyInviteURL?boardNo=${boardNo}`,
    expect: { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 },
    messages: { visitor: SIGN_IN, deleted: SIGN_IN },
  },
  {
    name: "GET board/:boardNo/cheers (anyone)",
    method: "GET",
    url: () => `/api/board/${boardNo}/cheers`,
    expect: { visitor: 200, unverified: 200, verified: 200, other: 200, deleted: 200 },
  },
  {
    name: "POST board/:boardNo/cheers (verified members, with points)",
    method: "POST",
    url: () => `/api/board/${boardNo}/cheers`,
    body: () => ({ amount: 100 }),
    expect: { visitor: 401, unverified: 403, verified: 403, other: 409, deleted: 401 },
    messages: { visitor: SIGN_IN, unverified: VERIFY, deleted: SIGN_IN },
  },
  {
    name: "POST board/shared (members record their own share)",
    method: "POST",
    url: () => "/api/board/shared",
    body: () => ({ boardNo, channel: "copy" }),
    expect: { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 },
    messages: { visitor: SIGN_IN, deleted: SIGN_IN },
  },
  {
    name: "GET board/getMyInviteCNT",
    method: "GET",
    url: () => "/api/board/getMyInviteCNT",
    expect: { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 },
    messages: { visitor: SIGN_IN, deleted: SIGN_IN },
  },
  {
    name: "GET board/event/shortLink/info",
    method: "GET",
    url: () => "/api/board/event/shortLink/info",
    expect: { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 },
    messages: { visitor: SIGN_IN, deleted: SIGN_IN },
  },
  {
    name: "POST board/shortLink/visit (public)",
    method: "POST",
    url: () => "/api/board/shortLink/visit",
    body: () => ({ permaLink: "abc" }),
    expect: { visitor: 200, unverified: 200, verified: 200, other: 200, deleted: 200 },
  },
];

async function call(c: Call, role: RoleName) {
  return platform.app.inject({
    method: c.method,
    url: c.url(roles),
    headers: roles.headers[role],
    ...(c.body ? { payload: c.body(roles) } : {}),
  });
}

describe("reactions authorization", () => {
  for (const c of calls) {
    it(c.name, async () => {
      const got: Record<string, number> = {};
      const messages: Record<string, string | null> = {};
      for (const role of ROLES) {
        const res = await call(c, role);
        got[role] = res.statusCode;
        if (c.messages?.[role]) messages[role] = res.json().errorMsg;
      }
      expect(got).toEqual(c.expect);
      expect(messages).toEqual(c.messages ?? {});
    });
  }
});
