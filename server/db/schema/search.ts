// The Korean search index (a narrow row per post and its terms) and the search-term log behind
// popular searches.
import { bigint, customType, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { boards } from "./boards";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * One row per live post (server/modules/search/analyzer.ts): what a search ranks and orders by,
 * and the terms of the small fields. `terms` holds the title, tag and author-name words with
 * their field prefix (s:, t:, n:), the title words the content holds too (sc:) and the 초성
 * pairs of title and name (cs:, cn:): a title, tag or name search, a 초성 search and the
 * ranking signals all read this narrow row, never the content's terms. Written in the same
 * transaction as the post's change; rows of an older analyzer version are rewritten at start.
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
    /** The subject's words run together (부동산투자입문), for the phrase-first ranking. */
    subjectKey: text("subject_key").notNull().default(""),
    /** The post's creation time (boards.created_at, which never changes): "newest first" without reading boards. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** ANALYZER_VERSION that wrote the row (0: written before versions existed). */
    analyzer: smallint("analyzer").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // No pending list: every search would scan it; a post writes a few dozen entries here.
    index("search_documents_terms_idx").using("gin", t.terms).with({ fastupdate: false }),
    index("search_documents_user_idx").on(t.userNo),
    // Newest first: the walk that fills a page once the ranked group is used up.
    index("search_documents_newest_idx").on(t.createdAt.desc(), t.boardNo.desc()),
    // 초성 typed from the start of a title or name: a range of these indexes, read without the
    // table (the newest-first keys ride along).
    index("search_documents_subject_choseong_prefix_idx").using("btree", t.subjectChoseong.op("text_pattern_ops"), t.createdAt, t.boardNo),
    index("search_documents_name_choseong_prefix_idx").using("btree", t.nameChoseong.op("text_pattern_ops"), t.createdAt, t.boardNo),
  ],
);

/**
 * Every term of a post, for "all" and "content" searches: the content words as they are and the
 * title, tag and name words with their field prefix. Wide (a post has hundreds of terms), so it
 * has a table of its own: a search reads these rows only to learn which posts match.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    boardNo: bigint("board_no", { mode: "number" })
      .primaryKey()
      .references(() => searchDocuments.boardNo, { onDelete: "cascade" }),
    terms: tsvector("terms").notNull(),
  },
  // No pending list: every search would scan it (a post writes a few hundred entries).
  (t) => [index("search_terms_terms_idx").using("gin", t.terms).with({ fastupdate: false })],
);

/** Every search made (docs/product/reading.md searchWord): the source of the popular-searches list. */
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
