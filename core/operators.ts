// The operators' console, the FAQ editor, feedback and the link check (docs/product/site.md
// §12, §14): the limits and the messages the server says (decisions 0168–0170).
import { texts } from "./i18n";

export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 3000;
export const FAQ_KEYWORDS_MAX = 300;

export const FEEDBACK_KINDS = ["suggestion", "bug", "other"] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const FEEDBACK_CONTENT_MAX = 2000;
export const FEEDBACK_ANSWER_MAX = 2000;
/** Files one message may carry (each at most 20MB, together at most 100MB: core/files.ts). */
export const FEEDBACK_FILES_MAX = 10;
/** Messages a member may send a day, and files a member may upload an hour. */
export const FEEDBACK_PER_DAY = 20;
export const FEEDBACK_UPLOADS_PER_HOUR = 60;
/** Link checks (POST /api/verification) a member may ask for in 10 minutes. */
export const VERIFY_PER_10_MIN = 30;

export const FAQ_ADMIN_MSG = texts({
  category: { ko: "분류를 선택해 주세요.", en: "Choose a category." },
  link: { ko: "관련 페이지는 /로 시작하는 사이트 주소여야 합니다.", en: "The related page must be a site path starting with /." },
  notFound: { ko: "FAQ 항목을 찾을 수 없습니다.", en: "The FAQ entry could not be found." },
});

export const FEEDBACK_MSG = texts({
  fileType: {
    ko: "이미지(JPG, PNG, WEBP, GIF)와 문서(PDF, 워드, 파워포인트, 한글) 파일만 첨부할 수 있습니다.",
    en: "Only images (JPG, PNG, WEBP, GIF) and documents (PDF, Word, PowerPoint, Hangul) can be attached.",
  },
  tooManyFiles: { ko: "파일은 {max}개까지 첨부할 수 있습니다.", en: "You can attach up to {max} files." },
  fileNotFound: { ko: "첨부 파일을 찾을 수 없습니다.", en: "The attachment could not be found." },
  fileSent: { ko: "이미 보낸 의견의 첨부 파일은 삭제할 수 없습니다.", en: "Attachments of feedback already sent cannot be removed." },
  notFound: { ko: "의견을 찾을 수 없습니다.", en: "The feedback could not be found." },
  answered: { ko: "이미 답변한 의견입니다.", en: "This feedback has already been answered." },
  linkRefused: { ko: "확인할 수 없는 링크입니다. 주소를 다시 확인해 주세요.", en: "The link could not be checked. Check the address." },
});

export const CONSOLE_MSG = texts({
  memberNotFound: { ko: "가입된 회원을 찾을 수 없습니다.", en: "No member has that e-mail." },
  adminRole: { ko: "관리자의 권한은 명령줄에서만 바꿀 수 있습니다.", en: "An admin's role can only be changed on the command line." },
});
