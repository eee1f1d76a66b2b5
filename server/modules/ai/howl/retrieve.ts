// Retrieval for 하울 AI (docs/product/ai.md §7.2): the candidate posts of a question come from the
// site's search (the same index and visibility as /search), their passages are analysed once per
// post version and kept in memory, and BM25 picks the passages an answer may quote.
import { and, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { boards } from "../../../db/schema";
import { visible } from "../../boards/service";
import { searchBoards } from "../../search/service";
import type { SearchResult } from "../../search/types";
import { termsOf } from "../offline/korean";
import type { Passage } from "../provider";
import {
  ANSWER_LIMITS,
  HOWL_TERMS,
  passagesFor,
  rankPassages,
  splitPost,
  type CandidatePassage,
  type PassageLimits,
  type SplitPost,
} from "./passages";

/** Question terms searched at most (the longest first: the more specific words). */
const MAX_QUERY_TERMS = 5;
/** Posts read per search of the candidates. */
const SEARCH_SIZE = 10;
/** Fewer candidates than this after the narrower searches: each term is searched alone. */
const MIN_CANDIDATES = 3;
/** Candidate posts whose passages are ranked. */
const MAX_CANDIDATES = 20;
/** Matching posts listed under the answer. */
const MAX_POSTS = 6;

/** A small least-recently-used map: a post's passages, keyed by its number and version. */
class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly capacity: number) {}
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as K);
  }
  get size(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
}

/**
 * Posts cut into passages by "boardNo:updatedAt", with the terms of the passages questions
 * needed so far: an edit changes the key, so a stale version is never read and simply ages out.
 * 5,000 posts of at most 6,000 characters stay well under 100 MB.
 */
const analysed = new Lru<string, SplitPost>(5_000);

/** For tests: forget every analysed post. */
export function clearPassageCache(): void {
  analysed.clear();
}

export interface Retrieval {
  /** The question's terms (empty: nothing to look for). */
  terms: string[];
  /** Passages an answer may quote, numbered [1], [2] … best first. */
  passages: Passage[];
  /** The matching posts, those with a quoted passage first. */
  posts: SearchResult[];
}

/** The posts of a search, or none when the term is not one search accepts. */
async function searchPosts(db: Database, searchKey: string): Promise<SearchResult[]> {
  try {
    const page = await searchBoards(db, { searchKey, searchType: "all", page: 1, size: SEARCH_SIZE });
    return page.items;
  } catch {
    return [];
  }
}

/**
 * Candidate posts: those holding every term of the question (title, tags, author or content);
 * when they are few, those holding all but one term; when there are still hardly any, those
 * holding any one term.
 */
async function candidates(db: Database, terms: string[]): Promise<SearchResult[]> {
  const found = new Map<number, SearchResult>();
  const add = (items: SearchResult[]) => {
    for (const item of items) if (!found.has(item.boardNo) && found.size < MAX_CANDIDATES) found.set(item.boardNo, item);
  };
  add(await searchPosts(db, terms.join(" ")));
  if (found.size < SEARCH_SIZE && terms.length > 2) {
    const allButOne = terms.map((_, i) => terms.filter((__, j) => j !== i));
    for (const items of await Promise.all(allButOne.map((set) => searchPosts(db, set.join(" "))))) add(items);
  }
  // Still almost nothing: each term alone (the passages' ranking then asks for most of the question).
  if (found.size < MIN_CANDIDATES && terms.length > 1) {
    for (const items of await Promise.all(terms.map((t) => searchPosts(db, t)))) add(items);
  }
  return [...found.values()];
}

/** The question's distinct terms, longest first, at most MAX_QUERY_TERMS. */
export async function questionTerms(question: string): Promise<string[]> {
  const terms = [...new Set(await termsOf(question, HOWL_TERMS))];
  return terms
    .map((t, i) => ({ t, i }))
    .sort((x, y) => y.t.length - x.t.length || x.i - y.i)
    .slice(0, MAX_QUERY_TERMS)
    .sort((x, y) => x.i - y.i)
    .map((x) => x.t);
}

/** Passages and posts for a question from published, visible posts only. */
export async function retrieve(db: Database, question: string): Promise<Retrieval> {
  return retrieveByTerms(db, await questionTerms(question));
}

/**
 * Passages and posts for a set of terms (a question's, or a post's keywords for the editor's
 * AI 보강 and AI 이어쓰기): the same candidates, visibility and ranking as 하울's answers.
 */
export async function retrieveByTerms(db: Database, terms: string[], limits: PassageLimits = ANSWER_LIMITS): Promise<Retrieval> {
  if (!terms.length) return { terms, passages: [], posts: [] };
  const found = await candidates(db, terms);
  if (!found.length) return { terms, passages: [], posts: [] };
  // Read again with the one visibility rule: a post hidden since it was indexed is never quoted.
  const rows = await db
    .select({ boardNo: boards.boardNo, subject: boards.subject, content: boards.contentText, updatedAt: boards.updatedAt })
    .from(boards)
    .where(
      and(
        inArray(
          boards.boardNo,
          found.map((p) => p.boardNo),
        ),
        visible,
      ),
    );
  const byNo = new Map(rows.map((r) => [Number(r.boardNo), r]));
  const posts = found.filter((p) => byNo.has(p.boardNo));
  const candidatePassages: CandidatePassage[] = [];
  for (const [i, post] of posts.entries()) {
    const row = byNo.get(post.boardNo)!;
    // The lengths guard against two databases in one process (tests) sharing a number and a time.
    const key = `${post.boardNo}:${new Date(row.updatedAt).getTime()}:${row.subject.length}:${row.content.length}`;
    let split = analysed.get(key);
    if (!split) {
      split = await splitPost(row.subject, row.content.replace(/^\[데모 콘텐츠\]\s*/, ""));
      analysed.set(key, split);
    }
    // The title is a passage of its own: an answer a writer put in the title ("… 물 3컵") is quoted
    // from there rather than from an introduction that only shares the subject.
    if (terms.some((t) => split.titleTerms.includes(t)))
      candidatePassages.push({ post: i, text: row.subject, terms: split.titleTerms, titleTerms: split.titleTerms, title: true });
    for (const passage of await passagesFor(split, terms))
      candidatePassages.push({ post: i, text: passage.text, terms: passage.terms, titleTerms: split.titleTerms });
  }
  const ranked = rankPassages(terms, candidatePassages, limits);
  const passages: Passage[] = ranked.map((p, i) => {
    const post = posts[p.post]!;
    return { n: i + 1, boardNo: post.boardNo, url: `/d/${post.permaLink}`, title: post.subject, text: p.text, score: p.score };
  });
  // Posts with a quoted passage first, in citation order; then the other matches as searched.
  const quoted = [...new Set(ranked.map((p) => p.post))].map((i) => posts[i]!);
  const listed = [...quoted, ...posts.filter((p) => !quoted.includes(p))].slice(0, MAX_POSTS);
  return { terms, passages, posts: listed };
}
