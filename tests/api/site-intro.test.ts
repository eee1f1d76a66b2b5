// The introduction's live figures (docs/product/site.md §6): before any season there are none;
// with a running season, the posts voted for, the curators and the votes of that season only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTransaction } from "../../server/db/transaction";
import { seasonFigures } from "../../server/modules/curation/pages";
import { castVote, createSeason } from "../../server/modules/curation/service";
import { creditTickets } from "../../server/modules/curation/tickets";
import type { Viewer } from "../../server/modules/auth/types";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
const DAY = 86_400_000;

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

async function voter(tag: string): Promise<Viewer> {
  const row = await makeUser(platform.handle.db);
  await withTransaction(platform.handle.db, (tx) =>
    creditTickets(tx, { userNo: row.userNo, amount: 5, reason: "grant", idempotencyKey: `intro:${tag}:${row.userNo}` }),
  );
  return {
    sessionId: 0,
    userNo: row.userNo,
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    userProfileImg: null,
    emailCertYn: "Y",
    joinChannel: "A",
    role: "member",
    twoFactor: false,
    provedAt: new Date().toISOString(),
  };
}

describe("intro season figures", () => {
  it("none before the first season; then the running season's posts, curators and votes", async () => {
    expect(await seasonFigures(platform.ctx)).toEqual({ season: null, posts: 0, curators: 0, votes: 0 });
    const db = platform.handle.db;
    // An earlier season's votes do not count for the current one.
    const past = Date.now() - 30 * DAY;
    await createSeason(db, {
      title: "지난 시즌",
      startsAt: new Date(past),
      endsAt: new Date(past + 5 * DAY),
      writerPool: 10,
      curatorPool: 10,
      walletDeadline: new Date(Date.now() + 5 * DAY),
    });
    const author = await makeUser(db);
    const old = await makePost(db, author.userNo);
    await castVote(platform.ctx, await voter("old"), old.boardNo, new Date(past + DAY));

    const season = await createSeason(db, {
      title: "소개 시즌",
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 10 * DAY),
      writerPool: 1000,
      curatorPool: 400,
      walletDeadline: new Date(Date.now() + 20 * DAY),
    });
    const p1 = await makePost(db, author.userNo);
    const p2 = await makePost(db, (await makeUser(db)).userNo);
    const [a, b] = [await voter("a"), await voter("b")];
    await castVote(platform.ctx, a, p1.boardNo);
    await castVote(platform.ctx, a, p2.boardNo);
    await castVote(platform.ctx, b, p1.boardNo);

    const figures = await seasonFigures(platform.ctx);
    expect(figures.season).toMatchObject({ seasonId: season.seasonId, title: "소개 시즌", status: "running" });
    expect({ posts: figures.posts, curators: figures.curators, votes: figures.votes }).toEqual({ posts: 2, curators: 2, votes: 3 });
  });
});
