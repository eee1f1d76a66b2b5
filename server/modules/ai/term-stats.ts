// How common each term is across published posts (the offline tags' document frequency,
// docs/product/ai.md §2). Post events keep it honest: a changed or removed post loses its rows
// in the transaction that changed it; posts without rows (new, edited, or there before this
// table) are analysed in small batches in the background, so neither a write nor start-up
// waits for the Korean analyser.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { aiTermStats, boards } from "../../db/schema";
import type { Subscriber } from "../../events/types";
import { analyseText } from "./offline/keywords";

/** The empty term marks an analysed post: its count is the number of posts in the statistics. */
const POST_MARK = "";
/** Characters of a post read for its terms: enough for its vocabulary, bounded in time. */
const TERM_TEXT_MAX = 3000;
/** Posts analysed per background round. */
const BATCH = 25;
/** Posts every reader sees (as boards lists them). */
const published = and(isNull(boards.deletedAt), eq(boards.blindYn, "N"), eq(boards.publishing, false));

export async function documentFrequency(db: Database, terms: string[]): Promise<{ total: number; df: Map<string, number> }> {
  refreshSoon(db);
  const wanted = [...new Set([POST_MARK, ...terms])];
  const rows = await db
    .select({ term: aiTermStats.term, n: sql<number>`count(*)::int` })
    .from(aiTermStats)
    .where(inArray(aiTermStats.term, wanted))
    .groupBy(aiTermStats.term);
  const df = new Map(rows.map((r) => [r.term, Number(r.n)]));
  const total = df.get(POST_MARK) ?? 0;
  df.delete(POST_MARK);
  return { total, df };
}

/** The distinct terms of a post's subject and text. */
export async function postTerms(subject: string, text: string): Promise<string[]> {
  // The same analysis as the tags it weighs (Korean nouns by garu-ko, English nouns by compromise).
  const { sentences } = await analyseText(`${subject}\n${text.slice(0, TERM_TEXT_MAX)}`);
  return [...new Set(sentences.flatMap((s) => s.terms))];
}

/**
 * Analyses up to `limit` published posts that have no statistics yet; how many it analysed.
 * Safe to run twice at once: rows of a post are written once (conflicts are ignored).
 */
export async function refreshTermStats(db: Database, limit = BATCH): Promise<number> {
  const posts = await db
    .select({ boardNo: boards.boardNo, subject: boards.subject, text: boards.contentText })
    .from(boards)
    .leftJoin(aiTermStats, and(eq(aiTermStats.boardNo, boards.boardNo), eq(aiTermStats.term, POST_MARK)))
    .where(and(published, isNull(aiTermStats.boardNo)))
    .limit(limit);
  for (const post of posts) {
    const terms = await postTerms(post.subject, post.text);
    await db
      .insert(aiTermStats)
      .values([POST_MARK, ...terms].map((term) => ({ boardNo: Number(post.boardNo), term })))
      .onConflictDoNothing();
  }
  return posts.length;
}

let running: Promise<void> | null = null;

/** Starts a background round unless one runs; its failure is only a missed round. */
function refreshSoon(db: Database): void {
  if (running) return;
  running = refreshTermStats(db)
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
}

/** Waits for a background round in progress (tests, the bench). */
export async function termStatsSettled(): Promise<void> {
  await running;
}

async function forget(tx: Executor, boardNo: number): Promise<void> {
  await tx.delete(aiTermStats).where(eq(aiTermStats.boardNo, boardNo));
}

/** An edited or newly public post is analysed again on the next round. */
export const forgetChangedPostTerms: Subscriber<"post.changed"> = ({ tx }, post) => forget(tx, post.boardNo);

export const forgetRemovedPostTerms: Subscriber<"post.removed"> = ({ tx }, post) => forget(tx, post.boardNo);
