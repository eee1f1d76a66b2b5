// Text runs of a PDF page as pdf.js gives them, made fit for reading and copying Korean text.
// pdf.js puts a blank run wherever it sees a gap between glyphs; CID fonts often leave such
// a gap before punctuation, so a page read "절차입니다 ." and copied text broke. A blank run
// before closing punctuation is dropped (in the text layer and in the page's text).

/** Punctuation that closes what comes before it: no space belongs in front of it. */
const CLOSING = /^[.,!?;:%)\]}、。，．！？；：」』〉》）’”…·]/u;

export interface TextRun {
  str: string;
  hasEOL?: boolean;
}

/** The runs without the blank ones that stand right before closing punctuation. */
export function tidyRuns<T extends TextRun>(runs: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    const next = runs[i + 1];
    if (!run.hasEOL && run.str.trim() === "" && run.str !== "" && next && CLOSING.test(next.str)) continue;
    out.push(run);
  }
  return out;
}

/** The same rule for text already joined: no blank before closing punctuation. */
export function tidyText(text: string): string {
  return text.replace(/[ \t]+(?=[.,!?;:%)\]}、。，．！？；：」』〉》）’”…])/gu, "");
}
