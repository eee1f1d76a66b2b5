// The home page's blocks never repeat one another (decision 0187): each post shows in the first
// block that ranks it (the newest list comes first), later blocks take their next best posts
// instead, and a block left with too few posts to read as a list is hidden rather than shown
// half empty.

/** Keeps each block's first `perBlock` posts not shown in an earlier block; drops blocks under `minPerBlock`. */
export function distinctBlocks<B extends { boardNo: number }, G extends { boards: B[] }>(
  groups: G[],
  perBlock: number,
  minPerBlock: number,
  alreadyShown: Iterable<number> = [],
): G[] {
  const shown = new Set(alreadyShown);
  const out: G[] = [];
  for (const group of groups) {
    const fresh = group.boards.filter((b) => !shown.has(b.boardNo)).slice(0, perBlock);
    if (fresh.length < minPerBlock) continue;
    for (const b of fresh) shown.add(b.boardNo);
    out.push({ ...group, boards: fresh });
  }
  return out;
}
