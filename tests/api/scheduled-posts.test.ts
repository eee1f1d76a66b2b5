// Scheduled publishing through the real API and job queue (docs/product/writing.md §15, decision
// 0214): a scheduled post is nobody's to see until its time, goes out by the queue once, on
// time or by the sweep after a lost job, through the publish path (followers told, the day's
// upload count taken on the day it goes out); its author cancels, reschedules or publishes it
// now; nobody else can see or touch it.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seoulDayKey } from "../../core/format";
import { SCHEDULE_MSG } from "../../core/scheduling";
import { boards, drafts, notifications, uploadDailyCounts, uploadPolicyConsents } from "../../server/db/schema";
import { listMemberBoards } from "../../server/modules/boards/by-member";
import { PUBLISH_SCHEDULED_JOB, publishDueDraft, publishDuePosts } from "../../server/modules/scheduling/service";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { waitForQueueIdle } from "../support/queue";

let platform: TestPlatform;
type Who = { headers: Record<string, string> } | null;
let author: Who;
let authorNo: number;
let other: Who;
let follower: Who;
let followerNo: number;
let fresh: Who;
let n = 0;

async function call(method: "GET" | "POST" | "DELETE", url: string, who: Who, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: {
      origin: "http://localhost:3000",
      ...(who?.headers ?? {}),
      ...(payload !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const post = (overrides: Record<string, unknown> = {}) => ({
  type: "editor",
  subject: `예약 글 ${++n} ${Math.random().toString(36).slice(2, 8)}`,
  webEditorContent: "<p>정해진 시각에 나가는 <strong>본문</strong></p>",
  topic: "economy",
  tags: ["예약"],
  thumb: null,
  ...overrides,
});

async function boardsTitled(subject: string) {
  return platform.handle.db
    .select({ boardNo: boards.boardNo, permalink: boards.permalink })
    .from(boards)
    .where(eq(boards.subject, subject));
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Which public places show the subject: the new-posts list, search, the author's public page. */
async function publicPagesShow(subject: string): Promise<boolean[]> {
  const word = subject.split(" ").at(-1)!;
  return [
    (await call("GET", "/api/board/newBoards?page=1&size=50", null)).text.includes(subject),
    (await call("GET", `/api/board/searchBoards?searchKey=${encodeURIComponent(word)}`, null)).text.includes(subject),
    JSON.stringify(await listMemberBoards(platform.handle.db, authorNo, { page: 1, size: 50 })).includes(subject),
  ];
}

beforeAll(async () => {
  // Scheduling a few seconds ahead lets the queue publish while the test waits (the product's is 5 minutes).
  platform = await createTestPlatform({ queue: true, env: { SCHEDULE_MIN_LEAD_SECONDS: "2" } });
  const db = platform.handle.db;
  const a = await makeUser(db);
  authorNo = a.userNo;
  author = await signedIn(db, a.userNo);
  await db.insert(uploadPolicyConsents).values({ userNo: a.userNo });
  other = await signedIn(db, (await makeUser(db)).userNo);
  const f = await makeUser(db);
  followerNo = f.userNo;
  follower = await signedIn(db, f.userNo);
  fresh = await signedIn(db, (await makeUser(db)).userNo);
  expect((await call("POST", `/api/user/follow/${a.userId}`, follower)).status).toBe(200);
});
afterAll(async () => platform?.dispose());

describe("scheduling a post", () => {
  it("keeps it out of sight until its time, then the queue publishes it once, and followers hear of it then", async () => {
    const body = post();
    const res = await call("POST", "/api/contents/schedule", author, { ...body, scheduledAt: inSeconds(3) });
    expect(res.status).toBe(200);
    const { draftNo } = res.body.data as { draftNo: number };
    // Before its time: no post, nothing public, no follower notified; the author sees it marked in their drafts.
    expect(await boardsTitled(body.subject)).toEqual([]);
    expect(await publicPagesShow(body.subject)).toEqual([false, false, false]);
    const mine = await call("GET", "/api/drafts", author);
    expect(mine.body.data.list.find((d: { draftNo: number }) => d.draftNo === draftNo)).toMatchObject({
      title: body.subject,
      scheduledAt: res.body.data.scheduledAt,
    });
    await waitForQueueIdle(platform.handle.db, ["notifications.deliver"]);
    const told = async () =>
      (
        await platform.handle.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userNo, followerNo), eq(notifications.notificationType, "FOLLOWED_POST")))
      ).length;
    expect(await told()).toBe(0);

    // Its time: the queue publishes it (within the poll), the draft is gone, everyone sees it.
    await until(async () => (await boardsTitled(body.subject)).length > 0);
    expect(await boardsTitled(body.subject)).toHaveLength(1);
    expect((await platform.handle.db.select().from(drafts).where(eq(drafts.draftNo, draftNo))).length).toBe(0);
    expect(await publicPagesShow(body.subject)).toEqual([true, true, true]);
    await until(async () => (await told()) === 1);
    const authorTold = async () =>
      (
        await platform.handle.db
          .select({ title: notifications.notificationTitle })
          .from(notifications)
          .where(and(eq(notifications.userNo, authorNo), eq(notifications.notificationType, "PUBLISH_DONE")))
      ).map((r) => r.title);
    await until(async () => (await authorTold()).length > 0);
    expect(await authorTold()).toEqual(["예약한 글이 발행되었습니다."]);
  });

  it("publishes once when the job runs twice at the same moment, and again later", async () => {
    const body = post();
    const res = await call("POST", "/api/contents/schedule", author, { ...body, scheduledAt: inSeconds(60) });
    const draftNo = res.body.data.draftNo as number;
    const due = new Date(Date.now() + 61_000);
    const outcomes = await Promise.all([publishDueDraft(platform.ctx, draftNo, due), publishDueDraft(platform.ctx, draftNo, due)]);
    expect(outcomes.sort()).toEqual(["not-due", "published"]);
    expect(await publishDueDraft(platform.ctx, draftNo, due)).toBe("not-due");
    expect(await boardsTitled(body.subject)).toHaveLength(1);
  });

  it("a post whose job was lost goes out with the sweep, as after a restart", async () => {
    const body = post();
    const res = await call("POST", "/api/contents/schedule", author, { ...body, scheduledAt: inSeconds(4) });
    const draftNo = res.body.data.draftNo as number;
    // The job is lost (a crash took the queue's row): only the sweep can find the post.
    await platform.handle.db.execute(
      sql`delete from pgboss.job where name = ${PUBLISH_SCHEDULED_JOB} and data->>'draftNo' = ${String(draftNo)}`,
    );
    await new Promise((r) => setTimeout(r, 4_100));
    await platform.queue!.send(PUBLISH_SCHEDULED_JOB, {});
    await until(async () => (await boardsTitled(body.subject)).length === 1);
    expect((await publishDuePosts(platform.ctx)).published).toBe(0);
  });

  it("takes the upload from the count of the day it goes out, and waits for the next day when that day's is spent", async () => {
    const db = platform.handle.db;
    const body = post();
    const in3Days = new Date(Date.now() + 3 * 86_400_000);
    const res = await call("POST", "/api/contents/schedule", author, { ...body, scheduledAt: in3Days.toISOString() });
    const draftNo = res.body.data.draftNo as number;
    const used = async (day: string) =>
      (
        await db
          .select({ used: uploadDailyCounts.used })
          .from(uploadDailyCounts)
          .where(and(eq(uploadDailyCounts.userNo, authorNo), eq(uploadDailyCounts.day, day)))
      )[0]?.used ?? 0;
    const today = await used(seoulDayKey(new Date()));
    // The publishing day's 20 uploads are already spent: it waits until 00:00 of the next Seoul day.
    const at = new Date(in3Days.getTime() + 60_000);
    await db.insert(uploadDailyCounts).values({ userNo: authorNo, day: seoulDayKey(at), used: 20 });
    expect(await publishDueDraft(platform.ctx, draftNo, at)).toBe("deferred");
    const [row] = await db.select({ scheduledAt: drafts.scheduledAt }).from(drafts).where(eq(drafts.draftNo, draftNo));
    expect(seoulDayKey(row!.scheduledAt!)).not.toBe(seoulDayKey(at));
    expect(row!.scheduledAt!.toISOString()).toMatch(/T15:00:00.000Z$/);
    await waitForQueueIdle(db, ["notifications.deliver"]);
    const deferred = await db
      .select({ title: notifications.notificationTitle, url: notifications.notificationUrl })
      .from(notifications)
      .where(and(eq(notifications.userNo, authorNo), eq(notifications.notificationType, "PUBLISH_FAILED")));
    expect(deferred).toContainEqual({ title: expect.stringContaining("내일 0시"), url: `/upload?draft=${draftNo}` });
    // At the next day it goes out, counted on that day; today's count never moved.
    const nextDay = new Date(row!.scheduledAt!.getTime() + 1_000);
    expect(await publishDueDraft(platform.ctx, draftNo, nextDay)).toBe("published");
    expect(await used(seoulDayKey(nextDay))).toBe(1);
    expect(await used(seoulDayKey(at))).toBe(20);
    expect(await used(seoulDayKey(new Date()))).toBe(today);
  });
});

describe("the author changes their mind", () => {
  it("cancels: a plain draft again with its text, and the job then publishes nothing", async () => {
    const body = post();
    const res = await call("POST", "/api/contents/schedule", author, { ...body, scheduledAt: inSeconds(60) });
    const draftNo = res.body.data.draftNo as number;
    expect((await call("POST", `/api/contents/schedule/${draftNo}/cancel`, author)).body.data).toEqual({ draftNo });
    const draft = await call("GET", `/api/draft?draftNo=${draftNo}`, author);
    expect(draft.body.data).toMatchObject({ title: body.subject, scheduledAt: null, content: body.webEditorContent });
    expect(await publishDueDraft(platform.ctx, draftNo, new Date(Date.now() + 120_000))).toBe("not-due");
    expect(await boardsTitled(body.subject)).toEqual([]);
    const again = await call("POST", `/api/contents/schedule/${draftNo}/cancel`, author);
    expect([again.status, again.body.errorId, again.body.errorMsg]).toEqual([409, "NOT_SCHEDULED", SCHEDULE_MSG.notScheduled.ko]);
  });

  it("edits the text and the time: what goes out is the last text, at the new time only", async () => {
    const body = post();
    const first = await call("POST", "/api/contents/schedule", author, { ...body, scheduledAt: inSeconds(60) });
    const draftNo = first.body.data.draftNo as number;
    const later = inSeconds(3_600);
    const changed = { ...body, subject: `${body.subject} 고침`, webEditorContent: "<p>고친 본문</p>" };
    const moved = await call("POST", "/api/contents/schedule", author, { ...changed, draftNo, scheduledAt: later });
    expect(moved.body.data).toEqual({ draftNo, scheduledAt: new Date(later).toISOString() });
    // The first time passes: not due any more.
    expect(await publishDueDraft(platform.ctx, draftNo, new Date(Date.now() + 120_000))).toBe("not-due");
    expect(await publishDueDraft(platform.ctx, draftNo, new Date(Date.now() + 3_601_000))).toBe("published");
    const [published] = await platform.handle.db
      .select({ subject: boards.subject, html: boards.contentHtml })
      .from(boards)
      .where(eq(boards.subject, changed.subject));
    expect(published).toEqual({ subject: changed.subject, html: "<p>고친 본문</p>" });
  });

  it("publishes now, as the publish button does", async () => {
    const body = post();
    const res = await call("POST", "/api/contents/schedule", author, { ...body, scheduledAt: inSeconds(3_600) });
    const draftNo = res.body.data.draftNo as number;
    const now = await call("POST", `/api/contents/schedule/${draftNo}/publish`, author);
    expect(now.status).toBe(200);
    const [row] = await boardsTitled(body.subject);
    expect(now.body.data).toEqual({ boardNo: row!.boardNo, permaLink: row!.permalink });
    expect((await call("GET", `/api/board/contents?boardNo=${row!.boardNo}`, null)).status).toBe(200);
    const twice = await call("POST", `/api/contents/schedule/${draftNo}/publish`, author);
    expect(twice.status).toBe(404);
  });
});

describe("refusals", () => {
  it("refuses a time in the past, too soon or too far ahead, in Korean and English", async () => {
    const past = await call("POST", "/api/contents/schedule", author, { ...post(), scheduledAt: inSeconds(-60) });
    expect([past.status, past.body.errorId, past.body.errorMsg]).toEqual([
      422,
      "SCHEDULE_TOO_SOON",
      "예약 시각은 지금부터 1분 뒤 이후로 골라 주세요.",
    ]);
    const far = await call("POST", "/api/contents/schedule", author, { ...post(), scheduledAt: inSeconds(91 * 86_400) });
    expect([far.status, far.body.errorId, far.body.errorMsg]).toEqual([422, "SCHEDULE_TOO_FAR", "예약은 90일 뒤까지만 할 수 있어요."]);
    const english = await platform.app.inject({
      method: "POST",
      url: "/api/contents/schedule",
      headers: { ...author!.headers, "content-type": "application/json", "accept-language": "en" },
      payload: JSON.stringify({ ...post(), scheduledAt: inSeconds(91 * 86_400) }),
    });
    expect(english.json().errorMsg).toBe("You can schedule at most 90 days ahead.");
    const nonsense = await call("POST", "/api/contents/schedule", author, { ...post(), scheduledAt: "tomorrow 9" });
    expect(nonsense.status).toBe(400);
  });

  it("checks the post as publishing does, and asks a first-time writer for the upload policy", async () => {
    const noTopic = await call("POST", "/api/contents/schedule", author, { ...post({ topic: "" }), scheduledAt: inSeconds(60) });
    expect([noTopic.status, noTopic.body.errorId]).toEqual([422, "TOPIC_INVALID"]);
    const body = post();
    const noConsent = await call("POST", "/api/contents/schedule", fresh, { ...body, scheduledAt: inSeconds(60) });
    expect([noConsent.status, noConsent.body.errorId]).toEqual([409, "POLICY_CONSENT_REQUIRED"]);
    const agreed = await call("POST", "/api/contents/schedule", fresh, { ...body, agreePolicy: true, scheduledAt: inSeconds(60) });
    expect(agreed.status).toBe(200);
  });

  it("nobody else sees, changes, cancels or publishes someone's scheduled post", async () => {
    const body = post();
    const res = await call("POST", "/api/contents/schedule", author, { ...body, scheduledAt: inSeconds(600) });
    const draftNo = res.body.data.draftNo as number;
    expect((await call("GET", "/api/drafts", other)).text).not.toContain(body.subject);
    expect((await call("GET", `/api/draft?draftNo=${draftNo}`, other)).status).toBe(404);
    expect(
      (await call("POST", "/api/contents/schedule", other, { ...post(), draftNo, agreePolicy: true, scheduledAt: inSeconds(60) })).status,
    ).toBe(404);
    expect((await call("POST", `/api/contents/schedule/${draftNo}/cancel`, other)).status).toBe(404);
    expect((await call("POST", `/api/contents/schedule/${draftNo}/publish`, other)).status).toBe(404);
    expect((await call("POST", `/api/contents/schedule/${draftNo}/cancel`, null)).status).toBe(401);
    const [row] = await platform.handle.db
      .select({ title: drafts.title, at: drafts.scheduledAt })
      .from(drafts)
      .where(eq(drafts.draftNo, draftNo));
    expect(row!.title).toBe(body.subject);
    expect(row!.at!.toISOString()).toBe(res.body.data.scheduledAt);
  });
});
