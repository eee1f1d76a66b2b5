// Document posts through the API without LibreOffice (SOFFICE_PATH=off, the offline default):
// publishing every format that has a converter, the job's result (pages, thumbnail, text),
// refusals that leave nothing behind, a failed conversion, authorization of every endpoint,
// and the download permission. LibreOffice's paths: documents-libreoffice.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOC_MSG, mismatchMessage, noConverterMessage, notADocumentMessage } from "../../core/documents";
import { say, type Text } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { WRITING_MSG } from "../../core/writing";
import { decodePermalink, normalizePermalinkPart } from "../../core/permalink";
import { boards, documentPages, documents, notifications, users } from "../../server/db/schema";
import { convertDocument } from "../../server/modules/documents/convert";
import { signedIn, type SignedIn } from "../support/auth";
import * as fx from "../support/document-fixtures";
import { countRows, publishDocument, storedFiles, waitForConversion } from "../support/documents";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let owner: SignedIn;
let ownerNo: number;
let other: SignedIn;
let unverified: SignedIn;
let deleted: SignedIn;
let refuser: SignedIn;
const db = () => platform.handle.db;

/** The member's notifications whose event key is `key` (or starts with it), once delivered. */
async function notificationsFor(userNo: number, key: string, prefix = false) {
  const until = Date.now() + 20_000;
  for (;;) {
    const rows = (await db().select().from(notifications).where(eq(notifications.userNo, userNo))).filter((n) =>
      prefix ? n.eventKey.startsWith(key) : n.eventKey === key,
    );
    if (rows.length > 0 || Date.now() > until) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true, env: { SOFFICE_PATH: "off" } });
  const a = await makeUser(db(), { userName: "작성자" });
  ownerNo = a.userNo;
  owner = await signedIn(db(), a.userNo);
  other = await signedIn(db(), (await makeUser(db(), { userName: "다른회원" })).userNo);
  unverified = await signedIn(db(), (await makeUser(db(), { emailCertYn: "N" })).userNo);
  refuser = await signedIn(db(), (await makeUser(db(), { userName: "거절" })).userNo);
  const gone = await makeUser(db());
  deleted = await signedIn(db(), gone.userNo);
  await db().update(users).set({ deleteYn: "Y" }).where(eq(users.userNo, gone.userNo));
});
afterAll(async () => platform?.dispose());

async function publishAndWait(fileName: string, data: Buffer, fields: Record<string, string> = {}) {
  const res = await publishDocument(platform, owner.headers, { fileName, data, fields });
  expect(res.statusCode, res.body).toBe(200);
  const { boardNo, permaLink } = res.json().data as { boardNo: number; permaLink: string };
  const row = await waitForConversion(db(), boardNo);
  return { boardNo, permaLink, row, size: data.length };
}

async function ink(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const v of data) if (v < 128) dark++;
  return dark / (info.width * info.height);
}

const view = (boardNo: number, who?: SignedIn) =>
  platform.app.inject({ method: "GET", url: `/api/documents/${boardNo}`, headers: who ? who.headers : {} });

