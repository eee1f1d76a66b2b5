// Korean search (ARCHITECTURE §5): the index kept in step with posts, the search by type,
// the search-term log and popular searches. The index lives behind these functions (the
// SearchIndex seam): an OpenSearch implementation can replace them without touching callers.
import { and, asc, desc, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import { excerptAround, isChoseongQuery, stripParticle, words } from "../../../core/korean-search";
import type { SearchType } from "../../../core/search";
import { validateSearchTerm } from "../../../core/search";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { boards, searchDocuments, searchWords, users } from "../../db/schema";
import { errors } from "../../lib/errors";
import { cardColumns, toCard, visible } from "../boards/service";
import { tsqueryLiteral } from "./analyzer";
import type { PopularWord, SearchPage, SearchResult } from "./types";

// ── Searching ────────────────────────────────────────────────────────────────

export interface SearchInput {
  searchKey: string;
  searchType: SearchType;
  page: number;
  size: number;
}

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Most matches ranked by ts_rank; above this, subject phrase then newest first. */
export const RANK_LIMIT = 2_000;

/** The term checked by the SPEC §5 rule (Korean message on refusal). */
export function checkedTerm(searchKey: string): string {
  const checked = validateSearchTerm(searchKey);
  if (!checked.ok) throw errors.unprocessable(checked.message, "SEARCH_TERM_INVALID");
  return checked.value.slice(0, 100);
}

/** Visible posts (not deleted, not blind, not publishing) matching the term in the type's fields, best first. */
export async function searchBoards(db: Database, input: SearchInput): Promise<SearchPage> {
  const term = checkedTerm(input.searchKey);
  const type = input.searchType;
  const choseong = isChoseongQuery(term);
  const conditions: SQL[] = [];
  const query = tsqueryLiteral(term, type);
  if (query && !choseong) conditions.push(sql`${searchDocuments.terms} @@ ${query}::tsquery`);
  if (choseong) {
    const pattern = `%${term.replace(/\s+/g, "")}%`;
    if (type === "all" || type === "subject") conditions.push(sql`${searchDocuments.subjectChoseong} like ${pattern}`);
    if (type === "all" || type === "user_name") conditions.push(sql`${searchDocuments.nameChoseong} like ${pattern}`);
  }
  const empty: SearchPage = {
    items: [],
    page: input.page,
    size: input.size,
    totalCount: 0,
    totalPages: 1,
    searchKey: term,
    searchType: type,
    choseong,
  };
  if (!conditions.length) return empty;
  const where = and(visible, or(...conditions));
  // Exact phrase in the subject (spaces and particles ignored) first, then the tsvector rank.
  const phrase = `%${likeEscape(words(term).map(stripParticle).join(""))}%`;
  const exactSubject = sql<number>`case when replace(lower(${boards.subject}), ' ', '') like ${phrase} then 1 else 0 end`;
  const order = [desc(exactSubject)];
  if (choseong) {
    // 초성 are typed from the start of a title or name: earlier and tighter matches first.
    const q = term.replace(/\s+/g, "");
    const field = type === "user_name" ? searchDocuments.nameChoseong : searchDocuments.subjectChoseong;
    const at = sql`case when strpos(${field}, ${q}) > 0 then strpos(${field}, ${q}) else 10000 end`;
    order.push(asc(at), asc(sql`length(${field})`));
  }

  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(searchDocuments)
    .innerJoin(boards, eq(boards.boardNo, searchDocuments.boardNo))
    .where(where);
  const totalCount = Number(countRow?.n ?? 0);
  if (totalCount === 0) return empty;
  // Ranking reads every matching row's terms: affordable for a few thousand matches. A very
  // common word is answered by the phrase check on subjects, then newest first.
  if (query && !choseong && totalCount <= RANK_LIMIT) order.push(desc(sql`ts_rank(${searchDocuments.terms}, ${query}::tsquery)`));
  const rows = await db
    .select(cardColumns)
    .from(searchDocuments)
    .innerJoin(boards, eq(boards.boardNo, searchDocuments.boardNo))
    .innerJoin(users, eq(users.userNo, boards.userNo))
    .where(where)
    .orderBy(...order, desc(boards.createdAt), desc(boards.boardNo))
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  const items: SearchResult[] = rows.map((row) => ({
    ...toCard(row),
    matchText: excerptAround(row.contentText.replace(/^\[데모 콘텐츠\]\s*/, ""), term, 140),
  }));
  return { ...empty, items, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / input.size)) };
}

// ── Search-term log and popular searches ─────────────────────────────────────

export const POPULAR_DAYS = 7;
export const POPULAR_SIZE = 10;

/**
 * Logs a search (SPEC §7 searchWord). Only terms that find something are kept, so the
 * popular list cannot be filled with made-up words; per-IP rate limited by the route.
 */
export async function logSearchWord(
  ctx: AppContext,
  input: { searchKey: string; searchType: SearchType; userNo: number | null },
): Promise<{ logged: boolean }> {
  const term = checkedTerm(input.searchKey);
  const found = await searchBoards(ctx.db, { searchKey: term, searchType: input.searchType, page: 1, size: 1 });
  if (found.totalCount === 0) return { logged: false };
  await ctx.db.insert(searchWords).values({ word: term.toLowerCase().slice(0, 50), searchType: input.searchType, userNo: input.userNo });
  return { logged: true };
}

/** Most searched terms of the last days, by how many searches (members counted once per term). */
export async function popularWords(db: Database, now: Date = new Date(), size = POPULAR_SIZE): Promise<PopularWord[]> {
  const since = new Date(now.getTime() - POPULAR_DAYS * 86_400_000);
  const score = sql<number>`count(distinct coalesce(${searchWords.userNo}::text, 'v' || ${searchWords.id}::text))::int`;
  const rows = await db
    .select({ word: searchWords.word, count: score })
    .from(searchWords)
    .where(gte(searchWords.createdAt, since))
    .groupBy(searchWords.word)
    .orderBy(desc(score), searchWords.word)
    .limit(size);
  return rows.map((r) => ({ word: r.word, count: Number(r.count) }));
}

/** For tests and tools: which of these posts have an index row. */
export async function indexedBoardNos(db: Database, boardNos: number[]): Promise<number[]> {
  if (!boardNos.length) return [];
  const rows = await db.select({ b: searchDocuments.boardNo }).from(searchDocuments).where(inArray(searchDocuments.boardNo, boardNos));
  return rows.map((r) => Number(r.b));
}
