// Share and invite links (docs/product/engagement.md permalink sharer suffix and short-link info;
// getMyInviteURL, getMyInviteCNT, event/shortLink/info). A member's link to a post is the
// post's permalink with their suffix, /d/{permaLink}-{suffix}; their invite to the site is
// /sign?eventKey={suffix}. A visit through a post link counts once per visitor, never the
// sharer, never a bot; a sign-up carries the link as its eventKey.
import { and, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { isbot } from "isbot";
import { REACTION_MSG } from "../../../core/reactions";
import { readInviteKey, sharerPermalink, sharerSuffix } from "../../../core/share";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { rows } from "../../db/rows";
import { boardShares, shareVisits, users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { errors } from "../../lib/errors";
import { countInvitedSignups } from "../accounts/invites";
import type { Viewer } from "../auth/types";
import { reactionTarget } from "../boards/reactions";
import { creditedForRefType } from "../points/by-ref";

/** Ledger entries paid for shares use this refType (missions credit with it). */
export const SHARE_REF_TYPE = "share";

export interface InviteUrl {
  url: string;
  /** The post's permalink with the sharer suffix (null for the site invite). */
  permaLink: string | null;
  eventKey: string;
}

export interface ShortLinkInfo {
  cumulativeReward: number;
  sharedBoardCount: number;
  influxCount: number;
}

/**
 * The member's link to a post or, without a post, to sign-up. Taking the link is not sharing
 * it: the share is recorded when a network is chosen or the link copied (recordShare).
 */
export async function myInviteUrl(ctx: AppContext, viewer: Viewer, boardNo?: number): Promise<InviteUrl> {
  const base = ctx.config.publicUrl.replace(/\/$/, "");
  if (boardNo === undefined) {
    const eventKey = sharerSuffix(viewer.userNo);
    return { url: `${base}/sign?eventKey=${eventKey}`, permaLink: null, eventKey };
  }
  const post = await reactionTarget(ctx.db, boardNo);
  if (!post) throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
  const permaLink = sharerPermalink(post.permaLink, viewer.userNo);
  return { url: `${base}/d/${permaLink}`, permaLink, eventKey: permaLink };
}

/**
 * The member shared a post: chose a network in the share sheet, copied the link, or used the
 * phone's own share sheet (KakaoTalk among others). Counted once per member and post
 * ("공유한 글"); opening the sheet alone counts nothing.
 */
export async function recordShare(ctx: AppContext, viewer: Viewer, boardNo: number): Promise<{ boardNo: number; shared: true }> {
  const post = await reactionTarget(ctx.db, boardNo);
  if (!post) throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
  await ctx.db.insert(boardShares).values({ userNo: viewer.userNo, boardNo }).onConflictDoNothing();
  return { boardNo, shared: true };
}

export interface VisitInput {
  /** The permalink the visitor opened, with the sharer suffix. */
  permaLink: string;
  visitorKey: string;
  /** The signed-in visitor, if any. */
  viewerNo: number | null;
  userAgent: string;
}

export interface VisitResult {
  counted: boolean;
  /** The invite key to carry into a sign-up (null when the link names nobody). */
  eventKey: string | null;
}

/**
 * A visit through a share link. Counted once per sharer, post and visitor; never the sharer,
 * never a bot, never a post that is not public.
 *
 * Missions: "a share that brought a visitor" pays the sharer right after the visit row is
 * written (`counted` true), in the same transaction (the event "share.visited").
 */
export async function onInviteVisit(ctx: AppContext, input: VisitInput): Promise<VisitResult> {
  const invite = readInviteKey(input.permaLink);
  if (!invite || invite.boardNo === null) return { counted: false, eventKey: null };
  const { sharerNo, boardNo } = invite;
  const eventKey = input.permaLink;
  if (input.viewerNo === sharerNo) return { counted: false, eventKey: null };
  if (!input.userAgent || isbot(input.userAgent)) return { counted: false, eventKey: null };
  return withTransaction(ctx.db, async (tx) => {
    const post = await reactionTarget(tx, boardNo);
    // The code must be the post's own permalink, not merely one that decodes to its number.
    if (!post || post.permaLink !== input.permaLink.split("-")[0]) return { counted: false, eventKey: null };
    const visitorKey = input.viewerNo !== null ? `u:${input.viewerNo}` : input.visitorKey;
    // Only a live member can be a sharer: a suffix naming nobody inserts nothing.
    const result = await tx.execute(sql`
      insert into ${shareVisits} (sharer_no, board_no, visitor_key)
      select ${sharerNo}, ${boardNo}, ${visitorKey}
      where exists (select 1 from ${users} where ${users.userNo} = ${sharerNo} and ${users.deleteYn} = 'N')
      on conflict do nothing
      returning board_no`);
    if (rows(result).length === 0) return { counted: false, eventKey: (await sharerIsLive(tx, sharerNo)) ? eventKey : null };
    await emit({ ctx, tx }, "share.visited", { boardNo, postOwnerUserNo: post.userNo, sharerUserNo: sharerNo, visitorKey });
    return { counted: true, eventKey };
  });
}

async function sharerIsLive(db: Executor, userNo: number): Promise<boolean> {
  const [row] = await db
    .select({ n: users.userNo })
    .from(users)
    .where(and(eq(users.userNo, userNo), eq(users.deleteYn, "N")))
    .limit(1);
  return Boolean(row);
}

export async function shortLinkInfo(ctx: AppContext, viewer: Viewer): Promise<ShortLinkInfo> {
  return {
    cumulativeReward: await creditedForRefType(ctx.db, viewer.userNo, SHARE_REF_TYPE),
    sharedBoardCount: await countWhere(ctx.db, boardShares, eq(boardShares.userNo, viewer.userNo)),
    influxCount: await countWhere(ctx.db, shareVisits, eq(shareVisits.sharerNo, viewer.userNo)),
  };
}

export async function inviteCount(ctx: AppContext, viewer: Viewer): Promise<{ inviteCount: number }> {
  return { inviteCount: await countInvitedSignups(ctx.db, viewer.userNo) };
}

async function countWhere(db: Executor, table: typeof boardShares | typeof shareVisits, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return Number(row?.n ?? 0);
}

/** Counted visits through members' post links within a period (either end open), by sharer. */
export async function visitsBySharer(db: Executor, from: Date | null, to: Date | null): Promise<Map<number, number>> {
  const where: SQL[] = [];
  if (from) where.push(gte(shareVisits.createdAt, from));
  if (to) where.push(lt(shareVisits.createdAt, to));
  const found = await db
    .select({ sharerNo: shareVisits.sharerNo, n: sql<number>`count(*)::int` })
    .from(shareVisits)
    .where(where.length ? and(...where) : undefined)
    .groupBy(shareVisits.sharerNo);
  return new Map(found.map((r) => [r.sharerNo, Number(r.n)]));
}
