// A removed document post leaves at once (decision 0208): its page images, text layers, text and
// original answer 404 the moment the delete answers, caches keep its pages minutes rather than a
// year, the shared answers about it are emptied without a stale copy, and the original waits out
// the retention period where it is never served. A withdrawal a crash cut short is finished by
// the daily sweep.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boards, documents } from "../../server/db/schema";
import { softDeleteBoard } from "../../server/modules/boards/service";
import { cacheKey } from "../../server/modules/shared-answers";
import { withdrawRemovedDocumentPages } from "../../server/modules/documents/service";
import { signedIn, type SignedIn } from "../support/auth";
import * as fx from "../support/document-fixtures";
import { publishDocument, waitForConversion } from "../support/documents";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let owner: SignedIn;
let reader: SignedIn;
const db = () => platform.handle.db;

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true, env: { SOFFICE_PATH: "off" } });
  owner = await signedIn(db(), (await makeUser(db(), { userName: "지울작성자" })).userNo);
  reader = await signedIn(db(), (await makeUser(db(), { userName: "읽는회원" })).userNo);
});
afterAll(async () => platform?.dispose());

const get = (url: string, who?: SignedIn) => platform.app.inject({ method: "GET", url, headers: who ? who.headers : {} });

/** A converted two-page PDF post, with every address a reader may load of it. */
async function publishedDocument() {
  const res = await publishDocument(platform, owner.headers, { fileName: "지울 문서.pdf", data: fx.cidKoreanPdf({ pages: 2 }) });
  expect(res.statusCode, res.body).toBe(200);
  const { boardNo } = res.json().data as { boardNo: number };
  const row = await waitForConversion(db(), boardNo);
  expect(row.status).toBe("ready");
  const view = (await get(`/api/documents/${boardNo}`)).json().data as { pages: { image: string; textLayer: string }[] };
  // The card image drawn from page 1 lives with the pages.
  const [board] = await db().select({ thumb: boards.thumb }).from(boards).where(eq(boards.boardNo, boardNo));
  const files = [...view.pages.flatMap((p) => [p.image, p.textLayer]), board!.thumb!];
  return { boardNo, row, files };
}

describe("deleting a document post", () => {
  it("makes its pages, text and original unreachable at once, and empties what caches hold of it", async () => {
    const { boardNo, row, files } = await publishedDocument();
    expect(files.length).toBe(5);
    for (const url of files) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      // Caches may keep a page minutes, never a year: a removal reaches them when they revalidate.
      expect(res.headers["cache-control"], url).toBe("public, max-age=300");
    }
    expect((await get(`/api/documents/${boardNo}/text`)).statusCode).toBe(200);
    expect((await get(`/api/documents/${boardNo}/download`, reader)).statusCode).toBe(200);

    // A shared answer about the post (its comments, kept for visitors), read twice so it is kept.
    const comments = `/api/comments?boardNo=${boardNo}`;
    await get(comments);
    expect((await get(comments)).statusCode).toBe(200);
    const key = cacheKey("v", "ko", comments, false);
    expect(platform.ctx.pageCache.get(key)).not.toBeNull();

    const del = await platform.app.inject({ method: "DELETE", url: `/api/contents/${boardNo}`, headers: owner.headers });
    expect(del.statusCode, del.body).toBe(200);

    for (const url of files) expect((await get(url)).statusCode, url).toBe(404);
    expect((await get(`/api/documents/${boardNo}`)).statusCode).toBe(404);
    expect((await get(`/api/documents/${boardNo}/text`)).statusCode).toBe(404);
    expect((await get(`/api/documents/${boardNo}/download`, reader)).statusCode).toBe(404);
    expect((await get(`/api/documents/${boardNo}/download`, owner)).statusCode).toBe(404);
    // No reader is sent a stale copy while the answer is made again: it is gone, not changed.
    for (let i = 0; i < 3; i++) expect(platform.ctx.pageCache.get(key, { staleWhileRefreshing: true })).toBeNull();

    // The original waits out the retention period where nothing serves it.
    expect(await platform.ctx.files.exists(row.originalKey)).toBe(true);
    expect((await get(`/files/${row.originalKey}`)).statusCode).toBe(404);
  });

  it("a failed conversion's delete empties the shared answers about it the same way", async () => {
    const res = await publishDocument(platform, owner.headers, { fileName: "깨진 문서.pdf", data: fx.cidKoreanPdf({ pages: 1 }) });
    const { boardNo } = res.json().data as { boardNo: number };
    await waitForConversion(db(), boardNo);
    await db().update(documents).set({ status: "failed", failureCode: "crashed" }).where(eq(documents.boardNo, boardNo));
    const comments = `/api/comments?boardNo=${boardNo}`;
    await get(comments);
    await get(comments);
    const key = cacheKey("v", "ko", comments, false);
    expect(platform.ctx.pageCache.get(key)).not.toBeNull();
    const del = await platform.app.inject({ method: "DELETE", url: `/api/documents/${boardNo}`, headers: owner.headers });
    expect(del.statusCode, del.body).toBe(200);
    for (let i = 0; i < 3; i++) expect(platform.ctx.pageCache.get(key, { staleWhileRefreshing: true })).toBeNull();
  });

  it("the daily sweep finishes a withdrawal a crash cut short", async () => {
    const { boardNo, files } = await publishedDocument();
    // Deleted, but the process stopped before the pages went.
    await softDeleteBoard(db(), boardNo);
    expect((await get(files[0]!)).statusCode).toBe(200);
    expect(await withdrawRemovedDocumentPages(platform.ctx)).toBeGreaterThanOrEqual(1);
    for (const url of files) expect((await get(url)).statusCode, url).toBe(404);
    expect(await platform.ctx.files.exists(files[0]!.slice("/files/".length))).toBe(false);
    const [row] = await db().select({ pagesPrefix: documents.pagesPrefix }).from(documents).where(eq(documents.boardNo, boardNo));
    expect(row!.pagesPrefix).toBeNull();
    // Nothing is left to do the next day.
    expect(await withdrawRemovedDocumentPages(platform.ctx)).toBe(0);
  });
});
