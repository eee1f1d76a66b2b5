// Revisions of posts (docs/product/revisions.md): the messages both sides show, and the text a
// revision's difference is read from.
import { texts } from "./i18n";
import { stripHtml } from "./upload-form";
import { WRITING_MSG } from "./writing";

export const REVISION_MSG = texts({
  readRefused: {
    ko: "게시물을 쓴 회원과 운영자만 수정 기록을 볼 수 있습니다.",
    en: "Only the post's author and moderators can see its history.",
  },
  restoreRefused: WRITING_MSG.notOwner,
  notFound: { ko: "수정 기록을 찾을 수 없습니다.", en: "The revision could not be found." },
  alreadyCurrent: { ko: "게시물이 이미 이 기록과 같습니다.", en: "The post already says exactly this." },
});

/** Closing block tags and line breaks: where a revision's text starts a new line. */
const LINE_END = /<\/(?:p|h[1-6]|li|blockquote|pre|div|figcaption|tr)\s*>|<br\s*\/?>|<\/?(?:ul|ol|table)\b[^>]*>/gi;

/** A post body's text line by line (one line per paragraph, heading or list item), for comparing revisions. */
export function revisionText(html: string): string {
  return html
    .split(LINE_END)
    .map((part) => stripHtml(part))
    .filter(Boolean)
    .join("\n");
}
