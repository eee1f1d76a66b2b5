// Notices and events through the real API (docs/product/events.md): the authorization of every
// route against the five callers and a moderator; operators create, publish, edit and write
// results (only after the end); the public list by kind and state, the detail; AI contest
// entries only during the period, only one's own published post, once per member; the
// content-sharing ranking and its top 10 for office-suite e-mail members only.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharerSuffix } from "../../core/share";
import { siteEvents, users } from "../../server/db/schema";
import { sweepContentFiles } from "../../server/modules/contents/sweep";
import { signedIn } from "../support/auth";
import { multipartBody } from "../support/multipart";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { makeRoles, type RoleName, type Roles } from "../support/roles";

let platform: TestPlatform;
let roles: Roles;
let modHeaders: Record<string, string>;
let officeHeaders: Record<string, string>;
let contestNo: number;
let shareNo: number;
let verifiedPost: number;

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  platform = await createTestPlatform({ env: { OFFICE_EMAIL_DOMAINS: "office.example" } });
  roles = await makeRoles(platform.handle.db);
  const mod = await makeUser(platform.handle.db, { role: "moderator" });
  modHeaders = (await signedIn(platform.handle.db, mod.userNo)).headers;
  const office = await makeUser(platform.handle.db, { userEmail: `kim-${Date.now()}@office.example` });
  officeHeaders = (await signedIn(platform.handle.db, office.userNo)).headers;
  verifiedPost = (await makePost(platform.handle.db, roles.verified.userNo, { subject: "공모전 응모 글" })).boardNo;
  contestNo = (await admin("POST", "/api/admin/events", contestBody(-DAY, DAY))).data.eventNo;
  await admin("POST", `/api/admin/events/${contestNo}/state`, { state: "published" });
  shareNo = (
    await admin("POST", "/api/admin/events", {
      kind: "event",
      slug: "share-content",
      title: "콘텐츠 공유 이벤트",
      startsAt: iso(-DAY),
      endsAt: iso(DAY),
    })
  ).data.eventNo;
  await admin("POST", `/api/admin/events/${shareNo}/state`, { state: "published" });
});
afterAll(async () => platform?.dispose());

