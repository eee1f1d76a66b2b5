// Board lists through the real API: top-10 tags, best tag boards, suggestions, the writers'
// ranking, a tag's posts and the test-prep exhibit. Hidden posts never appear; every caller
// (visitor to deleted member) gets the same public answer.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardLikes, boards, comments } from "../../server/db/schema";
import { makePost, makeUser } from "../support/factories";
import { makeRoles, type RoleName, type Roles } from "../support/roles";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let roles: Roles;
const ORIGIN = { origin: "http://localhost:3000" };
const no: Record<string, number> = {};
let writerA: { userId: string };

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await platform.app.inject({ method: "GET", url, headers: { ...ORIGIN, ...headers } });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  platform = await createTestPlatform();
  const db = platform.handle.db;
  roles = await makeRoles(db);
  const a = await makeUser(db, { userName: "가작가" });
  const b = await makeUser(db, { userName: "나작가" });
  writerA = a;
  const mk = async (key: string, userNo: number, subject: string, tags: string[], extra: Record<string, unknown> = {}) => {
    no[key] = (await makePost(db, userNo, { subject, tags, ...extra })).boardNo;
  };
  await mk("rate1", a.userNo, "금리 기초", ["금리", "경제"], { likeCount: 10, viewCount: 100 });
  await mk("rate2", a.userNo, "금리와 채권", ["금리", "채권"], { likeCount: 2, viewCount: 10 });
  await mk("rate3", b.userNo, "금리 전망", ["금리"], { likeCount: 5, viewCount: 5 });
  await mk("econ", b.userNo, "경제 뉴스 읽기", ["경제"], { likeCount: 1, viewCount: 1 });
  await mk("cook", b.userNo, "된장찌개", ["요리"], { topic: "cooking", likeCount: 50, viewCount: 900 });
  await mk("blind", b.userNo, "숨긴 금리 글", ["금리", "숨김"], { likeCount: 999 });
  await mk("publishing", b.userNo, "변환 중 금리 글", ["금리", "변환"], { publishing: true, likeCount: 999 });
  await db.update(boards).set({ blindYn: "Y" }).where(eq(boards.boardNo, no.blind!));
  // Popularity counts other members' actions (core/popularity.ts), never the counters alone.
  const [m1, m2, m3] = await Promise.all([1, 2, 3].map(() => makeUser(db)));
  const like = (userNo: number, key: string, daysAgo = 0) =>
    db.insert(boardLikes).values({ userNo, boardNo: no[key]!, createdAt: new Date(Date.now() - daysAgo * 86_400_000) });
  for (const m of [m1!, m2!, m3!]) await like(m.userNo, "rate1");
  for (const m of [m1!, m2!]) await like(m.userNo, "rate3");
  await like(m1!.userNo, "rate2");
  await like(m1!.userNo, "econ");
  for (const m of [m1!, m2!, m3!]) await like(m.userNo, "blind");
  // The author's own comment on their post counts for nothing.
  await db.insert(comments).values({ boardNo: no.econ!, userNo: b.userNo, content: "제 글입니다" });
});

afterAll(async () => {
  await platform.dispose();
});

