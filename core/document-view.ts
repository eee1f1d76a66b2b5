// What a document post's page needs from the documents' rules: the messages of its publishing
// and failed states and the file size format, apart from documents.ts (the upload checks and
// every other message, which takes these from here) so a reader's page loads only these.
import { COMMON_MSG } from "./common-messages";
import { texts } from "./i18n";

export const DOC_VIEW_MSG = texts({
  /** docs/product/messages.md generic. */
  generic: COMMON_MSG.somethingWentWrong,
  /** Designed: shown while the conversion job runs. */
  publishing: { ko: "문서를 변환하고 있어요. 잠시 후 페이지가 나타납니다.", en: "Converting the document. Its pages will appear shortly." },
  /** Designed: the conversion failed (the owner sees the reason below it). */
  failedTitle: { ko: "문서를 변환하지 못했습니다.", en: "The document could not be converted." },
  /** Designed: downloads need a member. */
  downloadLogin: { ko: "원본 다운로드는 로그인 후 이용할 수 있습니다.", en: "Sign in to download the original." },
});

/** Readable size for the viewer and upload form: '1.2MB', '820KB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0KB";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}KB`;
  const mb = bytes / 1024 / 1024;
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10}MB`;
}
