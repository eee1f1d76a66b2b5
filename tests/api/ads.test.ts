// House ads (docs/product/site.md §13): moderators create, edit, hide and order them under
// /api/admin/ads; GET /api/ads serves the running ones in order with the ad index. Who may
// call each endpoint: visitor, unverified, verified, other member, deleted member, moderator.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AD_INDEX_DEFAULT } from "../../core/ads";
import { houseAds, users } from "../../server/db/schema";
import { adUsesAddress } from "../../server/modules/ads/service";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { makeRoles, type RoleName, type Roles } from "../support/roles";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let roles: Roles;
let moderator: Record<string, string>;
const HOUR = 3_600_000;

beforeAll(async () => {
  platform = await createTestPlatform();
  const db = platform.handle.db;
  roles = await makeRoles(db);
  const mod = await makeUser(db);
  await db.update(users).set({ role: "moderator", twoFactorAt: new Date() }).where(eq(users.userNo, mod.userNo));
  moderator = (await signedIn(db, mod.userNo)).headers;
});
afterAll(async () => platform?.dispose());

const ROLES: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];

async function call(method: "GET" | "POST" | "PUT", url: string, headers: Record<string, string>, payload?: object) {
  const res = await platform.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are asserted below
  return { status: res.statusCode, body: res.json() as { code: string; data: any; message?: string } };
}

async function statuses(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  const out: Record<string, number> = {};
  for (const role of ROLES) out[role] = (await call(method, url, roles.headers[role], payload)).status;
  out.moderator = (await call(method, url, moderator, payload)).status;
  return out;
}

const create = (body: object) => call("POST", "/api/admin/ads", moderator, body);

describe("house ads authorization", () => {
  it("the feed read is public; management is for moderators only", async () => {
    expect(await statuses("GET", "/api/ads")).toEqual({
      visitor: 200,
      unverified: 200,
      verified: 200,
      other: 200,
      deleted: 200,
      moderator: 200,
    });
    const MODERATORS = { visitor: 401, unverified: 403, verified: 403, other: 403, deleted: 401, moderator: 200 };
    expect(await statuses("GET", "/api/admin/ads")).toEqual(MODERATORS);
    const made = await create({ title: "권한 확인 광고", linkUrl: "/faq", hidden: true });
    expect(made.status).toBe(200);
    const adNo = made.body.data.adNo as number;
    const body = { title: "권한 확인 광고", linkUrl: "/faq", hidden: true };
    expect(await statuses("PUT", `/api/admin/ads/${adNo}`, body)).toEqual(MODERATORS);
    expect(await statuses("POST", `/api/admin/ads/${adNo}/hidden`, { hidden: true })).toEqual(MODERATORS);
    // A member's create is refused before anything is written.
    const before = await platform.handle.db.select().from(houseAds);
    for (const role of ROLES) {
      const res = await call("POST", "/api/admin/ads", roles.headers[role], { title: `회원 광고 ${role}`, linkUrl: "/" });
      expect(res.status, role).toBeGreaterThanOrEqual(401);
    }
    expect((await platform.handle.db.select().from(houseAds)).length).toBe(before.length);
  });
});

