// The report modal's words in Korean and English (core/i18n.ts); the reasons and the messages
// the server says too are in core/reports.ts.
import { texts } from "../../../core/i18n";

export const REPORT = texts({
  title: { ko: "신고하기", en: "Report" },
  leadPost: { ko: "이 게시물을 신고하는 이유를 선택해 주세요.", en: "Why are you reporting this post?" },
  leadComment: { ko: "이 댓글을 신고하는 이유를 선택해 주세요.", en: "Why are you reporting this comment?" },
  reasons: { ko: "신고 사유", en: "Reason for the report" },
  otherLabel: { ko: "기타 사유", en: "Other reason" },
  otherPlaceholder: { ko: "신고 사유를 적어 주세요. ({max}자 이내)", en: "Describe the reason (up to {max} characters)." },
  note: {
    ko: "허위 신고는 서비스 이용이 제한될 수 있어요. 신고한 내용은 되돌릴 수 없어요.",
    en: "False reports may restrict your use of the service. A report cannot be withdrawn.",
  },
  cancel: { ko: "취소", en: "Cancel" },
  submit: { ko: "신고하기", en: "Report" },
});
