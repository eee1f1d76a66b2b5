// Comments (engagement): the text rule shared by the comment box and the server, the
// link finder the thread renders with, and the messages in Korean and English.
// A comment is stored as plain text. Pages render it as text nodes (never as HTML), with
// http(s) addresses turned into links, so nothing typed can inject markup.
import { texts, type Text } from "./i18n";
import { MSG } from "./messages";
import { cleanParagraphs, notificationExcerpt } from "./text";

/** Characters (code points) a comment may have. */
export const COMMENT_MAX_LENGTH = 1000;
/** Top-level comments per page of the thread (their replies come with them). */
export const COMMENT_PAGE_SIZE = 20;

export const COMMENT_MSG = texts({
  empty: { ko: "댓글 내용을 입력해 주세요.", en: "Write a comment first." },
  tooLong: {
    ko: `댓글은 ${COMMENT_MAX_LENGTH.toLocaleString("en-US")}자까지 입력할 수 있습니다.`,
    en: `A comment may have at most ${COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  },
  notFound: { ko: "댓글을 찾을 수 없습니다.", en: "The comment could not be found." },
  postNotFound: MSG.postNotFound,
  notOwner: { ko: "본인이 작성한 댓글만 수정할 수 있습니다.", en: "You can only edit your own comments." },
  cannotDelete: {
    ko: "댓글은 작성자 또는 게시물 작성자만 삭제할 수 있습니다.",
    en: "Only the comment's writer or the post's author can delete a comment.",
  },
  replyDepth: { ko: "답글에는 답글을 달 수 없습니다.", en: "Replies cannot have replies." },
  parentGone: {
    ko: "삭제되었거나 숨김 처리된 댓글에는 답글을 달 수 없습니다.",
    en: "You cannot reply to a comment that was deleted or hidden.",
  },
  alreadyDeleted: { ko: "이미 삭제된 댓글입니다.", en: "This comment has already been deleted." },
  deletedPlaceholder: { ko: "삭제된 댓글입니다.", en: "This comment was deleted." },
  blindPlaceholder: { ko: "운영 정책에 따라 숨김 처리된 댓글입니다.", en: "This comment was hidden under our content policy." },
  saveError: { ko: "댓글을 저장하지 못했습니다. 다시 시도해 주세요.", en: "The comment could not be saved. Please try again." },
  deleted: { ko: "댓글을 삭제했습니다.", en: "Comment deleted." },
  loadError: { ko: "댓글을 불러오지 못했습니다. 다시 시도해 주세요.", en: "Comments could not be loaded. Please try again." },
  tooOften: {
    ko: "댓글을 너무 자주 작성하고 있습니다. 잠시 후 다시 시도해 주세요.",
    en: "You are commenting too often. Please try again in a moment.",
  },
});

export type CommentTextResult = { ok: true; value: string } | { ok: false; message: Text };

/**
 * Normalizes a typed comment: NFC, line breaks as \n, control and text-direction characters
 * removed, spaces before line breaks dropped, at most one empty line in a row, trimmed.
 * Empty or longer than COMMENT_MAX_LENGTH is refused with its message.
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

/** The notification line that quotes a comment: '[…]' with the quote cut to 40 characters plus ellipsis (docs/product/engagement.md). */
export function commentNotificationContent(text: string): string {
  return notificationExcerpt(`[${text.replace(/\s+/g, " ").trim()}]`);
}
