// The words a document post's page shows (the viewer and its tools, the publishing and failed
// states), apart from the writing form's (text.ts, which includes these): a reader's page loads
// only these.
import { plural, texts } from "../../../core/i18n";

export const DOC_VIEWER_TEXT = texts({
  download: { ko: "원본 다운로드", en: "Download original" },
  fitWidth: { ko: "폭에 맞춤", en: "Fit width" },
  nextPage: { ko: "다음 쪽", en: "Next page" },
  nextResult: { ko: "다음 결과", en: "Next result" },
  noResults: { ko: "검색 결과가 없습니다.", en: "No results." },
  pageOf: { ko: "{page} / {total}쪽", en: "Page {page} of {total}" },
  readAsText: { ko: "텍스트로 읽기", en: "Read as text" },
  textFailed: {
    ko: "문서의 텍스트를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.",
    en: "The document's text could not be loaded. Please try again in a moment.",
  },
  previousPage: { ko: "이전 쪽", en: "Previous page" },
  previousResult: { ko: "이전 결과", en: "Previous result" },
  search: { ko: "검색", en: "Search" },
  searchFailed: { ko: "검색하지 못했습니다. 잠시 후 다시 시도해 주세요.", en: "The search failed. Please try again in a moment." },
  searchInDocument: { ko: "문서 내 검색", en: "Search in document" },
  searchStatus: {
    ko: "{total}건 · {index}/{count}번째 {unit}({page})",
    en: "{total} found · {index}/{count} · {unit} {page}",
  },
  searchTerm: { ko: "문서 내 검색어", en: "Search term" },
  unitPage: { ko: "쪽", en: "page" },
  unitSection: { ko: "구역", en: "section" },
  unitSlide: { ko: "슬라이드", en: "slide" },
  viewerTools: { ko: "문서 보기 도구", en: "Document viewer tools" },
  zoom: { ko: "확대/축소", en: "Zoom" },
  zoomIn: { ko: "확대", en: "Zoom in" },
  zoomOut: { ko: "축소", en: "Zoom out" },
  cancel: { ko: "취소", en: "Cancel" },
  close: { ko: "닫기", en: "Close" },
  deleteBody: {
    ko: "변환에 실패한 문서 게시물과 올린 파일이 모두 삭제됩니다.",
    en: "The document post that failed to convert and its file will both be deleted.",
  },
  deleteTitle: { ko: "게시물을 삭제할까요?", en: "Delete this post?" },
  deleted: { ko: "삭제되었습니다.", en: "Deleted." },
  documentPages: { ko: "{n}쪽 문서", en: (p) => `${plural(Number(p.n), "page")} document` },
  ok: { ko: "확인", en: "OK" },
  onlyMe: { ko: "이 게시물은 나에게만 보입니다.", en: "Only you can see this post." },
  publishingSome: {
    ko: "발행 중 · {total}쪽 중 {shown}쪽을 먼저 보여 드려요.",
    en: (p) => `Publishing · showing the first ${String(p.shown)} of ${plural(Number(p.total), "page")}.`,
  },
  publishingTitle: { ko: "발행 중", en: "Publishing" },
  remove: { ko: "삭제", en: "Remove" },
  retry: { ko: "다시 시도", en: "Try again" },
  signIn: { ko: "로그인하기", en: "Sign in" },
});
