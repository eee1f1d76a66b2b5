// Fills a database with the synthetic members and background posts of bench/search-data.ts, in
// batches, each post with the search rows the indexer writes for it: the benches that need a
// large site (search, the AI's answers, scale) start from the same kind of data.
import { sql } from "drizzle-orm";
import { encodePermalink } from "../core/permalink";
import type { Database } from "../server/db/client";
import { boards, searchDocuments, searchTerms, users } from "../server/db/schema";
import { indexValues } from "../server/modules/search/indexer";
import { backgroundPost, memberNames, rng } from "./search-data";

export interface BenchMember {
  userNo: number;
  userName: string;
}

/** `count` verified members named by memberNames(), with ids and e-mails `${prefix}${i}`. */
export async function insertBenchMembers(db: Database, prefix: string, count: number): Promise<BenchMember[]> {
  return db
    .insert(users)
    .values(
      memberNames(count).map((userName, i) => ({
        userId: `${prefix}${i}`,
        userEmail: `${prefix}${i}@example.test`,
        userName,
        emailCertYn: "Y",
      })),
    )
    .returning({ userNo: users.userNo, userName: users.userName });
}

export interface BackgroundPostsOptions {
  members: BenchMember[];
  count: number;
  /** The first post's number; the n-th post (from 0) was written n + 1 minutes after 2025-01-01. */
  firstBoardNo: number;
  seed: number;
  batch?: number;
  /** Prints progress every this many batches. */
  progressEvery?: number;
}

/**
 * Inserts the posts with their search documents and terms, one transaction a batch, then moves
 * the posts' sequence past them. The vocabulary's long tail is the caller's (useTail).
 */
export async function insertBackgroundPosts(db: Database, options: BackgroundPostsOptions): Promise<void> {
  const { members, count, firstBoardNo, batch = 1_000, progressEvery = 20 } = options;
  const r = rng(options.seed);
  const base = Date.UTC(2025, 0, 1);
  const started = Date.now();
  for (let done = 0; done < count; done += batch) {
    const rows = Array.from({ length: Math.min(batch, count - done) }, (_, i) => {
      const p = backgroundPost(r, members.length);
      const boardNo = firstBoardNo + done + i;
      const author = members[p.author]!;
      const createdAt = new Date(base + (done + i + 1) * 60_000);
      return {
        row: {
          boardNo,
          permalink: encodePermalink(boardNo, 1000 + (boardNo % 8999)),
          userNo: author.userNo,
          topic: p.topic,
          subject: p.subject,
          contentHtml: `<p>${p.content}</p>`,
          contentText: p.content,
          tags: p.tags,
          likeCount: p.likeCount,
          viewCount: p.viewCount,
          createdAt,
          updatedAt: createdAt,
        },
        index: indexValues({
          boardNo,
          userNo: author.userNo,
          createdAt,
          subject: p.subject,
          tags: p.tags,
          name: author.userName,
          content: p.content,
        }),
      };
    });
    await db.transaction(async (tx) => {
      await tx.insert(boards).values(rows.map((x) => x.row));
      await tx.insert(searchDocuments).values(rows.map((x) => x.index.document));
      await tx.insert(searchTerms).values(rows.map((x) => x.index.terms));
    });
    if ((done / batch) % progressEvery === 0)
      process.stdout.write(`  ${done + rows.length} posts (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('boards', 'board_no'), (select max(board_no) from boards))`);
}
