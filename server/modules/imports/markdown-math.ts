// Formulas in imported Markdown (docs/product/writing.md §16.4, decision 0218): `$…$` in a line
// and `$$…$$` as a block become the stored formula forms, <span data-math="inline"> and
// <div data-math="block"> holding the TeX as text. Rules as Pandoc's tex_math_dollars: an inline
// formula neither starts nor ends with a space and its closing `$` is not followed by a digit, so
// prices ("$5 and $6") stay text; `\$` is a dollar sign.
import type { MarkdownIt, StateBlock, StateInline } from "markdown-it";
import { MATH } from "../../../core/code-math";

const DOLLAR = 0x24;

function inlineMath(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== DOLLAR || src.charCodeAt(pos + 1) === DOLLAR) return false;
  const first = src[pos + 1];
  if (!first || /\s/.test(first)) return false;
  let end = pos + 1;
  for (;;) {
    end = src.indexOf("$", end);
    if (end < 0 || end > posMax) return false;
    if (src[end - 1] === "\\") {
      end += 1;
      continue;
    }
    break;
  }
  const tex = src.slice(pos + 1, end);
  if (!tex || /\s$/.test(tex) || /\d/.test(src[end + 1] ?? "") || tex.length > MATH.maxLength) return false;
  if (!silent) {
    const token = state.push("math_inline", "span", 0);
    token.content = tex;
  }
  state.pos = end + 1;
  return true;
}

function blockMath(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  const max = state.eMarks[startLine]!;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  if (!state.src.startsWith("$$", start)) return false;
  const firstLine = state.src.slice(start + 2, max);
  let line = startLine;
  let body: string[];
  if (firstLine.trim().endsWith("$$")) {
    // $$ … $$ on one line.
    body = [firstLine.trim().slice(0, -2)];
  } else {
    body = [firstLine];
    let closed = false;
    while (++line < endLine) {
      const text = state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]!);
      if (text.trim().endsWith("$$")) {
        body.push(text.trim().slice(0, -2));
        closed = true;
        break;
      }
      body.push(text);
    }
    if (!closed) return false;
  }
  const tex = body.join("\n").trim();
  if (!tex || tex.length > MATH.maxLength) return false;
  if (silent) return true;
  const token = state.push("math_block", "div", 0);
  token.block = true;
  token.content = tex;
  token.map = [startLine, line + 1];
  state.line = line + 1;
  return true;
}

/** Adds `$…$` and `$$…$$` formulas to a Markdown reader. */
export function markdownMath(md: MarkdownIt): void {
  md.inline.ruler.before("escape", "math_inline", inlineMath);
  md.block.ruler.before("fence", "math_block", blockMath, { alt: ["paragraph", "reference", "blockquote", "list"] });
  const escape = md.utils.escapeHtml;
  md.renderer.rules.math_inline = (tokens, i) => `<span data-math="inline">${escape(tokens[i]!.content)}</span>`;
  md.renderer.rules.math_block = (tokens, i) => `<div data-math="block">${escape(tokens[i]!.content)}</div>`;
}
