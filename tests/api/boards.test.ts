import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodePermalink } from "../../core/permalink";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

describe("board reads and view counting", () => {
  let platform: TestPlatform;
  const permaLinks: string[] = [];
  const boardNos: number[] = [];
  beforeAll(async () => {
    platform = await createTestPlatform();
    const user = await makeUser(platform.handle.db, { userName: "작성자" });
    for (let i = 0; i < 5; i++) {
      const created = await makePost(platform.handle.db, user.userNo, {
        subject: `게시물 ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
      permaLinks.push(created.permaLink);
      boardNos.push(created.boardNo);
    }
  });
  afterAll(async () => {
    await platform.dispose();
  });

  it("permalinks decode back to their board numbers", () => {
    boardNos.forEach((no, i) => expect(decodePermalink(permaLinks[i]!)?.boardNo).toBe(no));
  });

  it("newBoards lists newest first with paging", async () => {
    const res = await platform.app.inject({ method: "GET", url: "/api/board/newBoards?page=1&size=2" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe("20000");
    expect(body.errorMsg).toBeNull();
    expect(body.data.totalCount).toBe(5);
    expect(body.data.totalPages).toBe(3);
    expect(body.data.items.map((p: { subject: string }) => p.subject)).toEqual(["게시물 4", "게시물 3"]);
    expect(body.data.items[0].uploader.userName).toBe("작성자");
    const last = await platform.app.inject({ method: "GET", url: "/api/board/newBoards?page=3&size=2" });
    expect(last.json().data.items.map((p: { subject: string }) => p.subject)).toEqual(["게시물 0"]);
  });

  it("contents answers the detail, and 404 in the envelope for a missing post", async () => {
    const ok = await platform.app.inject({ method: "GET", url: `/api/board/contents?boardNo=${boardNos[0]}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      subject: "게시물 0",
      permaLink: permaLinks[0],
      contentHtml: expect.stringContaining("<strong>"),
    });
    const missing = await platform.app.inject({ method: "GET", url: "/api/board/contents?boardNo=999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "40400", errorId: "BOARD_NOT_FOUND", errorMsg: "게시물을 찾을 수 없습니다." });
  });

  it("seo gives title, description and the canonical path", async () => {
    const res = await platform.app.inject({ method: "GET", url: `/api/contents/seo?boardNo=${boardNos[1]}` });
    expect(res.json().data).toMatchObject({
      title: "게시물 1",
      description: "본문 내용입니다.",
      canonicalPath: `/d/${permaLinks[1]}`,
    });
  });

  it("viewCntUp counts once per visitor per day and never for bots", async () => {
    const boardNo = boardNos[2]!;
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
    const first = await platform.app.inject({
      method: "POST",
      url: "/api/board/viewCntUp",
      headers: { "content-type": "application/json", "user-agent": browser },
      payload: { boardNo },
    });
    expect(first.json().data).toEqual({ counted: true, viewCount: 1 });
    const cookie = first.cookies.find((c) => c.name === "nt_vid");
    expect(cookie?.httpOnly).toBe(true);
    const again = await platform.app.inject({
      method: "POST",
      url: "/api/board/viewCntUp",
      headers: { "content-type": "application/json", "user-agent": browser, cookie: `nt_vid=${cookie!.value}` },
      payload: { boardNo },
    });
    expect(again.json().data).toEqual({ counted: false, viewCount: 1 });
    const bot = await platform.app.inject({
      method: "POST",
      url: "/api/board/viewCntUp",
      headers: { "content-type": "application/json", "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
      payload: { boardNo },
    });
    expect(bot.json().data).toEqual({ counted: false, viewCount: 1 });
    const otherVisitor = await platform.app.inject({
      method: "POST",
      url: "/api/board/viewCntUp",
      headers: { "content-type": "application/json", "user-agent": browser },
      payload: { boardNo },
    });
    expect(otherVisitor.json().data).toEqual({ counted: true, viewCount: 2 });
  });

  it("parallel views from one visitor count once", async () => {
    const boardNo = boardNos[3]!;
    const headers = { "content-type": "application/json", "user-agent": "Mozilla/5.0 Chrome/120", cookie: "nt_vid=parallel-visitor-0001" };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => platform.app.inject({ method: "POST", url: "/api/board/viewCntUp", headers, payload: { boardNo } })),
    );
    expect(results.filter((r) => r.json().data.counted)).toHaveLength(1);
    const detail = await platform.app.inject({ method: "GET", url: `/api/board/contents?boardNo=${boardNo}` });
    expect(detail.json().data.viewCount).toBe(1);
  });

  it("viewCntUp on a missing post is a 404", async () => {
    const res = await platform.app.inject({
      method: "POST",
      url: "/api/board/viewCntUp",
      headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0" },
      payload: { boardNo: 424242 },
    });
    expect(res.statusCode).toBe(404);
  });
});
