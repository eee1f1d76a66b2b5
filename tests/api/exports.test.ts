// A member's export through the real API (docs/product/export.md): asking, one at a time, the
// zip the job builds (posts as Markdown with front matter and their images, the member's data as
// JSON), the download for its member only, expiry and the private folder.
import { eq } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_MSG } from "../../core/export";
import { memberExports, uploadPolicyConsents } from "../../server/db/schema";
import { sweepExports } from "../../server/modules/exports/service";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { multipartBody } from "../support/multipart";
import { waitForFolderMail } from "../support/mail";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
type Who = { headers: Record<string, string> } | null;
let member: Who;
let other: Who;
let otherNo: number;
let memberEmail: string;
let otherEmail: string;
const ORIGIN = { origin: "http://localhost:3000" };

async function call(method: "GET" | "POST", url: string, who: Who, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { ...ORIGIN, ...(who?.headers ?? {}), ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return {
    status: res.statusCode,
    body: String(res.headers["content-type"] ?? "").includes("json") ? res.json() : null,
    raw: res.rawPayload,
    headers: res.headers,
  };
}

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
  const db = platform.handle.db;
  const user = await makeUser(db);
  memberEmail = user.userEmail;
  await db.insert(uploadPolicyConsents).values({ userNo: user.userNo });
  member = await signedIn(db, user.userNo);
  const otherUser = await makeUser(db);
  otherNo = otherUser.userNo;
  otherEmail = otherUser.userEmail;
  other = await signedIn(db, otherNo);
});
afterAll(async () => platform?.dispose());

