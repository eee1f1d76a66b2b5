// Uploaded documents (docs/product/documents.md upload form type updDocs, AI briefing file rules, editor
// file errors, §9 limits): which files a document post accepts, the Korean messages for every
// way a file can be refused, the check the browser runs before uploading (the server runs the
// same one and then looks at the bytes), and the download name of an original.

import { both, say, texts, type Language, type Localized } from "./i18n";
import { DOC_VIEW_MSG } from "./document-view";
import { MSG } from "./messages";
import {
  ATTACHMENT_MAX_FILE_BYTES,
  checkAttachments,
  checkBriefingFile,
  fileExtension,
  sanitizeFileName,
  shortenFileName,
  splitExtension,
  type FileCheck,
  type FileInfo,
} from "./files";

/** The kinds of document a post can carry, decided from the file's content. */
export const DOCUMENT_KINDS = ["pdf", "doc", "docx", "ppt", "pptx", "hwp", "hwpx"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** docs/product/documents.md: 20MB per document (the '20MB 이하' wording: inclusive). */
export const DOCUMENT_MAX_BYTES = ATTACHMENT_MAX_FILE_BYTES;
/** Longest document we turn into pages; longer ones are refused with a clear message. */
export const DOCUMENT_MAX_PAGES = 300;

/** What the file picker offers (extensions and MIME types; the server decides by content). */
export const DOCUMENT_ACCEPT = [
  ".pdf",
  ".doc",
  ".docx",
  ".ppt",
  ".pptx",
  ".hwp",
  ".hwpx",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
].join(",");

export const DOCUMENT_CONTENT_TYPES: Readonly<Record<DocumentKind, string>> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  hwp: "application/x-hwp",
  hwpx: "application/hwp+zip",
};

