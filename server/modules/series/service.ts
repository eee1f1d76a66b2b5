// Series (docs/product/series.md, decision 0217): a member's own published posts in the order
// they choose. Only the owner changes a series; readers see its visible parts (not deleted, not
// hidden by operators, not still converting), the owner sees every part with the hidden ones marked.
// Positions are kept 1..n without gaps: every change rewrites the series' positions in one transaction,
// with the series row locked so two changes at once cannot interleave.
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  checkSeriesDescription,
  checkSeriesTitle,
  cleanSeriesDescription,
  cleanSeriesTitle,
  isSameParts,
  SERIES_MAX_PARTS,
  SERIES_MAX_PER_MEMBER,
  SERIES_MSG,
  type Refusal,
} from "../../../core/series";
import type { AppContext } from "../../context";
import type { Executor, Tx } from "../../db/client";
import { boards, series, seriesParts, users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { AppError, errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import type {
  HiddenReason,
  MemberSeriesList,
  MySeries,
  PostSeries,
  SeriesDetail,
  SeriesPart,
  SeriesPostChoice,
  SeriesSummary,
} from "./types";

/** Posts my page offers for a series: the latest this many. */
const CHOICES = 200;

interface SeriesHead {
  seriesNo: number;
  userNo: number;
  title: string;
  description: string;
  userId: string;
  userName: string;
  createdAt: Date;
  updatedAt: Date;
}

function refuse(refusal: Refusal | null, errorId: string): void {
  if (refusal) throw new AppError(422, errorId, refusal.text, undefined, refusal.params);
}

function cleaned(input: { title: string; description: string }): { title: string; description: string } {
  const title = cleanSeriesTitle(input.title);
  const description = cleanSeriesDescription(input.description);
  refuse(checkSeriesTitle(title), "SERIES_TITLE");
  refuse(checkSeriesDescription(description), "SERIES_DESCRIPTION");
  return { title, description };
}

const headColumns = {
  seriesNo: series.seriesNo,
  userNo: series.userNo,
  title: series.title,
  description: series.description,
  userId: users.userId,
  userName: users.userName,
  createdAt: series.createdAt,
  updatedAt: series.updatedAt,
};

async function readHead(db: Executor, seriesNo: number): Promise<SeriesHead | null> {
  const [row] = await db
    .select(headColumns)
    .from(series)
    .innerJoin(users, eq(users.userNo, series.userNo))
    .where(and(eq(series.seriesNo, seriesNo), isNull(users.deletedAt)))
    .limit(1);
  return row ? { ...row, seriesNo: Number(row.seriesNo) } : null;
}

/** The series, locked for this transaction, if the member owns it; refuses otherwise. */
async function ownedForChange(tx: Tx, member: Viewer, seriesNo: number): Promise<SeriesHead> {
  const [locked] = await tx.select({ userNo: series.userNo }).from(series).where(eq(series.seriesNo, seriesNo)).for("update").limit(1);
  if (!locked) throw errors.notFound(SERIES_MSG.notFound, "SERIES_NOT_FOUND");
  if (locked.userNo !== member.userNo) throw errors.forbidden(SERIES_MSG.notOwner, "SERIES_NOT_OWNER");
  const head = await readHead(tx, seriesNo);
  if (!head) throw errors.notFound(SERIES_MSG.notFound, "SERIES_NOT_FOUND");
  return head;
}

function hiddenReason(row: { deletedAt: Date | null; blindYn: string; publishing: boolean }): HiddenReason | null {
  if (row.deletedAt) return "deleted";
  if (row.blindYn !== "N" || row.publishing) return "blinded";
  return null;
}

interface PartRow extends SeriesPart {
  seriesNo: number;
}

/** The parts of these series in order; the hidden ones only when `withHidden`, marked. */
async function partsOf(db: Executor, seriesNos: number[], withHidden: boolean): Promise<PartRow[]> {
  if (!seriesNos.length) return [];
  const rows = await db
    .select({
      seriesNo: seriesParts.seriesNo,
      boardNo: boards.boardNo,
      permaLink: boards.permalink,
      subject: boards.subject,
      position: seriesParts.position,
      createdAt: boards.createdAt,
      deletedAt: boards.deletedAt,
      blindYn: boards.blindYn,
      publishing: boards.publishing,
    })
    .from(seriesParts)
    .innerJoin(boards, eq(boards.boardNo, seriesParts.boardNo))
    .where(inArray(seriesParts.seriesNo, seriesNos))
    .orderBy(asc(seriesParts.seriesNo), asc(seriesParts.position));
  const out: PartRow[] = [];
  for (const row of rows) {
    const hidden = hiddenReason(row);
    if (hidden && !withHidden) continue;
    out.push({
      seriesNo: Number(row.seriesNo),
      boardNo: Number(row.boardNo),
      permaLink: row.permaLink,
      subject: row.subject,
      position: row.position,
      regDate: row.createdAt.toISOString(),
      hidden: withHidden ? hidden : null,
    });
  }
  return out;
}

function summaryOf(head: SeriesHead, partCount: number): SeriesSummary {
  return {
    seriesNo: head.seriesNo,
    title: head.title,
    description: head.description,
    userId: head.userId,
    userName: head.userName,
    partCount,
    createdAt: head.createdAt.toISOString(),
    updatedAt: head.updatedAt.toISOString(),
  };
}

async function detailOf(db: Executor, head: SeriesHead, withHidden: boolean): Promise<SeriesDetail> {
  const parts = (await partsOf(db, [head.seriesNo], withHidden)).map(({ seriesNo: _seriesNo, ...part }) => part);
  return { ...summaryOf(head, parts.length), parts };
}

/** Rewrites the series' positions as 1..n in `order`, and marks the series changed. */
async function writeOrder(tx: Tx, seriesNo: number, order: readonly number[]): Promise<void> {
  if (order.length) {
    // One statement: each post's new place from its index in the array.
    await tx.execute(sql`
      update series_parts set position = o.ord::int
      from unnest(ARRAY[${sql.join(
        order.map((n) => sql`${n}`),
        sql`, `,
      )}]::bigint[]) with ordinality as o(board_no, ord)
      where series_parts.board_no = o.board_no and series_parts.series_no = ${seriesNo}`);
  }
  await tx.update(series).set({ updatedAt: new Date() }).where(eq(series.seriesNo, seriesNo));
}

async function currentOrder(tx: Executor, seriesNo: number): Promise<number[]> {
  const rows = await tx
    .select({ boardNo: seriesParts.boardNo })
    .from(seriesParts)
    .where(eq(seriesParts.seriesNo, seriesNo))
    .orderBy(asc(seriesParts.position), asc(seriesParts.addedAt));
  return rows.map((row) => Number(row.boardNo));
}

// ── Reads ───────────────────────────────────────────────────────────────────

/** One series: every part for its owner (hidden ones marked), the visible parts for anyone else. */
export async function readSeries(db: Executor, viewer: Viewer | null, seriesNo: number): Promise<SeriesDetail> {
  const head = await readHead(db, seriesNo);
  if (!head) throw errors.notFound(SERIES_MSG.notFound, "SERIES_NOT_FOUND");
  return detailOf(db, head, viewer?.userNo === head.userNo);
}

/** The series as every reader sees it (the shared series page), or null. */
export async function publicSeries(db: Executor, seriesNo: number): Promise<SeriesDetail | null> {
  const head = await readHead(db, seriesNo);
  return head ? detailOf(db, head, false) : null;
}

/** A member's series for their public pages, newest first, with the count of visible parts. */
export async function seriesOfMember(db: Executor, userNo: number): Promise<MemberSeriesList> {
  const heads = await db
    .select(headColumns)
    .from(series)
    .innerJoin(users, eq(users.userNo, series.userNo))
    .where(eq(series.userNo, userNo))
    .orderBy(desc(series.createdAt), desc(series.seriesNo));
  const parts = await partsOf(
    db,
    heads.map((h) => Number(h.seriesNo)),
    false,
  );
  const counts = new Map<number, number>();
  for (const part of parts) counts.set(part.seriesNo, (counts.get(part.seriesNo) ?? 0) + 1);
  return { items: heads.map((h) => summaryOf({ ...h, seriesNo: Number(h.seriesNo) }, counts.get(Number(h.seriesNo)) ?? 0)) };
}

/** My page: every series of the member with all its parts, and their latest posts to choose from. */
export async function mySeries(db: Executor, member: Viewer): Promise<MySeries> {
  const heads = await db
    .select(headColumns)
    .from(series)
    .innerJoin(users, eq(users.userNo, series.userNo))
    .where(eq(series.userNo, member.userNo))
    .orderBy(desc(series.createdAt), desc(series.seriesNo));
  const seriesNos = heads.map((h) => Number(h.seriesNo));
  const parts = await partsOf(db, seriesNos, true);
  const list: SeriesDetail[] = heads.map((h) => {
    const own = parts.filter((p) => p.seriesNo === Number(h.seriesNo)).map(({ seriesNo: _s, ...part }) => part);
    return { ...summaryOf({ ...h, seriesNo: Number(h.seriesNo) }, own.length), parts: own };
  });
  const posts = await db
    .select({
      boardNo: boards.boardNo,
      permaLink: boards.permalink,
      subject: boards.subject,
      createdAt: boards.createdAt,
      seriesNo: seriesParts.seriesNo,
    })
    .from(boards)
    .leftJoin(seriesParts, eq(seriesParts.boardNo, boards.boardNo))
    .where(and(eq(boards.userNo, member.userNo), isNull(boards.deletedAt), eq(boards.blindYn, "N")))
    .orderBy(desc(boards.createdAt), desc(boards.boardNo))
    .limit(CHOICES);
  const choices: SeriesPostChoice[] = posts.map((p) => ({
    boardNo: Number(p.boardNo),
    permaLink: p.permaLink,
    subject: p.subject,
    regDate: p.createdAt.toISOString(),
    seriesNo: p.seriesNo === null ? null : Number(p.seriesNo),
  }));
  return { series: list, posts: choices };
}

/** The post page's box: the post's series with its visible parts, or null (no series, or the post is not visible). */
export async function seriesOfPost(db: Executor, boardNo: number): Promise<PostSeries | null> {
  const [row] = await db.select({ seriesNo: seriesParts.seriesNo }).from(seriesParts).where(eq(seriesParts.boardNo, boardNo)).limit(1);
  if (!row) return null;
  const head = await readHead(db, Number(row.seriesNo));
  if (!head) return null;
  const parts = await partsOf(db, [head.seriesNo], false);
  if (!parts.some((p) => p.boardNo === boardNo)) return null;
  return {
    seriesNo: head.seriesNo,
    title: head.title,
    userId: head.userId,
    parts: parts.map((p) => ({ boardNo: p.boardNo, permaLink: p.permaLink, subject: p.subject })),
  };
}

// ── Changes (the owner only) ────────────────────────────────────────────────

export async function createSeries(ctx: AppContext, member: Viewer, input: { title: string; description: string }): Promise<SeriesSummary> {
  const fields = cleaned(input);
  return withTransaction(ctx.db, async (tx) => {
    // One member's creations in turn, so the limit holds under double clicks.
    await tx.select({ userNo: users.userNo }).from(users).where(eq(users.userNo, member.userNo)).for("update");
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(series)
      .where(eq(series.userNo, member.userNo));
    if (Number(count?.n ?? 0) >= SERIES_MAX_PER_MEMBER)
      throw new AppError(422, "SERIES_LIMIT", SERIES_MSG.tooManySeries, undefined, { max: SERIES_MAX_PER_MEMBER });
    const [row] = await tx
      .insert(series)
      .values({ userNo: member.userNo, ...fields })
      .returning({ seriesNo: series.seriesNo });
    const head = await readHead(tx, Number(row!.seriesNo));
    return summaryOf(head!, 0);
  });
}

export async function updateSeries(
  ctx: AppContext,
  member: Viewer,
  seriesNo: number,
  input: { title: string; description: string },
): Promise<SeriesSummary> {
  const fields = cleaned(input);
  return withTransaction(ctx.db, async (tx) => {
    await ownedForChange(tx, member, seriesNo);
    await tx
      .update(series)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(series.seriesNo, seriesNo));
    const head = await readHead(tx, seriesNo);
    const parts = await partsOf(tx, [seriesNo], true);
    return summaryOf(head!, parts.length);
  });
}

/** Deletes the series; its posts stay as they are, in no series. */
export async function deleteSeries(ctx: AppContext, member: Viewer, seriesNo: number): Promise<{ seriesNo: number }> {
  return withTransaction(ctx.db, async (tx) => {
    await ownedForChange(tx, member, seriesNo);
    await tx.delete(seriesParts).where(eq(seriesParts.seriesNo, seriesNo));
    await tx.delete(series).where(eq(series.seriesNo, seriesNo));
    return { seriesNo };
  });
}

/** A post the member may put in a series: their own, not deleted, not hidden by operators. */
async function ownPost(tx: Executor, member: Viewer, boardNo: number) {
  const [post] = await tx
    .select({
      boardNo: boards.boardNo,
      userNo: boards.userNo,
      subject: boards.subject,
      permaLink: boards.permalink,
      deletedAt: boards.deletedAt,
      blindYn: boards.blindYn,
      publishing: boards.publishing,
    })
    .from(boards)
    .where(eq(boards.boardNo, boardNo))
    .limit(1);
  if (!post || post.userNo !== member.userNo || post.deletedAt || post.blindYn !== "N")
    throw errors.forbidden(SERIES_MSG.notYourPost, "SERIES_NOT_YOUR_POST");
  return { ...post, boardNo: Number(post.boardNo) };
}

/** Puts the post at the end of the series (locked and owned); tells the owner's followers once. */
async function appendPart(ctx: AppContext, tx: Tx, member: Viewer, head: SeriesHead, boardNo: number): Promise<void> {
  const post = await ownPost(tx, member, boardNo);
  const [existing] = await tx
    .select({ seriesNo: seriesParts.seriesNo, title: series.title })
    .from(seriesParts)
    .innerJoin(series, eq(series.seriesNo, seriesParts.seriesNo))
    .where(eq(seriesParts.boardNo, boardNo))
    .limit(1);
  if (existing && Number(existing.seriesNo) === head.seriesNo) throw errors.conflict(SERIES_MSG.alreadyInSeries, "SERIES_ALREADY_IN");
  if (existing) throw new AppError(409, "SERIES_OTHER", SERIES_MSG.inAnotherSeries, undefined, { title: existing.title });
  const order = await currentOrder(tx, head.seriesNo);
  if (order.length >= SERIES_MAX_PARTS)
    throw new AppError(422, "SERIES_FULL", SERIES_MSG.tooManyParts, undefined, { max: SERIES_MAX_PARTS });
  await tx.insert(seriesParts).values({ boardNo, seriesNo: head.seriesNo, position: order.length + 1 });
  await tx.update(series).set({ updatedAt: new Date() }).where(eq(series.seriesNo, head.seriesNo));
  // Followers hear of a new part of a series they can read (once per post: the notification's key is the post).
  if (!post.publishing) {
    await emit({ ctx, tx }, "series.part-added", {
      seriesNo: head.seriesNo,
      seriesTitle: head.title,
      boardNo,
      userNo: member.userNo,
      userName: head.userName,
      subject: post.subject,
      permaLink: post.permaLink,
    });
  }
}

export async function addPart(ctx: AppContext, member: Viewer, seriesNo: number, boardNo: number): Promise<SeriesDetail> {
  return withTransaction(ctx.db, async (tx) => {
    const head = await ownedForChange(tx, member, seriesNo);
    await appendPart(ctx, tx, member, head, boardNo);
    return detailOf(tx, head, true);
  });
}

export async function removePart(ctx: AppContext, member: Viewer, seriesNo: number, boardNo: number): Promise<SeriesDetail> {
  return withTransaction(ctx.db, async (tx) => {
    const head = await ownedForChange(tx, member, seriesNo);
    const removed = await tx
      .delete(seriesParts)
      .where(and(eq(seriesParts.seriesNo, seriesNo), eq(seriesParts.boardNo, boardNo)))
      .returning({ boardNo: seriesParts.boardNo });
    if (!removed.length) throw errors.notFound(SERIES_MSG.notInSeries, "SERIES_NOT_PART");
    await writeOrder(tx, seriesNo, await currentOrder(tx, seriesNo));
    return detailOf(tx, head, true);
  });
}

/** Sets the order of every part at once; `order` must name exactly the series' parts (else 409: it changed meanwhile). */
export async function reorderParts(ctx: AppContext, member: Viewer, seriesNo: number, order: readonly number[]): Promise<SeriesDetail> {
  return withTransaction(ctx.db, async (tx) => {
    const head = await ownedForChange(tx, member, seriesNo);
    const current = await currentOrder(tx, seriesNo);
    if (!isSameParts(order, current)) throw errors.conflict(SERIES_MSG.orderStale, "SERIES_ORDER_STALE");
    await writeOrder(tx, seriesNo, order);
    return detailOf(tx, head, true);
  });
}

/**
 * The writing page's choice: the post goes to the end of one of the member's series, or out of
 * its series (null). Choosing the series it is already in changes nothing.
 */
export async function setPostSeries(
  ctx: AppContext,
  member: Viewer,
  boardNo: number,
  seriesNo: number | null,
): Promise<{ boardNo: number; seriesNo: number | null }> {
  return withTransaction(ctx.db, async (tx) => {
    await ownPost(tx, member, boardNo);
    const [existing] = await tx
      .select({ seriesNo: seriesParts.seriesNo })
      .from(seriesParts)
      .where(eq(seriesParts.boardNo, boardNo))
      .limit(1);
    const from = existing ? Number(existing.seriesNo) : null;
    if (from === seriesNo) return { boardNo, seriesNo };
    // Lock (and check) the target first, so a refusal leaves the post where it was.
    const target = seriesNo === null ? null : await ownedForChange(tx, member, seriesNo);
    if (from !== null) {
      await ownedForChange(tx, member, from);
      await tx.delete(seriesParts).where(eq(seriesParts.boardNo, boardNo));
      await writeOrder(tx, from, await currentOrder(tx, from));
    }
    if (target) await appendPart(ctx, tx, member, target, boardNo);
    return { boardNo, seriesNo };
  });
}
