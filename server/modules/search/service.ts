// Korean search (docs/ARCHITECTURE.md): the index kept in step with posts, the search by type,
// the search-term log and popular searches. The index lives behind these functions (the
// SearchIndex seam): an OpenSearch implementation can replace them without touching callers.
import { and, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { excerptAround, isChoseongQuery } from "../../../core/korean-search";
import type { PageSlice, SearchType } from "../../../core/search";
import { SEARCH_RESULT_LIMIT, pageWindowWithinLimit, splitPage, validateSearchTerm } from "../../../core/search";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { boards, searchDocuments, searchWords, users } from "../../db/schema";
import { errors } from "../../lib/errors";
import { cardColumns, toCard, visible, type CardRow } from "../boards/service";
import { searchPlan, type ChoseongSearch, type WordSearch } from "./analyzer";
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

/** The term checked by the docs/product/reading.md rule (Korean message on refusal). */
export function checkedTerm(searchKey: string): string {
  const checked = validateSearchTerm(searchKey);
  if (!checked.ok) throw errors.unprocessable(checked.message, "SEARCH_TERM_INVALID");
  return checked.value.slice(0, 100);
}

/**
 * Not blind and not publishing (the few such posts, from boards_hidden_idx). Deleted posts have
 * no index rows: both soft deletes remove them in the same transaction.
 */
function shown(boardNo: SQL): SQL {
  return sql`not exists (select 1 from boards h where h.board_no = ${boardNo} and (h.blind_yn <> 'N' or h.publishing))`;
}

const NEWEST = sql.raw("created_at desc nulls last, board_no desc nulls last");

/**
 * How a search finds its page, as SQL over search_documents `d`. The results are a ranked
 * group (`group`: which posts, `keys` computed from d, and their `order`) followed by the rest
 * of the matches, newest first. `matches` (a select of board_no) are all posts found, when the
 * group is not all of them: they are counted up to the limit, and the rest is either walked
 * newest first through search_documents (`walk`: a row test; with more matches than the limit,
 * one comes every few rows) or, with at most the limit, read by key from the matches
 * (`notInGroup`) and sorted.
 */
interface SearchShape {
  group: SQL;
  keys: SQL;
  order: SQL;
  rest?: { matches: SQL; walk: SQL; notInGroup: SQL };
}

/** One page of a search: how many posts match (at most the limit + 1) and the page's cards, in order. */
interface Found {
  total: number;
  cards: CardRow[];
}

/** The cards of `rows` (a select of i and board_no, plus `extra` columns), in the order of i. */
function withCards<T extends Record<string, SQL>>(db: Database, rows: SQL, extra: T) {
  return db
    .select({ ...cardColumns, ...extra, pageBoardNo: sql<number | null>`p.board_no` })
    .from(sql`(${rows}) p`)
    .leftJoin(boards, and(eq(boards.boardNo, sql`p.board_no`), visible))
    .leftJoin(users, eq(users.userNo, boards.userNo))
    .orderBy(sql`p.i`);
}

/**
 * Rows with a post that is still shown (cards are read with `visible`, as every list reads
 * them); the left join types every card column as nullable, and these rows have them all.
 */
function cardsOf(rows: { pageBoardNo: number | null; boardNo: number | null }[]): CardRow[] {
  return rows.filter((r) => r.pageBoardNo !== null && r.boardNo !== null) as unknown as CardRow[];
}

/**
 * Runs a search shape: one statement counts the matches, sizes the ranked group and reads the
 * page's rows of it with their cards; a second one, only when the page reaches past the group,
 * reads the rest's rows.
 */
async function find(db: Database, shape: SearchShape, window: PageSlice): Promise<Found> {
  const shownD = shown(sql`d.board_no`);
  const group = sql`g as materialized (select d.board_no, d.created_at, ${shape.keys} from search_documents d where ${shape.group} and ${shownD}),
    gs as (select count(*)::int as n from g)`;
  const groupSlice = sql`select row_number() over (order by ${shape.order}, ${NEWEST}) as i, board_no
    from g order by ${shape.order}, ${NEWEST} limit ${window.limit} offset ${window.offset}`;
  const first = shape.rest
    ? sql`with m as materialized (${shape.rest.matches}),
        c as (select count(*)::int as n from (select 1 from m where ${shown(sql`m.board_no`)} limit ${SEARCH_RESULT_LIMIT + 1}) x),
        ${group}
        select t.total, t.grouped, p.i, p.board_no
        from (select (select n from c) as total, (select n from gs) as grouped) t left join lateral (${groupSlice}) p on true`
    : sql`with ${group}
        select t.n as total, t.n as grouped, p.i, p.board_no
        from gs t left join lateral (${groupSlice}) p on true`;
  const head = await withCards(db, first, { total: sql<number>`p.total`, grouped: sql<number>`p.grouped` });
  const total = Number(head[0]?.total ?? 0);
  const cards = cardsOf(head);
  const split = splitPage(Number(head[0]?.grouped ?? 0), window.offset, window.limit);
  if (!shape.rest || total === 0 || split.rest.limit === 0) return { total, cards };
  // More matches than the limit: a match every few rows, so walk newest first. Otherwise the
  // few matches are read by key and sorted.
  const rest =
    total > SEARCH_RESULT_LIMIT
      ? sql`select row_number() over (order by ${NEWEST}) as i, board_no from (
          select d.board_no, d.created_at from search_documents d where ${shape.rest.walk} and ${shownD}
          order by ${NEWEST} limit ${split.rest.limit} offset ${split.rest.offset}) r`
      : sql`select row_number() over (order by ${NEWEST}) as i, board_no from (
          select d.board_no, d.created_at from search_documents d
          where d.board_no = any(array(${shape.rest.matches})) and ${shape.rest.notInGroup} and ${shownD}
          order by ${NEWEST} limit ${split.rest.limit} offset ${split.rest.offset}) r`;
  return { total, cards: [...cards, ...cardsOf(await withCards(db, rest, {}))] };
}

function wordShape(plan: WordSearch): SearchShape {
  const q = (literal: string) => sql`${literal}::tsquery`;
  const inSubject = sql`(d.terms @@ ${q(plan.inSubject)})`;
  const phrase = sql`(${inSubject} and d.subject_key like ${`%${likeEscape(plan.phrase)}%`})`;
  const tier = sql`(${inSubject}::int * 4 + (d.terms @@ ${q(plan.inTags)})::int * 2 + (d.terms @@ ${q(plan.inName)})::int)`;
  const ranking = { keys: sql`${phrase} as phrase, ${tier} as tier`, order: sql.raw("phrase desc, tier desc") };
  // One small field: every match is ranked (a field's matches are few enough to sort).
  if (plan.table === "fields") return { group: sql`d.terms @@ ${q(plan.match)}`, ...ranking };
  // All or content: matches are looked up in search_terms. The ranked group, read from
  // search_documents alone: for "all", posts whose title, tags or author name hold every word
  // (a match by itself); for "content", posts whose title holds the words the content holds.
  const group =
    plan.type === "all"
      ? sql`(d.terms @@ ${q(`(${plan.inSubject}) | (${plan.inTags}) | (${plan.inName})`)})`
      : sql`(d.terms @@ ${q(plan.inSubjectAndContent)})`;
  // Checked row by row (a sub-select the planner keeps per row, so a walk stays a walk).
  const isMatch = sql`(select w.terms @@ ${q(plan.match)} from search_terms w where w.board_no = d.board_no)`;
  return {
    group,
    ...ranking,
    rest: {
      matches: sql`select w.board_no from search_terms w where w.terms @@ ${q(plan.match)}`,
      walk: sql`not ${group} and ${isMatch}`,
      notInGroup: sql`not ${group}`,
    },
  };
}

function choseongShape(plan: ChoseongSearch): SearchShape {
  const column = { subject: sql.raw("d.subject_choseong"), name: sql.raw("d.name_choseong") };
  const infix = `%${likeEscape(plan.choseong)}%`;
  const contains = sql.join(
    plan.fields.map((f) => sql`${column[f]} like ${infix}`),
    sql` or `,
  );
  // 초성 are typed from the start of a title (a name, when searching names): those come first,
  // shortest first; then the other matches, newest first.
  const field = column[plan.fields.includes("subject") ? "subject" : "name"];
  const startsWith = sql`${field} like ${`${likeEscape(plan.choseong)}%`}`;
  return {
    group: startsWith,
    keys: sql`length(${field}) as len`,
    order: sql.raw("len asc"),
    rest: {
      matches: sql`select d.board_no from search_documents d where d.terms @@ ${plan.match}::tsquery and (${contains})`,
      walk: sql`(${contains}) and not (${startsWith})`,
      notInGroup: sql`not (${startsWith})`,
    },
  };
}

/**
 * Visible posts (not deleted, not blind, not publishing) matching the term in the type's fields,
 * best first: titles holding the whole phrase, then titles, tags and author names holding every
 * word, then the rest newest first. Counted exactly up to SEARCH_RESULT_LIMIT.
 */
export async function searchBoards(db: Database, input: SearchInput): Promise<SearchPage> {
  const term = checkedTerm(input.searchKey);
  const type = input.searchType;
  const plan = searchPlan(term, type);
  const empty: SearchPage = {
    items: [],
    page: input.page,
    size: input.size,
    totalCount: 0,
    totalPages: 1,
    totalCountCapped: false,
    searchKey: term,
    searchType: type,
    choseong: isChoseongQuery(term),
  };
  if (!plan) return empty;
  // Past the limit a page shows nothing, but the count is still told.
  const window = pageWindowWithinLimit(input.page, input.size) ?? { offset: SEARCH_RESULT_LIMIT, limit: 0 };
  const found = await find(db, plan.kind === "choseong" ? choseongShape(plan) : wordShape(plan), window);
  if (found.total === 0) return empty;
  const totalCount = Math.min(found.total, SEARCH_RESULT_LIMIT);
  const paged = {
    ...empty,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / input.size)),
    totalCountCapped: found.total > SEARCH_RESULT_LIMIT,
  };
  const items: SearchResult[] = found.cards.map((row) => ({
    ...toCard(row),
    matchText: excerptAround(row.contentText.replace(/^\[데모 콘텐츠\]\s*/, ""), term, 140),
  }));
  return { ...paged, items };
}

// ── Search-term log and popular searches ─────────────────────────────────────

export const POPULAR_DAYS = 7;
export const POPULAR_SIZE = 10;

/**
 * Logs a search (docs/product/reading.md searchWord). Only terms that find something are kept, so the
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