function contestBody(startOffset: number, endOffset: number) {
  return {
    kind: "event",
    slug: "ai-contest",
    title: "AI 콘텐츠 공모전",
    summary: "AI로 만든 콘텐츠를 응모하세요",
    bodyHtml: '<p>본문<script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
    rulesHtml: "<ul><li>한 사람 한 편</li></ul>",
    startsAt: iso(startOffset),
    endsAt: iso(endOffset),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of many routes
type Answer = { data: any; errorMsg?: string; errorId?: string };

async function send(method: string, url: string, headers: Record<string, string>, payload?: object) {
  const res = await platform.app.inject({ method: method as "GET", url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Answer };
}

async function admin(method: string, url: string, payload?: object) {
  const res = await send(method, url, modHeaders, payload);
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const ROLES: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];
const SIGN_IN = "회원만 이용 가능합니다.";
const VERIFY = "이메일 인증 회원만 이용가능합니다.";
const PUBLIC = { visitor: 200, unverified: 200, verified: 200, other: 200, deleted: 200, moderator: 200 };
const MEMBER = { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401, moderator: 200 };
const MODERATOR = { visitor: 401, unverified: 403, verified: 403, other: 403, deleted: 401, moderator: 200 };

describe("notices and events authorization", () => {
  const calls: { name: string; method: string; url: () => string; body?: () => object; expect: Record<string, number> }[] = [
    { name: "GET event/list", method: "GET", url: () => "/api/event/list?kind=event", expect: PUBLIC },
    { name: "GET event/detail/{slug}", method: "GET", url: () => "/api/event/detail/ai-contest", expect: PUBLIC },
    { name: "GET event/detail/{slug}/entries", method: "GET", url: () => "/api/event/detail/ai-contest/entries", expect: PUBLIC },
    { name: "GET event/ai-contest/my", method: "GET", url: () => "/api/event/ai-contest/my", expect: MEMBER },
    { name: "GET event/share-content/ranking", method: "GET", url: () => "/api/event/share-content/ranking", expect: MEMBER },
    {
      // The post is the verified member's: everyone else is refused with 400 (not their post).
      name: "POST event/ai-contest/entry",
      method: "POST",
      url: () => "/api/event/ai-contest/entry",
      body: () => ({ boardNo: verifiedPost }),
      expect: { visitor: 401, unverified: 403, verified: 200, other: 400, deleted: 401, moderator: 400 },
    },
    { name: "GET admin/events", method: "GET", url: () => "/api/admin/events", expect: MODERATOR },
    {
      name: "POST admin/events",
      method: "POST",
      url: () => "/api/admin/events",
      body: () => ({ kind: "notice", slug: `authz-${Math.random().toString(36).slice(2, 10)}`, title: "권한 확인" }),
      expect: MODERATOR,
    },
    {
      name: "PUT admin/events/{eventNo}",
      method: "PUT",
      url: () => `/api/admin/events/${shareNo}`,
      body: () => ({ kind: "event", slug: "share-content", title: "콘텐츠 공유 이벤트", startsAt: iso(-DAY), endsAt: iso(DAY) }),
      expect: MODERATOR,
    },
    {
      name: "POST admin/events/{eventNo}/state",
      method: "POST",
      url: () => `/api/admin/events/${shareNo}/state`,
      body: () => ({ state: "published" }),
      expect: MODERATOR,
    },
    { name: "GET admin/events/{eventNo}/entries", method: "GET", url: () => `/api/admin/events/${contestNo}/entries`, expect: MODERATOR },
  ];
  for (const c of calls) {
    it(c.name, async () => {
      const got: Record<string, number> = {};
      for (const role of [...ROLES, "moderator"] as const) {
        const headers = role === "moderator" ? modHeaders : roles.headers[role];
        const res = await send(c.method, c.url(), headers, c.body?.());
        got[role] = res.status;
        if (res.status === 401) expect(res.body.errorMsg).toBe(SIGN_IN);
        if (res.status === 403 && c.expect.unverified === 403 && c.expect.verified !== 403) expect(res.body.errorMsg).toBe(VERIFY);
      }
      expect(got).toEqual(c.expect);
    });
  }
});

describe("operators write notices and events", () => {
  it("sanitizes the texts, keeps drafts out of the public list and publishes", async () => {
    const created = await admin("POST", "/api/admin/events", {
      kind: "notice",
      slug: "maintenance-1201",
      title: "  서버 점검 안내 ",
      bodyHtml: "<p>점검<script>x</script></p>",
    });
    expect(created.data).toMatchObject({
      state: "draft",
      title: "서버 점검 안내",
      bodyHtml: "<p>점검</p>",
      link: "/event/maintenance-1201",
      phase: "ongoing",
    });
    const before = await send("GET", "/api/event/list?kind=notice", {});
    expect(before.body.data.items.map((i: { slug: string }) => i.slug)).not.toContain("maintenance-1201");
    expect((await send("GET", "/api/event/detail/maintenance-1201", {})).status).toBe(404);
    await admin("POST", `/api/admin/events/${created.data.eventNo}/state`, { state: "published" });
    const after = await send("GET", "/api/event/list?kind=notice", {});
    expect(after.body.data.items.map((i: { slug: string }) => i.slug)).toContain("maintenance-1201");
    const detail = await send("GET", "/api/event/detail/maintenance-1201", {});
    expect(detail.body.data).toMatchObject({ kind: "notice", title: "서버 점검 안내", bodyHtml: "<p>점검</p>" });
    // Unpublished again: gone from the public.
    await admin("POST", `/api/admin/events/${created.data.eventNo}/state`, { state: "draft" });
    expect((await send("GET", "/api/event/detail/maintenance-1201", {})).status).toBe(404);
  });

  it("refuses bad addresses, taken addresses, periods that end first, bad banners", async () => {
    const bad = await send("POST", "/api/admin/events", modHeaders, { kind: "notice", slug: "Bad Slug", title: "x" });
    expect(bad).toMatchObject({ status: 400, body: { errorMsg: "주소는 영문 소문자, 숫자, 하이픈으로 2~60자여야 합니다." } });
    const taken = await send("POST", "/api/admin/events", modHeaders, { kind: "notice", slug: "ai-contest", title: "x" });
    expect(taken).toMatchObject({ status: 409, body: { errorMsg: "이미 쓰고 있는 주소입니다." } });
    const period = await send("POST", "/api/admin/events", modHeaders, {
      kind: "event",
      slug: "period-x",
      title: "x",
      startsAt: iso(DAY),
      endsAt: iso(-DAY),
    });
    expect(period).toMatchObject({ status: 400, body: { errorMsg: "종료 시각은 시작 시각보다 뒤여야 합니다." } });
    const banner = await send("POST", "/api/admin/events", modHeaders, {
      kind: "event",
      slug: "banner-x",
      title: "x",
      bannerUrl: "javascript:alert(1)",
    });
    expect(banner.status).toBe(400);
    const fixed = await send("PUT", `/api/admin/events/${contestNo}`, modHeaders, { ...contestBody(-DAY, DAY), slug: "renamed" });
    expect(fixed).toMatchObject({ status: 400, body: { errorMsg: "이 이벤트의 주소와 종류는 바꿀 수 없습니다." } });
  });

  it("lists events by state: 진행중 and 종료", async () => {
    const ended = await admin("POST", "/api/admin/events", {
      kind: "event",
      slug: "autumn-2026",
      title: "가을 이벤트",
      startsAt: iso(-10 * DAY),
      endsAt: iso(-DAY),
    });
    await admin("POST", `/api/admin/events/${ended.data.eventNo}/state`, { state: "published" });
    const ongoing = (await send("GET", "/api/event/list?kind=event&filter=ongoing", {})).body.data.items.map(
      (i: { slug: string }) => i.slug,
    );
    const over = (await send("GET", "/api/event/list?kind=event&filter=ended", {})).body.data.items.map((i: { slug: string }) => i.slug);
    expect(ongoing).toEqual(expect.arrayContaining(["ai-contest", "share-content"]));
    expect(ongoing).not.toContain("autumn-2026");
    expect(over).toEqual(["autumn-2026"]);
    const page = (await send("GET", "/api/event/list?kind=event&size=1&page=2", {})).body.data;
    expect(page).toMatchObject({ page: 2, size: 1, totalCount: 3, totalPages: 3 });
    expect(page.items).toHaveLength(1);
  });

  it("results are written only after the end and shown only then", async () => {
    const early = await send("PUT", `/api/admin/events/${contestNo}`, modHeaders, {
      ...contestBody(-DAY, DAY),
      resultsHtml: "<p>대상: 누구</p>",
    });
    expect(early).toMatchObject({ status: 400, body: { errorMsg: "결과는 이벤트가 끝난 뒤에 쓸 수 있습니다." } });
    const done = await admin("POST", "/api/admin/events", {
      kind: "event",
      slug: "done-2026",
      title: "끝난 이벤트",
      startsAt: iso(-3 * DAY),
      endsAt: iso(-DAY),
    });
    await admin("PUT", `/api/admin/events/${done.data.eventNo}`, {
      kind: "event",
      slug: "done-2026",
      title: "끝난 이벤트",
      startsAt: iso(-3 * DAY),
      endsAt: iso(-DAY),
      resultsHtml: "<p>대상: 누구</p>",
    });
    await admin("POST", `/api/admin/events/${done.data.eventNo}/state`, { state: "published" });
    expect((await send("GET", "/api/event/detail/done-2026", {})).body.data).toMatchObject({
      phase: "ended",
      resultsHtml: "<p>대상: 누구</p>",
    });
  });
});

describe("AI contest entries", () => {
  it("only one's own published post, once per member, listed", async () => {
    const otherPost = (await makePost(platform.handle.db, roles.other.userNo, { subject: "다른 회원 글" })).boardNo;
    const notOwn = await send("POST", "/api/event/ai-contest/entry", roles.headers.verified, { boardNo: otherPost });
    expect(notOwn).toMatchObject({ status: 400, body: { errorMsg: "내가 발행한 게시물만 응모할 수 있습니다." } });
    const publishing = (await makePost(platform.handle.db, roles.other.userNo, { subject: "발행 중", publishing: true })).boardNo;
    const notPublished = await send("POST", "/api/event/ai-contest/entry", roles.headers.other, { boardNo: publishing });
    expect(notPublished.status).toBe(400);
    const entered = await send("POST", "/api/event/ai-contest/entry", roles.headers.other, { boardNo: otherPost });
    expect(entered).toMatchObject({
      status: 200,
      body: { data: { boardNo: otherPost, subject: "다른 회원 글", userId: roles.other.userId } },
    });
    const again = await send("POST", "/api/event/ai-contest/entry", roles.headers.other, { boardNo: otherPost });
    expect(again).toMatchObject({ status: 409, body: { errorMsg: "이미 응모하셨습니다." } });
    const mine = await send("GET", "/api/event/ai-contest/my", roles.headers.other);
    expect(mine.body.data.entry).toMatchObject({ boardNo: otherPost });
    expect(mine.body.data.posts.map((p: { boardNo: number }) => p.boardNo)).toContain(otherPost);
    const list = await send("GET", "/api/event/detail/ai-contest/entries", {});
    expect(list.body.data.items.map((i: { boardNo: number }) => i.boardNo)).toEqual(expect.arrayContaining([otherPost, verifiedPost]));
    expect((await send("GET", "/api/event/detail/ai-contest", {})).body.data.entryCount).toBe(2);
    const forMod = await send("GET", `/api/admin/events/${contestNo}/entries`, modHeaders);
    expect(forMod.body.data.totalCount).toBe(2);
  });

  it("only during the period", async () => {
    const member = await makeUser(platform.handle.db);
    const headers = (await signedIn(platform.handle.db, member.userNo)).headers;
    const post = (await makePost(platform.handle.db, member.userNo)).boardNo;
    await admin("PUT", `/api/admin/events/${contestNo}`, contestBody(DAY, 2 * DAY));
    expect(await send("POST", "/api/event/ai-contest/entry", headers, { boardNo: post })).toMatchObject({
      status: 400,
      body: { errorMsg: "이벤트 기간이 아닙니다." },
    });
    await admin("PUT", `/api/admin/events/${contestNo}`, contestBody(-2 * DAY, -DAY));
    expect(await send("POST", "/api/event/ai-contest/entry", headers, { boardNo: post })).toMatchObject({
      status: 400,
      body: { errorMsg: "종료된 이벤트입니다." },
    });
    await admin("PUT", `/api/admin/events/${contestNo}`, contestBody(-DAY, DAY));
    expect((await send("POST", "/api/event/ai-contest/entry", headers, { boardNo: post })).status).toBe(200);
  });
});

describe("content-sharing ranking", () => {
  it("ranks by sign-ups through the link during the event; top 10 for office-suite members only", async () => {
    const db = platform.handle.db;
    const sharer = await makeUser(db);
    const suffix = sharerSuffix(sharer.userNo);
    await makeUser(db, { signupEventKey: suffix });
    await makeUser(db, { signupEventKey: suffix });
    // Before the event: not counted.
    const early = await makeUser(db, { signupEventKey: suffix });
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 5 * DAY) })
      .where(eq(users.userNo, early.userNo));
    const second = await makeUser(db);
    await makeUser(db, { signupEventKey: sharerSuffix(second.userNo) });

    const sharerHeaders = (await signedIn(db, sharer.userNo)).headers;
    const mine = (await send("GET", "/api/event/share-content/ranking", sharerHeaders)).body.data;
    expect(mine).toMatchObject({ myRank: 1, mySignups: 2, myVisits: 0, office: false, top: null });
    expect(mine.participants).toBeGreaterThanOrEqual(2);

    const office = (await send("GET", "/api/event/share-content/ranking", officeHeaders)).body.data;
    expect(office).toMatchObject({ office: true, myRank: null });
    expect(office.top.slice(0, 2)).toEqual([
      { rank: 1, userId: sharer.userId, userName: sharer.userName, signups: 2, visits: 0 },
      { rank: 2, userId: second.userId, userName: second.userName, signups: 1, visits: 0 },
    ]);
  });

  it("answers 404 when the event is not published", async () => {
    await db().update(siteEvents).set({ state: "draft" }).where(eq(siteEvents.eventNo, shareNo));
    expect((await send("GET", "/api/event/share-content/ranking", roles.headers.verified)).status).toBe(404);
    await db().update(siteEvents).set({ state: "published" }).where(eq(siteEvents.eventNo, shareNo));
  });
});

