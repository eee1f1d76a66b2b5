// The AI briefing through the real server and job queue (docs/product/ai.md §6): who may ask,
// the file rules by content, the job making one draft (the document's own title, the summary by
// section, tags, a topic; nothing public, no follower told) that only its author publishes, the
// promotion inside its window only, a failure leaving nothing, the allowance.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_ALLOWANCE, briefingDraftUrl } from "../../core/ai";
import { DOC_MSG } from "../../core/documents";
import { MSG } from "../../core/messages";
import { AI_BRIEFING_PROMOTION } from "../../core/missions";
import { boards, documentPages, documents, follows, notifications, pointLedger, pointPromotions } from "../../server/db/schema";
import { allowanceLeft } from "../../server/modules/ai/allowance";
import { AI_BRIEFING_JOB, documentTitle, runBriefing, sectionsOf } from "../../server/modules/ai/briefing/service";
import { introHtml, introText } from "../../server/modules/documents/service";
import { FOLLOWED_POST_JOB } from "../../server/modules/reactions/follows";
import { signedIn, type SignedIn } from "../support/auth";
import * as fx from "../support/document-fixtures";
import { storedFiles } from "../support/documents";
import { makeUser } from "../support/factories";
import { multipartBody } from "../support/multipart";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { waitForQueueIdle } from "../support/queue";

let platform: TestPlatform;
const db = () => platform.handle.db;

const article = (n: number) => fx.KOREAN_ARTICLE[(n - 1) % fx.KOREAN_ARTICLE.length]!;

function send(headers: Record<string, string>, files: { name?: string; fileName: string; data: Buffer }[]) {
  const body = multipartBody(files.map((f) => ({ name: f.name ?? "document", filename: f.fileName, data: f.data })));
  return platform.app.inject({
    method: "POST",
    url: "/api/ai/content/document",
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function member(): Promise<{ userNo: number; who: SignedIn }> {
  const user = await makeUser(db());
  return { userNo: user.userNo, who: await signedIn(db(), user.userNo) };
}

async function brief(who: SignedIn, fileName: string, data: Buffer) {
  const res = await send(who.headers, [{ fileName, data }]);
  expect(res.statusCode, res.body).toBe(200);
  const { boardNo } = res.json().data as { boardNo: number };
  await waitForQueueIdle(db(), [AI_BRIEFING_JOB], 90_000);
  return boardNo;
}

async function notificationsOf(userNo: number, prefix: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const rows = (await db().select().from(notifications).where(eq(notifications.userNo, userNo))).filter((n) =>
      n.eventKey.startsWith(prefix),
    );
    if (rows.length > 0 || Date.now() > until) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const promotionCredits = (userNo: number) =>
  db()
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.userNo, userNo), eq(pointLedger.reason, "ai_briefing_promotion")));

async function promotionWindow(open: boolean) {
  const day = 24 * 3_600_000;
  const now = Date.now();
  await db()
    .update(pointPromotions)
    .set(
      open
        ? { startsAt: new Date(now - day), endsAt: new Date(now + day) }
        : { startsAt: new Date(AI_BRIEFING_PROMOTION.startsAt), endsAt: new Date(AI_BRIEFING_PROMOTION.endsAt) },
    )
    .where(eq(pointPromotions.code, AI_BRIEFING_PROMOTION.code));
}

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true, env: { SOFFICE_PATH: "off" } });
});
afterAll(async () => platform?.dispose());

describe("who may ask for a briefing", () => {
  it("refuses visitors with the briefing's sign-in message and unverified members, before reading the file", async () => {
    const visitor = await send({}, [{ fileName: "a.hwpx", data: fx.hwpx() }]);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().errorMsg).toBe(MSG.loginRequired.ko);
    const unverified = await signedIn(db(), (await makeUser(db(), { emailCertYn: "N" })).userNo);
    expect((await send(unverified.headers, [{ fileName: "a.hwpx", data: fx.hwpx() }])).statusCode).toBe(403);
  });
});

