// A readable difference between two versions of a text, for the revision pages (docs/product/
// revisions.md). Korean is written in space-separated 어절 whose endings change more often than
// their stems (읽었다 → 읽었습니다), so a line diff says too little and a word diff too much: the
// texts are compared by tokens (runs of letters or digits in one script, single spaces and
// punctuation), and a replaced pair of short tokens is refined to the characters that changed.
// The same code draws the diff on the server and in the browser.

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/** Tokens: a run of Hangul, a run of other letters or digits, a run of whitespace, or one other character. */
export function tokenize(text: string): string[] {
  return text.match(/\p{Script=Hangul}+|(?:(?!\p{Script=Hangul})[\p{L}\p{N}_])+|\s+|[^]/gu) ?? [];
}

/**
 * The shortest edit script between `a` and `b` (Myers, O((N+M)·D)), as runs of equal, removed
 * and added items. Past `maxCost` edits it gives up and answers null (the caller falls back to
 * a coarser comparison).
 */
function editScript<T>(a: readonly T[], b: readonly T[], maxCost: number): { kind: DiffPart["kind"]; items: T[] }[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxCost);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // The frontier before each round, only its reachable diagonals (-d … d): memory grows with D², not D·N.
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    trace.push(v.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return null;
  // Walk back through the saved frontiers.
  const steps: { kind: DiffPart["kind"]; item: T }[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const frontier = trace[d]!;
    const at = (diagonal: number) => frontier[diagonal + d]!;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      steps.push({ kind: "same", item: a[--x]! });
      y--;
    }
    if (down) steps.push({ kind: "added", item: b[--y]! });
    else steps.push({ kind: "removed", item: a[--x]! });
  }
  while (x > 0 && y > 0) {
    steps.push({ kind: "same", item: a[--x]! });
    y--;
  }
  steps.reverse();
  const runs: { kind: DiffPart["kind"]; items: T[] }[] = [];
  for (const step of steps) {
    const last = runs[runs.length - 1];
    if (last && last.kind === step.kind) last.items.push(step.item);
    else runs.push({ kind: step.kind, items: [step.item] });
  }
  return runs;
}

/** Joins neighbours of the same kind and drops empty parts. */
function merged(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    if (!part.text) continue;
    const last = out[out.length - 1];
    if (last && last.kind === part.kind) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** A removed run followed by an added one, both short: the characters that changed. */
const REFINE_MAX_CHARS = 40;
/** Edits the token comparison may take before it compares the whole middle as one change. */
const MAX_TOKEN_EDITS = 1_500;

/**
 * The parts that turn `before` into `after`: equal text, removed text and added text, in
 * reading order. Equal start and end are cut first, so an edit in a long text costs little.
 */
export function diffText(before: string, after: string): DiffPart[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  // Keep surrogate pairs and a started token whole.
  while (start > 0 && /[\p{L}\p{N}_\uD800-\uDBFF]/u.test(before[start - 1]!)) start--;
  let endB = before.length;
  let endA = after.length;
  while (endB > start && endA > start && before[endB - 1] === after[endA - 1]) {
    endB--;
    endA--;
  }
  while (endB < before.length && /[\p{L}\p{N}_\uDC00-\uDFFF]/u.test(before[endB]!)) {
    endB++;
    endA++;
  }
  const head = before.slice(0, start);
  const tail = before.slice(endB);
  const a = tokenize(before.slice(start, endB));
  const b = tokenize(after.slice(start, endA));
  const runs = editScript(a, b, MAX_TOKEN_EDITS);
  const middle: DiffPart[] = [];
  if (!runs) {
    middle.push({ kind: "removed", text: a.join("") }, { kind: "added", text: b.join("") });
  } else {
    for (let i = 0; i < runs.length; i++) {
      const run = runs[i]!;
      const next = runs[i + 1];
      const text = run.items.join("");
      if (run.kind === "removed" && next?.kind === "added") {
        const added = next.items.join("");
        if (text.length <= REFINE_MAX_CHARS && added.length <= REFINE_MAX_CHARS) {
          middle.push(...refine(text, added));
          i++;
          continue;
        }
      }
      middle.push({ kind: run.kind, text });
    }
  }
  return merged([{ kind: "same", text: head }, ...middle, { kind: "same", text: tail }]);
}

/** Character-level parts of a short replacement (읽었다 → 읽었습니다: "읽었" same, "다" → "습니다"). */
function refine(removed: string, added: string): DiffPart[] {
  const runs = editScript([...removed], [...added], REFINE_MAX_CHARS * 2);
  if (!runs)
    return [
      { kind: "removed", text: removed },
      { kind: "added", text: added },
    ];
  // Mostly different: one removal and one addition read better than confetti.
  const same = runs.filter((r) => r.kind === "same").reduce((n, r) => n + r.items.length, 0);
  if (same * 2 < Math.min([...removed].length, [...added].length))
    return [
      { kind: "removed", text: removed },
      { kind: "added", text: added },
    ];
  // Removals before additions within each changed stretch.
  const parts: DiffPart[] = [];
  let pendingRemoved = "";
  let pendingAdded = "";
  const flush = () => {
    parts.push({ kind: "removed", text: pendingRemoved }, { kind: "added", text: pendingAdded });
    pendingRemoved = pendingAdded = "";
  };
  for (const run of runs) {
    if (run.kind === "same") {
      flush();
      parts.push({ kind: "same", text: run.items.join("") });
    } else if (run.kind === "removed") pendingRemoved += run.items.join("");
    else pendingAdded += run.items.join("");
  }
  flush();
  return parts;
}

/** How much changed, for the revision list ("+120 −34" characters). */
export function diffStats(parts: readonly DiffPart[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    const length = [...part.text].length;
    if (part.kind === "added") added += length;
    else if (part.kind === "removed") removed += length;
  }
  return { added, removed };
}
