// Comments (engagement): the text rule shared by the comment box and the server, the
// link finder the thread renders with, and the Korean messages.
// A comment is stored as plain text. Pages render it as text nodes (never as HTML), with
// http(s) addresses turned into links, so nothing typed can inject markup.
import { cleanParagraphs, notificationExcerpt } from "./text";

/** Characters (code points) a comment may have. */
export const COMMENT_MAX_LENGTH = 1000;
/** Top-level comments per page of the thread (their replies come with them). */
export const COMMENT_PAGE_SIZE = 20;

export const COMMENT_MSG = {
  empty: "댓글 내용을 입력해 주세요.",
  tooLong: `댓글은 ${COMMENT_MAX_LENGTH.toLocaleString("en-US")}자까지 입력할 수 있습니다.`,
  notFound: "댓글을 찾을 수 없습니다.",
  postNotFound: "게시물을 찾을 수 없습니다.",
  notOwner: "본인이 작성한 댓글만 수정할 수 있습니다.",
  cannotDelete: "댓글은 작성자 또는 게시물 작성자만 삭제할 수 있습니다.",
  replyDepth: "답글에는 답글을 달 수 없습니다.",
  parentGone: "삭제되었거나 숨김 처리된 댓글에는 답글을 달 수 없습니다.",
  alreadyDeleted: "이미 삭제된 댓글입니다.",
  deletedPlaceholder: "삭제된 댓글입니다.",
  blindPlaceholder: "운영 정책에 따라 숨김 처리된 댓글입니다.",
  saveError: "댓글을 저장하지 못했습니다. 다시 시도해 주세요.",
  deleted: "댓글을 삭제했습니다.",
  loadError: "댓글을 불러오지 못했습니다. 다시 시도해 주세요.",
} as const;

export type CommentTextResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * Normalizes a typed comment: NFC, line breaks as \n, control and text-direction characters
 * removed, spaces before line breaks dropped, at most one empty line in a row, trimmed.
 * Empty or longer than COMMENT_MAX_LENGTH is refused with the Korean message.
 */
export function validateCommentText(input: string): CommentTextResult {
  const value = cleanParagraphs(input);
  if (!value) return { ok: false, message: COMMENT_MSG.empty };
  if (Array.from(value).length > COMMENT_MAX_LENGTH) return { ok: false, message: COMMENT_MSG.tooLong };
  return { ok: true, value };
}

export type CommentSegment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_RE = /\bhttps?:\/\/[^\s<>"'`]+/giu;
/** Punctuation that usually ends a sentence rather than the address. */
const TRAILING_RE = /[.,!?;:)\]}'"。，、」』）]+$/u;

/**
 * Splits comment text into plain text and http(s) links, for rendering as text nodes and
 * anchors. Closing punctuation after an address stays text; a ')' stays in the address only
 * when the address opened one (wiki-style links).
 */
export function linkifyComment(text: string): CommentSegment[] {
  const out: CommentSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    let url = match[0];
    const start = match.index;
    let trail = TRAILING_RE.exec(url)?.[0] ?? "";
    if (trail.startsWith(")") && (url.match(/\(/g)?.length ?? 0) > 0) {
      const opens = url.match(/\(/g)?.length ?? 0;
      const closes = (url.slice(0, url.length - trail.length).match(/\)/g)?.length ?? 0) + 1;
      if (closes <= opens) trail = trail.slice(1);
    }
    url = url.slice(0, url.length - trail.length);
    if (!URL.canParse(url)) continue;
    if (start > last) out.push({ kind: "text", text: text.slice(last, start) });
    out.push({ kind: "link", text: url, href: new URL(url).toString() });
    last = start + url.length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

/** The notification line that quotes a comment: '[…]' with the quote cut to 40 characters plus ellipsis (SPEC §5, §9). */
export function commentNotificationContent(text: string): string {
  return notificationExcerpt(`[${text.replace(/\s+/g, " ").trim()}]`);
}
