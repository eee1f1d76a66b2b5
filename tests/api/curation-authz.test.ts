// Who may call each curation endpoint: visitor, unverified, verified, other member, deleted
// member and moderator.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { createSeason, issueViewToken } from "../../server/modules/curation/service";
import { creditTickets } from "../../server/modules/curation/tickets";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { makeRoles, type RoleName, type Roles } from "../support/roles";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let roles: Roles;
let moderator: Record<string, string>;
let seasonId: number;
let postNo: number;
const DAY = 86_400_000;

beforeAll(async () => {
  platform = await createTestPlatform();
  const db = platform.handle.db;
  roles = await makeRoles(db);
  const mod = await makeUser(db);
  await db.update(users).set({ role: "moderator", twoFactorAt: new Date() }).where(eq(users.userNo, mod.userNo));
  moderator = (await signedIn(db, mod.userNo)).headers;
  const season = await createSeason(db, {
    title: "권한 시즌",
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + DAY),
    writerPool: 10,
    curatorPool: 10,
    walletDeadline: new Date(Date.now() + 9 * DAY),
  });
  seasonId = season.seasonId;
  const author = await makeUser(db);
  postNo = (await makePost(db, author.userNo)).boardNo;
  for (const m of [roles.unverified, roles.verified, roles.other, roles.deleted]) {
    await withTransaction(db, (tx) =>
      creditTickets(tx, { userNo: m.userNo, amount: 3, reason: "grant", idempotencyKey: `authz:${m.userNo}` }),
    );
  }
});
afterAll(async () => platform?.dispose());

const ROLES: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];

async function statuses(method: "GET" | "POST", url: string, payload?: (role: RoleName) => unknown) {
  const out: Record<string, number> = {};
  for (const role of ROLES) {
    const res = await platform.app.inject({
      method,
      url,
      headers: roles.headers[role],
      ...(payload ? { payload: payload(role) as object } : {}),
    });
    out[role] = res.statusCode;
  }
  const mod = await platform.app.inject({
    method,
    url,
    headers: moderator,
    ...(payload ? { payload: payload("verified") as object } : {}),
  });
  out.moderator = mod.statusCode;
  return out;
}

const MEMBERS_ONLY = { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401, moderator: 200 };
const PUBLIC = { visitor: 200, unverified: 200, verified: 200, other: 200, deleted: 200, moderator: 200 };
const MODERATORS = { visitor: 401, unverified: 403, verified: 403, other: 403, deleted: 401, moderator: 200 };

describe("curation authorization", () => {
  it("member endpoints refuse visitors and members who left", async () => {
    for (const url of [
      "/api/curation/ticket",
      "/api/curation/history",
      "/api/curation/reward",
      "/api/user/curation/reward",
      "/api/user/boards/curation",
      "/api/user/getMyRank",
    ]) {
      expect({ url, ...(await statuses("GET", url)) }).toEqual({ url, ...MEMBERS_ONLY });
    }
  });

  it("the view reward is for verified members with their own view token", async () => {
    const memberOf = (role: RoleName) => (role === "visitor" ? null : roles[role]);
    const result = await statuses("POST", "/api/curation/view-reward", (role) => ({
      boardNo: postNo,
      viewToken: issueViewToken(platform.ctx, memberOf(role)?.userNo ?? 0, postNo, Date.now() - 60_000),
    }));
    // Tickets only for verified members (decision 0181); the moderator sends the verified member's token: not theirs.
    expect(result).toEqual({ visitor: 401, unverified: 403, verified: 200, other: 200, deleted: 401, moderator: 400 });
  });

  it("voting needs a verified e-mail", async () => {
    const result = await statuses("POST", `/api/board/curation/vote/${postNo}`);
    expect(result).toEqual({ visitor: 401, unverified: 403, verified: 200, other: 200, deleted: 401, moderator: 409 });
    const unverified = await platform.app.inject({
      method: "POST",
      url: `/api/board/curation/vote/${postNo}`,
      headers: roles.headers.unverified,
    });
    expect(unverified.json().errorMsg).toBe("이메일 인증 회원만 이용가능합니다.");
  });

  it("the reward review: appeals are the member's own, the review and its decisions the moderators'", async () => {
    const appeal = await statuses("POST", "/api/curation/reward/999999/appeal", () => ({
      message: "제 활동을 확인해 주세요. 정직하게 읽고 투표했어요.",
    }));
    // Nobody has a held reward 999999: members are told so (409), visitors and members who left are refused first.
    expect(appeal).toEqual({ visitor: 401, unverified: 409, verified: 409, other: 409, deleted: 401, moderator: 409 });
    expect({ ...(await statuses("GET", "/api/admin/reward-reviews")) }).toEqual(MODERATORS);
    const decision = await statuses("POST", "/api/admin/reward-reviews/999999/decision", () => ({ action: "release" }));
    expect(decision).toEqual({ ...MODERATORS, moderator: 404 });
    expect({ ...(await statuses("GET", "/api/admin/trust")) }).toEqual(MODERATORS);
    expect({ ...(await statuses("POST", "/api/admin/trust/recompute")) }).toEqual(MODERATORS);
    const mark = await statuses("POST", `/api/admin/members/${roles.verified.userNo}/trust`, () => ({ mark: "none" }));
    expect(mark).toEqual(MODERATORS);
  });

  it("board, season and ranking reads are public", async () => {
    for (const url of [
      `/api/curationSeason/${seasonId}/curationBoard`,
      `/api/curation/${seasonId}`,
      "/api/v2/board/curation",
      "/api/v2/main/curation",
      `/api/curation/ranking/${seasonId}`,
      `/api/curation/ranking/${seasonId}?tab=curator`,
    ]) {
      expect({ url, ...(await statuses("GET", url)) }).toEqual({ url, ...PUBLIC });
    }
  });

  it("season management and the vote-ring review are for moderators", async () => {
    expect(await statuses("GET", "/api/curation/admin/seasons")).toEqual(MODERATORS);
    expect(await statuses("GET", "/api/curation/admin/rings")).toEqual(MODERATORS);
    let n = 0;
    const body = () => {
      n += 1;
      const start = Date.now() + (100 + n * 10) * DAY;
      return {
        title: `새 시즌 ${n}`,
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + 5 * DAY).toISOString(),
        walletDeadline: new Date(start + 8 * DAY).toISOString(),
        writerPool: 100,
        curatorPool: 50,
      };
    };
    expect(await statuses("POST", "/api/curation/admin/seasons", body)).toEqual(MODERATORS);
    const overlap = await platform.app.inject({
      method: "POST",
      url: "/api/curation/admin/seasons",
      headers: moderator,
      payload: {
        title: "겹침",
        startDate: new Date().toISOString(),
        endDate: new Date(Date.now() + DAY).toISOString(),
        walletDeadline: new Date(Date.now() + 2 * DAY).toISOString(),
        writerPool: 1,
        curatorPool: 1,
      },
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().errorMsg).toBe("기간이 겹치는 시즌이 이미 있습니다.");
    expect(await statuses("POST", `/api/curation/admin/seasons/${seasonId}/settle`)).toEqual(MODERATORS);
  });
});
