// The search index kept in step with posts: boards and documents call these inside the
// transaction that changes a post (publish, edit, delete, conversion finished), and accounts
// after a nickname change. Imports no other module, so any module may call it.
import { and, eq, isNull, notExists, sql } from "drizzle-orm";
import { choseongOf } from "../../../core/korean-search";
import type { Database, Executor } from "../../db/client";
import { boards, searchDocuments, users } from "../../db/schema";
import { tsvectorLiteral } from "./analyzer";

/**
 * Writes the index row of a post from its current subject, tags, content and author name
 * (call inside the transaction that changed the post). A deleted or missing post leaves the index.
 */
export async function indexBoard(db: Executor, boardNo: number): Promise<void> {
  const [row] = await db
    .select({
      userNo: boards.userNo,
      subject: boards.subject,
      contentText: boards.contentText,
      tags: boards.tags,
      deletedAt: boards.deletedAt,
      userName: users.userName,
    })
    .from(boards)
    .innerJoin(users, eq(users.userNo, boards.userNo))
    .where(eq(boards.boardNo, boardNo))
    .limit(1);
  if (!row || row.deletedAt) {
    await removeFromIndex(db, boardNo);
    return;
  }
  const terms = tsvectorLiteral({ subject: row.subject, tags: row.tags, name: row.userName, content: row.contentText });
  const values = {
    userNo: row.userNo,
    terms: sql`${terms}::tsvector` as unknown as string,
    subjectChoseong: choseongOf(row.subject),
    nameChoseong: choseongOf(row.userName),
    updatedAt: new Date(),
  };
  await db
    .insert(searchDocuments)
    .values({ boardNo, ...values })
    .onConflictDoUpdate({ target: searchDocuments.boardNo, set: values });
}

export async function removeFromIndex(db: Executor, boardNo: number): Promise<void> {
  await db.delete(searchDocuments).where(eq(searchDocuments.boardNo, boardNo));
}

/** After a nickname change (or leaving): the member's posts are found by the new name only. */
export async function reindexMember(db: Executor, userNo: number): Promise<void> {
  const rows = await db.select({ boardNo: searchDocuments.boardNo }).from(searchDocuments).where(eq(searchDocuments.userNo, userNo));
  for (const r of rows) await indexBoard(db, Number(r.boardNo));
}

/** Indexes live posts that have no index row yet (posts made before the index existed). Returns how many. */
export async function indexMissingBoards(db: Database, batch = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db
      .select({ boardNo: boards.boardNo })
      .from(boards)
      .where(
        and(
          isNull(boards.deletedAt),
          notExists(db.select({ one: sql`1` }).from(searchDocuments).where(eq(searchDocuments.boardNo, boards.boardNo))),
        ),
      )
      .limit(batch);
    if (!rows.length) return total;
    await db.transaction(async (tx) => {
      for (const r of rows) await indexBoard(tx, Number(r.boardNo));
    });
    total += rows.length;
  }
}

