// Reports of posts and comments and the moderators' decisions (docs/decisions/0081).
// One report per member per item (unique key). When REPORT_BLIND_THRESHOLD distinct members
// have open reports on an item it is blinded at once: the reports are accepted, the author
// is told (BLIND, with the most reported reason) and the reporters hear the outcome
// (REPORT_RESULT). Moderators work the queue: blind, restore (a blinded item) or dismiss
// (an item left visible); every decision is recorded with who and when.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { COMMENT_MSG } from "../../../core/comments";
import {
  blindReasonText,
  reachesBlindThreshold,
  REPORT_MSG,
  validateReportReason,
  type ReportReason,
  type ReportTargetType,
} from "../../../core/reports";
import { truncate } from "../../../core/text";
import type { AppContext } from "../../context";
import type { Executor, Tx } from "../../db/client";
import { moderationActions, reports, users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import type { ModeratedItem } from "../../events/types";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { getBoardBasics, listBlindBoardNos, setBoardBlind } from "../boards/service";
import { getCommentForModeration, listBlindCommentNos, setCommentBlind } from "../comments/service";
import type { ModerationAction, QueueItem, QueuePage, ReportResult } from "./types";

interface Target {
  type: ReportTargetType;
  no: number;
  authorUserNo: number;
  blind: boolean;
  deleted: boolean;
  /** Post subject or comment text. */
  title: string;
  /** The post's address (for a comment: its post's, with the anchor). */
  url: string | null;
  /** The post a comment belongs to is itself live and shown. */
  postVisible: boolean;
}

async function loadTarget(db: Executor, type: ReportTargetType, no: number): Promise<Target | null> {
  if (type === "post") {
    const post = await getBoardBasics(db, no);
    if (!post) return null;
    return {
      type,
      no,
      authorUserNo: post.userNo,
      blind: post.blindYn === "Y",
      deleted: false,
      title: post.subject,
      url: `/d/${post.permaLink}`,
      postVisible: !post.publishing,
    };
  }
  const comment = await getCommentForModeration(db, no);
  if (!comment) return null;
  const post = await getBoardBasics(db, comment.boardNo);
  return {
    type,
    no,
    authorUserNo: comment.userNo,
    blind: comment.blindYn === "Y",
    deleted: comment.deleted,
    title: comment.content,
    url: post ? `/d/${post.permaLink}#comment-${no}` : null,
    postVisible: Boolean(post && post.blindYn === "N" && !post.publishing),
  };
}

const itemOf = (target: Target): ModeratedItem => ({
  type: target.type,
  no: target.no,
  authorUserNo: target.authorUserNo,
  title: target.title,
  url: target.url,
});

async function recordAction(
  tx: Tx,
  target: Target,
  action: ModerationAction,
  moderatorUserNo: number | null,
  reason: string | null,
): Promise<number> {
  const [row] = await tx
    .insert(moderationActions)
    .values({ targetType: target.type, targetNo: target.no, action, moderatorUserNo, reason })
    .returning({ actionNo: moderationActions.actionNo });
  return Number(row!.actionNo);
}

async function openReportsOf(tx: Executor, target: Target) {
  return tx
    .select({ reportNo: reports.reportNo, reporterUserNo: reports.reporterUserNo, reason: reports.reason })
    .from(reports)
    .where(and(eq(reports.targetType, target.type), eq(reports.targetNo, target.no), eq(reports.status, "open")));
}

/** Closes the open reports of an item and tells each reporter the outcome. */
async function resolveReports(ctx: AppContext, tx: Tx, target: Target, outcome: "accepted" | "rejected"): Promise<void> {
  const open = await openReportsOf(tx, target);
  if (!open.length) return;
  await tx
    .update(reports)
    .set({ status: outcome, resolvedAt: new Date() })
    .where(
      inArray(
        reports.reportNo,
        open.map((r) => r.reportNo),
      ),
    );
  await emit({ ctx, tx }, "reports.resolved", {
    item: itemOf(target),
    outcome,
    reports: open.map((r) => ({ reportNo: r.reportNo, reporterUserNo: r.reporterUserNo })),
  });
}

async function setBlind(tx: Tx, target: Target, blindYn: "Y" | "N"): Promise<boolean> {
  return target.type === "post" ? setBoardBlind(tx, target.no, blindYn) : setCommentBlind(tx, target.no, blindYn);
}

/** Blinds the item (once), records who, tells its author why and the reporters the outcome. */
async function blindTarget(ctx: AppContext, tx: Tx, target: Target, moderatorUserNo: number | null, reason: string): Promise<boolean> {
  const changed = await setBlind(tx, target, "Y");
  if (changed) {
    const actionNo = await recordAction(tx, target, "blind", moderatorUserNo, reason);
    await emit({ ctx, tx }, "item.blinded", { item: itemOf(target), actionNo, reason });
  } else if (moderatorUserNo !== null) {
    // Confirming an automatic blind: the decision is still the moderator's to record.
    await recordAction(tx, target, "blind", moderatorUserNo, reason);
  }
  await resolveReports(ctx, tx, target, "accepted");
  return changed;
}

async function reasonCounts(db: Executor, target: Target): Promise<Partial<Record<ReportReason, number>>> {
  const rows = await db
    .select({ reason: reports.reason, n: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(eq(reports.targetType, target.type), eq(reports.targetNo, target.no), eq(reports.status, "open")))
    .groupBy(reports.reason);
  return Object.fromEntries(rows.map((r) => [r.reason, Number(r.n)]));
}

export interface ReportInput {
  targetType: ReportTargetType;
  targetNo: number;
  reason: string;
  reasonText?: string | null;
}

/** A member reports another member's visible post or comment, once. */
export async function reportItem(ctx: AppContext, viewer: Viewer, input: ReportInput): Promise<ReportResult> {
  const checked = validateReportReason(input.reason, input.reasonText);
  if (!checked.ok) throw errors.unprocessable(checked.message, "REPORT_REASON_INVALID");
  const target = await loadTarget(ctx.db, input.targetType, input.targetNo);
  if (!target || target.blind || target.deleted || !target.postVisible) throw errors.notFound(REPORT_MSG.notFound, "TARGET_NOT_FOUND");
  if (target.authorUserNo === viewer.userNo) throw errors.conflict(REPORT_MSG.own, "OWN_CONTENT");
  const threshold = ctx.config.REPORT_BLIND_THRESHOLD;
  return withTransaction(ctx.db, async (tx) => {
    // Reports of one item take turns, so two reports arriving together both count toward the threshold.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${target.type}:${target.no}`}))`);
    const [row] = await tx
      .insert(reports)
      .values({
        targetType: target.type,
        targetNo: target.no,
        reporterUserNo: viewer.userNo,
        reason: checked.reason,
        reasonText: checked.detail,
      })
      .onConflictDoNothing({ target: [reports.targetType, reports.targetNo, reports.reporterUserNo] })
      .returning({ reportNo: reports.reportNo });
    if (!row) throw errors.conflict(REPORT_MSG.already, "ALREADY_REPORTED");
    const counts = await reasonCounts(tx, target);
    const distinct = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);
    let blinded = false;
    if (reachesBlindThreshold(distinct, threshold)) blinded = await blindTarget(ctx, tx, target, null, blindReasonText(counts));
    return { reportNo: Number(row.reportNo), blinded };
  });
}

/** A moderator's decision on an item: blind, restore (a blinded item) or dismiss (its open reports). */
export async function decide(
  ctx: AppContext,
  moderator: Viewer,
  type: ReportTargetType,
  no: number,
  action: ModerationAction,
  note?: string | null,
): Promise<QueueItem> {
  const target = await loadTarget(ctx.db, type, no);
  if (!target || target.deleted)
    throw errors.notFound(type === "comment" ? COMMENT_MSG.notFound : REPORT_MSG.postNotFound, "TARGET_NOT_FOUND");
  const memo = note?.trim() ? truncate(note.trim(), 200) : null;
  await withTransaction(ctx.db, async (tx) => {
    if (action === "blind") {
      const counts = await reasonCounts(tx, target);
      await blindTarget(ctx, tx, target, moderator.userNo, memo ?? blindReasonText(counts));
      return;
    }
    if (action === "restore") {
      if (!(await setBlind(tx, target, "N"))) throw errors.conflict(REPORT_MSG.notBlind, "NOT_BLIND");
      const actionNo = await recordAction(tx, target, "restore", moderator.userNo, memo);
      await resolveReports(ctx, tx, target, "rejected");
      await emit({ ctx, tx }, "item.restored", { item: itemOf(target), actionNo });
      return;
    }
    if (target.blind) throw errors.conflict(REPORT_MSG.blindNeedsDecision, "BLIND_NEEDS_DECISION");
    const open = await openReportsOf(tx, target);
    if (!open.length) throw errors.conflict(REPORT_MSG.noOpenReports, "NO_OPEN_REPORTS");
    await recordAction(tx, target, "dismiss", moderator.userNo, memo);
    await resolveReports(ctx, tx, target, "rejected");
  });
  const [item] = await describeTargets(ctx.db, [{ type, no }]);
  return item!;
}

// ── The queue ───────────────────────────────────────────────────────────────

async function describeTargets(db: Executor, keys: { type: ReportTargetType; no: number }[]): Promise<QueueItem[]> {
  const items: QueueItem[] = [];
  for (const key of keys) {
    const target = await loadTarget(db, key.type, key.no);
    const match = and(eq(reports.targetType, key.type), eq(reports.targetNo, key.no));
    const rows = await db
      .select({ reason: reports.reason, reasonText: reports.reasonText, status: reports.status, createdAt: reports.createdAt })
      .from(reports)
      .where(match)
      .orderBy(reports.createdAt);
    const open = rows.filter((r) => r.status === "open");
    const counts = new Map<ReportReason, number>();
    for (const r of open.length ? open : rows) counts.set(r.reason as ReportReason, (counts.get(r.reason as ReportReason) ?? 0) + 1);
    const [action] = await db
      .select({ action: moderationActions.action, by: users.userName, at: moderationActions.createdAt, reason: moderationActions.reason })
      .from(moderationActions)
      .leftJoin(users, eq(users.userNo, moderationActions.moderatorUserNo))
      .where(and(eq(moderationActions.targetType, key.type), eq(moderationActions.targetNo, key.no)))
      .orderBy(desc(moderationActions.createdAt), desc(moderationActions.actionNo))
      .limit(1);
    let author: QueueItem["author"] = null;
    if (target) {
      const [user] = await db
        .select({ userId: users.userId, userName: users.userName })
        .from(users)
        .where(eq(users.userNo, target.authorUserNo))
        .limit(1);
      author = user ?? null;
    }
    items.push({
      targetType: key.type,
      targetNo: key.no,
      title: target ? truncate(target.title, 200) : "",
      url: target?.url ?? null,
      author,
      blind: target?.blind ?? false,
      deleted: !target || target.deleted,
      openReports: open.length,
      totalReports: rows.length,
      reasons: [...counts].map(([reason, count]) => ({ reason, count })),
      otherTexts: open
        .filter((r) => r.reasonText)
        .slice(0, 5)
        .map((r) => r.reasonText!),
      firstReportedAt: rows[0] ? new Date(rows[0].createdAt).toISOString() : null,
      lastReportedAt: rows.length ? new Date(rows[rows.length - 1]!.createdAt).toISOString() : null,
      lastAction: action
        ? { action: action.action as ModerationAction, by: action.by ?? null, at: new Date(action.at).toISOString(), reason: action.reason }
        : null,
    });
  }
  return items;
}

/**
 * open: items with open reports, most recently reported first. blinded: items hidden now
 * (automatically or by a moderator), posts first then comments, most recently changed first.
 */
export async function listQueue(db: Executor, status: "open" | "blinded", page: number, size = 20): Promise<QueuePage> {
  const offset = (page - 1) * size;
  let keys: { type: ReportTargetType; no: number }[];
  let totalCount: number;
  if (status === "open") {
    const [countRow] = await db
      .select({ n: sql<number>`count(distinct (${reports.targetType}, ${reports.targetNo}))::int` })
      .from(reports)
      .where(eq(reports.status, "open"));
    totalCount = Number(countRow?.n ?? 0);
    const rows = await db
      .select({ type: reports.targetType, no: reports.targetNo })
      .from(reports)
      .where(eq(reports.status, "open"))
      .groupBy(reports.targetType, reports.targetNo)
      .orderBy(sql`max(${reports.createdAt}) desc`, reports.targetType, reports.targetNo)
      .limit(size)
      .offset(offset);
    keys = rows.map((r) => ({ type: r.type as ReportTargetType, no: Number(r.no) }));
  } else {
    // Posts then comments; page through the concatenation.
    const posts = await listBlindBoardNos(db, size, offset);
    const commentOffset = Math.max(0, offset - posts.total);
    const commentLimit = size - posts.boardNos.length;
    const commentsPage = await listBlindCommentNos(db, Math.max(commentLimit, 0), commentOffset);
    totalCount = posts.total + commentsPage.total;
    keys = [
      ...posts.boardNos.map((no) => ({ type: "post" as const, no })),
      ...(commentLimit > 0 ? commentsPage.commentNos.map((no) => ({ type: "comment" as const, no })) : []),
    ];
  }
  return {
    status,
    items: await describeTargets(db, keys),
    page,
    size,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / size)),
  };
}