describe("board lists", () => {
  it("Top10tags ranks tags by other members' engagement, with the number of visible posts", async () => {
    const res = await get("/api/board/Top10tags");
    expect(res.status).toBe(200);
    expect(res.body.code).toBe("20000");
    // 금리: 3 members on 금리 기초 and 2 on 금리 전망; 경제: 3 on 금리 기초, 1 on 경제 뉴스 읽기.
    // 채권 (one member), 요리 (counters only), 숨김 (blind) do not qualify.
    expect(res.body.data).toEqual([
      { tag: "금리", count: 3 },
      { tag: "경제", count: 2 },
    ]);
  });

  it("bestTagBoards gives each popular tag's popular posts (two members at least)", async () => {
    const res = await get("/api/board/bestTagBoards?tagCnt=2&resultCnt=2");
    expect(res.body.data.map((g: { tag: string; boards: { subject: string }[] }) => [g.tag, g.boards.map((b) => b.subject)])).toEqual([
      ["금리", ["금리 기초", "금리 전망"]],
      ["경제", ["금리 기초"]],
    ]);
  });

  it("suggestionBoards puts related posts first and leaves out the member's own", async () => {
    const related = await get(`/api/board/suggestionBoards?boardNo=${no.rate2}&resultCnt=6`);
    const subjects = related.body.data.map((b: { subject: string }) => b.subject);
    expect(subjects.slice(0, 3)).toEqual(["금리와 채권", "금리 기초", "금리 전망"]);
    expect(subjects).not.toContain("숨긴 금리 글");
    expect(subjects).not.toContain("변환 중 금리 글");
    const popular = await get("/api/board/suggestionBoards?resultCnt=16");
    expect(popular.body.data[0].subject).toBe("된장찌개");
    expect(popular.body.data.length).toBe(5);
    const notMine = await get(`/api/board/suggestionBoards?resultCnt=16&userId=${writerA.userId}`);
    expect(notMine.body.data.map((b: { subject: string }) => b.subject).sort()).toEqual(["경제 뉴스 읽기", "금리 전망", "된장찌개"].sort());
  });

  it("getAllRank ranks writers by likes and views of visible posts", async () => {
    const res = await get("/api/board/getAllRank");
    expect(
      res.body.data.slice(0, 2).map((r: { rank: number; userName: string; boardCount: number }) => [r.rank, r.userName, r.boardCount]),
    ).toEqual([
      [1, "나작가", 3],
      [2, "가작가", 2],
    ]);
  });

  it("tagBoards lists a tag's posts newest first with paging", async () => {
    const res = await get(`/api/board/tagBoards?tag=${encodeURIComponent("금리")}&size=2`);
    expect(res.body.data.totalCount).toBe(3);
    expect(res.body.data.items.map((b: { subject: string }) => b.subject)).toEqual(["금리 전망", "금리와 채권"]);
    const bad = await get("/api/board/tagBoards?tag=");
    expect(bad.status).toBe(400);
  });

  it("prep/boards lists economy posts, category 전체 by default or one tag", async () => {
    const all = await get("/api/prep/boards");
    expect(all.body.data.category).toBe("전체");
    expect(all.body.data.boardList.map((b: { subject: string }) => b.subject)).toEqual([
      "금리 기초",
      "금리 전망",
      "금리와 채권",
      "경제 뉴스 읽기",
    ]);
    expect(all.body.data.boardList[0].link).toMatch(/^\/d\/[0-9a-z]{9}$/);
    expect(all.body.data.categories.slice(0, 3)).toEqual(["전체", "금리", "경제"]);
    const bond = await get(`/api/prep/boards?category=${encodeURIComponent("채권")}&size=1`);
    expect(bond.body.data.boardList.map((b: { subject: string }) => b.subject)).toEqual(["금리와 채권"]);
  });

  it("every caller gets the same public lists", async () => {
    const urls = [
      "/api/board/Top10tags",
      "/api/board/bestTagBoards",
      "/api/board/suggestionBoards?resultCnt=4",
      "/api/board/getAllRank",
      `/api/board/tagBoards?tag=${encodeURIComponent("금리")}`,
      "/api/prep/boards",
    ];
    const who: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];
    for (const url of urls) {
      const expected = (await get(url)).body.data;
      for (const w of who) {
        const res = await get(url, roles.headers[w]);
        expect([url, w, res.status]).toEqual([url, w, 200]);
        expect(res.body.data).toEqual(expected);
      }
    }
  });

  it("robots.txt points to the sitemap; the sitemap lists visible posts only, paged", async () => {
    const robots = await platform.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toContain("text/plain");
    expect(robots.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(robots.body).toContain("Disallow: /api/");
    const index = await platform.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(index.headers["content-type"]).toContain("application/xml");
    expect(index.body).toContain("<loc>http://localhost:3000/sitemap-posts-1.xml</loc>");
    expect(index.body).toContain("<loc>http://localhost:3000/sitemap-pages.xml</loc>");
    expect(index.body).not.toContain("sitemap-posts-2.xml");
    const posts = await platform.app.inject({ method: "GET", url: "/sitemap-posts-1.xml" });
    expect(posts.statusCode).toBe(200);
    const locs = [...posts.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBe(5);
    const db = platform.handle.db;
    const [blind] = await db.select().from(boards).where(eq(boards.boardNo, no.blind!));
    const [publishing] = await db.select().from(boards).where(eq(boards.boardNo, no.publishing!));
    expect(locs).not.toContain(`http://localhost:3000/d/${blind!.permalink}`);
    expect(locs).not.toContain(`http://localhost:3000/d/${publishing!.permalink}`);
    const [rate1] = await db.select().from(boards).where(eq(boards.boardNo, no.rate1!));
    expect(locs).toContain(`http://localhost:3000/d/${rate1!.permalink}`);
    expect(posts.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    const pages = await platform.app.inject({ method: "GET", url: "/sitemap-pages.xml" });
    expect(pages.body).toContain(`<loc>http://localhost:3000/tag/${encodeURIComponent("금리")}</loc>`);
    expect(pages.body).not.toContain(encodeURIComponent("숨김"));
    const past = await platform.app.inject({ method: "GET", url: "/sitemap-posts-2.xml" });
    expect(past.statusCode).toBe(404);
  });
});
