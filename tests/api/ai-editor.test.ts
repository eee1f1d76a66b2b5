// The editor's AI helpers and AI feedback through the real server (docs/product/ai.md §2, §3):
// who may call them, the daily allowance (manyRequest once spent, a unit given back when the
// engine fails), the answers' shape, the term statistics, and a post's feedback for its author.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_ALLOWANCE, AI_TAG_KEYWORD_CUT } from "../../core/ai";
import { aiDailyUsage, aiTermStats, contentFiles } from "../../server/db/schema";
import { seoulDayKey } from "../../core/format";
import { refreshTermStats } from "../../server/modules/ai/term-stats";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
type Headers = Record<string, string>;

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

async function call(method: "GET" | "POST", url: string, headers: Headers, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { "accept-language": "ko-KR", ...headers, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function member() {
  const user = await makeUser(platform.handle.db);
  return { ...user, headers: (await signedIn(platform.handle.db, user.userNo)).headers as Headers };
}

const visitor: Headers = { origin: "http://localhost:3000" };
const BODY = `<p>커피는 커피나무 열매의 씨앗을 볶아서 만듭니다. 원두의 로스팅 정도에 따라 커피의 맛이 달라집니다.</p>
<p>핸드드립은 원두를 갈아 뜨거운 물을 천천히 부어 커피를 내리는 방법입니다. 에스프레소는 높은 압력으로 커피를 추출합니다.</p>
<p>좋은 원두를 고르고 로스팅 날짜를 확인하면 커피의 향을 더 즐길 수 있습니다.</p>`;
const HELPERS = ["title", "tags", "enrichment", "continuation"] as const;

async function spend(userNo: number, kind: string, used: number) {
  await platform.handle.db
    .insert(aiDailyUsage)
    .values({ userNo, kind, day: seoulDayKey(new Date()), used })
    .onConflictDoUpdate({ target: [aiDailyUsage.userNo, aiDailyUsage.kind, aiDailyUsage.day], set: { used } });
}

async function used(userNo: number, kind: string): Promise<number> {
  const rows = await platform.handle.db
    .select({ used: aiDailyUsage.used })
    .from(aiDailyUsage)
    .where(and(eq(aiDailyUsage.userNo, userNo), eq(aiDailyUsage.kind, kind)));
  return rows[0]?.used ?? 0;
}

describe("editor helpers", () => {
  it("refuse visitors and answer members", async () => {
    const writer = await member();
    for (const helper of HELPERS) {
      const refused = await call("POST", `/api/v2/generator/${helper}`, visitor, { body: BODY });
      expect(refused.status).toBe(401);
    }
    expect((await call("GET", "/api/v2/generator", visitor)).status).toBe(401);
    expect((await call("GET", "/api/v2/generator/images", visitor)).status).toBe(401);

    const title = await call("POST", "/api/v2/generator/title", writer.headers, { body: BODY });
    expect(title.status).toBe(200);
    expect(title.body.data).toMatchObject({ engine: "offline", remain: AI_ALLOWANCE.generator - 1 });
    expect(title.body.data.generatedText.length).toBeGreaterThan(0);
    expect([...title.body.data.generatedText].length).toBeLessThanOrEqual(40);

    const tags = await call("POST", "/api/v2/generator/tags", writer.headers, { body: BODY });
    expect(tags.body.data.tags).toHaveLength(5);
    expect(tags.body.data.tags).toContain("커피");
    expect(tags.body.data.tags.every((t: string) => t.length <= AI_TAG_KEYWORD_CUT)).toBe(true);

    const enrichment = await call("POST", "/api/v2/generator/enrichment", writer.headers, { body: BODY });
    expect(enrichment.body.data.enrichment.keyPoints.length).toBeGreaterThan(0);
    expect(enrichment.body.data.enrichment.suggestion).toBe("");

    const continuation = await call("POST", "/api/v2/generator/continuation", writer.headers, { body: BODY });
    expect(continuation.body.data).toMatchObject({ generatedText: "", engine: "offline", remain: AI_ALLOWANCE.generator - 4 });

    // Offline the typed continuation is one line: the whole (empty) answer with its passages.
    const typed = await platform.app.inject({
      method: "POST",
      url: "/api/v2/generator/continuation/stream",
      headers: { ...writer.headers, "content-type": "application/json" },
      payload: JSON.stringify({ body: BODY }),
    });
    expect(
      typed.body
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l)),
    ).toEqual([{ done: true, data: { generatedText: "", engine: "offline", remain: AI_ALLOWANCE.generator - 5, related: [] } }]);

    const state = await call("GET", "/api/v2/generator", writer.headers);
    expect(state.body.data).toEqual({
      generator: { remain: AI_ALLOWANCE.generator - 5, limit: AI_ALLOWANCE.generator },
      feedback: { remain: AI_ALLOWANCE.feedback, limit: AI_ALLOWANCE.feedback },
      engine: "offline",
    });
  });

  it("refuse an empty text without spending the allowance, and cap the input", async () => {
    const writer = await member();
    const empty = await call("POST", "/api/v2/generator/tags", writer.headers, { body: "<p> </p>" });
    expect(empty.status).toBe(422);
    expect(await used(writer.userNo, "generator")).toBe(0);
    const huge = await call("POST", "/api/v2/generator/tags", writer.headers, { body: "가".repeat(200_000) });
    expect(huge.status).toBe(400);
  });

  it("say manyRequest once the day's allowance is spent", async () => {
    const writer = await member();
    await spend(writer.userNo, "generator", AI_ALLOWANCE.generator);
    for (const helper of HELPERS) {
      const refused = await call("POST", `/api/v2/generator/${helper}`, writer.headers, { body: BODY });
      expect(refused.status).toBe(429);
      expect(refused.body.errorMsg).toBe("오늘 사용할 수 있는 AI 도우미 횟수를 모두 사용했습니다. 내일 다시 이용해 주세요.");
    }
    expect(await used(writer.userNo, "generator")).toBe(AI_ALLOWANCE.generator);
    const english = await call("POST", "/api/v2/generator/title", { ...writer.headers, "accept-language": "en-US" }, { body: BODY });
    expect(english.body.errorMsg).toBe("You have used all of today's AI helper requests. Please try again tomorrow.");
  });

  it("give the unit back when the engine fails", async () => {
    const writer = await member();
    const engine = platform.ctx.ai;
    platform.ctx.ai = { ...engine, tags: () => Promise.reject(new Error("engine down")) };
    try {
      const failed = await call("POST", "/api/v2/generator/tags", writer.headers, { body: BODY });
      expect(failed.status).toBe(503);
      expect(failed.body.errorMsg).toBe("AI 도우미가 응답하지 못했습니다. 잠시 후 다시 시도해 주세요.");
    } finally {
      platform.ctx.ai = engine;
    }
    expect(await used(writer.userNo, "generator")).toBe(0);
  });

  it("offer related published posts found from the text's keywords", async () => {
    const writer = await member();
    const other = await makeUser(platform.handle.db);
    await makePost(platform.handle.db, other.userNo, {
      subject: "커피 원두 고르는 법",
      contentHtml: "<p>커피 원두는 로스팅 날짜가 중요합니다.</p>",
    });
    const enrichment = await call("POST", "/api/v2/generator/enrichment", writer.headers, { body: BODY });
    expect(enrichment.body.data.enrichment.related.map((r: { title: string }) => r.title)).toContain("커피 원두 고르는 법");
    const continuation = await call("POST", "/api/v2/generator/continuation", writer.headers, { body: BODY });
    expect(continuation.body.data.related[0]).toMatchObject({ n: 1, title: "커피 원두 고르는 법" });
  });

  it("continue from where the text ends with a passage of a post that shares only part of its words", async () => {
    const writer = await member();
    const other = await makeUser(platform.handle.db);
    // Neither post holds every keyword of the text: 하울's retrieval still finds them, and the
    // passage about the text's last subject (물 온도) comes first.
    await makePost(platform.handle.db, other.userNo, {
      subject: "드리퍼 이야기",
      contentHtml:
        "<p>드리퍼는 모양에 따라 추출 속도가 다릅니다. 칼리타는 구멍이 세 개입니다.</p><p>핸드드립의 물 온도는 92도 안팎이 좋고, 주전자로 가늘게 부어야 핸드드립의 단맛이 살아납니다.</p>",
      tags: ["드리퍼"],
    });
    const body = `${BODY}<p>핸드드립은 물 온도와 붓는 속도가 맛을 좌우합니다.</p>`;
    const continuation = await call("POST", "/api/v2/generator/continuation", writer.headers, { body });
    expect(continuation.status).toBe(200);
    const first = continuation.body.data.related[0];
    expect(first).toMatchObject({ n: 1, title: "드리퍼 이야기" });
    expect(first.text).toContain("물 온도");
  });

  it("enrich with what similar posts add, quoted with their source, never the text's own sentences", async () => {
    const writer = await member();
    const other = await makeUser(platform.handle.db);
    await makePost(platform.handle.db, other.userNo, {
      subject: "원두 보관법",
      contentHtml: "<p>커피 원두는 밀폐 용기에 담아 서늘한 곳에 두고, 로스팅 뒤 2주 안에 마시면 향이 가장 좋습니다.</p>",
      tags: ["원두"],
    });
    const enrichment = await call("POST", "/api/v2/generator/enrichment", writer.headers, { body: BODY });
    const { additions, keyPoints } = enrichment.body.data.enrichment;
    const added = additions.find((a: { passage: { title: string } }) => a.passage.title === "원두 보관법");
    expect(added.passage.text).toContain("밀폐 용기");
    expect(added.topics.length).toBeGreaterThan(0);
    // What is offered for insertion is the other post's passage, not the member's sentences.
    for (const a of additions) for (const point of keyPoints) expect(a.passage.text).not.toBe(point);
  });

  it("read the member's title with the text for AI 태그", async () => {
    const writer = await member();
    const tags = await call("POST", "/api/v2/generator/tags", writer.headers, { body: BODY, subject: "에스프레소 머신 입문" });
    expect(tags.status).toBe(200);
    expect(tags.body.data.tags).toContain("에스프레소");
  });

  it("offer images of the site staff's posts beside the covers and the member's uploads", async () => {
    const writer = await member();
    const staff = await makeUser(platform.handle.db, { role: "admin" });
    const post = await makePost(platform.handle.db, staff.userNo, { subject: "나눔터 소식" });
    await platform.handle.db.insert(contentFiles).values({
      fileKey: `editor/staff-${post.boardNo}.webp`,
      userNo: staff.userNo,
      purpose: "editor",
      originalName: "news.webp",
      originalSize: 10,
      storedSize: 10,
      contentType: "image/webp",
      width: 10,
      height: 10,
      boardNo: post.boardNo,
    });
    const images = await call("GET", "/api/v2/generator/images", writer.headers);
    const site = images.body.data.items.filter((i: { kind: string }) => i.kind === "site");
    expect(site.map((i: { label: string }) => i.label)).toContain("나눔터 소식");
  });

  it("list the topic covers and the member's own uploads as free images", async () => {
    const writer = await member();
    const images = await call("GET", "/api/v2/generator/images", writer.headers);
    expect(images.status).toBe(200);
    const covers = images.body.data.items.filter((i: { kind: string }) => i.kind === "cover");
    expect(covers).toHaveLength(9);
    const file = await platform.app.inject({ method: "GET", url: covers[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("image/webp");
  });
});

describe("term statistics", () => {
  it("count each analysed post once per term and forget a changed post", async () => {
    const writer = await makeUser(platform.handle.db);
    const post = await makePost(platform.handle.db, writer.userNo, {
      subject: "통계 시험 글",
      contentHtml: "<p>두부조림 레시피를 소개합니다.</p>",
    });
    while ((await refreshTermStats(platform.handle.db)) > 0);
    const rows = await platform.handle.db.select().from(aiTermStats).where(eq(aiTermStats.boardNo, post.boardNo));
    expect(rows.map((r) => r.term)).toEqual(expect.arrayContaining(["", "두부조림", "레시피"]));
  });
});

describe("AI feedback", () => {
  it("is made on request for the author, read by the author only, refused when none remain", async () => {
    const writer = await member();
    const stranger = await member();
    const post = await makePost(platform.handle.db, writer.userNo, { contentHtml: BODY });

    const before = await call("GET", `/api/contents/feedback/${post.boardNo}`, writer.headers);
    expect(before.body.data).toMatchObject({ state: "none", contentsFeedback: { remain: AI_ALLOWANCE.feedback } });
    expect((await call("GET", `/api/contents/feedback/${post.boardNo}`, visitor)).status).toBe(401);
    expect((await call("GET", `/api/contents/feedback/${post.boardNo}`, stranger.headers)).status).toBe(403);
    expect((await call("POST", "/api/contents/feedback/review", stranger.headers, { boardNo: post.boardNo })).status).toBe(403);

    const review = await call("POST", "/api/contents/feedback/review", writer.headers, { boardNo: post.boardNo });
    expect(review.status).toBe(200);
    expect(review.body.data).toMatchObject({ state: "ready", engine: "offline", contentsFeedback: { remain: AI_ALLOWANCE.feedback - 1 } });
    expect(review.body.data.keyPoints.length).toBeGreaterThan(0);
    const after = await call("GET", `/api/contents/feedback/${post.boardNo}`, writer.headers);
    expect(after.body.data.keyPoints).toEqual(review.body.data.keyPoints);

    await spend(writer.userNo, "feedback", AI_ALLOWANCE.feedback);
    const refused = await call("POST", "/api/contents/feedback/review", writer.headers, { boardNo: post.boardNo });
    expect(refused.status).toBe(429);
    expect(refused.body.errorMsg).toBe("AI 피드백을 받을 수 없습니다.");
  });
});
