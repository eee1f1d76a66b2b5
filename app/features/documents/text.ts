// The words of document posts (picking and describing the file, the viewer, the publishing
// and failed states) in Korean and English. core/i18n.ts explains the catalogues; the
// documents' own messages (refusals, notes) live in core/documents.ts. The words of a document
// post's page (the viewer, the publishing and failed states) are in viewer-text.ts, included here.
import { plural, texts } from "../../../core/i18n";
import { DOC_VIEWER_TEXT } from "./viewer-text";

export const DOCS = texts({
  ...DOC_VIEWER_TEXT,
  // Picking the file
  cannotUpload: { ko: "파일을 올릴 수 없어요", en: "This file can't be uploaded" },
  change: { ko: "변경", en: "Change" },
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

  // The viewer
});
