// A post's history (docs/product/revisions.md, decision 0200): the list of its revisions, one
// revision with what changed since another, and restoring one — which edits the post back to
// those words through the same path as any edit, so it is itself a new revision.
import { and, desc, eq, lt } from "drizzle-orm";
import { REVISION_MSG, revisionText } from "../../../core/revisions";
import { diffStats, diffText } from "../../../core/text-diff";
import { DOC_MSG } from "../../../core/documents";
import { WRITING_MSG } from "../../../core/writing";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { withTransaction } from "../../db/transaction";
import { boardRevisions, users } from "../../db/schema";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { getBoardForWriting, updateBoard, type BoardForWriting } from "../boards/service";
import { assertEditable } from "../boards/writing";
import { revisionBody } from "../boards/revision-store";
import type { RestoredRevision, RevisionDetail, RevisionKindName, RevisionList, RevisionSummary } from "./types";

/** The most revisions a list shows (newest first). */
const LIST_LIMIT = 200;

const isModerator = (viewer: Viewer) => viewer.role === "moderator" || viewer.role === "admin";

/** The post, when the viewer may read its history: its author, or a moderator. */
async function readablePost(ctx: AppContext, viewer: Viewer, boardNo: number): Promise<BoardForWriting> {
  const post = await getBoardForWriting(ctx.db, boardNo);
  if (!post) throw errors.notFound(WRITING_MSG.postNotFound, "BOARD_NOT_FOUND");
  if (post.userNo !== viewer.userNo && !isModerator(viewer)) throw errors.forbidden(REVISION_MSG.readRefused, "REVISIONS_REFUSED");
  return post;
}

const summaryColumns = {
  revisionId: boardRevisions.revisionId,
  kind: boardRevisions.kind,
  createdAt: boardRevisions.createdAt,
  userNo: boardRevisions.userNo,
  userId: users.userId,
  userName: users.userName,
  restoredFrom: boardRevisions.restoredFrom,
  subject: boardRevisions.subject,
  topic: boardRevisions.topic,
  tags: boardRevisions.tags,
  textLength: boardRevisions.textLength,
};

interface SummaryRow {
  revisionId: number;
  kind: string;
  createdAt: Date | string;
  userNo: number;
  userId: string;
  userName: string;
  restoredFrom: number | null;
  subject: string;
  topic: string;
  tags: string[];
  textLength: number;
}

function summaryOf(row: SummaryRow, post: BoardForWriting, currentId: number | null): RevisionSummary {
  return {
    revisionId: Number(row.revisionId),
    kind: (["publish", "edit", "restore"].includes(row.kind) ? row.kind : "edit") as RevisionKindName,
    createdAt: new Date(row.createdAt).toISOString(),
    userId: row.userId,
    userName: row.userName,
    byModerator: row.userNo !== post.userNo,
    restoredFrom: row.restoredFrom === null ? null : Number(row.restoredFrom),
    subject: row.subject,
    textLength: row.textLength,
    current: Number(row.revisionId) === currentId,
  };
}

async function revisionRows(db: Executor, boardNo: number, limit: number): Promise<SummaryRow[]> {
  return (await db
    .select(summaryColumns)
    .from(boardRevisions)
    .innerJoin(users, eq(users.userNo, boardRevisions.userNo))
    .where(eq(boardRevisions.boardNo, boardNo))
    .orderBy(desc(boardRevisions.revisionId))
    .limit(limit)) as SummaryRow[];
}

async function revisionRow(db: Executor, boardNo: number, revisionId: number): Promise<SummaryRow | null> {
  const [row] = (await db
    .select(summaryColumns)
    .from(boardRevisions)
    .innerJoin(users, eq(users.userNo, boardRevisions.userNo))
    .where(and(eq(boardRevisions.boardNo, boardNo), eq(boardRevisions.revisionId, revisionId)))
    .limit(1)) as SummaryRow[];
  return row ?? null;
}

async function currentRevisionId(db: Executor, boardNo: number): Promise<number | null> {
  const [row] = await db
    .select({ revisionId: boardRevisions.revisionId })
    .from(boardRevisions)
    .where(eq(boardRevisions.boardNo, boardNo))
    .orderBy(desc(boardRevisions.revisionId))
    .limit(1);
  return row ? Number(row.revisionId) : null;
}

