import { describe, it, expect } from "vitest";
import {
  ATTACHMENT_MAX_FILE_BYTES,
  ATTACHMENT_MAX_TOTAL_BYTES,
  BRIEFING_MAX_BYTES,
  checkAttachments,
  checkBriefingFile,
  fileExtension,
  isBriefingFileName,
  sanitizeFileName,
  shortenFileName,
  splitExtension,
} from "./files";

const MB = 1024 * 1024;
const len = (s: string) => Array.from(s).length;

describe("splitExtension / fileExtension", () => {
  it("splits on the last dot", () => {
    expect(splitExtension("보고서.final.PDF")).toEqual({ base: "보고서.final", ext: ".PDF" });
    expect(fileExtension("보고서.final.PDF")).toBe("pdf");
  });
  it("finds no extension in dot-files, trailing dots or plain names", () => {
    expect(splitExtension(".env")).toEqual({ base: ".env", ext: "" });
    expect(splitExtension("name.")).toEqual({ base: "name.", ext: "" });
    expect(splitExtension("README")).toEqual({ base: "README", ext: "" });
    expect(fileExtension("a.very-long-thing")).toBe("");
  });
});

describe("shortenFileName", () => {
  it("leaves names of at most 20 characters alone", () => {
    expect(shortenFileName("짧은이름.pdf")).toBe("짧은이름.pdf");
    const exactly20 = `${"가".repeat(16)}.pdf`;
    expect(shortenFileName(exactly20)).toBe(exactly20);
  });
  it("keeps the extension visible and the result at exactly the limit", () => {
    const name = `${"가".repeat(17)}.pdf`; // 21 characters
    const short = shortenFileName(name);
    expect(short).toBe(`${"가".repeat(15)}….pdf`);
    expect(len(short)).toBe(20);
  });
  it("never exceeds max for many lengths and limits", () => {
    for (let n = 1; n < 60; n++) {
      for (const max of [5, 10, 20, 30]) {
        for (const name of ["a".repeat(n) + ".docx", "한".repeat(n), "😀".repeat(n) + ".hwp"]) {
          const out = shortenFileName(name, max);
          expect(len(out)).toBeLessThanOrEqual(max);
          if (len(name) <= max) expect(out).toBe(name);
          else expect(out).toContain("…");
        }
      }
    }
  });
  it("cuts names without an extension and + …", () => {
    expect(shortenFileName("가".repeat(25))).toBe(`${"가".repeat(19)}…`);
  });
  it("falls back to a plain cut when the extension alone would not fit", () => {
    expect(shortenFileName("abcdefgh.docx", 6)).toBe("abcde…");
  });
  it("never splits an astral character", () => {
    const out = shortenFileName(`${"😀".repeat(30)}.png`);
    expect(out).toBe(`${"😀".repeat(15)}….png`);
  });
});

describe("checkAttachments", () => {
  it("accepts files up to 20MB each and 100MB in total", () => {
    expect(checkAttachments([], [{ name: "a.pdf", size: ATTACHMENT_MAX_FILE_BYTES }])).toEqual({ ok: true });
    expect(checkAttachments([20 * MB, 20 * MB, 20 * MB, 20 * MB], [{ name: "e.pdf", size: 20 * MB }])).toEqual({ ok: true });
    expect(checkAttachments([], [])).toEqual({ ok: true });
  });
  it("names the first file above 20MB", () => {
    const r = checkAttachments(
      [],
      [
        { name: "ok.pdf", size: MB },
        { name: "큰파일.pdf", size: ATTACHMENT_MAX_FILE_BYTES + 1 },
      ],
    );
    expect(r).toEqual({
      ok: false,
      fileName: "큰파일.pdf",
      message: { ko: "큰파일.pdf: 파일 크기는 20MB 이하만 업로드할 수 있습니다.", en: "큰파일.pdf: Files can be at most 20MB." },
    });
  });
  it("names the file that pushes the total over 100MB, counting existing files", () => {
    const r = checkAttachments(
      [90 * MB],
      [
        { name: "a.pdf", size: 10 * MB },
        { name: "b.pdf", size: 1 },
      ],
    );
    expect(r).toEqual({
      ok: false,
      fileName: "b.pdf",
      message: { ko: "b.pdf: 첨부 파일은 모두 합해 100MB까지 올릴 수 있습니다.", en: "b.pdf: Attachments can total at most 100MB." },
    });
    expect(checkAttachments([ATTACHMENT_MAX_TOTAL_BYTES], [{ name: "c.txt", size: 1 }]).ok).toBe(false);
  });
  it("ignores impossible sizes instead of letting them lower the total", () => {
    expect(checkAttachments([-50 * MB, Number.NaN, 100 * MB], [{ name: "d.txt", size: 1 }]).ok).toBe(false);
  });
});

