// Code and formulas of a post, made ready for reading on the server (decision 0218): a stored
// code block (<pre><code class="language-xxx">) gets highlight.js's token spans (lowlight, the
// grammars of core/code-math.ts's list only), a stored formula (<span data-math="inline">,
// <div data-math="block">) KaTeX's HTML and MathML. Readers load no highlighting or math code:
// the post page links the token colours and KaTeX's style sheet and fonts (our own files) only
// when the post has code or formulas.
//
// KaTeX runs with trust off (no \href, \url, \htmlClass, \includegraphics …), limits on sizes and
// macro expansions, and errors shown in place: a formula that does not parse shows its source,
// marked; anything KaTeX throws besides (a formula nested too deeply) does the same. Every
// output is built from the element's text only, so markup in the source stays text.
import katex from "katex";
import { createLowlight } from "lowlight";
import { DomUtils, parseDocument } from "htmlparser2";
import { Text as TextNode, type Element } from "domhandler";
import bash from "highlight.js/lib/languages/bash";
import c from "highlight.js/lib/languages/c";
import cpp from "highlight.js/lib/languages/cpp";
import csharp from "highlight.js/lib/languages/csharp";
import css from "highlight.js/lib/languages/css";
import go from "highlight.js/lib/languages/go";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import kotlin from "highlight.js/lib/languages/kotlin";
import markdown from "highlight.js/lib/languages/markdown";
import plaintext from "highlight.js/lib/languages/plaintext";
import python from "highlight.js/lib/languages/python";
import ruby from "highlight.js/lib/languages/ruby";
import rust from "highlight.js/lib/languages/rust";
import sql from "highlight.js/lib/languages/sql";
import swift from "highlight.js/lib/languages/swift";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import { CODE_LANGUAGES, codeLanguageOfClass, MATH, type CodeLanguage, type MathDisplay } from "../../core/code-math";

const lowlight = createLowlight({
  bash,
  c,
  cpp,
  csharp,
  css,
  go,
  java,
  javascript,
  json,
  kotlin,
  markdown,
  plaintext,
  python,
  ruby,
  rust,
  sql,
  swift,
  typescript,
  xml,
  yaml,
} satisfies Record<CodeLanguage, unknown>);

/** Code longer than this is shown without highlighting (the grammars' cost grows with it). */
const HIGHLIGHT_MAX_CHARS = 100_000;

export interface ReadingBody {
  html: string;
  /** The body has a code block: the page links the token colours. */
  code: boolean;
  /** The body has a formula: the page links KaTeX's style sheet. */
  math: boolean;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** What lowlight's tree (hast) holds: text, and spans with class names. */
interface TreeNode {
  type: string;
  value?: string;
  properties?: { className?: unknown };
  children?: TreeNode[];
}

/** lowlight's tree as HTML: text escaped, elements are spans with highlight.js's class names. */
function hastToHtml(nodes: readonly TreeNode[]): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") out += escapeHtml(node.value ?? "");
    else if (node.type === "element") {
      const names = Array.isArray(node.properties?.className) ? (node.properties.className as unknown[]).map(String) : [];
      const cls = names.filter((name) => /^[\w-]+$/.test(name)).join(" ");
      out += `<span${cls ? ` class="${cls}"` : ""}>${hastToHtml(node.children ?? [])}</span>`;
    }
  }
  return out;
}

/** A code block's inside, highlighted in its language; unknown or no language is plain text. */
export function highlightCode(source: string, language: CodeLanguage | null): string {
  if (!language || language === "plaintext" || source.length > HIGHLIGHT_MAX_CHARS) return escapeHtml(source);
  try {
    return hastToHtml(lowlight.highlight(language, source).children as TreeNode[]);
  } catch {
    return escapeHtml(source);
  }
}

/** The source of a formula that cannot be typeset, marked as an error. */
function mathError(tex: string, display: MathDisplay): string {
  const tag = display === "block" ? "div" : "span";
  return `<${tag} class="math-error" data-math-error="">${escapeHtml(tex)}</${tag}>`;
}

