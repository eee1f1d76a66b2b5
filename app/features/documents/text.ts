// The words of document posts (picking and describing the file, the viewer, the publishing
// and failed states) in Korean and English. core/i18n.ts explains the catalogues; the
// documents' own messages (refusals, notes) live in core/documents.ts.
import { plural, texts } from "../../../core/i18n";

export const DOCS = texts({
  // Picking the file
  cannotUpload: { ko: "파일을 올릴 수 없어요", en: "This file can't be uploaded" },
  ok: { ko: "확인", en: "OK" },
  change: { ko: "변경", en: "Change" },
  remove: { ko: "삭제", en: "Remove" },
  dropHere: { ko: "올릴 문서를 끌어다 놓거나 선택하세요", en: "Drag a document here or choose one" },
  acceptedFiles: {
    ko: "PDF, Word(DOC, DOCX), PowerPoint(PPT, PPTX), 한글(HWP, HWPX) · 20MB 이하 · 1개",
    en: "PDF, Word (DOC, DOCX), PowerPoint (PPT, PPTX), Hangul (HWP, HWPX) · up to 20MB · one file",
  },
  chooseFile: { ko: "파일 선택", en: "Choose file" },

  // The fields
  topic: { ko: "토픽", en: "Topic" },
  subject: { ko: "제목", en: "Title" },
  subjectPlaceholder: { ko: "제목을 입력해 주세요", en: "Enter a title" },
  intro: { ko: "문서 소개", en: "About this document" },
  introPlaceholder: {
    ko: "어떤 문서인지, 누구에게 도움이 되는지 소개해 주세요",
    en: "Say what the document is and who it helps",
  },
  tags: { ko: "태그", en: "Tags" },
  enteredTags: { ko: "입력한 태그", en: "Tags entered" },
  allowDownload: { ko: "원본 파일 다운로드 허용", en: "Allow downloading the original file" },
  allowDownloadHelp: {
    ko: "로그인한 독자가 올린 파일을 그대로 내려받을 수 있습니다.",
    en: "Signed-in readers can download the file as you uploaded it.",
  },

  // Upload and edit
  uploading: { ko: "업로드 중… {percent}%", en: "Uploading… {percent}%" },
  checking: { ko: "파일을 확인하고 있어요…", en: "Checking the file…" },
  cancel: { ko: "취소", en: "Cancel" },
  uploadError: { ko: "업로드 중 오류가 발생했습니다. 다시 시도해 주세요.", en: "An error occurred while uploading. Please try again." },
  publish: { ko: "발행하기", en: "Publish" },
  edited: { ko: "수정했어요.", en: "Changes saved." },
  pages: { ko: "{n}쪽", en: (p) => plural(Number(p.n), "page") },
  fileKept: {
    ko: "파일은 바꿀 수 없어요. 다른 파일은 새 게시물로 올려 주세요.",
    en: "The file can't be changed. Upload a different file as a new post.",
  },
  saveEdit: { ko: "수정하기", en: "Save changes" },

  // The post page
  publishingTitle: { ko: "퍼블리싱 중", en: "Publishing" },
  documentPages: { ko: "{n}쪽 문서", en: (p) => `${plural(Number(p.n), "page")} document` },
  publishingSome: {
    ko: "퍼블리싱 중 · {total}쪽 중 {shown}쪽을 먼저 보여 드려요.",
    en: (p) => `Publishing · showing the first ${String(p.shown)} of ${plural(Number(p.total), "page")}.`,
  },
  deleteTitle: { ko: "게시물을 삭제할까요?", en: "Delete this post?" },
  deleteBody: {
    ko: "변환에 실패한 문서 게시물과 올린 파일이 모두 삭제됩니다.",
    en: "The document post that failed to convert and its file will both be deleted.",
  },
  deleted: { ko: "삭제되었습니다.", en: "Deleted." },
  onlyMe: { ko: "이 게시물은 나에게만 보입니다.", en: "Only you can see this post." },
  retry: { ko: "다시 시도", en: "Try again" },
  signIn: { ko: "로그인하기", en: "Sign in" },
  close: { ko: "닫기", en: "Close" },

  // The viewer
  pageOf: { ko: "{page} / {total}쪽", en: "Page {page} of {total}" },
  searchFailed: { ko: "검색하지 못했습니다. 잠시 후 다시 시도해 주세요.", en: "The search failed. Please try again in a moment." },
  unitSlide: { ko: "슬라이드", en: "slide" },
  unitSection: { ko: "구역", en: "section" },
  unitPage: { ko: "쪽", en: "page" },
  download: { ko: "원본 다운로드", en: "Download original" },
  viewerTools: { ko: "문서 보기 도구", en: "Document viewer tools" },
  previousPage: { ko: "이전 쪽", en: "Previous page" },
  nextPage: { ko: "다음 쪽", en: "Next page" },
  zoom: { ko: "확대/축소", en: "Zoom" },
  fitWidth: { ko: "폭에 맞춤", en: "Fit width" },
  zoomOut: { ko: "축소", en: "Zoom out" },
  zoomIn: { ko: "확대", en: "Zoom in" },
  searchInDocument: { ko: "문서 내 검색", en: "Search in document" },
  searchTerm: { ko: "문서 내 검색어", en: "Search term" },
  search: { ko: "검색", en: "Search" },
  searchStatus: {
    ko: "{total}건 · {index}/{count}번째 {unit}({page})",
    en: "{total} found · {index}/{count} · {unit} {page}",
  },
  noResults: { ko: "검색 결과가 없습니다.", en: "No results." },
  previousResult: { ko: "이전 결과", en: "Previous result" },
  nextResult: { ko: "다음 결과", en: "Next result" },
});
