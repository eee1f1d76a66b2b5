// Weighted PageRank over a small graph (TextRank): which terms of a text are its keywords,
// which sentences its key sentences. Nodes are 0..n-1; edges are symmetric weights.

/** Scores of the nodes of an undirected weighted graph; they sum to about n. */
export function textRank(
  n: number,
  weight: (i: number, j: number) => number,
  { damping = 0.85, iterations = 30, tolerance = 1e-4 } = {},
): number[] {
  if (n === 0) return [];
  const edges: { to: number; w: number }[][] = Array.from({ length: n }, () => []);
  const outWeight = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const w = weight(i, j);
      if (w <= 0) continue;
      edges[i]!.push({ to: j, w });
      edges[j]!.push({ to: i, w });
      outWeight[i]! += w;
      outWeight[j]! += w;
    }
  }
  let scores = new Array<number>(n).fill(1);
  for (let round = 0; round < iterations; round++) {
    const next = new Array<number>(n).fill(1 - damping);
    for (let i = 0; i < n; i++) {
      for (const { to, w } of edges[i]!) next[i]! += (damping * w * scores[to]!) / outWeight[to]!;
    }
    const change = next.reduce((sum, s, i) => sum + Math.abs(s - scores[i]!), 0);
    scores = next;
    if (change < tolerance) break;
  }
  return scores;
}
