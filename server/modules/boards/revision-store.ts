// Keeping and reading revisions (decision 0200). The boards module calls `recordRevision`
// inside the transaction that publishes or edits a post, so a post's words and its history
// change together or not at all.
import { and, desc, eq, lte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { boardRevisions, boards } from "../../db/schema";
import { stripHtml } from "../../../core/upload-form";
import { KEYFRAME_EVERY, readBody, storeBody } from "./revision-delta";

export type RevisionKind = "publish" | "edit" | "restore";

/** What a revision keeps of a post: its title, topic, tags and body (the introduction of a document post). */
export interface RevisionContent {
  subject: string;
  topic: string;
  tags: string[];
  html: string;
}

async function latestRevision(db: Executor, boardNo: number) {
  const [row] = await db
    .select({
      revisionId: boardRevisions.revisionId,
      chain: boardRevisions.chain,
      subject: boardRevisions.subject,
      topic: boardRevisions.topic,
      tags: boardRevisions.tags,
    })
    .from(boardRevisions)
    .where(eq(boardRevisions.boardNo, boardNo))
    .orderBy(desc(boardRevisions.revisionId))
    .limit(1);
  return row ?? null;
}

/** The body of one revision: its last whole body and the splices after it. */
export async function revisionBody(db: Executor, boardNo: number, revisionId: number): Promise<string> {
  const steps = await db
    .select({ keyframe: boardRevisions.keyframe, body: boardRevisions.body })
    .from(boardRevisions)
    .where(and(eq(boardRevisions.boardNo, boardNo), lte(boardRevisions.revisionId, revisionId)))
    .orderBy(desc(boardRevisions.revisionId))
    .limit(KEYFRAME_EVERY);
  const start = steps.findIndex((s) => s.keyframe);
  if (start < 0) throw new Error(`revision ${revisionId} of post ${boardNo} has no whole body within ${KEYFRAME_EVERY}`);
  return readBody(
    steps
      .slice(0, start + 1)
      .reverse()
      .map((s) => ({ keyframe: s.keyframe, bytes: s.body })),
  );
}

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * Keeps `content` as the post's newest revision. An edit or restore that changes nothing keeps
 * nothing (answers null); otherwise answers the new revision's id.
 */
export async function recordRevision(
  db: Executor,
  input: { boardNo: number; userNo: number; kind: RevisionKind; content: RevisionContent; restoredFrom?: number; createdAt?: Date },
): Promise<number | null> {
  const { boardNo, content } = input;
  const latest = await latestRevision(db, boardNo);
  const previousText = latest ? await revisionBody(db, boardNo, latest.revisionId) : null;
  if (
    latest &&
    input.kind !== "publish" &&
    previousText === content.html &&
    latest.subject === content.subject &&
    latest.topic === content.topic &&
    sameTags(latest.tags, content.tags)
  )
    return null;
  const stored = storeBody(content.html, latest && previousText !== null ? { text: previousText, chain: latest.chain } : null);
  const [row] = await db
    .insert(boardRevisions)
    .values({
      boardNo,
      userNo: input.userNo,
      kind: input.kind,
      restoredFrom: input.restoredFrom ?? null,
      subject: content.subject,
      topic: content.topic,
      tags: content.tags,
      body: stored.bytes,
      keyframe: stored.keyframe,
      chain: stored.keyframe ? 0 : (latest?.chain ?? 0) + 1,
      textLength: [...stripHtml(content.html)].length,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ revisionId: boardRevisions.revisionId });
  return Number(row!.revisionId);
}

/**
 * A post published before revisions were kept has none: its words as they stand become its
 * first revision (by its author, at its publishing time) before an edit replaces them.
 */
export async function keepFirstRevision(db: Executor, boardNo: number): Promise<void> {
  if (await latestRevision(db, boardNo)) return;
  const [post] = await db
    .select({
      userNo: boards.userNo,
      subject: boards.subject,
      topic: boards.topic,
      tags: boards.tags,
      html: boards.contentHtml,
      createdAt: boards.createdAt,
    })
    .from(boards)
    .where(eq(boards.boardNo, boardNo))
    .limit(1);
  if (!post) return;
  await recordRevision(db, {
    boardNo,
    userNo: post.userNo,
    kind: "publish",
    content: { subject: post.subject, topic: post.topic, tags: post.tags, html: post.html },
    createdAt: new Date(post.createdAt),
  });
}
