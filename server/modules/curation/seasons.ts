// Curation seasons (docs/decisions/0111): creating, ending and reading them; a season's settlement
// is queued when it is created.
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import { CURATION_MSG, TOKEN_MICRO, formatTokens } from "../../../core/curation";
import type { Database, Executor } from "../../db/client";
import { curationSeasons, curationVotes } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import type { JobQueue } from "../../jobs/queue";
import type { SeasonInfo, SeasonStatus } from "./types";

export type SeasonRow = typeof curationSeasons.$inferSelect;

export function statusOf(season: SeasonRow, now: Date): SeasonStatus {
  if (season.settledAt) return "settled";
  if (now < season.startsAt) return "scheduled";
  if (now < season.endsAt) return "running";
  return "ended";
}

async function totalVotesOf(db: Executor, seasonId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(curationVotes)
    .where(eq(curationVotes.seasonId, seasonId));
  return Number(row?.n ?? 0);
}

export async function toSeasonInfo(db: Executor, season: SeasonRow, now: Date): Promise<SeasonInfo> {
  return {
    seasonId: season.seasonId,
    title: season.title,
    startDate: season.startsAt.toISOString(),
    endDate: season.endsAt.toISOString(),
    walletDeadline: season.walletDeadline.toISOString(),
    writerPool: season.writerPool.toString(),
    curatorPool: season.curatorPool.toString(),
    writerPoolText: formatTokens(season.writerPool),
    curatorPoolText: formatTokens(season.curatorPool),
    status: statusOf(season, now),
    settledAt: season.settledAt ? season.settledAt.toISOString() : null,
    totalVotes: await totalVotesOf(db, season.seasonId),
  };
}

export interface NewSeason {
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** Whole tokens. */
  writerPool: number;
  curatorPool: number;
  walletDeadline: Date;
}

export const SETTLE_JOB = "curation.settle";

/** Inserts a season inside the caller's transaction (the demo seed uses it). Seasons never overlap. */
export async function addSeason(tx: Executor, input: NewSeason, createdBy: number | null = null): Promise<SeasonRow> {
  if (!(input.endsAt > input.startsAt) || input.walletDeadline < input.endsAt)
    throw errors.unprocessable(CURATION_MSG.seasonDates, "SEASON_DATES");
  const [overlap] = await tx
    .select({ id: curationSeasons.seasonId })
    .from(curationSeasons)
    .where(
      and(
        sql`${curationSeasons.startsAt} < ${input.endsAt.toISOString()}`,
        sql`${curationSeasons.endsAt} > ${input.startsAt.toISOString()}`,
      ),
    )
    .limit(1);
  if (overlap) throw errors.conflict(CURATION_MSG.seasonOverlap, "SEASON_OVERLAP");
  const [row] = await tx
    .insert(curationSeasons)
    .values({
      title: input.title,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      writerPool: BigInt(input.writerPool) * BigInt(TOKEN_MICRO),
      curatorPool: BigInt(input.curatorPool) * BigInt(TOKEN_MICRO),
      walletDeadline: input.walletDeadline,
      createdBy,
    })
    .returning();
  return row!;
}

/**
 * Creates a season (moderator page, admin CLI). With a queue, its settlement is sent to run at
 * the season's end (the periodic job catches any that were missed).
 */
export async function createSeason(
  db: Database,
  input: NewSeason,
  options: { createdBy?: number | null; queue?: { sendInTransaction: JobQueue["sendInTransaction"] } | null } = {},
): Promise<SeasonInfo> {
  const season = await withTransaction(db, async (tx) => {
    const row = await addSeason(tx, input, options.createdBy ?? null);
    if (options.queue) await options.queue.sendInTransaction(tx, SETTLE_JOB, { seasonId: row.seasonId }, { startAfter: input.endsAt });
    return row;
  });
  return toSeasonInfo(db, season, new Date());
}

/**
 * Ends a running season now (an operator closing it early): the votes cast so far count,
 * voting stops at once, and the settlement is queued for now in the same transaction.
 * Refused for an unknown season or one that is not running.
 */
export async function endSeasonNow(
  db: Database,
  seasonId: number,
  options: { queue?: { sendInTransaction: JobQueue["sendInTransaction"] } | null } = {},
  now: Date = new Date(),
): Promise<SeasonInfo> {
  const ended = await withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(curationSeasons)
      .set({ endsAt: now })
      .where(and(eq(curationSeasons.seasonId, seasonId), lte(curationSeasons.startsAt, now), gt(curationSeasons.endsAt, now)))
      .returning();
    if (!row) {
      const exists = await seasonRow(tx, seasonId);
      if (!exists) throw errors.notFound(CURATION_MSG.seasonNotFound, "SEASON_NOT_FOUND");
      throw errors.conflict(CURATION_MSG.seasonNotRunning, "SEASON_NOT_RUNNING");
    }
    if (options.queue) await options.queue.sendInTransaction(tx, SETTLE_JOB, { seasonId }, { startAfter: now });
    return row;
  });
  return toSeasonInfo(db, ended, now);
}

export async function seasonRow(db: Executor, seasonId: number): Promise<SeasonRow | null> {
  const [row] = await db.select().from(curationSeasons).where(eq(curationSeasons.seasonId, seasonId)).limit(1);
  return row ?? null;
}

export async function runningSeason(db: Executor, now: Date): Promise<SeasonRow | null> {
  const [row] = await db
    .select()
    .from(curationSeasons)
    .where(and(lte(curationSeasons.startsAt, now), gt(curationSeasons.endsAt, now)))
    .limit(1);
  return row ?? null;
}

/** The season pages show: the running one, else the latest that has started (one statement). */
export async function currentSeasonRow(db: Executor, now: Date): Promise<SeasonRow | null> {
  const [row] = await db
    .select()
    .from(curationSeasons)
    .where(lte(curationSeasons.startsAt, now))
    .orderBy(desc(sql`${curationSeasons.endsAt} > ${now}`), desc(curationSeasons.startsAt))
    .limit(1);
  return row ?? null;
}

export async function getSeason(db: Executor, seasonId: number, now: Date = new Date()): Promise<SeasonInfo | null> {
  const row = await seasonRow(db, seasonId);
  return row ? toSeasonInfo(db, row, now) : null;
}

export async function currentSeason(db: Executor, now: Date = new Date()): Promise<SeasonInfo | null> {
  const row = await currentSeasonRow(db, now);
  return row ? toSeasonInfo(db, row, now) : null;
}

export async function listSeasons(db: Executor, now: Date = new Date()): Promise<SeasonInfo[]> {
  const list = await db.select().from(curationSeasons).orderBy(desc(curationSeasons.startsAt));
  return Promise.all(list.map((s) => toSeasonInfo(db, s, now)));
}