describe.skipIf(!fx.HAS_KOREAN_FONT)("publishing a Korean PDF", () => {
  let published: Awaited<ReturnType<typeof publishAndWait>>;
  let original: Buffer;
  beforeAll(async () => {
    original = await fx.koreanPdf({ pages: 4, title: "한글 문서 테스트" });
    published = await publishAndWait("경제 지표 (최종).pdf", original);
  });

  it("creates the post publishing, with bfSize in the permalink, and converts it with pdf.js", async () => {
    expect(published.row).toMatchObject({ status: "ready", kind: "pdf", renderer: "pages", converter: "pdfjs", pageCount: 4, attempts: 1 });
    const decoded = decodePermalink(published.permaLink)!;
    expect(decoded.boardNo).toBe(published.boardNo);
    expect(decoded.part).toBe(normalizePermalinkPart(published.size));
    const [board] = await db().select().from(boards).where(eq(boards.boardNo, published.boardNo));
    expect(board).toMatchObject({
      boardType: "updDocs",
      bfSize: published.size,
      publishing: false,
      topic: "economy",
      tags: ["경제", "금리"],
    });
    expect(board!.contentText).toContain("금리와 물가의 관계를 정리한 문서입니다.");
    expect(board!.contentText).toContain("3쪽 한글 문서 테스트");
  });

  it("stores a WebP image, a text layer and the text of every page, and a thumbnail of page 1", async () => {
    const pages = await db().select().from(documentPages).where(eq(documentPages.boardNo, published.boardNo)).orderBy(documentPages.pageNo);
    expect(pages.map((p) => p.pageNo)).toEqual([1, 2, 3, 4]);
    for (const page of pages) {
      expect(page.width).toBe(1200);
      expect(page.height).toBe(Math.round((842 * 1200) / 595));
      expect(page.text).toContain(`${page.pageNo}쪽 한글 문서 테스트`);
      expect(page.text).toContain("다람쥐 헌 쳇바퀴에 타고파.");
      const image = await platform.ctx.files.read(page.imageKey!);
      const meta = await sharp(image).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 1200 });
      expect(await ink(image)).toBeGreaterThan(0.004);
      const layer = JSON.parse((await platform.ctx.files.read(page.textLayerKey!)).toString()) as {
        items: [string, number, number, number, number][];
      };
      const heading = layer.items.find((i) => i[0].includes("한글 문서 테스트"))!;
      expect(heading[1]).toBeGreaterThan(0.05);
      expect(heading[1]).toBeLessThan(0.2);
      expect(heading[2]).toBeGreaterThan(0.05);
      expect(heading[2]).toBeLessThan(0.15);
    }
    const [board] = await db().select().from(boards).where(eq(boards.boardNo, published.boardNo));
    expect(board!.thumb).toMatch(/^\/files\/docs\/.+\/thumb\.webp$/);
    const thumb = await platform.app.inject({ method: "GET", url: board!.thumb! });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
  });

  it("tells the author through the notification outbox, once", async () => {
    const events = await notificationsFor(ownerNo, `PUBLISH_DONE:${published.boardNo}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ notificationType: "PUBLISH_DONE", notificationUrl: `/d/${published.permaLink}`, readYn: "N" });
  });

  it("lists the post once published, with the first page as its card image", async () => {
    const list = await platform.app.inject({ method: "GET", url: "/api/board/newBoards?size=50" });
    const card = list.json().data.items.find((c: { boardNo: number }) => c.boardNo === published.boardNo);
    expect(card.thumb).toMatch(/thumb\.webp$/);
  });

  it("gives the viewer its pages, OG image and description; text for search", async () => {
    const res = await view(published.boardNo);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: "ready", renderer: "pages", pageCount: 4, isOwner: false, failure: null, allowDownload: true });
    expect(data.fileName).toBe("경제 지표 (최종).pdf");
    expect(data.pages).toHaveLength(4);
    expect(data.pages[0]).toMatchObject({
      pageNo: 1,
      width: 1200,
      image: expect.stringMatching(/0001\.webp$/),
      textLayer: expect.stringMatching(/0001\.json$/),
    });
    expect(data.firstPageImage).toBe(data.pages[0].image);
    expect(data.summaryText.startsWith("1쪽 한글 문서 테스트")).toBe(true);
    const text = await platform.app.inject({ method: "GET", url: `/api/documents/${published.boardNo}/text` });
    expect(text.json().data.pages.map((p: { pageNo: number }) => p.pageNo)).toEqual([1, 2, 3, 4]);
    expect(text.json().data.pages[2].text).toContain("3쪽 한글 문서 테스트");
  });

  it("downloads the original under a safe Korean name for members, with safe headers", async () => {
    const res = await platform.app.inject({ method: "GET", url: `/api/documents/${published.boardNo}/download`, headers: other.headers });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(original)).toBe(true);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent("경제 지표 (최종).pdf").replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
  });

  it("never serves the original as a plain file, however the path is written", async () => {
    const [row] = await db().select({ originalKey: documents.originalKey }).from(documents).where(eq(documents.boardNo, published.boardNo));
    const key = row!.originalKey;
    expect(key).toMatch(/^originals\//);
    for (const url of [
      `/files/${key}`,
      `/files/pages/../${key}`,
      `/files/${key.replace("originals", "%6Friginals")}`,
      `/files/ORIGINALS/${key.slice("originals/".length)}`,
    ]) {
      const res = await platform.app.inject({ method: "GET", url, headers: other.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.equals(original), url).toBe(false);
    }
  });

  it("running the job again changes nothing", async () => {
    const before = await db().select().from(documentPages).where(eq(documentPages.boardNo, published.boardNo));
    await convertDocument(platform.ctx, published.boardNo);
    const after = await db().select().from(documentPages).where(eq(documentPages.boardNo, published.boardNo));
    expect(after).toEqual(before);
  });
});

describe("every other format without LibreOffice", () => {
  it.skipIf(!fx.HAS_KOREAN_FONT)("PDF with a non-embedded Korean font: pdf.js cMaps and the Korean system font draw it", async () => {
    const { boardNo, row } = await publishAndWait("비내장.pdf", fx.cidKoreanPdf({ pages: 2, title: "비내장 글꼴" }));
    expect(row).toMatchObject({ status: "ready", renderer: "pages", pageCount: 2 });
    const [page] = await db()
      .select()
      .from(documentPages)
      .where(and(eq(documentPages.boardNo, boardNo), eq(documentPages.pageNo, 1)));
    expect(page!.text.replace(/\s+/g, " ")).toContain("1쪽 비내장 글꼴");
    expect(await ink(await platform.ctx.files.read(page!.imageKey!))).toBeGreaterThan(0.004);
  });

  it("DOCX as text (mammoth), with the note that page images are unavailable", async () => {
    const { boardNo, row } = await publishAndWait("보고서.docx", fx.docx({ pages: 2, title: "워드 보고서" }));
    expect(row).toMatchObject({
      status: "ready",
      renderer: "html",
      converter: "mammoth",
      pageCount: 1,
      pagesNote: DOC_MSG.pagesUnavailable.ko,
    });
    const data = (await view(boardNo)).json().data;
    expect(data.pages[0].image).toBeNull();
    expect(data.pages[0].html).toContain("<p>");
    expect(data.pages[0].html).toContain("2쪽 워드 보고서");
    expect(data.firstPageImage).toBeNull();
    const [board] = await db().select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(board!.thumb).toBeNull();
    expect(board!.publishing).toBe(false);
  });

  it("PPTX as text, one page per slide in presentation order", async () => {
    const { boardNo, row } = await publishAndWait("발표.pptx", fx.pptx({ slides: 3, title: "발표 자료" }));
    expect(row).toMatchObject({ status: "ready", renderer: "html", converter: "pptx-xml", pageCount: 3 });
    const pages = await db().select().from(documentPages).where(eq(documentPages.boardNo, boardNo)).orderBy(documentPages.pageNo);
    expect(pages.map((p) => p.text.split("\n")[0])).toEqual(["1쪽 발표 자료", "2쪽 발표 자료", "3쪽 발표 자료"]);
    expect(pages[0]!.html).toContain("<h2>슬라이드 1</h2>");
  });

  it("HWPX as text, one page per section", async () => {
    const { boardNo, row } = await publishAndWait("한글.hwpx", fx.hwpx({ sections: 2, title: "한글 보고서" }));
    expect(row).toMatchObject({ status: "ready", renderer: "html", converter: "hwpx-xml", pageCount: 2 });
    const pages = await db().select().from(documentPages).where(eq(documentPages.boardNo, boardNo)).orderBy(documentPages.pageNo);
    expect(pages[1]!.text).toContain("2쪽 한글 보고서");
  });

  it("HWP 5 through @ohah/hwpjs", async () => {
    const { boardNo, row } = await publishAndWait("한글.hwp", fx.hwp({ title: "HWP 보고서" }));
    expect(row).toMatchObject({ status: "ready", renderer: "html", converter: "hwpjs", pageCount: 1 });
    const [page] = await db().select().from(documentPages).where(eq(documentPages.boardNo, boardNo));
    expect(page!.text).toContain("HWP 보고서");
    expect(page!.text).toContain("다람쥐 헌 쳇바퀴에 타고파.");
    expect(page!.html).not.toContain("<script");
  });

  it("markup inside a document never reaches the page as markup", async () => {
    const { boardNo } = await publishAndWait(
      "xss.hwpx",
      fx.hwpx({ sections: 1, title: '<img src=x onerror="alert(1)"><script>alert(2)</script>' }),
    );
    const [page] = await db().select().from(documentPages).where(eq(documentPages.boardNo, boardNo));
    expect(page!.html).not.toMatch(/<img|<script/);
    expect(page!.html).toContain("&lt;script&gt;");
  });
});

describe("refusals leave nothing behind", () => {
  const cases: [string, string, () => Promise<Buffer> | Buffer, number, Text][] = [
    ["empty file", "빈.pdf", () => Buffer.alloc(0), 422, DOC_MSG.empty],
    ["above 20MB", "큰.pdf", () => Buffer.concat([fx.cidKoreanPdf(), Buffer.alloc(20 * 1024 * 1024)]), 413, MSG.fileTooLarge],
    ["a type not accepted", "메모.txt", () => Buffer.from("text"), 415, MSG.unsupportedFileType],
    ["a PNG named .pdf", "사진.pdf", () => fx.pngImage(), 415, notADocumentMessage("pdf", { ko: "PNG 이미지", en: "PNG image" })],
    ["a PDF named .docx", "문서.docx", () => fx.cidKoreanPdf(), 415, mismatchMessage("docx", "pdf")],
    ["a DOCX named .hwp", "문서.hwp", () => fx.docx(), 415, mismatchMessage("hwp", "docx")],
    ["a password-protected PDF", "암호.pdf", () => fx.cidKoreanPdf({ encryptWith: "1234" }), 422, DOC_MSG.encrypted],
    ["a password-protected DOCX", "암호.docx", () => fx.encryptedOoxml(), 422, DOC_MSG.encrypted],
    ["a password-protected HWP", "암호.hwp", () => fx.hwp({ encrypted: true }), 422, DOC_MSG.encrypted],
    ["a PDF cut short", "잘린.pdf", () => fx.cidKoreanPdf({ pages: 3 }).subarray(0, 1500), 422, DOC_MSG.corrupted],
    ["a damaged DOCX", "손상.docx", () => fx.docx().subarray(0, 900), 422, DOC_MSG.corrupted],
    ["a zip bomb: a 3.5 MB document.xml beside a 1 GiB entry", "폭탄.docx", () => fx.docxBomb(1024), 413, DOC_MSG.archiveTooLarge],
    ["a DOC without LibreOffice", "옛문서.doc", () => fx.docShell(), 415, noConverterMessage("doc")],
    ["a PPT without LibreOffice", "옛발표.ppt", () => fx.pptShell(), 415, noConverterMessage("ppt")],
  ];
  for (const [what, name, make, status, message] of cases) {
    it(`refuses ${what}`, async () => {
      const before = { rows: await countRows(db()), files: storedFiles(platform.dataDir) };
      const res = await publishDocument(platform, refuser.headers, { fileName: name, data: await make() });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errorMsg).toBe(say(message, "ko"));
      expect(await countRows(db())).toEqual(before.rows);
      expect(storedFiles(platform.dataDir)).toEqual(before.files);
      // Building the zip bomb fixture (a 1 GiB entry compressed) alone takes seconds on a busy machine.
    }, 90_000);
  }

  it("says why in the requester's language: English for an English browser, Korean otherwise", async () => {
    const before = { rows: await countRows(db()), files: storedFiles(platform.dataDir) };
    const english = await publishDocument(
      platform,
      { ...refuser.headers, "accept-language": "en-US,en;q=0.9" },
      {
        fileName: "사진.pdf",
        data: await fx.pngImage(),
      },
    );
    expect(english.statusCode).toBe(415);
    expect(english.json().errorMsg).toBe("The file is named .pdf but it is a PNG image. This file type is not supported.");
    const chosenKorean = await publishDocument(
      platform,
      { ...refuser.headers, "accept-language": "en-US", cookie: `${refuser.headers.cookie}; nt_lang=ko` },
      {
        fileName: "빈.pdf",
        data: Buffer.alloc(0),
      },
    );
    expect(chosenKorean.json().errorMsg).toBe(say(DOC_MSG.empty, "ko"));
    expect(await countRows(db())).toEqual(before.rows);
  });

  it("refuses a post without a file, title, introduction or topic", async () => {
    const owner = await signedIn(db(), (await makeUser(db())).userNo);
    const file = { fileName: "a.pdf", data: fx.cidKoreanPdf() };
    const noTitle = await publishDocument(platform, owner.headers, { ...file, fields: { subject: "  " } });
    expect(noTitle.json()).toMatchObject({ errorId: "SUBJECT_REQUIRED", errorMsg: "제목을 입력해 주세요." });
    const noIntro = await publishDocument(platform, owner.headers, { ...file, fields: { webEditorContent: "<p> </p>" } });
    expect(noIntro.json().errorId).toBe("CONTENT_REQUIRED");
    const noTopic = await publishDocument(platform, owner.headers, { ...file, fields: { topic: "sports" } });
    expect(noTopic.json()).toMatchObject({ errorId: "TOPIC_REQUIRED", errorMsg: "토픽을 선택해 주세요." });
    const tooManyTags = await publishDocument(platform, owner.headers, {
      ...file,
      fields: { tags: JSON.stringify(Array.from({ length: 11 }, (_, i) => `태그${i}`)) },
    });
    expect(tooManyTags.statusCode).toBe(400);
    const wrongType = await publishDocument(platform, owner.headers, { ...file, fields: { type: "editor" } });
    expect(wrongType.statusCode).toBe(400);
    const body = (await import("../support/multipart")).multipart({
      type: "updDocs",
      subject: "제목",
      topic: "economy",
      webEditorContent: "소개",
    });
    const noFile = await platform.app.inject({
      method: "POST",
      url: "/api/contents/post",
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
    expect(noFile.json()).toMatchObject({ errorId: "FILE_REQUIRED", errorMsg: DOC_MSG.fileRequired.ko });
    const json = await platform.app.inject({
      method: "POST",
      url: "/api/contents/post",
      payload: { type: "updDocs" },
      headers: owner.headers,
    });
    expect(json.statusCode).toBe(415);
  });

  it("a failure after the file is stored (no job queue) removes the file and rolls back the post", async () => {
    const noQueue = await createTestPlatform({ queue: false, env: { SOFFICE_PATH: "off" } });
    try {
      const user = await makeUser(noQueue.handle.db);
      const auth = await signedIn(noQueue.handle.db, user.userNo);
      const res = await publishDocument(noQueue, auth.headers, { fileName: "문서.pdf", data: fx.cidKoreanPdf() });
      expect(res.statusCode).toBe(503);
      expect(await countRows(noQueue.handle.db)).toEqual({ boards: 0, documents: 0 });
      expect(storedFiles(noQueue.dataDir)).toEqual([]);
    } finally {
      await noQueue.dispose();
    }
  });
});

describe("a failed conversion", () => {
  let boardNo: number;
  beforeAll(async () => {
    const res = await publishDocument(platform, owner.headers, {
      fileName: "빈 내용.hwpx",
      data: fx.hwpx({ sections: 1, empty: true }),
      fields: { subject: "실패할 문서" },
    });
    boardNo = res.json().data.boardNo;
    await waitForConversion(db(), boardNo);
  });

  it("marks the document failed with a Korean reason, keeps the post unpublished and tells the author", async () => {
    const [row] = await db().select().from(documents).where(eq(documents.boardNo, boardNo));
    expect(row).toMatchObject({
      status: "failed",
      failureCode: "empty",
      failureReason: "문서에서 보여 줄 내용을 찾지 못했습니다. 내용이 있는 파일인지 확인해 주세요.",
    });
    const [board] = await db().select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(board!.publishing).toBe(true);
    const list = await platform.app.inject({ method: "GET", url: "/api/board/newBoards?size=100" });
    expect(list.json().data.items.some((c: { boardNo: number }) => c.boardNo === boardNo)).toBe(false);
    const events = await notificationsFor(ownerNo, `PUBLISH_FAILED:${boardNo}:`, true);
    expect(events.map((e) => e.notificationType)).toEqual(["PUBLISH_FAILED"]);
    expect(events[0]!.notificationContent).toContain("실패할 문서");
    expect(await db().select().from(documentPages).where(eq(documentPages.boardNo, boardNo))).toEqual([]);
  });

  it("shows the reason to its owner only", async () => {
    const mine = await view(boardNo, owner);
    expect(mine.json().data).toMatchObject({ status: "failed", isOwner: true, failure: { code: "empty" } });
    for (const who of [undefined, other, unverified, deleted]) expect((await view(boardNo, who)).statusCode).toBe(404);
  });

  it("retry (owner only) runs the job again", async () => {
    const retry = (who?: SignedIn) =>
      platform.app.inject({
        method: "POST",
        url: `/api/documents/${boardNo}/retry`,
        headers: who?.headers ?? { origin: "http://localhost:3000" },
      });
    expect((await retry()).statusCode).toBe(401);
    expect((await retry(deleted)).statusCode).toBe(401);
    expect((await retry(other)).statusCode).toBe(404);
    expect((await retry(unverified)).statusCode).toBe(404);
    const res = await retry(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: "processing" });
    const row = await waitForConversion(db(), boardNo);
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("delete (owner only) removes the post, the document and its files", async () => {
    const [row] = await db().select().from(documents).where(eq(documents.boardNo, boardNo));
    const remove = (who?: SignedIn) =>
      platform.app.inject({
        method: "DELETE",
        url: `/api/documents/${boardNo}`,
        headers: who?.headers ?? { origin: "http://localhost:3000" },
      });
    expect((await remove()).statusCode).toBe(401);
    expect((await remove(deleted)).statusCode).toBe(401);
    expect((await remove(other)).statusCode).toBe(404);
    expect(await platform.ctx.files.exists(row!.originalKey)).toBe(true);
    const res = await remove(owner);
    expect(res.statusCode).toBe(200);
    expect(await db().select().from(documents).where(eq(documents.boardNo, boardNo))).toEqual([]);
    const [board] = await db().select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(board!.deletedAt).not.toBeNull();
    expect(await platform.ctx.files.exists(row!.originalKey)).toBe(false);
    expect((await view(boardNo, owner)).statusCode).toBe(404);
  });
});

describe("authorization of every endpoint", () => {
  let allowed: number;
  let notAllowed: number;
  beforeAll(async () => {
    allowed = (await publishAndWait("허용.pdf", fx.cidKoreanPdf(), { downloadYn: "Y" })).boardNo;
    notAllowed = (await publishAndWait("비허용.pdf", fx.cidKoreanPdf(), { downloadYn: "N" })).boardNo;
  });

  it("publishing: visitors 401, unverified 403, deleted members 401, verified members 200", async () => {
    const data = fx.cidKoreanPdf();
    expect((await publishDocument(platform, { origin: "http://localhost:3000" }, { fileName: "a.pdf", data })).statusCode).toBe(401);
    expect((await publishDocument(platform, unverified.headers, { fileName: "a.pdf", data })).json()).toMatchObject({
      errorMsg: MSG.verifiedMembersOnly.ko,
    });
    expect((await publishDocument(platform, deleted.headers, { fileName: "a.pdf", data })).json()).toMatchObject({
      errorMsg: MSG.membersOnly.ko,
    });
    const res = await publishDocument(platform, other.headers, { fileName: "a.pdf", data });
    expect(res.statusCode).toBe(200);
    await waitForConversion(db(), res.json().data.boardNo);
  });

  it("a member uploading too often is slowed down", async () => {
    const busy = await signedIn(db(), (await makeUser(db())).userNo);
    for (let i = 0; i < 20; i++) await publishDocument(platform, busy.headers, { fileName: "x.txt", data: Buffer.from("x") });
    const res = await publishDocument(platform, busy.headers, { fileName: "x.txt", data: Buffer.from("x") });
    expect(res.json()).toMatchObject({ code: "42900", errorId: "DOCUMENT_UPLOAD_LIMIT" });
  });

  it("publishing from another site is refused whatever cookie it carries", async () => {
    const res = await publishDocument(
      platform,
      { ...owner.headers, origin: "https://evil.example" },
      { fileName: "a.pdf", data: fx.cidKoreanPdf() },
    );
    expect(res.statusCode).toBe(403);
  });

  it("viewer and text: everyone may read a published document", async () => {
    for (const who of [undefined, unverified, other, deleted, owner]) {
      expect((await view(allowed, who)).statusCode).toBe(200);
      const text = await platform.app.inject({ method: "GET", url: `/api/documents/${allowed}/text`, headers: who?.headers ?? {} });
      expect(text.statusCode).toBe(200);
    }
    expect((await view(999_999)).statusCode).toBe(404);
  });

  it("download: members only; readers when the author allowed it, the owner always", async () => {
    const download = (boardNo: number, who?: SignedIn) =>
      platform.app.inject({ method: "GET", url: `/api/documents/${boardNo}/download`, headers: who?.headers ?? {} });
    expect((await download(allowed)).json()).toMatchObject({ code: "40100", errorMsg: DOC_MSG.downloadLogin.ko });
    expect((await download(allowed, deleted)).statusCode).toBe(401);
    expect((await download(allowed, unverified)).statusCode).toBe(200);
    expect((await download(allowed, other)).statusCode).toBe(200);
    expect((await download(notAllowed, other)).json()).toMatchObject({ code: "40300", errorMsg: DOC_MSG.downloadNotAllowed.ko });
    expect((await download(notAllowed, unverified)).statusCode).toBe(403);
    expect((await download(notAllowed, owner)).statusCode).toBe(200);
    // The viewer only offers the link where it works.
    expect((await view(notAllowed, other)).json().data.downloadUrl).toBeNull();
    expect((await view(notAllowed, owner)).json().data.downloadUrl).toBe(`/api/documents/${notAllowed}/download`);
  });

  it("retry and delete of a published document are refused, even to the owner", async () => {
    const retry = await platform.app.inject({ method: "POST", url: `/api/documents/${allowed}/retry`, headers: owner.headers });
    expect(retry.statusCode).toBe(409);
    const remove = await platform.app.inject({ method: "DELETE", url: `/api/documents/${allowed}`, headers: owner.headers });
    expect(remove.statusCode).toBe(409);
    const byOther = await platform.app.inject({ method: "DELETE", url: `/api/documents/${allowed}`, headers: other.headers });
    expect(byOther.json()).toMatchObject({ code: "40300", errorId: "NOT_OWNER" });
    const byUnverified = await platform.app.inject({ method: "POST", url: `/api/documents/${allowed}/retry`, headers: unverified.headers });
    expect(byUnverified.statusCode).toBe(403);
  });

  it("a document still converting is shown as publishing to others, with the pages drawn so far", { timeout: 120_000 }, async () => {
    const res = await publishDocument(platform, owner.headers, { fileName: "변환중.pdf", data: fx.cidKoreanPdf({ pages: 12 }) });
    const boardNo = res.json().data.boardNo as number;
    const seen: number[] = [];
    for (;;) {
      const data = (await view(boardNo, other)).json().data;
      if (data.status !== "processing") break;
      expect(data.failure).toBeNull();
      expect(data.pageCount).toBe(12);
      // Always the first pages, in order.
      expect(data.pages.map((p: { pageNo: number }) => p.pageNo)).toEqual(Array.from({ length: data.pages.length }, (_, i) => i + 1));
      seen.push(data.pages.length);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen.some((n) => n > 0 && n < 12)).toBe(true);
    expect((await view(boardNo, other)).json().data).toMatchObject({ status: "ready", pageCount: 12 });
  });
});

describe("when LibreOffice fails", () => {
  // A stand-in soffice that always fails: DOCX/PPTX fall back to the text view, DOC/PPT fail.
  let broken: TestPlatform;
  let member: SignedIn;
  let fakeDir: string;
  beforeAll(async () => {
    fakeDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-fake-soffice-"));
    const fake = path.join(fakeDir, "soffice");
    fs.writeFileSync(fake, "#!/bin/sh\necho 'Error: source file could not be loaded' >&2\nexit 1\n", { mode: 0o755 });
    broken = await createTestPlatform({ queue: true, env: { SOFFICE_PATH: fake } });
    member = await signedIn(broken.handle.db, (await makeUser(broken.handle.db)).userNo);
  });
  afterAll(async () => {
    await broken?.dispose();
    fs.rmSync(fakeDir, { recursive: true, force: true });
  });

  it("a DOCX is shown as text instead", async () => {
    const res = await publishDocument(broken, member.headers, { fileName: "보고서.docx", data: fx.docx() });
    const row = await waitForConversion(broken.handle.db, res.json().data.boardNo);
    expect(row).toMatchObject({ status: "ready", renderer: "html", converter: "mammoth", pagesNote: DOC_MSG.pagesUnavailable.ko });
  });

  it("a DOC fails with a clear reason for its owner", async () => {
    const res = await publishDocument(broken, member.headers, { fileName: "옛문서.doc", data: fx.docShell() });
    expect(res.statusCode).toBe(200);
    const row = await waitForConversion(broken.handle.db, res.json().data.boardNo);
    expect(row).toMatchObject({
      status: "failed",
      failureCode: "converter",
      failureReason: "문서를 PDF로 바꾸지 못했습니다. PDF로 저장해 다시 올려 주세요.",
    });
  });
});

describe("the author's own cover image", () => {
  let owner: SignedIn;
  beforeAll(async () => {
    owner = await signedIn(db(), (await makeUser(db())).userNo);
  });
  it("keeps the uploaded cover (re-encoded) instead of the first page", async () => {
    const cover = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#ffb800" } })
      .png()
      .toBuffer();
    const res = await publishDocument(platform, owner.headers, { fileName: "표지.pdf", data: fx.cidKoreanPdf(), thumb: cover });
    expect(res.statusCode, res.body).toBe(200);
    const boardNo = res.json().data.boardNo as number;
    await waitForConversion(db(), boardNo);
    const [board] = await db().select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(board!.thumb).toMatch(/^\/files\/images\/.+\.webp$/);
  });

  it("refuses a cover that is not an image, storing nothing", async () => {
    const before = storedFiles(platform.dataDir);
    const res = await publishDocument(platform, owner.headers, {
      fileName: "표지.pdf",
      data: fx.cidKoreanPdf(),
      thumb: Buffer.from("not an image"),
    });
    expect(res.statusCode).toBe(422);
    expect(storedFiles(platform.dataDir)).toEqual(before);
  });
});

describe("the upload policy (modalPolicy)", () => {
  it("a member's first document post needs the consent, like an editor post", async () => {
    const fresh = await signedIn(platform.handle.db, (await makeUser(platform.handle.db)).userNo);
    const refused = await publishDocument(platform, fresh.headers, {
      fileName: "첫 문서.pdf",
      data: fx.cidKoreanPdf({ pages: 1 }),
      fields: { agreePolicy: "false" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorId).toBe("POLICY_CONSENT_REQUIRED");
    const accepted = await publishDocument(platform, fresh.headers, { fileName: "첫 문서.pdf", data: fx.cidKoreanPdf({ pages: 1 }) });
    expect(accepted.statusCode).toBe(200);
  });
});

describe("editing a document post", () => {
  const edit = (boardNo: number, who: SignedIn, body: object) =>
    platform.app.inject({
      method: "POST",
      url: `/api/contents/post/${boardNo}`,
      headers: { ...who.headers, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
  const fields = (over: object = {}) => ({
    type: "updDocs",
    subject: "수정한 보고서",
    topic: "economy",
    tags: ["#금리", "환율"],
    webEditorContent: "첫 줄 <b>굵게</b>\n\n둘째 줄",
    downloadYn: "N",
    ...over,
  });

  it("changes the title, introduction, topic, tags and download choice; the file and pages stay", async () => {
    const { boardNo, permaLink, row } = await publishAndWait("고칠 보고서.docx", fx.docx({ pages: 1, title: "고칠 문서" }));
    const pagesOf = async () => (await db().select().from(documentPages).where(eq(documentPages.boardNo, boardNo))).length;
    const pagesBefore = await pagesOf();
    const res = await edit(boardNo, owner, fields());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ boardNo, permaLink, published: true });
    const detail = (await platform.app.inject({ method: "GET", url: `/api/board/contents?boardNo=${boardNo}` })).json().data;
    expect(detail).toMatchObject({ subject: "수정한 보고서", topic: "economy", tags: ["금리", "환율"], boardType: "updDocs" });
    // The introduction is text: markup is dropped, its lines stay paragraphs.
    expect(detail.contentHtml).toBe("<p>첫 줄 굵게</p><p>둘째 줄</p>");
    const [after] = await db().select().from(documents).where(eq(documents.boardNo, boardNo));
    expect(after).toMatchObject({ allowDownload: false, originalKey: row.originalKey, status: "ready" });
    expect(await pagesOf()).toBe(pagesBefore);
    // The edit form gets the fields back as typed (one paragraph per line).
    const { getDocumentPostForEdit } = await import("../../server/modules/documents/service");
    const [me] = await db().select().from(users).where(eq(users.userNo, ownerNo));
    const viewer = {
      sessionId: 0,
      userNo: ownerNo,
      userId: me!.userId,
      userName: me!.userName,
      userEmail: me!.userEmail,
      userProfileImg: null,
      emailCertYn: "Y" as const,
      joinChannel: "A" as const,
      role: "member" as const,
      twoFactor: false,
      provedAt: new Date().toISOString(),
    };
    const form = await getDocumentPostForEdit(platform.ctx, viewer, boardNo, permaLink);
    expect(form).toMatchObject({
      type: "updDocs",
      subject: "수정한 보고서",
      webEditorContent: "첫 줄 굵게\n둘째 줄",
      tags: ["금리", "환율"],
      allowDownload: false,
    });
    expect(form.document).toMatchObject({ fileName: "고칠 보고서.docx", kind: "docx" });
  });

  it("refuses others, missing fields, too many tags and a change of type, changing nothing", async () => {
    const { boardNo } = await publishAndWait("지킬 보고서.docx", fx.docx({ pages: 1, title: "지킬 문서" }));
    const notMine = await edit(boardNo, other, fields());
    expect([notMine.statusCode, notMine.json().errorId]).toEqual([403, "NOT_OWNER"]);
    const noTitle = await edit(boardNo, owner, fields({ subject: "  " }));
    expect([noTitle.statusCode, noTitle.json().errorMsg]).toEqual([422, "제목을 입력해 주세요."]);
    const noIntro = await edit(boardNo, owner, fields({ webEditorContent: "" }));
    expect([noIntro.statusCode, noIntro.json().errorMsg]).toEqual([422, "문서 소개를 입력해 주세요."]);
    const noTopic = await edit(boardNo, owner, fields({ topic: "" }));
    expect([noTopic.statusCode, noTopic.json().errorMsg]).toEqual([422, "토픽을 선택해 주세요."]);
    const tooMany = await edit(boardNo, owner, fields({ tags: Array.from({ length: 11 }, (_, i) => `태그${i}`) }));
    expect([tooMany.statusCode, tooMany.json().errorId]).toEqual([400, "VALIDATION_FAILED"]);
    // The editor's tag rule: '#금리' and '금리' are one tag, and a tag has no '!'.
    for (const [tags, message] of [
      [["#금리", "금리"], WRITING_MSG.tagDuplicate.ko],
      [["AI", "ai"], WRITING_MSG.tagDuplicate.ko],
      [["금리!"], WRITING_MSG.tagInvalid.ko],
    ] as const) {
      const refused = await edit(boardNo, owner, fields({ tags }));
      expect([refused.statusCode, refused.json().details]).toEqual([400, [{ field: "body.tags", message }]]);
    }
    const asEditor = await edit(boardNo, owner, {
      type: "editor",
      subject: "에디터로",
      webEditorContent: "<p>본문</p>",
      topic: "economy",
      tags: [],
    });
    expect([asEditor.statusCode, asEditor.json().errorId]).toEqual([409, "TYPE_CHANGE_REFUSED"]);
    const [board] = await db().select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(board!.subject).toBe("경제 지표 읽는 법");
    expect(await edit(boardNo, unverified, fields()).then((r) => r.statusCode)).toBe(403);
    expect(await edit(boardNo, deleted, fields()).then((r) => r.statusCode)).toBe(401);
  });
});

describe("a deleted document post", () => {
  it("keeps its files for the retention period, then the sweep removes them", async () => {
    const res = await publishDocument(platform, owner.headers, { fileName: "지울 문서.pdf", data: fx.cidKoreanPdf({ pages: 2 }) });
    const { boardNo } = res.json().data as { boardNo: number };
    const row = await waitForConversion(db(), boardNo);
    const del = await platform.app.inject({ method: "DELETE", url: `/api/contents/${boardNo}`, headers: owner.headers });
    expect(del.statusCode).toBe(200);
    const { sweepDeletedDocuments } = await import("../../server/modules/documents/service");
    expect(await sweepDeletedDocuments(platform.ctx, 30)).toBe(0);
    expect(await platform.ctx.files.exists(row.originalKey)).toBe(true);
    const later = new Date(Date.now() + 31 * 24 * 3_600_000);
    expect(await sweepDeletedDocuments(platform.ctx, 30, later)).toBeGreaterThanOrEqual(1);
    expect(await platform.ctx.files.exists(row.originalKey)).toBe(false);
    expect(await db().select().from(documents).where(eq(documents.boardNo, boardNo))).toEqual([]);
    expect(await db().select().from(documentPages).where(eq(documentPages.boardNo, boardNo))).toEqual([]);
  });
});