describe("house ads", () => {
  it("a created ad runs in the feed with the ad index; hidden, scheduled and ended ones do not", async () => {
    const live = await create({
      title: "  나눔터 이벤트  ",
      body: "지금 참여하세요",
      linkUrl: "/event?tab=event",
      theme: "yellow",
      sortOrder: -5,
    });
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ title: "나눔터 이벤트", theme: "yellow", live: true, hidden: false, sortOrder: -5 });
    await create({ title: "예약 광고", linkUrl: "https://example.com/a", startsAt: new Date(Date.now() + HOUR).toISOString() });
    await create({
      title: "끝난 광고",
      linkUrl: "/faq",
      startsAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      endsAt: new Date(Date.now() - HOUR).toISOString(),
    });
    await create({ title: "숨긴 광고", linkUrl: "/faq", hidden: true });
    const later = await create({ title: "두 번째 광고", linkUrl: "https://example.com/b", sortOrder: 3 });

    const feed = await call("GET", "/api/ads", {});
    expect(feed.body.data.adIndex).toBe(AD_INDEX_DEFAULT);
    expect(feed.body.data.adList.map((a: { title: string }) => a.title)).toEqual(["나눔터 이벤트", "두 번째 광고"]);
    expect(feed.body.data.adList[0]).toEqual({
      adNo: live.body.data.adNo,
      title: "나눔터 이벤트",
      body: "지금 참여하세요",
      linkUrl: "/event?tab=event",
      imageUrl: null,
      theme: "yellow",
    });

    // Reordering puts the second ad first; hiding takes it out; showing again brings it back.
    const second = later.body.data;
    const moved = await call("PUT", `/api/admin/ads/${second.adNo}`, moderator, { ...pick(second), sortOrder: -10 });
    expect(moved.status).toBe(200);
    expect((await call("GET", "/api/ads", {})).body.data.adList[0].title).toBe("두 번째 광고");
    await call("POST", `/api/admin/ads/${second.adNo}/hidden`, moderator, { hidden: true });
    expect((await call("GET", "/api/ads", {})).body.data.adList.map((a: { title: string }) => a.title)).toEqual(["나눔터 이벤트"]);
    const shown = await call("POST", `/api/admin/ads/${second.adNo}/hidden`, moderator, { hidden: false });
    expect(shown.body.data.hidden).toBe(false);

    const admin = await call("GET", "/api/admin/ads", moderator);
    const titles = admin.body.data.adList.map((a: { title: string; live: boolean }) => `${a.title}:${a.live}`);
    expect(titles).toEqual(expect.arrayContaining(["예약 광고:false", "끝난 광고:false", "숨긴 광고:false", "나눔터 이벤트:true"]));
  });

  it("refuses a missing title, unsafe links and images, a period ending before it starts, an unknown ad", async () => {
    const refusals = [
      [{ title: "   ", linkUrl: "/" }, "AD_TITLE_REQUIRED"],
      [{ title: "x", linkUrl: "javascript:alert(1)" }, "AD_LINK_INVALID"],
      [{ title: "x", linkUrl: "//evil.example" }, "AD_LINK_INVALID"],
      [{ title: "x", linkUrl: "/", imageUrl: "http://insecure.example/a.png" }, "AD_IMAGE_INVALID"],
      [{ title: "x", linkUrl: "/", imageUrl: "/files/../secret" }, "AD_IMAGE_INVALID"],
      [
        { title: "x", linkUrl: "/", startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: new Date().toISOString() },
        "AD_PERIOD_INVALID",
      ],
    ] as const;
    for (const [body, errorId] of refusals) {
      const res = await create(body);
      expect(res.status, errorId).toBe(400);
      expect(JSON.stringify(res.body)).toContain(errorId);
    }
    expect((await call("PUT", "/api/admin/ads/999999", moderator, { title: "x", linkUrl: "/" })).status).toBe(404);
    expect((await call("POST", "/api/admin/ads/999999/hidden", moderator, { hidden: true })).status).toBe(404);
    const wrongTheme = await create({ title: "x", linkUrl: "/", theme: "green" });
    expect(wrongTheme.status).toBe(400);
  });

  it("an ad's uploaded image is kept by the file sweep", async () => {
    const made = await create({ title: "이미지 광고", linkUrl: "/", imageUrl: "/files/thumbnail/ad-test.png", hidden: true });
    expect(made.status).toBe(200);
    expect(await adUsesAddress(platform.handle.db, "/files/thumbnail/ad-test.png")).toBe(true);
    expect(await adUsesAddress(platform.handle.db, "/files/thumbnail/other.png")).toBe(false);
  });
});

function pick(ad: { title: string; body: string; linkUrl: string; imageUrl: string | null; theme: string | null; hidden: boolean }) {
  return { title: ad.title, body: ad.body, linkUrl: ad.linkUrl, imageUrl: ad.imageUrl, theme: ad.theme, hidden: ad.hidden };
}
