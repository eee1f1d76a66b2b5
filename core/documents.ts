// Uploaded documents (SPEC §3 upload form type updDocs, §5 AI briefing file rules, §8 editor
// file errors, §9 limits): which files a document post accepts, the Korean messages for every
// way a file can be refused, the check the browser runs before uploading (the server runs the
// same one and then looks at the bytes), and the download name of an original.

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

/** SPEC §5/§9: 20MB per document (the '20MB 이하' wording: inclusive). */
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
export const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, string>> = {
  pdf: "PDF 문서",
  doc: "Word 97-2003 문서(DOC)",
  docx: "Word 문서(DOCX)",
  ppt: "PowerPoint 97-2003 문서(PPT)",
  pptx: "PowerPoint 문서(PPTX)",
  hwp: "한글 문서(HWP)",
  hwpx: "한글 문서(HWPX)",
};

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === "string" && (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/**
 * Messages for document files. SPEC §8 lists the editor's file errors (parsing failed, file too
 * large, invalid type, corrupted, error during upload/loading, upload cancelled, generic) without
 * Korean wording; the wording here is designed. The type and size messages are SPEC §5's.
 */
export const DOC_MSG = {
  /** SPEC §5: not one of doc, docx, ppt, pptx, pdf, hwp, hwpx. */
  invalidType: MSG.unsupportedFileType,
  /** SPEC §5: above 20MB. */
  tooLarge: MSG.fileTooLarge,
  /** SPEC §8 parsing failed. */
  parsingFailed: "문서를 분석하지 못했습니다. 파일을 확인한 뒤 다시 올려 주세요.",
  /** SPEC §8 corrupted (also a file cut short during copying or uploading). */
  corrupted: "파일이 손상되어 열 수 없습니다. 원본 파일을 다시 저장해 올려 주세요.",
  /** Designed: a DOCX/PPTX/HWPX whose parts would unpack to far more than any real document. */
  archiveTooLarge: "압축을 풀면 지나치게 커지는 파일은 올릴 수 없습니다. 원본 문서를 다시 저장해 올려 주세요.",
  /** Designed: a file of 0 bytes. */
  empty: "빈 파일은 올릴 수 없습니다.",
  /** Designed: password-protected documents cannot be shown to readers. */
  encrypted: "암호가 걸린 문서는 올릴 수 없습니다. 암호를 해제한 뒤 다시 올려 주세요.",
  /** Designed: more pages than we convert. */
  tooManyPages: (max: number) => `${max}쪽이 넘는 문서는 올릴 수 없습니다. 문서를 나누어 올려 주세요.`,
  /** Designed: the content is a known document kind other than the name says. */
  mismatch: (ext: string, actual: DocumentKind) =>
    `파일 이름(.${ext})과 실제 내용(${DOCUMENT_KIND_LABELS[actual]})이 다릅니다. 확장자를 확인한 뒤 다시 올려 주세요.`,
  /** Designed: the content is not a document at all (an image renamed to .pdf …); `what` names it when known. */
  notADocument: (ext: string, what?: string) =>
    what && what !== "알 수 없는 형식"
      ? `파일 이름은 .${ext} 이지만 실제 내용은 ${what}입니다. ${MSG.unsupportedFileType}`
      : `파일 이름은 .${ext} 이지만 내용이 문서 형식이 아닙니다. ${MSG.unsupportedFileType}`,
  /** Designed: no converter for this kind on this server (DOC/PPT need LibreOffice). */
  noConverter: (kind: DocumentKind) =>
    `${DOCUMENT_KIND_LABELS[kind]}는 지금 변환할 수 없습니다. ${kind === "hwp" ? "HWPX" : "DOCX, PPTX"} 또는 PDF로 저장해 올려 주세요.`,
  /** Designed: one document per post. */
  oneFile: "문서는 한 번에 하나만 올릴 수 있습니다.",
  /** Designed: a document post needs its file. */
  fileRequired: "올릴 문서 파일을 선택해 주세요.",
  /** SPEC §8 error during upload. */
  uploadError: "업로드 중 오류가 발생했습니다. 다시 시도해 주세요.",
  /** SPEC §8 error during loading. */
  loadError: "문서를 불러오는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  /** SPEC §8 upload cancelled. */
  uploadCancelled: "업로드가 취소되었습니다.",
  /** SPEC §8 generic. */
  generic: MSG.somethingWentWrong,
  /** Designed: shown while the conversion job runs. */
  publishing: "문서를 변환하고 있어요. 잠시 후 페이지가 나타납니다.",
  /** Designed: the conversion failed (the owner sees the reason below it). */
  failedTitle: "문서를 변환하지 못했습니다.",
  /** Designed: the viewer shows text because page images could not be made. */
  pagesUnavailable: "이 문서는 페이지 이미지를 만들 수 없어 본문 텍스트로 보여 드립니다.",
  /** Designed: the author did not allow downloads. */
  downloadNotAllowed: "작성자가 원본 다운로드를 허용하지 않은 문서입니다.",
  /** Designed: downloads need a member. */
  downloadLogin: "원본 다운로드는 로그인 후 이용할 수 있습니다.",
} as const;

/**
 * The browser's check of picked or dropped files before any upload: exactly one file, SPEC §5
 * sizes (20MB each, 100MB in total for attachments: the fileErr modal's messages), SPEC §5 types,
 * and not empty. The server repeats it and then decides the type by the content.
 */
export function checkDocumentFiles(files: readonly FileInfo[]): FileCheck {
  if (files.length === 0) return { ok: false, message: DOC_MSG.fileRequired };
  const sizes = checkAttachments([], files);
  if (!sizes.ok) return sizes;
  if (files.length > 1) return { ok: false, message: DOC_MSG.oneFile };
  const file = files[0]!;
  const type = checkBriefingFile(file);
  if (!type.ok) return { ...type, fileName: file.name };
  if (!(file.size > 0)) return { ok: false, message: DOC_MSG.empty, fileName: file.name };
  return { ok: true };
}

/** The kind a file name claims (by extension), or null. */
export function kindFromName(name: string): DocumentKind | null {
  const ext = fileExtension(name);
  return isDocumentKind(ext) ? ext : null;
}

/** Longest download name, in code points (extension included). */
export const DOWNLOAD_NAME_MAX = 80;

/**
 * The name an original is downloaded under: the uploader's name made safe (core/files.ts
 * sanitizeFileName), with the extension of the kind we detected (never a misleading one),
 * shortened keeping the extension visible.
 */
export function downloadFileName(originalName: string, kind: DocumentKind): string {
  const safe = sanitizeFileName(originalName);
  const { base, ext } = splitExtension(safe);
  const bare = safe.toLowerCase() === `.${kind}`; // a name that is only the extension
  const stem = bare ? "" : (ext.slice(1).toLowerCase() === kind ? base : safe).replace(/^[.\s]+/, "");
  const named = `${stem === "" ? "문서" : stem}.${kind}`;
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

/** Readable size for the viewer and upload form: '1.2MB', '820KB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0KB";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}KB`;
  const mb = bytes / 1024 / 1024;
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10}MB`;
}
