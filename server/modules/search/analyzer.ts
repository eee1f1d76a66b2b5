// From the core Korean analyzer to PostgreSQL: a weighted tsvector literal for a post and a
// tsquery literal for a search term. Literals are built here (not with to_tsvector) so the
// database stores exactly the analyzer's terms, on every PostgreSQL server alike.
import { indexTerms, queryTerms } from "../../../core/korean-search";
import type { SearchType } from "../../../core/search";

/** Weights: A subject, B tags, C author name, D content (ts_rank ranks A highest). */
export const FIELD_WEIGHT = { subject: "A", tags: "B", name: "C", content: "D" } as const;
type Weight = (typeof FIELD_WEIGHT)[keyof typeof FIELD_WEIGHT];
const POSITION: Record<Weight, number> = { A: 1, B: 2, C: 3, D: 4 };

/** Longest lexeme kept (PostgreSQL refuses lexemes over 2 KB; nobody searches a 100-letter word). */
const MAX_LEXEME = 60;
// (a field prefix adds 2 characters)
/** Distinct content terms kept per post, so a tsvector stays far below its 1 MB limit. */
export const MAX_CONTENT_TERMS = 30_000;
/** Characters of content analysed (a 300-page document's text is longer; its start is enough). */
export const MAX_CONTENT_CHARS = 150_000;

function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

export interface IndexFields {
  subject: string;
  tags: string[];
  name: string;
  content: string;
}

export function tsvectorLiteral(fields: IndexFields): string {
  const weights = new Map<string, Set<Weight>>();
  const add = (terms: string[], weight: Weight) => {
    for (const t of terms) {
      if (t.length > MAX_LEXEME) continue;
      let set = weights.get(t);
      if (!set) weights.set(t, (set = new Set()));
      set.add(weight);
    }
  };
  const subject = indexTerms(fields.subject);
  const tags = indexTerms(fields.tags.join(" "));
  const name = indexTerms(fields.name);
  // Plain terms of every field serve "all" (and "content", by weight); the small fields also
  // get terms of their own (s:, t:, n:) so their searches need no weight re-check of the row.
  add(subject, FIELD_WEIGHT.subject);
  add(tags, FIELD_WEIGHT.tags);
  add(name, FIELD_WEIGHT.name);
  add(indexTerms(fields.content.slice(0, MAX_CONTENT_CHARS), MAX_CONTENT_TERMS), FIELD_WEIGHT.content);
  add(subject.map((t) => `${FIELD_PREFIX.subject}${t}`), FIELD_WEIGHT.subject);
  add(tags.map((t) => `${FIELD_PREFIX.tags}${t}`), FIELD_WEIGHT.tags);
  add(name.map((t) => `${FIELD_PREFIX.user_name}${t}`), FIELD_WEIGHT.name);
  const parts: string[] = [];
  for (const [lexeme, set] of weights) {
    parts.push(`${quote(lexeme)}:${[...set].map((w) => `${POSITION[w]}${w}`).join(",")}`);
  }
  return parts.join(" ");
}

/** Field terms of the small fields: a search of one of them looks up only its own terms. */
export const FIELD_PREFIX = { subject: "s:", tags: "t:", user_name: "n:" } as const;
/** "content" is the plain terms restricted to weight D (content is too big to index twice). */
const TYPE_WEIGHT: Record<SearchType, string> = { all: "", subject: "", tags: "", user_name: "", content: "D" };
const TYPE_PREFIX: Record<SearchType, string> = { all: "", content: "", ...FIELD_PREFIX };

/** The tsquery literal for a term (all terms must match), or null when the term has no searchable word. */
export function tsqueryLiteral(term: string, type: SearchType): string | null {
  const terms = queryTerms(term).filter((t) => t.text.length <= MAX_LEXEME);
  if (!terms.length) return null;
  const weight = TYPE_WEIGHT[type];
  const prefix = TYPE_PREFIX[type];
  return terms.map((t) => `${quote(prefix + t.text)}:${t.prefix ? "*" : ""}${weight}`.replace(/:$/, "")).join(" & ");
}