/** A formula as KaTeX's HTML and MathML, or its source marked as an error. */
export function typesetMath(tex: string, display: MathDisplay): string {
  const source = tex.trim();
  if (!source || source.length > MATH.maxLength) return mathError(source, display);
  try {
    const html = katex.renderToString(source, {
      displayMode: display === "block",
      output: "htmlAndMathml",
      throwOnError: false,
      // KaTeX marks a formula that does not parse with this colour: the danger token, light or dark.
      errorColor: "var(--color-danger-strong)",
      trust: false,
      strict: "ignore",
      maxSize: MATH.maxSize,
      maxExpand: MATH.maxExpand,
      globalGroup: false,
    });
    // A parse error comes back as the source in a katex-error span: our marking, for both schemes.
    if (html.includes('class="katex-error"')) return mathError(source, display);
    return display === "block" ? `<div class="math-block">${html}</div>` : html;
  } catch {
    // Not a parse error (a formula nested deeper than the stack): the source, marked.
    return mathError(source, display);
  }
}

function isCodeBlock(el: Element): boolean {
  return el.name === "code" && el.parent?.type === "tag" && (el.parent as Element).name === "pre";
}

function mathDisplayOf(el: Element): MathDisplay | null {
  if (el.name === "span" && el.attribs["data-math"] === "inline") return "inline";
  if (el.name === "div" && el.attribs["data-math"] === "block") return "block";
  return null;
}

// Bodies already rendered, by their stored HTML: a shared page is rendered again each time its
// cache entry lapses, and typesetting a long post's formulas is its largest cost then.
const RENDERED = new Map<string, ReadingBody>();
const RENDERED_MAX_CHARS = 8_000_000;
let renderedChars = 0;

function remember(html: string, body: ReadingBody): ReadingBody {
  const size = html.length + body.html.length;
  if (size > RENDERED_MAX_CHARS / 8) return body;
  while (renderedChars + size > RENDERED_MAX_CHARS && RENDERED.size > 0) {
    const [oldest, kept] = RENDERED.entries().next().value as [string, ReadingBody];
    RENDERED.delete(oldest);
    renderedChars -= oldest.length + kept.html.length;
  }
  RENDERED.set(html, body);
  renderedChars += size;
  return body;
}

/**
 * A stored post body as the post page shows it: code highlighted, formulas typeset. A body
 * without either comes back as it is.
 */
export function renderCodeAndMath(html: string): ReadingBody {
  if (!html.includes("<pre") && !html.includes("data-math")) return { html, code: false, math: false };
  const known = RENDERED.get(html);
  if (known) {
    // Most recently used last.
    RENDERED.delete(html);
    RENDERED.set(html, known);
    return known;
  }
  const doc = parseDocument(html, { decodeEntities: true });
  const pieces: string[] = [];
  // Each code block and formula becomes a marker in the text; the rendered HTML replaces it after
  // the document is written out again (it is never parsed back).
  const nonce = Math.random().toString(36).slice(2, 10);
  const marker = (i: number) => `\uE000${nonce}:${i}\uE001`;
  let code = false;
  let math = false;
  for (const el of DomUtils.findAll((node) => isCodeBlock(node) || mathDisplayOf(node) !== null, doc.children)) {
    const display = mathDisplayOf(el);
    const source = DomUtils.textContent(el);
    if (display) {
      math = true;
      const text = new TextNode(marker(pieces.length));
      pieces.push(typesetMath(source, display));
      DomUtils.replaceElement(el, text);
    } else {
      code = true;
      const language = codeLanguageOfClass(el.attribs.class);
      const highlighted = highlightCode(source, language);
      const text = new TextNode(marker(pieces.length));
      pieces.push(highlighted);
      el.attribs = language ? { class: `language-${language} hljs` } : {};
      // The language's name over the block (the style sheet shows it).
      const label = CODE_LANGUAGES.find((l) => l.key === language)?.label;
      if (label && language !== "plaintext") (el.parent as Element).attribs["data-language"] = label;
      el.children = [text];
      text.parent = el;
    }
  }
  if (!code && !math) return remember(html, { html, code, math });
  const written = DomUtils.getOuterHTML(doc, { encodeEntities: "utf8" });
  const pattern = new RegExp(`\uE000${nonce}:(\\d+)\uE001`, "g");
  return remember(html, { html: written.replace(pattern, (_m, i: string) => pieces[Number(i)] ?? ""), code, math });
}
