// BM25 over pre-tokenised documents (terms from korean.ts): the ranking of passages for 하울 AI
// and of FAQ entries for the help chatbot. Built once per corpus; scoring a query touches only
// the postings of its terms.

export interface Bm25Options {
  /** Term-frequency saturation (1.2 is the usual choice). */
  k1?: number;
  /** Length normalisation (0.75 is the usual choice). */
  b?: number;
}

export interface Bm25Hit {
  /** Index of the document in the list the index was built from. */
  doc: number;
  score: number;
}

export interface Bm25Index {
  readonly size: number;
  /** Documents scoring above zero for the query terms, best first, at most `limit`. */
  search(queryTerms: string[], limit?: number): Bm25Hit[];
  /** Inverse document frequency of a term (0 for a term no document holds). */
  idf(term: string): number;
}

export function buildBm25(docs: string[][], { k1 = 1.2, b = 0.75 }: Bm25Options = {}): Bm25Index {
  const postings = new Map<string, { doc: number; tf: number }[]>();
  const lengths = docs.map((terms) => terms.length);
  const avgLength = lengths.reduce((a, n) => a + n, 0) / Math.max(1, docs.length) || 1;
  docs.forEach((terms, doc) => {
    const counts = new Map<string, number>();
    for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [term, tf] of counts) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push({ doc, tf });
    }
  });
  const idf = (term: string) => {
    const n = postings.get(term)?.length ?? 0;
    if (n === 0) return 0;
    // The +1 inside keeps idf positive for terms most documents hold (Lucene's variant).
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };
  return {
    size: docs.length,
    idf,
    search(queryTerms, limit = 10) {
      const scores = new Map<number, number>();
      for (const term of new Set(queryTerms)) {
        const list = postings.get(term);
        if (!list) continue;
        const weight = idf(term);
        for (const { doc, tf } of list) {
          const norm = tf + k1 * (1 - b + (b * lengths[doc]!) / avgLength);
          scores.set(doc, (scores.get(doc) ?? 0) + (weight * tf * (k1 + 1)) / norm);
        }
      }
      return [...scores]
        .map(([doc, score]) => ({ doc, score }))
        .sort((x, y) => y.score - x.score || x.doc - y.doc)
        .slice(0, limit);
    },
  };
}
