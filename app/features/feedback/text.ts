// The feedback modal's and pages' words (docs/product/site.md §12); the refusals the server
// says are in core/operators.ts and core/messages.ts.
import { texts, type Text } from "../../../core/i18n";
import type { FeedbackKind } from "../../../core/operators";

export const FEEDBACK_TEXT = texts({
  title: { ko: "의견 보내기", en: "Send feedback" },
  open: { ko: "의견 보내기", en: "Send feedback" },
  lead: {
    ko: "불편한 점이나 바라는 기능을 알려 주세요. 운영자가 읽고 답변하면 알림으로 알려 드려요.",
    en: "Tell us what bothers you or what you wish for. An operator reads it, and you get a notification when they answer.",
  },
  kind: { ko: "종류", en: "Kind" },
  suggestion: { ko: "제안", en: "Suggestion" },
  bug: { ko: "오류 신고", en: "Bug" },
  other: { ko: "기타", en: "Other" },
  content: { ko: "내용", en: "Message" },
  contentPlaceholder: { ko: "내용을 입력해 주세요. ({max}자 이내)", en: "Write your message (up to {max} characters)." },
  contentRequired: { ko: "내용을 입력해 주세요.", en: "Write your message." },
  link: { ko: "관련 링크 (선택)", en: "Related link (optional)" },
  linkChecking: { ko: "링크를 확인하는 중이에요…", en: "Checking the link…" },
  linkOk: { ko: "열리는 링크예요.", en: "The link opens." },
  linkUnreachable: { ko: "링크가 열리지 않아요. 주소를 다시 확인해 주세요.", en: "The link does not open. Check the address." },
  linkRefused: {
    ko: "공개된 인터넷 주소만 보낼 수 있어요.",
    en: "Only public internet addresses can be sent.",
  },
  files: { ko: "첨부 파일", en: "Attachments" },
  filesHint: {
    ko: "이미지와 문서(PDF, 워드, 파워포인트, 한글)를 파일당 20MB, 모두 합해 100MB까지 첨부할 수 있어요.",
    en: "Images and documents (PDF, Word, PowerPoint, Hangul): 20MB each, 100MB in total.",
  },
  attach: { ko: "파일 첨부", en: "Attach files" },
  uploading: { ko: "올리는 중 {percent}%", en: "Uploading {percent}%" },
  remove: { ko: "{name} 삭제", en: "Remove {name}" },
  send: { ko: "보내기", en: "Send" },
  cancel: { ko: "취소", en: "Cancel" },
  sent: { ko: "의견을 보냈어요. 고맙습니다!", en: "Feedback sent. Thank you!" },
  fileErrTitle: { ko: "첨부할 수 없는 파일", en: "File not attached" },
  confirm: { ko: "확인", en: "OK" },
  mine: { ko: "내가 보낸 의견", en: "My feedback" },
  none: { ko: "아직 보낸 의견이 없어요.", en: "You have not sent any feedback yet." },
  waiting: { ko: "답변 대기", en: "Waiting for an answer" },
  answered: { ko: "답변 완료", en: "Answered" },
  answer: { ko: "운영자 답변", en: "Operator's answer" },
  sentAt: { ko: "{date} 보냄", en: "Sent {date}" },
});

export const FEEDBACK_KIND_TEXT: Record<FeedbackKind, Text> = {
  suggestion: FEEDBACK_TEXT.suggestion,
  bug: FEEDBACK_TEXT.bug,
  other: FEEDBACK_TEXT.other,
};