describe("checkBriefingFile", () => {
  it("accepts the seven office formats in any case, up to 20MB", () => {
    for (const ext of ["doc", "docx", "ppt", "pptx", "pdf", "hwp", "hwpx", "PDF", "HwPx"]) {
      expect(checkBriefingFile({ name: `문서.${ext}`, size: BRIEFING_MAX_BYTES })).toEqual({ ok: true });
      expect(isBriefingFileName(`문서.${ext}`)).toBe(true);
    }
  });
  it("refuses other formats first", () => {
    for (const name of ["a.xlsx", "a.txt", "pdf", "a.pdf.exe", ".pdf", "a."]) {
      expect(checkBriefingFile({ name, size: 30 * MB })).toMatchObject({ ok: false, message: { ko: "지원하지 않는 파일 형식입니다." } });
    }
  });
  it("refuses files above 20MB", () => {
    expect(checkBriefingFile({ name: "a.pdf", size: BRIEFING_MAX_BYTES + 1 })).toEqual({
      ok: false,
      message: { ko: "파일 크기는 20MB 이하만 업로드할 수 있습니다.", en: "Files can be at most 20MB." },
    });
  });
});

describe("sanitizeFileName", () => {
  it("removes characters that are unsafe in file names", () => {
    expect(sanitizeFileName('a/b\\c:d*e?f"g<h>i|j.pdf')).toBe("abcdefghij.pdf");
    expect(sanitizeFileName("a\u0000b\u001fc\u007fd.txt")).toBe("abcd.txt");
  });
  it("keeps Hangul and collapses whitespace", () => {
    expect(sanitizeFileName("  2024년   사업\t계획서 .hwp ")).toBe("2024년 사업 계획서 .hwp");
    expect(sanitizeFileName("보고서\n최종.docx")).toBe("보고서 최종.docx");
  });
  it("composes decomposed Hangul (macOS file names)", () => {
    expect(sanitizeFileName("한글.pdf".normalize("NFD"))).toBe("한글.pdf");
  });
  it("neutralises path traversal and trailing dots", () => {
    expect(sanitizeFileName("../../etc/passwd")).toBe("....etcpasswd");
    expect(sanitizeFileName("..")).toBe("file");
    expect(sanitizeFileName("name. . .")).toBe("name");
  });
  it("falls back to 'file' when nothing is left", () => {
    expect(sanitizeFileName("")).toBe("file");
    expect(sanitizeFileName("???")).toBe("file");
  });
  it("caps at 120 code points keeping the extension", () => {
    const out = sanitizeFileName(`${"가".repeat(200)}.pptx`);
    expect(len(out)).toBe(120);
    expect(out.endsWith(".pptx")).toBe(true);
    expect(out).toBe(`${"가".repeat(115)}.pptx`);
    expect(len(sanitizeFileName("나".repeat(300)))).toBe(120);
  });
  it("is idempotent", () => {
    for (const name of ["a/b c .pdf", `${"가".repeat(200)}.pptx`, " x?. ", "보고서\t.hwp"]) {
      const once = sanitizeFileName(name);
      expect(sanitizeFileName(once)).toBe(once);
    }
  });
});