function db() {
  return platform.handle.db;
}

describe("banner images", () => {
  it("an uploaded banner stays through the daily file sweep while an entry shows it", async () => {
    const png = await sharp({ create: { width: 40, height: 10, channels: 3, background: "#3182f6" } })
      .png()
      .toBuffer();
    const body = multipartBody([{ name: "file", filename: "banner.png", contentType: "image/png", data: png }]);
    const res = await platform.app.inject({
      method: "POST",
      url: "/api/contents/image?purpose=thumbnail",
      headers: { ...modHeaders, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const { url, key } = res.json().data as { url: string; key: string };
    const kept = await admin("POST", "/api/admin/events", { kind: "notice", slug: "with-banner", title: "배너 있는 공지", bannerUrl: url });
    expect(kept.data.bannerUrl).toBe(url);
    const stored = () => fs.existsSync(path.join(platform.dataDir, "files", key));
    await sweepContentFiles(platform.ctx, new Date(Date.now() + 8 * DAY));
    expect(stored()).toBe(true);
    // Without the entry showing it, the next sweep removes it.
    await admin("PUT", `/api/admin/events/${kept.data.eventNo}`, {
      kind: "notice",
      slug: "with-banner",
      title: "배너 있는 공지",
      bannerUrl: null,
    });
    await sweepContentFiles(platform.ctx, new Date(Date.now() + 8 * DAY));
    expect(stored()).toBe(false);
  });
});
