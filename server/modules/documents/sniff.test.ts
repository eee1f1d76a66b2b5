import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import * as fx from "../../../tests/support/document-fixtures";
import { sniffDocument } from "./sniff";

describe("sniffDocument: every kind by its content", () => {
  it("PDF by its header and end marker", () => {
    expect(sniffDocument(fx.cidKoreanPdf())).toEqual({ type: "document", kind: "pdf", encrypted: false });
    // Readers allow bytes before the header (within the first kB).
    expect(sniffDocument(Buffer.concat([Buffer.from("junk\n"), fx.cidKoreanPdf()]))).toMatchObject({ kind: "pdf" });
  });

  it("DOCX, PPTX and HWPX by the parts of their zip packages", () => {
    expect(sniffDocument(fx.docx())).toEqual({ type: "document", kind: "docx", encrypted: false });
    expect(sniffDocument(fx.pptx())).toEqual({ type: "document", kind: "pptx", encrypted: false });
    expect(sniffDocument(fx.hwpx())).toEqual({ type: "document", kind: "hwpx", encrypted: false });
  });

  it("HWP, DOC and PPT by the streams of their compound files", () => {
    expect(sniffDocument(fx.hwp())).toEqual({ type: "document", kind: "hwp", encrypted: false });
    expect(sniffDocument(fx.docShell())).toEqual({ type: "document", kind: "doc", encrypted: false });
    expect(sniffDocument(fx.pptShell())).toEqual({ type: "document", kind: "ppt", encrypted: false });
  });
});

describe("sniffDocument: encrypted", () => {
  it("HWP with the password bit, DOC with fEncrypted, PPT with the encrypted token", () => {
    expect(sniffDocument(fx.hwp({ encrypted: true }))).toMatchObject({ kind: "hwp", encrypted: true });
    expect(sniffDocument(fx.docShell({ encrypted: true }))).toMatchObject({ kind: "doc", encrypted: true });
    expect(sniffDocument(fx.pptShell({ encrypted: true }))).toMatchObject({ kind: "ppt", encrypted: true });
  });

  it("password-protected Word/PowerPoint 2007+ (EncryptionInfo + EncryptedPackage)", () => {
    expect(sniffDocument(fx.encryptedOoxml())).toEqual({ type: "encrypted-ooxml" });
  });

  it("HWPX whose manifest declares encrypted entries", () => {
    const encrypted = zipSync({
      mimetype: [strToU8("application/hwp+zip"), { level: 0 }],
      "META-INF/manifest.xml": strToU8(
        '<manifest><file-entry full-path="Contents/section0.xml"><encryption-data/></file-entry></manifest>',
      ),
      "Contents/section0.xml": strToU8("<hs:sec/>"),
    });
    expect(sniffDocument(Buffer.from(encrypted))).toMatchObject({ kind: "hwpx", encrypted: true });
  });
});

describe("sniffDocument: damaged", () => {
  it("a PDF cut short has no end marker", () => {
    const pdf = fx.cidKoreanPdf({ pages: 3 });
    expect(sniffDocument(pdf.subarray(0, Math.floor(pdf.length * 0.6)))).toEqual({ type: "corrupted", container: "pdf", kind: "pdf" });
  });

  it("a zip or compound file cut short cannot be read", () => {
    const docx = fx.docx();
    expect(sniffDocument(docx.subarray(0, docx.length - 60))).toEqual({ type: "corrupted", container: "zip" });
    const hwp = fx.hwp();
    expect(sniffDocument(hwp.subarray(0, 700))).toMatchObject({ type: "corrupted", container: "compound" });
  });

  it("packages missing their content parts", () => {
    const hwpxNoSection = zipSync({ mimetype: [strToU8("application/hwp+zip"), { level: 0 }], "version.xml": strToU8("<v/>") });
    expect(sniffDocument(Buffer.from(hwpxNoSection))).toEqual({ type: "corrupted", container: "zip", kind: "hwpx" });
    const pptxNoSlides = fx.plainZip({ "[Content_Types].xml": "<Types/>", "ppt/presentation.xml": "<p:presentation/>" });
    expect(sniffDocument(pptxNoSlides)).toEqual({ type: "corrupted", container: "zip", kind: "pptx" });
    const hwpNoBody = fx.compoundFile({ FileHeader: fx.hwp().subarray(0, 0), DocInfo: Buffer.alloc(10) });
    expect(sniffDocument(hwpNoBody)).toMatchObject({ type: "other" });
  });
});

describe("sniffDocument: not documents", () => {
  it("names images, text, spreadsheets and plain archives", async () => {
    expect(sniffDocument(await fx.pngImage())).toMatchObject({ type: "other", label: { ko: "PNG 이미지", en: "PNG image" } });
    expect(sniffDocument(Buffer.from("그냥 텍스트 파일입니다.\n"))).toMatchObject({ type: "other", label: { ko: "텍스트 파일" } });
    expect(sniffDocument(fx.plainZip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" }))).toEqual({
      type: "other",
      label: { ko: "Excel 통합 문서(XLSX)", en: "Excel workbook (XLSX)" },
    });
    expect(sniffDocument(fx.plainZip({ "readme.txt": "hello" }))).toMatchObject({ type: "other", label: { ko: "ZIP 압축 파일" } });
    expect(sniffDocument(fx.compoundFile({ Workbook: Buffer.alloc(600) }))).toMatchObject({
      type: "other",
      label: { ko: "Excel 97-2003 통합 문서" },
    });
    expect(sniffDocument(Buffer.from([0x00, 0xff, 0x10, 0x80, 0x00]))).toEqual({ type: "other", label: null });
    expect(sniffDocument(Buffer.alloc(0))).toMatchObject({ type: "other" });
  });

  it("a zip entry claiming a huge inflated size is not inflated", () => {
    const docx = fx.docx();
    // Patch [Content_Types].xml's uncompressed size in the central directory to 1 GB.
    const cd = docx.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), docx.indexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])));
    const first = docx.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(cd).toBeGreaterThan(0);
    const patched = Buffer.from(docx);
    patched.writeUInt32LE(1024 * 1024 * 1024, first + 24);
    expect(sniffDocument(patched)).toEqual({ type: "corrupted", container: "zip" });
  });
});