export async function listRevisions(ctx: AppContext, viewer: Viewer, boardNo: number): Promise<RevisionList> {
  const post = await readablePost(ctx, viewer, boardNo);
  const rows = await revisionRows(ctx.db, boardNo, LIST_LIMIT);
  const currentId = rows[0] ? Number(rows[0].revisionId) : null;
  return {
    boardNo,
    permaLink: post.permaLink,
    canRestore: post.userNo === viewer.userNo,
    items: rows.map((row) => summaryOf(row, post, currentId)),
  };
}

/** The revision before `revisionId`, or null for the first. */
async function previousRevisionId(db: Executor, boardNo: number, revisionId: number): Promise<number | null> {
  const [row] = await db
    .select({ revisionId: boardRevisions.revisionId })
    .from(boardRevisions)
    .where(and(eq(boardRevisions.boardNo, boardNo), lt(boardRevisions.revisionId, revisionId)))
    .orderBy(desc(boardRevisions.revisionId))
    .limit(1);
  return row ? Number(row.revisionId) : null;
}

/** One revision, with what changed since `against` (by default the revision just before it). */
export async function readRevision(
  ctx: AppContext,
  viewer: Viewer,
  boardNo: number,
  revisionId: number,
  against?: number,
): Promise<RevisionDetail> {
  const post = await readablePost(ctx, viewer, boardNo);
  const row = await revisionRow(ctx.db, boardNo, revisionId);
  if (!row) throw errors.notFound(REVISION_MSG.notFound, "REVISION_NOT_FOUND");
  const againstId = against ?? (await previousRevisionId(ctx.db, boardNo, revisionId));
  const base = againstId ? await revisionRow(ctx.db, boardNo, againstId) : null;
  if (againstId && !base) throw errors.notFound(REVISION_MSG.notFound, "REVISION_NOT_FOUND");
  const [html, baseHtml, currentId] = await Promise.all([
    revisionBody(ctx.db, boardNo, revisionId),
    base ? revisionBody(ctx.db, boardNo, Number(base.revisionId)) : Promise.resolve(""),
    currentRevisionId(ctx.db, boardNo),
  ]);
  const text = diffText(revisionText(baseHtml), revisionText(html));
  const subject = diffText(base?.subject ?? "", row.subject);
  return {
    boardNo,
    permaLink: post.permaLink,
    revision: { ...summaryOf(row, post, currentId), topic: row.topic, tags: row.tags, html },
    diff: {
      againstRevisionId: base ? Number(base.revisionId) : null,
      subject,
      text,
      topic: base && base.topic !== row.topic ? { before: base.topic, after: row.topic } : null,
      tags: {
        added: row.tags.filter((t) => !(base?.tags ?? []).includes(t)),
        removed: (base?.tags ?? []).filter((t) => !row.tags.includes(t)),
      },
      stats: diffStats(text),
    },
  };
}

/**
 * Puts a revision's words back on the post (author only). The post's cover stays; the restore
 * is recorded as a new revision naming the one it came from.
 */
export async function restoreRevision(ctx: AppContext, viewer: Viewer, boardNo: number, revisionId: number): Promise<RestoredRevision> {
  const post = await getBoardForWriting(ctx.db, boardNo);
  if (!post) throw errors.notFound(WRITING_MSG.postNotFound, "BOARD_NOT_FOUND");
  if (post.userNo !== viewer.userNo) throw errors.forbidden(REVISION_MSG.restoreRefused, "NOT_OWNER");
  assertEditable(post, post.boardType === "updDocs" ? "updDocs" : "editor");
  // A document still converting gets its cover and pages first (as an edit would wait).
  if (post.publishing) throw errors.conflict(DOC_MSG.editWhilePublishing, "POST_PUBLISHING");
  const row = await revisionRow(ctx.db, boardNo, revisionId);
  if (!row) throw errors.notFound(REVISION_MSG.notFound, "REVISION_NOT_FOUND");
  const html = await revisionBody(ctx.db, boardNo, revisionId);
  const created = await withTransaction(ctx.db, async (tx) => {
    const before = await currentRevisionId(tx, boardNo);
    await updateBoard(
      tx,
      boardNo,
      { topic: row.topic, subject: row.subject, contentHtml: html, tags: row.tags, thumb: post.thumb },
      { userNo: viewer.userNo, kind: "restore", restoredFrom: revisionId },
    );
    const after = await currentRevisionId(tx, boardNo);
    return after !== before ? after : null;
  });
  if (!created) throw errors.conflict(REVISION_MSG.alreadyCurrent, "REVISION_ALREADY_CURRENT");
  return { boardNo, permaLink: post.permaLink, revisionId: created };
}
