// Text shortening rules (docs/product/platform.md). All counting is by Unicode code point, so a
// Hangul syllable or an emoji is never cut in half into a broken character.

export const NOTIFICATION_EXCERPT_MAX = 40;
export const AI_TAG_KEYWORD_MAX = 51;
export const ELLIPSIS = "…";

/**
 * Keeps the first `max` code points and appends the ellipsis when anything was cut.
 * Trailing spaces before the ellipsis are dropped ("안녕 …" reads badly).
 */
export function truncate(text: string, max: number, ellipsis: string = ELLIPSIS): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const keep = Math.max(0, Math.floor(max));
  return chars.slice(0, keep).join("").trimEnd() + ellipsis;
}

/**
 * Notification lines quote the comment in square brackets, e.g.
 * '홍길동님이 댓글을 남겼습니다. [좋은 글 감사합니다 …]'. Only the quoted comment is
 * shortened; the text around it stays. The quote runs from the first '[' to the last ']'
 * so brackets typed inside the comment stay part of it. Without a bracket pair the
 * whole text is shortened the same way.
 */
export function notificationExcerpt(text: string, max: number = NOTIFICATION_EXCERPT_MAX): string {
  const open = text.indexOf("[");
  const close = text.lastIndexOf("]");
  if (open === -1 || close < open) return truncate(text, max);
  const inner = text.slice(open + 1, close);
  return `${text.slice(0, open + 1)}${truncate(inner, max)}${text.slice(close)}`;
}

/** AI tag keyword text is cut (no ellipsis) to 51 code points before it is sent (docs/product/platform.md). */
export function cutAiTagKeyword(text: string): string {
  return Array.from(text).slice(0, AI_TAG_KEYWORD_MAX).join("");
}

// ── Member's words ─────────────────────────────────────────────────────────
// How typed words are kept: Unicode NFC, no control characters, no invisible text-direction
// marks (they can make a name or a quote read backwards).

const CONTROL_OR_DIRECTION_BUT_NEWLINE = /(?!\n)\p{Cc}|[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/gu;
const CONTROL_OR_DIRECTION = /\p{Cc}|[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Words with paragraphs (a comment, a cover letter): line breaks as \n, spaces before a line
 * break dropped, at most one empty line in a row, trimmed.
 */
export function cleanParagraphs(input: string): string {
  return input
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL_OR_DIRECTION_BUT_NEWLINE, "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Words on one line (a reason given in a form): every run of spaces, breaks and controls is one space, trimmed. */
export function cleanLine(input: string): string {
  return input.normalize("NFC").replace(CONTROL_OR_DIRECTION, " ").replace(/\s+/g, " ").trim();
}

// ── Text from outside ──────────────────────────────────────────────────────
// The one rule for text that comes from outside (request bodies, queries, route parameters,
// multipart fields): what PostgreSQL, JSON and every screen can hold. NUL and the other C0
// control characters (but tab, line feed and carriage return) are dropped — PostgreSQL text
// cannot hold NUL and no screen shows the others — and an unpaired UTF-16 surrogate (half an
// emoji, cut by a careless client) becomes U+FFFD, so it cannot break JSON later (a queued
// job's payload, a notification). Everything else is kept as written.

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;
// eslint-disable-next-line no-control-regex
const CONTROL_TEST = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function cleanText(value: string): string {
  let text = value;
  if (CONTROL_TEST.test(text)) text = text.replace(CONTROLS, "");
  if (LONE_SURROGATE.test(text)) text = (text as string & { toWellFormed(): string }).toWellFormed();
  return text;
}

/**
 * Cleans every string inside a parsed JSON value or query object, in place where it can (the
 * objects are the request's own). Bounded by depth so a hostile nesting cannot recurse forever.
 */
export function cleanTextDeep<T>(value: T, depth = 0): T {
  if (typeof value === "string") return cleanText(value) as T;
  if (depth > 32 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = cleanTextDeep(value[i], depth + 1);
    return value;
  }
  // Buffers (raw bodies), dates and class instances are left alone; plain records — also the
  // query parser's records without Object.prototype — are cleaned.
  if (ArrayBuffer.isView(value) || value instanceof Date) return value;
  const proto: unknown = Object.getPrototypeOf(value);
  const maker =
    proto && Object.prototype.hasOwnProperty.call(proto, "constructor") ? (proto as { constructor: unknown }).constructor : undefined;
  if (maker !== undefined && maker !== Object) return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const cleanKey = cleanText(key);
    const cleaned = cleanTextDeep(record[key], depth + 1);
    if (cleanKey !== key) {
      delete record[key];
      record[cleanKey] = cleaned;
    } else {
      record[key] = cleaned;
    }
  }
  return value;
}
