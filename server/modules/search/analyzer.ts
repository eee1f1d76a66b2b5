// From the core Korean analyzer to PostgreSQL: the tsvector literals of a post's index rows and
// the tsquery literals of a search. Literals are built here (not with to_tsvector) so the
// database stores exactly the analyzer's terms, whatever database it is.
import { choseongOf, choseongPairs, compactText, indexTerms, isChoseongQuery, queryTerms, searchPhrase } from "../../../core/korean-search";
import type { SearchType } from "../../../core/search";
import { isTopicKey, topicLabel } from "../../../core/topics";

/**
 * Version of what the analyzer writes. Index rows written by an older version are rewritten at
 * start (indexMissingBoards), so a change to the terms takes effect on every post.
 */
export const ANALYZER_VERSION = 3;

/** Longest lexeme kept (PostgreSQL refuses lexemes over 2 KB; nobody searches a 100-letter word). */
const MAX_LEXEME = 60;
/** Distinct content terms kept per post, so a tsvector stays far below its 1 MB limit. */
export const MAX_CONTENT_TERMS = 30_000;
/** Characters of content analysed (a 300-page document's text is longer; its start is enough). */
export const MAX_CONTENT_CHARS = 150_000;

/** Field terms carry their field in the lexeme: a title word 경제 is stored as s:경제. */
export const FIELD_PREFIX = { subject: "s:", tags: "t:", user_name: "n:", topic: "p:" } as const;
/** Title words that the content holds too (sc:경제): a content search ranks these posts first. */
const SUBJECT_IN_CONTENT_PREFIX = "sc:";
/** 초성 pairs of the title and of the author's name (cs:ㄱㅈ). */
const CHOSEONG_PREFIX = { subject: "cs:", name: "cn:" } as const;

/** The words a topic is searched by; 기타 (others) is no subject anyone searches for. */
function topicSearchWords(topic: string | undefined): string[] {
  if (!topic || topic === "others" || !isTopicKey(topic)) return [];
  const label = topicLabel(topic);
  return label ? [label.ko, label.en] : [];
}

function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

function vectorLiteral(lexemes: string[]): string {
  return [...new Set(lexemes)].map(quote).join(" ");
}

/** Terms of a text short enough to store (a field prefix adds up to 3 characters). */
function terms(text: string, limit?: number): string[] {
  return indexTerms(text, limit).filter((t) => t.length <= MAX_LEXEME);
}

export interface IndexFields {
  subject: string;
  tags: string[];
  name: string;
  content: string;
  /** The post's topic key: its Korean and English names are found by an "all" search (경제, economy). */
  topic?: string;
}

/** What the index stores for a post (search_documents and search_terms). */
export interface IndexRow {
  /**
   * search_documents.terms: title, tag and name words with their field prefix, the title words
   * the content holds too (sc:), and the 초성 pairs of title and name.
   */
  fieldTerms: string;
  /** search_terms.terms: content words as they are, and the title, tag and name words with their field prefix. */
  allTerms: string;
  /** The title's words run together, for the phrase check. */
  subjectKey: string;
  subjectChoseong: string;
  nameChoseong: string;
}

export function indexRow(fields: IndexFields): IndexRow {
  const subject = terms(fields.subject);
  const content = terms(fields.content.slice(0, MAX_CONTENT_CHARS), MAX_CONTENT_TERMS);
  const inContent = new Set(content);
  const prefixed = [
    ...subject.map((t) => FIELD_PREFIX.subject + t),
    ...terms(fields.tags.join(" ")).map((t) => FIELD_PREFIX.tags + t),
    ...terms(fields.name).map((t) => FIELD_PREFIX.user_name + t),
    ...terms(topicSearchWords(fields.topic).join(" ")).map((t) => FIELD_PREFIX.topic + t),
  ];
  const subjectChoseong = choseongOf(fields.subject);
  const nameChoseong = choseongOf(fields.name);
  return {
    fieldTerms: vectorLiteral([
      ...prefixed,
      ...subject.filter((t) => inContent.has(t)).map((t) => SUBJECT_IN_CONTENT_PREFIX + t),
      ...choseongPairs(subjectChoseong).map((p) => CHOSEONG_PREFIX.subject + p),
      ...choseongPairs(nameChoseong).map((p) => CHOSEONG_PREFIX.name + p),
    ]),
    allTerms: vectorLiteral([...content, ...prefixed]),
    subjectKey: compactText(fields.subject),
    subjectChoseong,
    nameChoseong,
  };
}

