// What an uploaded file really is, decided from its bytes and never from its name:
// - PDF: the %PDF- header (within the first kB, as readers allow) and a %%EOF near the end
//   (a file cut short during copying or uploading has none);
// - compound files (OLE2, D0CF11E0): HWP 5 by its FileHeader stream and signature (the
//   password bit of its properties), DOC by the WordDocument stream and its FIB (fEncrypted),
//   PPT by the PowerPoint Document stream (encrypted when EncryptedSummary exists or the
//   Current User token says so), and password-protected Word/PowerPoint 2007+ files, which
//   are compound files holding EncryptionInfo and EncryptedPackage;
// - zip packages: DOCX by [Content_Types].xml and word/document.xml, PPTX by
//   ppt/presentation.xml, HWPX by its stored `mimetype` entry (application/hwp+zip).
// Only the central directory and a few small entries are read, with size caps, so a zip bomb
// or a huge compound file costs nothing. Parsing the document itself happens later, in the
// sandboxed conversion process.
import CFB from "cfb";
import type { Localized } from "../../../core/i18n";
import { unzipSync } from "fflate";
import type { DocumentKind } from "../../../core/documents";
import { sniffImage } from "../../lib/images";

export type Sniffed =
  | { type: "document"; kind: DocumentKind; encrypted: boolean }
  /** A password-protected DOCX/PPTX/XLSX: the package is encrypted, its kind is not visible. */
  | { type: "encrypted-ooxml" }
  /** Starts like `container` but cannot be read: truncated or damaged. */
  | { type: "corrupted"; container: "pdf" | "compound" | "zip"; kind?: DocumentKind }
  /** Something else; `label` names it for the message ("PNG 이미지"), null when unknown. */
  | { type: "other"; label: Localized | null };

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const HWP_SIGNATURE = "HWP Document File";
const HWPX_MIMETYPE = "application/hwp+zip";
/** Entries we inflate while sniffing are small XML files; anything bigger is suspicious. */
const SNIFF_ENTRY_MAX = 4 * 1024 * 1024;

export function sniffDocument(data: Buffer): Sniffed {
  const head = data.subarray(0, 1024);
  if (head.indexOf("%PDF-") !== -1) return sniffPdf(data);
  if (data.length >= 8 && data.subarray(0, 8).equals(OLE_MAGIC)) return sniffCompound(data);
  if (data.length >= 4 && (data.subarray(0, 4).equals(ZIP_MAGIC) || data.subarray(0, 4).equals(EMPTY_ZIP))) {
    return sniffZip(data);
  }
  return { type: "other", label: describeOther(data) };
}

function sniffPdf(data: Buffer): Sniffed {
  const tail = data.subarray(Math.max(0, data.length - 4096));
  if (tail.indexOf("%%EOF") === -1) return { type: "corrupted", container: "pdf", kind: "pdf" };
  // Whether a PDF needs a password to open is decided by pdf.js in the probe: a PDF with only
  // an owner password (printing/copy restrictions) opens for everyone and is accepted.
  return { type: "document", kind: "pdf", encrypted: false };
}

