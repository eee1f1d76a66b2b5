// File-name display and upload checks (docs/product/platform.md Attachments, AI briefing file, ).
// The browser checks before uploading so people get an instant message; the server
// repeats the same checks because the browser cannot be trusted. Names are counted by
// code point so a Hangul syllable is never split.

import { both, say, type Localized, type Text } from "./i18n";
import { MSG } from "./messages";

const MB = 1024 * 1024;
export const ATTACHMENT_MAX_FILE_BYTES = 20 * MB;
export const ATTACHMENT_MAX_TOTAL_BYTES = 100 * MB;
export const BRIEFING_MAX_BYTES = 20 * MB;
export const BRIEFING_EXTENSIONS = ["doc", "docx", "ppt", "pptx", "pdf", "hwp", "hwpx"] as const;
export const FILE_NAME_LIST_MAX = 20;
export const SANITIZED_FILE_NAME_MAX = 120;

const ELLIPSIS = "…";
/** An extension is a dot followed by 1–10 letters/digits, not at the very start (".env" has none). */
const EXT_RE = /^(.+)(\.[\p{L}\p{N}]{1,10})$/u;

export interface FileInfo {
  name: string;
  size: number;
}

export type FileCheck = { ok: true } | { ok: false; message: Localized; fileName?: string };

/** Splits "보고서.final.pdf" into ["보고서.final", ".pdf"]; ext is "" when there is none. */
export function splitExtension(name: string): { base: string; ext: string } {
  const m = EXT_RE.exec(name);
  return m && m[1] !== undefined && m[2] !== undefined ? { base: m[1], ext: m[2] } : { base: name, ext: "" };
}

/** Lower-case extension without the dot ("PDF" → "pdf"), or "". */
export function fileExtension(name: string): string {
  return splitExtension(name).ext.slice(1).toLowerCase();
}

/**
 * Shortens a name for lists to at most `max` code points while keeping the extension
 * visible: '아주아주긴보고서제목입니다정말로길어요.pdf' (23) → its first 15 characters + "…" + ".pdf".
 * Without an extension (or when the extension alone would not fit) the name is cut + '…'.
 */
export function shortenFileName(name: string, max: number = FILE_NAME_LIST_MAX): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  if (max < 1) return "";
  const { base, ext } = splitExtension(name);
  const extLen = Array.from(ext).length;
  const room = max - 1 - extLen; // characters of the base name that still fit
  if (ext === "" || room < 1) return chars.slice(0, max - 1).join("") + ELLIPSIS;
  return Array.from(base).slice(0, room).join("") + ELLIPSIS + ext;
}

/** Non-finite or negative sizes (never produced by a real File) count as 0. */
const sizeOf = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

/** The message for one file, prefixed with its name so people know which file to remove. */
const named = (fileName: string, message: Text): FileCheck => ({
  ok: false,
  message: { ko: `${fileName}: ${say(message, "ko")}`, en: `${fileName}: ${say(message, "en")}` },
  fileName,
});

/**
 * Checks files being added to a post's attachments: each at most 20MB, and everything
 * (already attached `existingBytes` + the new files) at most 100MB. Reports the first
 * offending file in the order given.
 */
export function checkAttachments(existingBytes: readonly number[], added: readonly FileInfo[]): FileCheck {
  let total = existingBytes.reduce((sum, n) => sum + sizeOf(n), 0);
  for (const file of added) {
    const size = sizeOf(file.size);
    if (size > ATTACHMENT_MAX_FILE_BYTES) return named(file.name, MSG.fileTooLarge);
    total += size;
    if (total > ATTACHMENT_MAX_TOTAL_BYTES) return named(file.name, MSG.attachmentsTotalTooLarge);
  }
  return { ok: true };
}

/**
 * The AI briefing accepts one office document (docs/product/platform.md). Type is checked first because a
 * wrong type is the more useful message. The size limit is inclusive (≤ 20MB), matching
 * the '20MB 이하' wording people are shown.
 */
export function checkBriefingFile(file: FileInfo): FileCheck {
  const ext = fileExtension(file.name);
  if (!(BRIEFING_EXTENSIONS as readonly string[]).includes(ext)) {
    return { ok: false, message: both(MSG.unsupportedFileType) };
  }
  if (sizeOf(file.size) > BRIEFING_MAX_BYTES) return { ok: false, message: both(MSG.fileTooLarge) };
  return { ok: true };
}

/** True when the name has one of the AI briefing extensions (for the file picker's accept list). */
export function isBriefingFileName(name: string): boolean {
  return (BRIEFING_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/**
 * Makes a name safe to store and to offer for download on any OS: removes / \ : * ? " < > |
 * and control characters, turns runs of whitespace into one space, trims spaces and
 * trailing dots (Windows drops them), and caps it at 120 code points keeping the extension.
 * Hangul and other letters are kept. A name with nothing left becomes "file".
 */
export function sanitizeFileName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    // Whitespace first, so a tab or newline between words becomes a space rather than vanishing.
    .replace(/\s+/g, " ")
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f-\u009f]/g, "")
    .replace(/ {2,}/g, " ")
    .trim()
    .replace(/[. ]+$/, "");
  if (cleaned === "") return "file";
  const chars = Array.from(cleaned);
  if (chars.length <= SANITIZED_FILE_NAME_MAX) return cleaned;
  const { base, ext } = splitExtension(cleaned);
  const room = SANITIZED_FILE_NAME_MAX - Array.from(ext).length;
  if (ext === "" || room < 1)
    return chars
      .slice(0, SANITIZED_FILE_NAME_MAX)
      .join("")
      .replace(/[. ]+$/, "");
  return Array.from(base).slice(0, room).join("").trimEnd() + ext;
}