/** A word search: the match and the ranking signals, as tsquery literals. */
export interface WordSearch {
  kind: "words";
  type: SearchType;
  /** Which table the match is looked up in: search_terms (all, content) or search_documents (one small field). */
  table: "terms" | "fields";
  match: string;
  /** Every word of the term in the title / in the tags / in the author's name (search_documents.terms). */
  inSubject: string;
  inTags: string;
  inName: string;
  /** Every word in the title and in the content. */
  inSubjectAndContent: string;
  /** The term's words run together, looked for in the title (subjectKey). */
  phrase: string;
}

/** A 초성 search: titles and/or names whose 초성 contain the consonants. */
export interface ChoseongSearch {
  kind: "choseong";
  fields: ("subject" | "name")[];
  /** Every pair of the consonants among the field's pairs (search_documents.terms); LIKE confirms the order. */
  match: string;
  choseong: string;
}

export type SearchPlan = WordSearch | ChoseongSearch;

const CHOSEONG_FIELDS: Record<SearchType, ("subject" | "name")[]> = {
  all: ["subject", "name"],
  subject: ["subject"],
  user_name: ["name"],
  content: [],
  tags: [],
};

function all(parts: string[]): string {
  return parts.length === 1 ? parts[0]! : parts.map((p) => (p.includes(" | ") ? `(${p})` : p)).join(" & ");
}

/** How a term is searched in a type, or null when it has nothing to look for there. */
export function searchPlan(term: string, type: SearchType): SearchPlan | null {
  if (isChoseongQuery(term)) {
    const fields = CHOSEONG_FIELDS[type];
    if (!fields.length) return null;
    const choseong = term.normalize("NFC").replace(/\s+/g, "");
    const pairs = choseongPairs(choseong);
    const match = fields.map((f) => all(pairs.map((p) => quote(CHOSEONG_PREFIX[f] + p))));
    return { kind: "choseong", fields, match: match.length === 1 ? match[0]! : match.map((m) => `(${m})`).join(" | "), choseong };
  }
  const words = queryTerms(term).filter((t) => t.text.length <= MAX_LEXEME);
  if (!words.length) return null;
  const lexeme = (prefix: string, t: (typeof words)[number]) => `${quote(prefix + t.text)}${t.prefix ? ":*" : ""}`;
  const inField = (prefix: string) => all(words.map((t) => lexeme(prefix, t)));
  const fields = { subject: inField(FIELD_PREFIX.subject), tags: inField(FIELD_PREFIX.tags), user_name: inField(FIELD_PREFIX.user_name) };
  // "all" also finds a post by its topic's name (FIELD_PREFIX.topic).
  const base = {
    kind: "words" as const,
    type,
    inSubject: fields.subject,
    inTags: fields.tags,
    inName: fields.user_name,
    inSubjectAndContent: inField(SUBJECT_IN_CONTENT_PREFIX),
    phrase: searchPhrase(term),
  };
  if (type === "all") {
    // Each word in some field: the content as it is, or a small field by its prefix.
    const match = all(words.map((t) => ["", ...Object.values(FIELD_PREFIX)].map((p) => lexeme(p, t)).join(" | ")));
    return { ...base, table: "terms", match };
  }
  if (type === "content") return { ...base, table: "terms", match: inField("") };
  return { ...base, table: "fields", match: fields[type] };
}
