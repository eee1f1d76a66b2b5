import { describe, expect, it } from "vitest";
import { DOC_MSG, asciiFallbackName, checkDocumentFiles, downloadFileName, formatFileSize, kindFromName } from "./documents";
import { both } from "./i18n";
import { MSG } from "./messages";

const MB = 1024 * 1024;

describe("checkDocumentFiles", () => {
  it("accepts one file of every document extension up to 20MB inclusive", () => {
    for (const ext of ["pdf", "doc", "docx", "ppt", "pptx", "hwp", "HWPX"]) {
      expect(checkDocumentFiles([{ name: `보고서.${ext}`, size: 20 * MB }])).toEqual({ ok: true });
    }
  });

  it("refuses other types with the docs/product/documents.md message", () => {
    const check = checkDocumentFiles([{ name: "사진.png", size: 100 }]);
    expect(check).toMatchObject({ ok: false, message: { ko: MSG.unsupportedFileType.ko }, fileName: "사진.png" });
    expect(checkDocumentFiles([{ name: "noextension", size: 100 }])).toMatchObject({
      ok: false,
      message: { ko: MSG.unsupportedFileType.ko },
    });
  });

  it("refuses files above 20MB with the docs/product/documents.md message naming the file", () => {
    const check = checkDocumentFiles([{ name: "큰파일.pdf", size: 20 * MB + 1 }]);
    expect(check).toEqual({
      ok: false,
      message: { ko: `큰파일.pdf: ${MSG.fileTooLarge.ko}`, en: `큰파일.pdf: ${MSG.fileTooLarge.en}` },
      fileName: "큰파일.pdf",
    });
  });

  it("uses the 100MB total message when several files add up past it, and takes one file only", () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, size: 19 * MB }));
    const check = checkDocumentFiles(many);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message.ko).toBe(`f5.pdf: ${MSG.attachmentsTotalTooLarge.ko}`);
    expect(
      checkDocumentFiles([
        { name: "a.pdf", size: 1 },
        { name: "b.pdf", size: 1 },
      ]),
    ).toEqual({ ok: false, message: both(DOC_MSG.oneFile) });
  });

  it("refuses empty files and an empty pick", () => {
    expect(checkDocumentFiles([{ name: "빈.pdf", size: 0 }])).toMatchObject({ ok: false, message: both(DOC_MSG.empty) });
    expect(checkDocumentFiles([])).toEqual({ ok: false, message: both(DOC_MSG.fileRequired) });
  });
});

describe("kindFromName", () => {
  it("reads the extension case-insensitively", () => {
    expect(kindFromName("발표.PPTX")).toBe("pptx");
    expect(kindFromName("a.hwp")).toBe("hwp");
    expect(kindFromName("a.txt")).toBeNull();
  });
});

describe("downloadFileName", () => {
  it("keeps a Korean name, removes unsafe characters and forces the detected extension", () => {
    expect(downloadFileName("2024 경제/전망:보고서?.pdf", "pdf")).toBe("2024 경제전망보고서.pdf");
    expect(downloadFileName("발표자료.PDF", "pdf")).toBe("발표자료.pdf");
    expect(downloadFileName("이름만", "docx")).toBe("이름만.docx");
    expect(downloadFileName(".pdf", "pdf")).toBe("문서.pdf");
  });

  it("shortens long names keeping the extension", () => {
    const name = downloadFileName(`${"가".repeat(200)}.hwp`, "hwp");
    expect(Array.from(name)).toHaveLength(80);
    expect(name.endsWith("….hwp")).toBe(true);
  });

  it("has an ASCII fallback without quotes or separators", () => {
    expect(asciiFallbackName('보고서 "final"; v2.pdf', "pdf")).toBe("final_v2.pdf");
    expect(asciiFallbackName("한글만.pdf", "pdf")).toBe("document.pdf");
  });
});

describe("formatFileSize", () => {
  it("shows KB below 1MB and MB above", () => {
    expect(formatFileSize(0)).toBe("0KB");
    expect(formatFileSize(300)).toBe("1KB");
    expect(formatFileSize(820 * 1024)).toBe("820KB");
    expect(formatFileSize(1.25 * MB)).toBe("1.3MB");
    expect(formatFileSize(15.4 * MB)).toBe("15MB");
  });
});