function sniffCompound(data: Buffer): Sniffed {
  let streams: Map<string, Buffer>;
  try {
    const container = CFB.read(data, { type: "buffer" });
    streams = new Map();
    container.FullPaths.forEach((fullPath, i) => {
      const entry = container.FileIndex[i];
      if (!entry || entry.type !== 2) return;
      // "Root Entry/BodyText/Section0" → "bodytext/section0"
      const name = fullPath.split("/").slice(1).join("/").toLowerCase();
      streams.set(name, entry.content ? Buffer.from(entry.content as Uint8Array) : Buffer.alloc(0));
    });
  } catch {
    return { type: "corrupted", container: "compound" };
  }
  if (streams.has("encryptioninfo") && streams.has("encryptedpackage")) return { type: "encrypted-ooxml" };

  const fileHeader = streams.get("fileheader");
  if (fileHeader) {
    if (fileHeader.length < 40 || fileHeader.toString("latin1", 0, HWP_SIGNATURE.length) !== HWP_SIGNATURE) {
      return { type: "other", label: { ko: "알 수 없는 복합 문서", en: "unknown compound document" } };
    }
    if (!streams.has("docinfo") || ![...streams.keys()].some((k) => k.startsWith("bodytext/section"))) {
      return { type: "corrupted", container: "compound", kind: "hwp" };
    }
    const properties = fileHeader.readUInt32LE(36);
    // Bit 1: password set. Bit 2 (distribution documents) are readable by viewers; allowed.
    return { type: "document", kind: "hwp", encrypted: (properties & 0b10) !== 0 };
  }

  const word = streams.get("worddocument");
  if (word) {
    if (word.length < 0x20 || word.readUInt16LE(0) !== 0xa5ec) return { type: "corrupted", container: "compound", kind: "doc" };
    const flags = word.readUInt16LE(0x0a);
    const table = flags & 0x0200 ? "1table" : "0table";
    if (!streams.has(table)) return { type: "corrupted", container: "compound", kind: "doc" };
    return { type: "document", kind: "doc", encrypted: (flags & 0x0100) !== 0 };
  }

  if (streams.has("powerpoint document")) {
    const currentUser = streams.get("current user");
    const token = currentUser && currentUser.length >= 16 ? currentUser.readUInt32LE(12) : 0;
    const encrypted = streams.has("encryptedsummary") || token === 0xf3d1c4df;
    return { type: "document", kind: "ppt", encrypted };
  }
  if (streams.has("workbook") || streams.has("book"))
    return { type: "other", label: { ko: "Excel 97-2003 통합 문서", en: "Excel 97-2003 workbook" } };
  return { type: "other", label: { ko: "알 수 없는 복합 문서", en: "unknown compound document" } };
}

function sniffZip(data: Buffer): Sniffed {
  const names: string[] = [];
  let oversized = false;
  let files: Record<string, Uint8Array>;
  const wanted = new Set(["mimetype", "[content_types].xml", "meta-inf/manifest.xml"]);
  try {
    files = unzipSync(data, {
      filter(file) {
        names.push(file.name);
        if (!wanted.has(file.name.toLowerCase())) return false;
        if (file.originalSize > SNIFF_ENTRY_MAX) {
          oversized = true;
          return false;
        }
        return true;
      },
    });
  } catch {
    return { type: "corrupted", container: "zip" };
  }
  if (oversized) return { type: "corrupted", container: "zip" };
  const lower = new Set(names.map((n) => n.toLowerCase()));
  const text = (name: string) => {
    const key = Object.keys(files).find((k) => k.toLowerCase() === name);
    return key ? Buffer.from(files[key]!).toString("utf8") : null;
  };

  const mimetype = text("mimetype")?.trim();
  if (mimetype === HWPX_MIMETYPE || mimetype === "application/haansofthwpx") {
    if (![...lower].some((n) => /^contents\/section\d+\.xml$/.test(n))) return { type: "corrupted", container: "zip", kind: "hwpx" };
    // Encrypted HWPX declares encryption data per entry in its manifest (ODF-style).
    const manifest = text("meta-inf/manifest.xml") ?? "";
    return { type: "document", kind: "hwpx", encrypted: /encryption-data/i.test(manifest) };
  }
  if (lower.has("[content_types].xml")) {
    if (lower.has("word/document.xml")) return { type: "document", kind: "docx", encrypted: false };
    if (lower.has("ppt/presentation.xml")) {
      if (![...lower].some((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))) return { type: "corrupted", container: "zip", kind: "pptx" };
      return { type: "document", kind: "pptx", encrypted: false };
    }
    if (lower.has("xl/workbook.xml")) return { type: "other", label: { ko: "Excel 통합 문서(XLSX)", en: "Excel workbook (XLSX)" } };
    return { type: "other", label: { ko: "Office 패키지", en: "Office package" } };
  }
  if (mimetype?.startsWith("application/vnd.oasis.opendocument"))
    return { type: "other", label: { ko: "OpenDocument 문서", en: "OpenDocument file" } };
  return { type: "other", label: { ko: "ZIP 압축 파일", en: "ZIP archive" } };
}

function describeOther(data: Buffer): Localized | null {
  const image = sniffImage(data);
  if (image) return { ko: `${image.toUpperCase()} 이미지`, en: `${image.toUpperCase()} image` };
  if (data.subarray(0, 5).toString("latin1") === "{\\rtf") return { ko: "RTF 문서", en: "RTF document" };
  const text = data.subarray(0, 512);
  // Printable text (UTF-8 or ASCII) without NUL bytes.
  if (text.length > 0 && !text.includes(0) && Buffer.from(text.toString("utf8"), "utf8").equals(text)) {
    return { ko: "텍스트 파일", en: "text file" };
  }
  return null;
}
