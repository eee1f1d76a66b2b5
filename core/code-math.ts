// Code blocks and formulas in posts (docs/product/writing.md §16, decision 0218). A post stores
// them in source form: a code block as <pre><code class="language-xxx">…</code></pre> with a
// language of CODE_LANGUAGES (or none), a formula as <span data-math="inline">TeX</span> or
// <div data-math="block">TeX</div>. The server highlights and typesets them when it renders the
// post page; everywhere else (excerpts, search, revisions, exports) they read as their source.

import { texts } from "./i18n";

/** The languages a code block may name, as highlight.js calls them, with what the picker shows. */
export const CODE_LANGUAGES = [
  { key: "plaintext", label: "Plain text" },
  { key: "bash", label: "Bash" },
  { key: "c", label: "C" },
  { key: "cpp", label: "C++" },
  { key: "csharp", label: "C#" },
  { key: "css", label: "CSS" },
  { key: "go", label: "Go" },
  { key: "java", label: "Java" },
  { key: "javascript", label: "JavaScript" },
  { key: "json", label: "JSON" },
  { key: "kotlin", label: "Kotlin" },
  { key: "markdown", label: "Markdown" },
  { key: "python", label: "Python" },
  { key: "ruby", label: "Ruby" },
  { key: "rust", label: "Rust" },
  { key: "sql", label: "SQL" },
  { key: "swift", label: "Swift" },
  { key: "typescript", label: "TypeScript" },
  { key: "xml", label: "HTML/XML" },
  { key: "yaml", label: "YAML" },
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number]["key"];

const KEYS = new Set<string>(CODE_LANGUAGES.map((l) => l.key));

/** Other names writers and Markdown fences use for the same languages. */
const ALIASES: Record<string, CodeLanguage> = {
  text: "plaintext",
  txt: "plaintext",
  plain: "plaintext",
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  console: "bash",
  h: "c",
  "c++": "cpp",
  cc: "cpp",
  hpp: "cpp",
  cs: "csharp",
  "c#": "csharp",
  golang: "go",
  js: "javascript",
  jsx: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  kt: "kotlin",
  kts: "kotlin",
  md: "markdown",
  py: "python",
  rb: "ruby",
  rs: "rust",
  ts: "typescript",
  tsx: "typescript",
  html: "xml",
  htm: "xml",
  svg: "xml",
  yml: "yaml",
};

/** The listed language a name stands for (case and aliases ignored), or null for any other name. */
export function codeLanguageOf(name: string | null | undefined): CodeLanguage | null {
  const key = (name ?? "").trim().toLowerCase();
  if (KEYS.has(key)) return key as CodeLanguage;
  return ALIASES[key] ?? null;
}

/** The language a code element's class names (`language-xxx`), or null. */
export function codeLanguageOfClass(className: string | null | undefined): CodeLanguage | null {
  for (const name of (className ?? "").split(/\s+/)) {
    const m = /^language-(.+)$/i.exec(name);
    if (m) return codeLanguageOf(m[1]);
  }
  return null;
}

export const MATH = {
  /** The longest formula a post keeps typeset; a longer one shows as its source, marked. */
  maxLength: 2000,
  /** KaTeX limits: the largest size (\rule, \kern …) in em, and the macro expansions of one formula. */
  maxSize: 20,
  maxExpand: 500,
} as const;

export type MathDisplay = "inline" | "block";

/** The words of the editor's code and formula tools (the writing page). */
export const CODE_MATH_TEXT = texts({
  language: { ko: "코드 언어", en: "Code language" },
  noLanguage: { ko: "언어 없음", en: "No language" },
  plainText: { ko: "일반 텍스트", en: "Plain text" },
  inlineMath: { ko: "수식", en: "Formula" },
  blockMath: { ko: "수식 블록", en: "Formula block" },
  mathSource: { ko: "TeX 수식", en: "TeX formula" },
  mathHint: {
    ko: "TeX으로 적어 주세요. 예: x^2 + \\frac{1}{2}",
    en: "Write it in TeX, e.g. x^2 + \\frac{1}{2}",
  },
  mathPreview: { ko: "미리보기", en: "Preview" },
  mathEmpty: { ko: "수식을 입력해 주세요.", en: "Enter a formula." },
  mathTooLong: {
    ko: `수식은 ${MATH.maxLength.toLocaleString("en-US")}자까지 쓸 수 있어요.`,
    en: `A formula can be up to ${MATH.maxLength.toLocaleString("en-US")} characters.`,
  },
  mathLoading: { ko: "미리보기를 준비하고 있어요…", en: "Preparing the preview…" },
  mathLoadFailed: { ko: "미리보기를 불러오지 못했어요.", en: "The preview could not be loaded." },
  mathInvalid: { ko: "수식에 오류가 있어요", en: "The formula has an error" },
  insert: { ko: "넣기", en: "Insert" },
  update: { ko: "고치기", en: "Update" },
  remove: { ko: "지우기", en: "Remove" },
  cancel: { ko: "취소", en: "Cancel" },
  editMath: { ko: "수식 고치기", en: "Edit formula" },
});
