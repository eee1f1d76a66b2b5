// The demo's running curation season: started three days ago, four weeks long, with a
// deterministic spread of demo members' votes so the board and rankings are alive at once.
import type { Tx } from "../db/client";
import { addSeason, seedVotes } from "../modules/curation/service";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedDemoSeason(tx: Tx, now: Date, members: number[], posts: { boardNo: number; userNo: number }[]): Promise<void> {
  const startsAt = new Date(now.getTime() - 3 * DAY);
  const season = await addSeason(tx, {
    title: "시즌 1",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 28 * DAY),
    writerPool: 100_000,
    curatorPool: 50_000,
    walletDeadline: new Date(startsAt.getTime() + 42 * DAY),
  });
  const votes = posts.flatMap((post, i) =>
    members
      .filter((voter, j) => voter !== post.userNo && (i * 5 + j * 3) % 7 < 3)
      .map((voter, j) => ({
        voterUserNo: voter,
        boardNo: post.boardNo,
        authorUserNo: post.userNo,
        at: new Date(now.getTime() - (((i * 7 + j * 11) % 60) + 1) * HOUR),
      })),
  );
  await seedVotes(tx, season.seasonId, votes);
}
