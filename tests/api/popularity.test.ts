// The popularity rule (core/popularity.ts) through the real lists: a new member's own posts
// and views never make anything popular; other members' recent actions do; old ones fade;
// the demo content stands in only while nothing real qualifies.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardLikes, boards, boardViews } from "../../server/db/schema";
import { forgetPopularity } from "../../server/modules/boards/popularity";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

const db = () => platform.handle.db;
const topTags = async () => {
  // Rankings are remembered for a minute; these tests change engagement and read at once.
  forgetPopularity(db());
  return ((await platform.app.inject({ method: "GET", url: "/api/board/Top10tags" })).json().data as { tag: string }[]).map((t) => t.tag);
};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("popular tags and posts", () => {
  it("a demo post stands in while nothing real qualifies; a new member's own posts and views never do", async () => {
    const demoAuthor = await makeUser(db());
    const demo = await makePost(db(), demoAuthor.userNo, { subject: "데모 글", tags: ["데모태그"], likeCount: 40, viewCount: 300 });
    await db().update(boards).set({ isDemo: true }).where(eq(boards.boardNo, demo.boardNo));
    const newcomer = await makeUser(db());
    for (const tag of ["내태그하나", "내태그둘", "내태그셋"]) {
      const post = await makePost(db(), newcomer.userNo, { subject: tag, tags: [tag], likeCount: 0, viewCount: 50 });
      await db()
        .insert(boardViews)
        .values({ boardNo: post.boardNo, viewerKey: `u:${newcomer.userNo}`, viewDay: "2026-11-25" });
    }
    expect(await topTags()).toEqual(["데모태그"]);
  });

  it("two other members make a post and its tag popular; then the demo content steps aside", async () => {
    const author = await makeUser(db());
    const post = await makePost(db(), author.userNo, { subject: "협업 도구 비교", tags: ["협업"] });
    const [a, b] = await Promise.all([makeUser(db()), makeUser(db())]);
    await db().insert(boardLikes).values({ userNo: a!.userNo, boardNo: post.boardNo });
    expect(await topTags()).toEqual(["데모태그"]);
    await db()
      .insert(boardViews)
      .values({ boardNo: post.boardNo, viewerKey: `u:${b!.userNo}`, viewDay: "2026-11-25" });
    expect(await topTags()).toEqual(["협업"]);
    forgetPopularity(db());
    const best = (await platform.app.inject({ method: "GET", url: "/api/board/bestTagBoards?tagCnt=4&resultCnt=4" })).json().data;
    expect(best).toMatchObject([{ tag: "협업", boards: [{ subject: "협업 도구 비교" }] }]);
  });

  it("recent engagement outranks old; after 30 days it no longer counts", async () => {
    const author = await makeUser(db());
    const fresh = await makePost(db(), author.userNo, { subject: "새 소식", tags: ["최근"] });
    const old = await makePost(db(), author.userNo, { subject: "지난 소식", tags: ["지난"] });
    const stale = await makePost(db(), author.userNo, { subject: "오래된 소식", tags: ["오래된"] });
    const members = await Promise.all([1, 2, 3, 4].map(() => makeUser(db())));
    for (const m of members.slice(0, 2)) await db().insert(boardLikes).values({ userNo: m.userNo, boardNo: fresh.boardNo });
    // Twice the members, but three weeks ago: an eighth of the weight each.
    for (const m of members)
      await db()
        .insert(boardLikes)
        .values({ userNo: m.userNo, boardNo: old.boardNo, createdAt: daysAgo(21) });
    for (const m of members)
      await db()
        .insert(boardLikes)
        .values({ userNo: m.userNo, boardNo: stale.boardNo, createdAt: daysAgo(31) });
    const tags = await topTags();
    expect(tags.indexOf("최근")).toBeLessThan(tags.indexOf("지난"));
    expect(tags).toContain("지난");
    expect(tags).not.toContain("오래된");
  });
});
