// The search index kept in step with posts: boards and documents call these inside the
// transaction that changes a post (publish, edit, delete, conversion finished), and accounts
// after a nickname change. Imports no other module, so any module may call it.
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { boards, searchDocuments, searchTerms, users } from "../../db/schema";
import { ANALYZER_VERSION, indexRow, type IndexFields } from "./analyzer";

export interface IndexSource extends IndexFields {
  boardNo: number;
  userNo: number;
  createdAt: Date;
}

/** The two index rows of a post (search_documents, search_terms), as insert values. */
export function indexValues(post: IndexSource, now: Date = new Date()) {
  const row = indexRow(post);
  return {
    document: {
      boardNo: post.boardNo,
      userNo: post.userNo,
      terms: sql`${row.fieldTerms}::tsvector` as unknown as string,
      subjectChoseong: row.subjectChoseong,
      nameChoseong: row.nameChoseong,
      subjectKey: row.subjectKey,
      createdAt: post.createdAt,
      analyzer: ANALYZER_VERSION,
      updatedAt: now,
    },
    terms: { boardNo: post.boardNo, terms: sql`${row.allTerms}::tsvector` as unknown as string },
  };
}

/**
 * Writes the index rows of posts from their current subject, tags, content and author name
 * (call inside the transaction that changed them). Deleted or missing posts leave the index:
 * only live posts have rows, so a search never needs to ask whether a match was deleted.
 */
export async function indexBoards(db: Executor, boardNos: number[]): Promise<void> {
  if (!boardNos.length) return;
  const rows = await db
    .select({
      boardNo: boards.boardNo,
      userNo: boards.userNo,
      subject: boards.subject,
      content: boards.contentText,
      tags: boards.tags,
      topic: boards.topic,
      createdAt: boards.createdAt,
      deletedAt: boards.deletedAt,
      name: users.userName,
    })
    .from(boards)
    .innerJoin(users, eq(users.userNo, boards.userNo))
    .where(inArray(boards.boardNo, boardNos));
  const live = rows.filter((r) => !r.deletedAt);
  const gone = boardNos.filter((n) => !live.some((r) => Number(r.boardNo) === n));
  if (gone.length) await db.delete(searchDocuments).where(inArray(searchDocuments.boardNo, gone));
  if (!live.length) return;
  const values = live.map((r) => indexValues({ ...r, boardNo: Number(r.boardNo), createdAt: new Date(r.createdAt) }));
  await db
    .insert(searchDocuments)
    .values(values.map((v) => v.document))
    .onConflictDoUpdate({
      target: searchDocuments.boardNo,
      set: {
        userNo: sql`excluded.user_no`,
        terms: sql`excluded.terms`,
        subjectChoseong: sql`excluded.subject_choseong`,
        nameChoseong: sql`excluded.name_choseong`,
        subjectKey: sql`excluded.subject_key`,
        createdAt: sql`excluded.created_at`,
        analyzer: sql`excluded.analyzer`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  await db
    .insert(searchTerms)
    .values(values.map((v) => v.terms))
    .onConflictDoUpdate({ target: searchTerms.boardNo, set: { terms: sql`excluded.terms` } });
}

/** Writes the index rows of one post (see indexBoards). */
export async function indexBoard(db: Executor, boardNo: number): Promise<void> {
  await indexBoards(db, [boardNo]);
}

export async function removeFromIndex(db: Executor, boardNo: number): Promise<void> {
  // search_terms follows by its foreign key.
  await db.delete(searchDocuments).where(eq(searchDocuments.boardNo, boardNo));
}

/** After a nickname change (or leaving): the member's posts are found by the new name only. */
export async function reindexMember(db: Executor, userNo: number): Promise<void> {
  const rows = await db.select({ boardNo: searchDocuments.boardNo }).from(searchDocuments).where(eq(searchDocuments.userNo, userNo));
  const boardNos = rows.map((r) => Number(r.boardNo));
  for (let i = 0; i < boardNos.length; i += 500) await indexBoards(db, boardNos.slice(i, i + 500));
}

/**
 * Indexes live posts that have no index row yet (posts made before the index existed) or whose
 * row an older analyzer wrote, in board order, a batch per transaction. Returns how many.
 */
export async function indexMissingBoards(db: Database, batch = 500): Promise<number> {
  let total = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ boardNo: boards.boardNo })
      .from(boards)
      .leftJoin(searchDocuments, eq(searchDocuments.boardNo, boards.boardNo))
      .where(
        and(
          isNull(boards.deletedAt),
          gt(boards.boardNo, after),
          or(isNull(searchDocuments.boardNo), lt(searchDocuments.analyzer, ANALYZER_VERSION)),
        ),
      )
      .orderBy(asc(boards.boardNo))
      .limit(batch);
    if (!rows.length) return total;
    const boardNos = rows.map((r) => Number(r.boardNo));
    await db.transaction((tx) => indexBoards(tx, boardNos));
    total += boardNos.length;
    after = boardNos[boardNos.length - 1]!;
  }
}