describe("file rules", () => {
  it("checks the type by content, the size and the count, and keeps nothing of a refused file", async () => {
    const { who } = await member();
    const before = storedFiles(platform.dataDir).length;
    const [{ n: boardsBefore }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(boards)) as [{ n: number }];
    const txt = await send(who.headers, [{ fileName: "메모.txt", data: Buffer.from("안녕하세요") }]);
    expect(txt.statusCode).toBe(415);
    expect(txt.json().errorMsg).toBe(MSG.unsupportedFileType.ko);
    // A picture named .pdf is no PDF.
    const png = await send(who.headers, [{ fileName: "가짜.pdf", data: await fx.pngImage() }]);
    expect(png.statusCode).toBe(415);
    expect(png.json().errorMsg).toContain(MSG.unsupportedFileType.ko);
    const big = await send(who.headers, [{ fileName: "큰문서.pdf", data: Buffer.alloc(20 * 1024 * 1024 + 1, 32) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().errorMsg).toBe(MSG.fileTooLarge.ko);
    const two = await send(who.headers, [
      { fileName: "a.hwpx", data: fx.hwpx() },
      { fileName: "b.hwpx", data: fx.hwpx() },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().errorMsg).toBe(DOC_MSG.oneFile.ko);
    const none = await send(who.headers, []);
    expect(none.statusCode).toBe(400);
    expect(storedFiles(platform.dataDir)).toHaveLength(before);
    const [{ n: boardsAfter }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(boards)) as [{ n: number }];
    expect(boardsAfter).toBe(boardsBefore);
  });
});

describe("a briefing", () => {
  let userNo: number;
  let boardNo: number;
  let follower: number;
  let who: SignedIn;
  beforeAll(async () => {
    await promotionWindow(true);
    const m = await member();
    userNo = m.userNo;
    who = m.who;
    follower = (await makeUser(db())).userNo;
    await db().insert(follows).values({ followerNo: follower, followeeNo: userNo });
    boardNo = await brief(m.who, "budget.hwpx", fx.hwpx({ sections: 4, title: "경제 지표", body: article }));
  });
  afterAll(() => promotionWindow(false));

  const followerHeard = async () => {
    await waitForQueueIdle(db(), [FOLLOWED_POST_JOB], 30_000);
    return (await db().select().from(notifications).where(eq(notifications.userNo, follower))).filter(
      (n) => n.notificationType !== "FOLLOW",
    );
  };

  const edit = (headers: Record<string, string>, fields: Record<string, unknown>) =>
    platform.app.inject({
      method: "POST",
      url: `/api/contents/post/${boardNo}`,
      headers,
      payload: {
        type: "updDocs",
        subject: "경제 지표 읽는 법",
        topic: "economy",
        tags: ["기준금리", "경제지표"],
        webEditorContent: "AI 브리핑\n## 금리\n- 기준금리가 오르면 대출 이자가 늘어납니다.",
        downloadYn: "N",
        ...fields,
      },
    });

  it("ends as a draft: the document's own title, the summary by section, tags, a topic; nothing public", async () => {
    const [board] = await db().select().from(boards).where(eq(boards.boardNo, boardNo));
    // The title is the document's (its first line without the page mark), never the file name.
    expect(board).toMatchObject({ userNo, boardType: "updDocs", publishing: true, subject: "경제 지표", deletedAt: null });
    expect(board!.contentHtml).toContain("<strong>AI 브리핑</strong>");
    expect(board!.contentHtml).toContain("문서에서 핵심 문장을 골라 그대로 옮긴 요약입니다.");
    expect(board!.contentHtml).toMatch(/<h3>\d+(–\d+)?쪽<\/h3><ul><li>/);
    expect(board!.contentHtml).toContain("기준금리");
    expect(board!.contentHtml).not.toContain("#");
    // The repeated sentence of the document appears once.
    expect(board!.contentHtml.split("기준금리가 오르면 대출 이자가 늘어").length).toBeLessThanOrEqual(2);
    expect(board!.tags).toEqual(expect.arrayContaining(["기준금리"]));
    expect(board!.topic).toBeTruthy();
    const [doc] = await db().select().from(documents).where(eq(documents.boardNo, boardNo));
    expect(doc).toMatchObject({ status: "review", kind: "hwpx", renderer: "html", pageCount: 4 });
    // Nobody else sees it (the post page's 404 is the journey's to see).
    expect((await platform.app.inject({ method: "GET", url: `/api/documents/${boardNo}` })).statusCode).toBe(404);
    const other = await signedIn(db(), follower);
    expect((await platform.app.inject({ method: "GET", url: `/api/documents/${boardNo}`, headers: other.headers })).statusCode).toBe(404);
    // The owner reads their draft's document.
    const mine = await platform.app.inject({ method: "GET", url: `/api/documents/${boardNo}`, headers: who.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ status: "review", pageCount: 4 });
    expect(await followerHeard()).toHaveLength(0);
    expect(await promotionCredits(userNo)).toHaveLength(0);
  });

  it("tells the member, with a link to the review form", async () => {
    const [board] = await db().select().from(boards).where(eq(boards.boardNo, boardNo));
    const rows = await notificationsOf(userNo, "AI_BRIEFING:");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      notificationType: "AI_BRIEFING",
      notificationTitle: "AI 브리핑 초안이 준비되었습니다.",
      notificationUrl: briefingDraftUrl(boardNo, board!.permalink),
    });
    expect(rows[0]!.notificationContent).toContain("「경제 지표」");
    const all = await db().select().from(notifications).where(eq(notifications.userNo, userNo));
    expect(all.filter((n) => n.notificationType === "PUBLISH_DONE")).toHaveLength(0);
  });

  it("is saved as a draft, refused to anyone else, and published by its author only once", async () => {
    const saved = await edit(who.headers, { publish: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ boardNo, published: false });
    let [board] = await db().select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(board).toMatchObject({ publishing: true, subject: "경제 지표 읽는 법", topic: "economy" });
    expect(board!.contentHtml).toBe("<p>AI 브리핑</p><h3>금리</h3><ul><li>기준금리가 오르면 대출 이자가 늘어납니다.</li></ul>");
    expect(await followerHeard()).toHaveLength(0);

    const stranger = await signedIn(db(), follower);
    expect((await edit(stranger.headers, { publish: true })).statusCode).toBe(403);
    expect((await db().select().from(boards).where(eq(boards.boardNo, boardNo)))[0]!.publishing).toBe(true);

    const published = await edit(who.headers, { publish: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ boardNo, published: true });
    [board] = await db().select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(board).toMatchObject({ publishing: false, subject: "경제 지표 읽는 법" });
    // The document's own text is searchable with the summary.
    expect(board!.contentText).toContain("기준금리");
    expect((await db().select().from(documents).where(eq(documents.boardNo, boardNo)))[0]!.status).toBe("ready");
    const heard = await followerHeard();
    expect(heard).toHaveLength(1);
    expect(heard[0]!.notificationType).toBe("FOLLOWED_POST");
    expect((await platform.app.inject({ method: "GET", url: `/api/documents/${boardNo}` })).statusCode).toBe(200);
    expect(await promotionCredits(userNo)).toHaveLength(1);
    expect((await promotionCredits(userNo))[0]!.amount).toBe(AI_BRIEFING_PROMOTION.points);

    // Pressing again is an ordinary edit: nothing is published or paid twice.
    expect((await edit(who.headers, { publish: true })).json().data).toMatchObject({ published: true });
    expect(await followerHeard()).toHaveLength(1);
    expect(await promotionCredits(userNo)).toHaveLength(1);
  });

  it("a retried job makes nothing twice, and the promotion pays once", async () => {
    await runBriefing(platform.ctx, { boardNo, userNo, takenAt: new Date().toISOString(), language: "ko" });
    expect((await db().select().from(boards).where(eq(boards.userNo, userNo))).length).toBe(1);
    const again = await brief(await signedIn(db(), userNo), "두번째.hwpx", fx.hwpx({ sections: 2, body: article }));
    expect(again).not.toBe(boardNo);
    const draft = await edit(who.headers, { publish: true });
    expect(draft.statusCode).toBe(200);
    expect(await promotionCredits(userNo)).toHaveLength(1);
    expect((await allowanceLeft(db(), userNo, "briefing")).remain).toBe(AI_ALLOWANCE.briefing - 2);
  });
});

describe("outside the promotion window", () => {
  it("publishes without points", async () => {
    const m = await member();
    const boardNo = await brief(m.who, "환율.hwpx", fx.hwpx({ sections: 2, body: article }));
    const res = await platform.app.inject({
      method: "POST",
      url: `/api/contents/post/${boardNo}`,
      headers: m.who.headers,
      payload: { type: "updDocs", subject: "환율", topic: "economy", tags: [], webEditorContent: "환율 요약", publish: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await db().select().from(boards).where(eq(boards.userNo, m.userNo)))[0]).toMatchObject({ publishing: false });
    expect(await promotionCredits(m.userNo)).toHaveLength(0);
  });
});

describe("a PDF", () => {
  it("is summarised page by page and shown as page images, titled by its first line", async () => {
    const m = await member();
    const boardNo = await brief(
      m.who,
      "scan_0001.pdf",
      fx.cidKoreanPdf({ pages: 4, title: "지표", body: (n) => fx.wrapLines(article(n)) }),
    );
    const [board] = await db().select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(board).toMatchObject({ publishing: true, subject: "지표" });
    expect(board!.thumb).toBeTruthy();
    // The page's wrapped lines are read as whole sentences.
    expect(board!.contentHtml).toMatch(/<li>[^<]+니다\.<\/li>/);
    const pages = await db().select().from(documentPages).where(eq(documentPages.boardNo, boardNo));
    expect(pages).toHaveLength(4);
    expect(pages.every((p) => p.imageKey)).toBe(true);
  });
});

describe("a failure", () => {
  it("leaves no post and no file, gives the allowance back and tells the member", async () => {
    const m = await member();
    const before = storedFiles(platform.dataDir);
    const res = await send(m.who.headers, [{ fileName: "빈 문서.hwpx", data: fx.hwpx({ empty: true }) }]);
    expect(res.statusCode, res.body).toBe(200);
    await waitForQueueIdle(db(), [AI_BRIEFING_JOB], 60_000);
    expect(await db().select().from(boards).where(eq(boards.userNo, m.userNo))).toHaveLength(0);
    expect(await db().select().from(documents).where(eq(documents.userNo, m.userNo))).toHaveLength(0);
    expect(storedFiles(platform.dataDir)).toEqual(before);
    expect((await allowanceLeft(db(), m.userNo, "briefing")).remain).toBe(AI_ALLOWANCE.briefing);
    const rows = await notificationsOf(m.userNo, "AI_BRIEFING_FAILED:");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      notificationType: "AI_BRIEFING",
      notificationTitle: "AI 브리핑을 만들지 못했습니다.",
      notificationUrl: null,
    });
    expect(rows[0]!.notificationContent).toContain("빈 문서.hwpx");
    expect(await promotionCredits(m.userNo)).toHaveLength(0);
  });
});

