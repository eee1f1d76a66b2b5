// Text shortening rules (SPEC §5, §9). All counting is by Unicode code point, so a
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

/** AI tag keyword text is cut (no ellipsis) to 51 code points before it is sent (SPEC §9). */
export function cutAiTagKeyword(text: string): string {
  return Array.from(text).slice(0, AI_TAG_KEYWORD_MAX).join("");
}
