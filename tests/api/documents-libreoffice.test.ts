// Document posts with LibreOffice installed: DOC, DOCX, PPT and PPTX become page images through
// `soffice --convert-to pdf` and pdf.js; HWP and HWPX keep the text view (LibreOffice reads
// neither). Skipped where LibreOffice is not installed (the offline default and a failing
// LibreOffice are covered by documents.test.ts).
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentPages } from "../../server/db/schema";
import { findSoffice } from "../../server/modules/documents/soffice";
import { signedIn, type SignedIn } from "../support/auth";
import * as fx from "../support/document-fixtures";
import { publishDocument, waitForConversion } from "../support/documents";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

const soffice = findSoffice(undefined);

describe.skipIf(!soffice)("with LibreOffice", () => {
  let platform: TestPlatform;
  let owner: SignedIn;
  const db = () => platform.handle.db;

  beforeAll(async () => {
    platform = await createTestPlatform({ queue: true });
    owner = await signedIn(db(), (await makeUser(db())).userNo);
  });
  afterAll(async () => platform?.dispose());

  async function convert(fileName: string, data: Buffer) {
    const res = await publishDocument(platform, owner.headers, { fileName, data });
    expect(res.statusCode, res.body).toBe(200);
    const boardNo = res.json().data.boardNo as number;
    const row = await waitForConversion(db(), boardNo, 180_000);
    const pages = await db().select().from(documentPages).where(eq(documentPages.boardNo, boardNo)).orderBy(documentPages.pageNo);
    return { row, pages };
  }

  /** LibreOffice's PDF may split runs ("2 쪽"); compare without spaces. */
  const squeeze = (s: string) => s.replace(/\s+/g, "");

  async function ink(key: string): Promise<number> {
    const { data, info } = await sharp(await platform.ctx.files.read(key))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let dark = 0;
    for (const v of data) if (v < 128) dark++;
    return dark / (info.width * info.height);
  }

  it("DOCX: page images with Korean text, one per page break", { timeout: 240_000 }, async () => {
    const { row, pages } = await convert("보고서.docx", fx.docx({ pages: 3, title: "워드 보고서" }));
    expect(row).toMatchObject({ status: "ready", renderer: "pages", converter: "soffice+pdfjs", pageCount: 3 });
    expect(squeeze(pages[1]!.text)).toContain("2쪽워드보고서");
    expect(await ink(pages[0]!.imageKey!)).toBeGreaterThan(0.002);
  });

  it("PPTX: one page image per slide", { timeout: 240_000 }, async () => {
    const { row, pages } = await convert("발표.pptx", fx.pptx({ slides: 2, title: "발표 자료" }));
    expect(row).toMatchObject({ status: "ready", renderer: "pages", converter: "soffice+pdfjs", pageCount: 2 });
    expect(squeeze(pages[0]!.text)).toContain("1쪽발표자료");
    expect(pages[0]!.width! > pages[0]!.height!).toBe(true);
  });

  it("DOC and PPT (written by LibreOffice from the generated files)", { timeout: 240_000 }, async () => {
    const doc = fx.convertWithSoffice(soffice!, fx.docx({ pages: 2, title: "옛 워드" }), "docx", "doc");
    const ppt = fx.convertWithSoffice(soffice!, fx.pptx({ slides: 2, title: "옛 발표" }), "pptx", "ppt");
    const word = await convert("옛문서.doc", doc);
    expect(word.row).toMatchObject({ status: "ready", kind: "doc", renderer: "pages", pageCount: 2 });
    expect(squeeze(word.pages[0]!.text)).toContain("1쪽옛워드");
    const slides = await convert("옛발표.ppt", ppt);
    expect(slides.row).toMatchObject({ status: "ready", kind: "ppt", renderer: "pages", pageCount: 2 });
    expect(squeeze(slides.pages[1]!.text)).toContain("2쪽옛발표");
  });

  it("HWP and HWPX stay text views (LibreOffice reads neither)", { timeout: 120_000 }, async () => {
    const hwpx = await convert("한글.hwpx", fx.hwpx({ sections: 2 }));
    expect(hwpx.row).toMatchObject({ status: "ready", renderer: "html", converter: "hwpx-xml" });
    const hwp = await convert("한글.hwp", fx.hwp());
    expect(hwp.row).toMatchObject({ status: "ready", renderer: "html", converter: "hwpjs" });
  });
});