describe("the allowance", () => {
  it("refuses a briefing past the day's allowance with its message, storing nothing", async () => {
    const m = await member();
    await db().execute(
      sql`insert into ai_daily_usage (user_no, kind, day, used) values (${m.userNo}, 'briefing', to_char(now() at time zone 'Asia/Seoul', 'YYYY-MM-DD'), ${AI_ALLOWANCE.briefing})`,
    );
    const before = storedFiles(platform.dataDir);
    const res = await send(m.who.headers, [{ fileName: "a.hwpx", data: fx.hwpx() }]);
    expect(res.statusCode).toBe(429);
    expect(res.json().errorMsg).toContain(`${AI_ALLOWANCE.briefing}회`);
    expect(storedFiles(platform.dataDir)).toEqual(before);
    expect(await db().select().from(boards).where(eq(boards.userNo, m.userNo))).toHaveLength(0);
  });
});

describe("sections of a converted document", () => {
  it("splits text views at their headings and keeps other pages whole", () => {
    const sections = sectionsOf([
      {
        pageNo: 1,
        text: "표지",
        html: "<p>표지</p><h2>금리</h2><p>금리는 비용입니다.</p><h3>환율 &amp; 물가</h3><p>환율은 비율입니다.</p>",
      },
      { pageNo: 2, text: "그림 페이지의 글", html: null },
    ]);
    expect(sections).toEqual([
      { heading: null, text: "표지", page: 1 },
      { heading: "금리", text: "금리는 비용입니다.", page: 1 },
      { heading: "환율 & 물가", text: "환율은 비율입니다.", page: 1 },
      { heading: null, text: "그림 페이지의 글", page: 2 },
    ]);
  });
});

