// The upload check of a document, in the order people find most useful: empty, too large,
// a name we do not take, content that is not what the name says, damaged, password-protected,
// unreadable, too long, and finally whether this server can convert it. Every refusal is an
// AppError with the message of core/documents.ts; nothing is stored before it passes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import {
  DOC_MSG,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_PAGES,
  isDocumentKind,
  mismatchMessage,
  noConverterMessage,
  notADocumentMessage,
  type DocumentKind,
} from "../../../core/documents";
import type { Localized, Params } from "../../../core/i18n";
import { fileExtension } from "../../../core/files";
import { AppError, type ErrorMessage } from "../../lib/errors";
import { ConversionError, pdfjsRoot, runChild } from "./child/runner";
import { loadHwpParser } from "./hwp";
import { sniffDocument } from "./sniff";

export interface Inspected {
  kind: DocumentKind;
  /** Known for PDFs (from the probe); other kinds learn it during conversion. */
  pageCount: number | null;
}

export interface InspectOptions {
  /** LibreOffice is available: DOC and PPT can be converted. */
  soffice: boolean;
}

const refuse = (status: number, errorId: string, message: ErrorMessage, params?: Params) =>
  new AppError(status, errorId, message, undefined, params);

export const rejections = {
  empty: () => refuse(422, "DOCUMENT_EMPTY", DOC_MSG.empty),
  tooLarge: () => refuse(413, "FILE_TOO_LARGE", DOC_MSG.tooLarge),
  invalidType: () => refuse(415, "UNSUPPORTED_FILE_TYPE", DOC_MSG.invalidType),
  notADocument: (ext: string, what?: Localized | null) => refuse(415, "DOCUMENT_NOT_A_DOCUMENT", notADocumentMessage(ext, what)),
  mismatch: (ext: string, kind: DocumentKind) => refuse(415, "DOCUMENT_TYPE_MISMATCH", mismatchMessage(ext, kind)),
  corrupted: () => refuse(422, "DOCUMENT_CORRUPTED", DOC_MSG.corrupted),
  encrypted: () => refuse(422, "DOCUMENT_ENCRYPTED", DOC_MSG.encrypted),
  parsingFailed: () => refuse(422, "DOCUMENT_PARSE_FAILED", DOC_MSG.parsingFailed),
  tooManyPages: () => refuse(422, "DOCUMENT_TOO_MANY_PAGES", DOC_MSG.tooManyPages, { max: DOCUMENT_MAX_PAGES }),
  noConverter: (kind: DocumentKind) => refuse(415, "DOCUMENT_NO_CONVERTER", noConverterMessage(kind)),
  archiveTooLarge: () => refuse(413, "DOCUMENT_ARCHIVE_TOO_LARGE", DOC_MSG.archiveTooLarge),
};

/**
 * What a ZIP-based document (DOCX, PPTX, HWPX) may expand to. Real documents stay far below:
 * a 20 MB upload of slides with photos expands to about its own size (images are stored, not
 * compressed further); text parts compress about 10×. The sizes are the central directory's
 * own claims, checked before anything is unpacked; the one part inspected below is unpacked
 * with its claimed size as the ceiling.
 */
export const ARCHIVE_LIMITS = { entryBytes: 100 * 1024 * 1024, totalBytes: 250 * 1024 * 1024, entries: 5_000 };

function checkArchiveSizes(data: Buffer): void {
  let total = 0;
  let entries = 0;
  let tooBig = false;
  try {
    unzipSync(data, {
      filter(file) {
        entries++;
        total += file.originalSize;
        if (file.originalSize > ARCHIVE_LIMITS.entryBytes || total > ARCHIVE_LIMITS.totalBytes || entries > ARCHIVE_LIMITS.entries)
          tooBig = true;
        return false;
      },
    });
  } catch {
    throw rejections.corrupted();
  }
  if (tooBig) throw rejections.archiveTooLarge();
}

/** Cheap structural checks that need more than the sniff (the XML part is there and is Word XML). */
function checkPackage(kind: DocumentKind, data: Buffer): void {
  if (kind !== "docx") return;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, { filter: (f) => f.name === "word/document.xml" && f.originalSize <= 64 * 1024 * 1024 });
  } catch {
    throw rejections.corrupted();
  }
  const xml = files["word/document.xml"];
  if (
    !xml ||
    !Buffer.from(xml.subarray(0, 64 * 1024))
      .toString("utf8")
      .includes(":document")
  )
    throw rejections.parsingFailed();
}

function checkHwp(data: Buffer): void {
  const parser = loadHwpParser();
  if (!parser) throw rejections.noConverter("hwp");
  try {
    parser.fileHeader(data);
  } catch {
    throw rejections.corrupted();
  }
}

async function probePdf(data: Buffer): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-doc-probe-"));
  const file = path.join(dir, "input.pdf");
  try {
    fs.writeFileSync(file, data);
    const messages = await runChild(
      { mode: "probe-pdf", file, pdfjsRoot: pdfjsRoot() },
      { timeoutMs: 30_000, idleMs: 30_000, maxRssMb: 1024 },
    );
    const probe = messages.find((m) => m.type === "probe");
    if (!probe || probe.type !== "probe") throw rejections.parsingFailed();
    return probe.pages;
  } catch (error) {
    if (!(error instanceof ConversionError)) throw error;
    if (error.code === "encrypted") throw rejections.encrypted();
    if (error.code === "corrupted" || error.code === "empty") throw rejections.corrupted();
    throw rejections.parsingFailed();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function inspectUpload(data: Buffer, fileName: string, options: InspectOptions): Promise<Inspected> {
  if (data.length === 0) throw rejections.empty();
  if (data.length > DOCUMENT_MAX_BYTES) throw rejections.tooLarge();
  const ext = fileExtension(fileName);
  if (!isDocumentKind(ext)) throw rejections.invalidType();

  const sniffed = sniffDocument(data);
  if (sniffed.type === "other") throw rejections.notADocument(ext, sniffed.label);
  if (sniffed.type === "encrypted-ooxml") {
    if (ext === "docx" || ext === "pptx" || ext === "doc" || ext === "ppt") throw rejections.encrypted();
    throw rejections.notADocument(ext, { ko: "암호가 걸린 Office 파일", en: "password-protected Office file" });
  }
  if (sniffed.type === "corrupted") {
    if (sniffed.kind && sniffed.kind !== ext) throw rejections.mismatch(ext, sniffed.kind);
    throw rejections.corrupted();
  }
  const kind = sniffed.kind;
  if (kind !== ext) throw rejections.mismatch(ext, kind);
  if (sniffed.encrypted) throw rejections.encrypted();

  if ((kind === "doc" || kind === "ppt") && !options.soffice) throw rejections.noConverter(kind);
  if (kind === "hwp") checkHwp(data);
  if (kind === "docx" || kind === "pptx" || kind === "hwpx") checkArchiveSizes(data);
  checkPackage(kind, data);

  let pageCount: number | null = null;
  if (kind === "pdf") {
    pageCount = await probePdf(data);
    if (pageCount > DOCUMENT_MAX_PAGES) throw rejections.tooManyPages();
  }
  return { kind, pageCount };
}