describe("a member's export", () => {
  let exportId: number;
  let permaLink: string;

  it("asks for one at a time; the job builds the zip; the state says how it went", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 49, g: 130, b: 246 } } })
      .png()
      .toBuffer();
    const form = multipartBody([{ name: "file", filename: "그림.png", contentType: "image/png", data: png }]);
    const uploaded = await platform.app.inject({
      method: "POST",
      url: "/api/contents/image?purpose=editor",
      headers: { ...ORIGIN, ...member!.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const imageUrl = uploaded.json().data.url as string;
    const published = await call("POST", "/api/contents/post", member, {
      type: "editor",
      subject: "내보낼 글: *별표* 제목",
      webEditorContent: `<h2>소제목</h2><p>본문 <strong>굵게</strong></p><p><img src="${imageUrl}" alt="파란 그림"></p>`,
      topic: "culture",
      tags: ["독서", "겨울"],
      thumb: null,
    });
    expect(published.status).toBe(200);
    permaLink = published.body.data.permaLink;
    // A like of another member's post (one's own cannot be liked).
    const theirs = await makePost(platform.handle.db, otherNo);
    expect((await call("POST", "/api/board/likeCntUp", member, { boardNo: theirs.boardNo })).status).toBe(200);
    // A series holding the post.
    const series = await call("POST", "/api/series", member, { title: "내보낼 연재" });
    expect(series.status).toBe(200);
    const part = await call("POST", `/api/series/${series.body.data.seriesNo}/parts`, member, { boardNo: published.body.data.boardNo });
    expect(part.status).toBe(200);

    expect((await call("GET", "/api/user/export", member)).body.data).toMatchObject({ status: "none", downloadUrl: null });
    const asked = await call("POST", "/api/user/export", member);
    expect(asked.status).toBe(200);
    expect(asked.body.data.status).toBe("queued");
    exportId = asked.body.data.exportId;
    const again = await call("POST", "/api/user/export", member);
    expect(again.status).toBe(409);
    expect(again.body.errorMsg).toBe(EXPORT_MSG.busy.ko);

    // The job queue builds it (as in the app); its progress shows meanwhile.
    let state = (await call("GET", "/api/user/export", member)).body.data;
    for (const deadline = Date.now() + 30_000; state.status !== "ready" && Date.now() < deadline;) {
      expect(["queued", "building"]).toContain(state.status);
      await new Promise((r) => setTimeout(r, 100));
      state = (await call("GET", "/api/user/export", member)).body.data;
    }
    expect(state).toMatchObject({
      exportId,
      status: "ready",
      progress: 100,
      posts: 1,
      downloadUrl: `/api/user/export/${exportId}/download`,
    });
    expect(state.bytes).toBeGreaterThan(100);
  });

  it("the zip: the post as Markdown with front matter beside its image, and the member's data as JSON", async () => {
    const res = await call("GET", `/api/user/export/${exportId}/download`, member);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(String(res.headers["content-disposition"])).toMatch(/^attachment; filename="nanumteo-.+\.zip"$/);
    const files = unzipSync(new Uint8Array(res.raw));
    const names = Object.keys(files);
    const markdownName = names.find((n) => /^posts\/\d{4}-\d{2}-\d{2}-\d+\/index\.md$/.test(n))!;
    expect(markdownName).toBeTruthy();
    const markdown = strFromU8(files[markdownName]!);
    expect(markdown).toContain('title: "내보낼 글: *별표* 제목"');
    expect(markdown).toContain('tags: ["독서","겨울"]');
    expect(markdown).toContain(`permalink: "http://localhost:3000/d/${permaLink}"`);
    expect(markdown).toContain("## 소제목\n\n본문 **굵게**\n\n![파란 그림](images/1.");
    const folder = markdownName.replace(/index\.md$/, "");
    const image = names.find((n) => n.startsWith(`${folder}images/1.`))!;
    expect(files[image]!.length).toBeGreaterThan(50);
    const likes = JSON.parse(strFromU8(files["data/likes.json"]!)) as { board_no: number }[];
    expect(likes).toHaveLength(1);
    // The member's series, with its parts in order.
    expect(JSON.parse(strFromU8(files["data/series.json"]!))).toEqual([
      expect.objectContaining({
        title: "내보낼 연재",
        description: "",
        parts: [expect.objectContaining({ position: 1, permalink: permaLink })],
      }),
    ]);
    for (const name of ["comments", "bookmarks", "follows", "points", "tickets", "votes", "rewards", "payouts"])
      expect(Array.isArray(JSON.parse(strFromU8(files[`data/${name}.json`]!)))).toBe(true);
    expect(names).toContain("README.txt");
  });

  it("is its member's alone, never a plain file, and goes when its week is over", async () => {
    expect((await call("GET", `/api/user/export/${exportId}/download`, other)).status).toBe(404);
    expect((await call("GET", `/api/user/export/${exportId}/download`, null)).status).toBe(401);
    const [row] = await platform.handle.db.select().from(memberExports).where(eq(memberExports.exportId, exportId));
    expect((await platform.app.inject({ method: "GET", url: `/files/${row!.fileKey}` })).statusCode).toBe(404);

    await platform.handle.db
      .update(memberExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberExports.exportId, exportId));
    const late = await call("GET", `/api/user/export/${exportId}/download`, member);
    expect(late.status).toBe(410);
    expect(late.body.errorMsg).toBe(EXPORT_MSG.expired.ko);
    expect((await call("GET", "/api/user/export", member)).body.data).toMatchObject({ status: "expired", downloadUrl: null });
    expect(await sweepExports(platform.ctx)).toBe(1);
    expect(await platform.ctx.files.exists(row!.fileKey!)).toBe(false);
    // A new one may be asked for again.
    expect((await call("POST", "/api/user/export", member)).status).toBe(200);
  });

  it("tells its member when it is ready: a notification and a mail, in the language they asked in", async () => {
    // The Korean request of the first test.
    const korean = await waitForFolderMail(platform.dataDir, memberEmail, { subject: "내 데이터를 내려받을 준비가 되었어요" });
    expect(korean.text).toContain("글 1개");
    expect(korean.text).toContain("http://localhost:3000/mypage/account#export-section");
    expect(korean.text).toContain("요청한 적이 없다면");
    const feed = (await call("GET", "/api/notification", member)).body.data;
    expect(feed.notificationList[0]).toMatchObject({
      notificationTitle: "내 데이터를 내려받을 준비가 되었습니다.",
      notificationUrl: "/mypage/account#export-section",
    });

    // Asked in English: the mail and the feed speak English.
    const asked = await platform.app.inject({
      method: "POST",
      url: "/api/user/export",
      headers: { ...ORIGIN, ...other!.headers, "accept-language": "en-US,en;q=0.9" },
    });
    expect(asked.statusCode).toBe(200);
    const english = await waitForFolderMail(platform.dataDir, otherEmail, { subject: "Your data is ready to download" });
    expect(english.subject).toMatch(/^\[Nanumteo\] /);
    expect(english.text).toContain("(1 post, ");
    const theirs = await platform.app.inject({
      method: "GET",
      url: "/api/notification",
      headers: { ...other!.headers, "accept-language": "en-US,en;q=0.9" },
    });
    expect(theirs.json().data.notificationList[0].notificationTitle).toBe("Your data is ready to download.");
  });
});
