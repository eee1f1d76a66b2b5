// The words of a post's open more-menu and its delete prompt (more-menu-list.tsx), loaded with it.
import { texts } from "../../../core/i18n";

export const POST_MENU_LIST = texts({
  edit: { ko: "수정", en: "Edit" },
  /** The author's statistics of the post (docs/product/statistics.md). */
  stats: { ko: "통계", en: "Statistics" },
  delete: { ko: "삭제", en: "Delete" },
  cancel: { ko: "취소", en: "Cancel" },
  report: { ko: "신고", en: "Report" },
  deleteTitle: { ko: "게시물을 삭제할까요?", en: "Delete this post?" },
  deleteBody: {
    ko: "삭제한 게시물은 목록과 검색에서 사라지고 되돌릴 수 없어요.",
    en: "A deleted post disappears from lists and search and cannot be restored.",
  },
});