describe("a draft's title and text", () => {
  it("takes the first heading, else a title-like first line, never a sentence or a page mark", () => {
    expect(documentTitle([{ heading: null, text: "- 3 -\n예산 계획서\n올해 예산은 늘었습니다.", page: 1 }])).toBe("예산 계획서");
    expect(
      documentTitle([
        { heading: null, text: "표지", page: 1 },
        { heading: "2027년 예산", text: "본문", page: 1 },
      ]),
    ).toBe("2027년 예산");
    expect(documentTitle([{ heading: null, text: "올해 예산은 작년보다 12% 늘었습니다.", page: 1 }])).toBe("");
  });

  it("reads Markdown headings in extracted text as headings, leaving no stray '#'", () => {
    const sections = sectionsOf([
      { pageNo: 1, text: "# Budget 2027\n올해 예산은 늘었습니다.\n## 지출\n- 인건비가 늘었습니다.", html: null },
    ]);
    expect(sections).toEqual([
      { heading: "Budget 2027", text: "올해 예산은 늘었습니다.", page: 1 },
      { heading: "지출", text: "인건비가 늘었습니다.", page: 1 },
    ]);
    expect(documentTitle(sections)).toBe("Budget 2027");
  });

  it("keeps an introduction's subheadings and lists through the form's text", () => {
    const html = "<p><strong>AI 브리핑</strong> · 요약</p><h3>1–2쪽</h3><ul><li>첫 문장입니다.</li><li>둘째 &amp; 셋째</li></ul>";
    const text = introText(html);
    expect(text).toBe("AI 브리핑 · 요약\n## 1–2쪽\n- 첫 문장입니다.\n- 둘째 & 셋째");
    expect(introHtml(text)).toBe("<p>AI 브리핑 · 요약</p><h3>1–2쪽</h3><ul><li>첫 문장입니다.</li><li>둘째 &amp; 셋째</li></ul>");
    expect(introHtml("한 줄\n두 줄")).toBe("<p>한 줄</p><p>두 줄</p>");
  });
});