/** How people name each kind in messages. */
export const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, Localized>> = {
  pdf: { ko: "PDF 문서", en: "PDF document" },
  doc: { ko: "Word 97-2003 문서(DOC)", en: "Word 97-2003 document (DOC)" },
  docx: { ko: "Word 문서(DOCX)", en: "Word document (DOCX)" },
  ppt: { ko: "PowerPoint 97-2003 문서(PPT)", en: "PowerPoint 97-2003 document (PPT)" },
  pptx: { ko: "PowerPoint 문서(PPTX)", en: "PowerPoint document (PPTX)" },
  hwp: { ko: "한글 문서(HWP)", en: "Hangul document (HWP)" },
  hwpx: { ko: "한글 문서(HWPX)", en: "Hangul document (HWPX)" },
};

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === "string" && (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/**
 * Messages for document files. docs/product/messages.md lists the editor's file errors (parsing failed, file too
 * large, invalid type, corrupted, error during upload/loading, upload cancelled, generic) without
 * Korean wording; the wording here is designed. The type and size messages are docs/product/documents.md's.
 */
export const DOC_MSG = texts({
  /** docs/product/documents.md: not one of doc, docx, ppt, pptx, pdf, hwp, hwpx. */
  invalidType: MSG.unsupportedFileType,
  /** docs/product/documents.md: above 20MB. */
  tooLarge: MSG.fileTooLarge,
  /** docs/product/messages.md parsing failed. */
  parsingFailed: {
    ko: "문서를 분석하지 못했습니다. 파일을 확인한 뒤 다시 올려 주세요.",
    en: "The document could not be read. Check the file and upload it again.",
  },
  /** docs/product/messages.md corrupted (also a file cut short during copying or uploading). */
  corrupted: {
    ko: "파일이 손상되어 열 수 없습니다. 원본 파일을 다시 저장해 올려 주세요.",
    en: "The file is damaged and cannot be opened. Save the original again and upload it.",
  },
  /** Designed: a DOCX/PPTX/HWPX whose parts would unpack to far more than any real document. */
  archiveTooLarge: {
    ko: "압축을 풀면 지나치게 커지는 파일은 올릴 수 없습니다. 원본 문서를 다시 저장해 올려 주세요.",
    en: "Files that unpack to an excessive size cannot be uploaded. Save the original document again and upload it.",
  },
  /** Designed: a file of 0 bytes. */
  empty: { ko: "빈 파일은 올릴 수 없습니다.", en: "Empty files cannot be uploaded." },
  /** Designed: password-protected documents cannot be shown to readers. */
  encrypted: {
    ko: "암호가 걸린 문서는 올릴 수 없습니다. 암호를 해제한 뒤 다시 올려 주세요.",
    en: "Password-protected documents cannot be uploaded. Remove the password and upload it again.",
  },
  /** Designed: more pages than we convert ({max}). */
  tooManyPages: {
    ko: "{max}쪽이 넘는 문서는 올릴 수 없습니다. 문서를 나누어 올려 주세요.",
    en: "Documents of more than {max} pages cannot be uploaded. Split the document and upload the parts.",
  },
  /** Designed: one document per post. */
  oneFile: { ko: "문서는 한 번에 하나만 올릴 수 있습니다.", en: "Upload one document at a time." },
  /** Designed: a document post needs its file. */
  fileRequired: { ko: "올릴 문서 파일을 선택해 주세요.", en: "Choose a document file to upload." },
  /** docs/product/messages.md error during upload. */
  uploadError: { ko: "업로드 중 오류가 발생했습니다. 다시 시도해 주세요.", en: "An error occurred during the upload. Please try again." },
  /** docs/product/messages.md error during loading. */
  loadError: {
    ko: "문서를 불러오는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
    en: "An error occurred while loading the document. Please try again in a moment.",
  },
  /** docs/product/messages.md upload cancelled. */
  uploadCancelled: { ko: "업로드가 취소되었습니다.", en: "The upload was cancelled." },
  generic: DOC_VIEW_MSG.generic,
  publishing: DOC_VIEW_MSG.publishing,
  failedTitle: DOC_VIEW_MSG.failedTitle,
  /** Designed: the viewer shows text because page images could not be made. */
  pagesUnavailable: {
    ko: "이 문서는 페이지 이미지를 만들 수 없어 본문 텍스트로 보여 드립니다.",
    en: "Page images could not be made for this document, so its text is shown instead.",
  },
  /** Designed: the author did not allow downloads. */
  downloadNotAllowed: {
    ko: "작성자가 원본 다운로드를 허용하지 않은 문서입니다.",
    en: "The author does not allow downloading the original.",
  },
  downloadLogin: DOC_VIEW_MSG.downloadLogin,
  subjectRequired: MSG.titleRequired,
  introRequired: { ko: "문서 소개를 입력해 주세요.", en: "Please introduce the document." },
  topicRequired: MSG.topicRequired,
  notFound: { ko: "문서를 찾을 수 없습니다.", en: "Document not found." },
  tooManyFields: { ko: "요청 항목이 너무 많습니다.", en: "The request has too many fields." },
  uploadTooOften: {
    ko: "문서를 너무 자주 올렸습니다. 잠시 후 다시 시도해 주세요.",
    en: "You uploaded documents too often. Please try again in a moment.",
  },
  editWhilePublishing: {
    ko: "문서를 변환하는 중에는 수정할 수 없어요. 변환이 끝난 뒤 다시 시도해 주세요.",
    en: "The document can't be edited while it is converting. Please try again once it is done.",
  },
  onlyFailedRetry: { ko: "변환에 실패한 문서만 다시 시도할 수 있습니다.", en: "Only documents that failed to convert can be tried again." },
  onlyFailedDelete: {
    ko: "변환에 실패한 문서만 여기서 삭제할 수 있습니다.",
    en: "Only documents that failed to convert can be deleted here.",
  },
  retryLater: { ko: "잠시 후 다시 시도해 주세요.", en: "Please try again in a moment." },
});

/** Designed: the content is a known document kind other than the name says. */
export function mismatchMessage(ext: string, actual: DocumentKind): Localized {
  const label = DOCUMENT_KIND_LABELS[actual];
  return {
    ko: `파일 이름(.${ext})과 실제 내용(${label.ko})이 다릅니다. 확장자를 확인한 뒤 다시 올려 주세요.`,
    en: `The file name (.${ext}) does not match its content (${label.en}). Check the extension and upload it again.`,
  };
}

/** Designed: the content is not a document at all (an image renamed to .pdf …); `what` names it when known. */
export function notADocumentMessage(ext: string, what?: Localized | null): Localized {
  const unsupported = MSG.unsupportedFileType;
  return what
    ? {
        ko: `파일 이름은 .${ext} 이지만 실제 내용은 ${what.ko}입니다. ${unsupported.ko}`,
        en: `The file is named .${ext} but it is a ${what.en}. ${unsupported.en}`,
      }
    : {
        ko: `파일 이름은 .${ext} 이지만 내용이 문서 형식이 아닙니다. ${unsupported.ko}`,
        en: `The file is named .${ext} but its content is not a document. ${unsupported.en}`,
      };
}

/** Designed: no converter for this kind on this server (DOC/PPT need LibreOffice). */
export function noConverterMessage(kind: DocumentKind): Localized {
  const label = DOCUMENT_KIND_LABELS[kind];
  const instead = kind === "hwp" ? "HWPX" : "DOCX, PPTX";
  return {
    ko: `${label.ko}는 지금 변환할 수 없습니다. ${instead} 또는 PDF로 저장해 올려 주세요.`,
    en: `${label.en} files cannot be converted right now. Save it as ${instead} or PDF and upload it.`,
  };
}

/**
 * The browser's check of picked or dropped files before any upload: exactly one file, docs/product/documents.md
 * sizes (20MB each, 100MB in total for attachments: the fileErr modal's messages), docs/product/documents.md types,
 * and not empty. The server repeats it and then decides the type by the content.
 */
export function checkDocumentFiles(files: readonly FileInfo[]): FileCheck {
  if (files.length === 0) return { ok: false, message: both(DOC_MSG.fileRequired) };
  const sizes = checkAttachments([], files);
  if (!sizes.ok) return sizes;
  if (files.length > 1) return { ok: false, message: both(DOC_MSG.oneFile) };
  const file = files[0]!;
  const type = checkBriefingFile(file);
  if (!type.ok) return { ...type, fileName: file.name };
  if (!(file.size > 0)) return { ok: false, message: both(DOC_MSG.empty), fileName: file.name };
  return { ok: true };
}

/** The kind a file name claims (by extension), or null. */
export function kindFromName(name: string): DocumentKind | null {
  const ext = fileExtension(name);
  return isDocumentKind(ext) ? ext : null;
}

/** The name of a download whose original had none but its extension. */
const UNNAMED_DOCUMENT = texts({ name: { ko: "문서", en: "document" } }).name;

/** Longest download name, in code points (extension included). */
export const DOWNLOAD_NAME_MAX = 80;

/**
 * The name an original is downloaded under: the uploader's name made safe (core/files.ts
 * sanitizeFileName), with the extension of the kind we detected (never a misleading one),
 * shortened keeping the extension visible.
 */
export function downloadFileName(originalName: string, kind: DocumentKind, language: Language = "ko"): string {
  const safe = sanitizeFileName(originalName);
  const { base, ext } = splitExtension(safe);
  const bare = safe.toLowerCase() === `.${kind}`; // a name that is only the extension
  const stem = bare ? "" : (ext.slice(1).toLowerCase() === kind ? base : safe).replace(/^[.\s]+/, "");
  const named = `${stem === "" ? say(UNNAMED_DOCUMENT, language) : stem}.${kind}`;
  return shortenFileName(named, DOWNLOAD_NAME_MAX);
}

/** An ASCII-only stand-in for old clients that ignore `filename*` (RFC 6266). */
export function asciiFallbackName(name: string, kind: DocumentKind): string {
  const ascii = splitExtension(name)
    .base.normalize("NFKD")
    .replace(/[^A-Za-z0-9._ -]/g, "")
    .trim()
    .replace(/\s+/g, "_")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, 60);
  return `${ascii || "document"}.${kind}`;
}

/** The file size format, with the viewer's messages (document-view.ts). */
export { formatFileSize } from "./document-view";
