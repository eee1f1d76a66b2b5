// The comment thread's words in Korean and English (core/i18n.ts); the messages the server
// says too are in core/comments.ts.
import { texts } from "../../../core/i18n";

export const COMMENTS = texts({
  title: { ko: "댓글", en: "Comments" },
  cancel: { ko: "취소", en: "Cancel" },
  edited: { ko: "(수정됨)", en: "(edited)" },
  editPlaceholder: { ko: "댓글 수정", en: "Edit comment" },
  save: { ko: "저장", en: "Save" },
  reply: { ko: "답글", en: "Reply" },
  edit: { ko: "수정", en: "Edit" },
  delete: { ko: "삭제", en: "Delete" },
  reported: { ko: "신고됨", en: "Reported" },
  report: { ko: "신고", en: "Report" },
  replyPlaceholder: { ko: "답글을 입력해 주세요.", en: "Write a reply." },
  replySubmit: { ko: "답글 등록", en: "Post reply" },
  deleteTitle: { ko: "댓글을 삭제할까요?", en: "Delete this comment?" },
  deleteBody: { ko: "삭제한 댓글은 되돌릴 수 없어요.", en: "A deleted comment cannot be restored." },
  placeholder: { ko: "댓글을 입력해 주세요.", en: "Write a comment." },
  submit: { ko: "등록", en: "Post" },
  verifyToComment: { ko: "이메일 인증을 마치면 댓글을 남길 수 있어요.", en: "Verify your e-mail to leave a comment." },
  signInToComment: { ko: "로그인하고 댓글을 남겨 보세요.", en: "Sign in to leave a comment." },
  retry: { ko: "다시 시도", en: "Try again" },
  empty: { ko: "아직 댓글이 없어요. 첫 댓글을 남겨 보세요!", en: "No comments yet. Be the first to comment!" },
  more: { ko: "댓글 더보기", en: "More comments" },
});
