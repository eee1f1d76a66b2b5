// The Korean search index (one row per post) and the search-term log behind popular searches.
import { sql } from "drizzle-orm";
import { bigint, customType, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { boards } from "./boards";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * Analyzer terms of a post (server/modules/search/analyzer.ts) as a weighted tsvector: A subject,
 * B tags, C author name, D content. One GIN index serves every search type (a type is a
 * weight restriction in the query). Written in the same transaction as the post's change.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    boardNo: bigint("board_no", { mode: "number" })
      .primaryKey()
      .references(() => boards.boardNo, { onDelete: "cascade" }),
    userNo: integer("user_no").notNull(),
    terms: tsvector("terms").notNull(),
    /** 초성 of the subject and of the author's name, spaces removed (ㅂㄷㅅㅌㅈ). */
    subjectChoseong: text("subject_choseong").notNull().default(""),
    nameChoseong: text("name_choseong").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // No pending list: PGlite has no autovacuum to merge one, and every search would scan it.
    index("search_documents_terms_idx").using("gin", t.terms).with({ fastupdate: false }),
    index("search_documents_user_idx").on(t.userNo),
    index("search_documents_subject_choseong_idx").using("gin", sql`${t.subjectChoseong} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/** Every search made (SPEC §7 searchWord): the source of the popular-searches list. */
export const searchWords = pgTable(
  "search_words",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    word: text("word").notNull(),
    searchType: text("search_type").notNull().default("all"),
    userNo: integer("user_no"),
    createdAt: createdAt(),
  },
  (t) => [index("search_words_recent_idx").on(t.createdAt.desc(), t.word)],
);
