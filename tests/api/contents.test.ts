// Publishing, editing and deleting posts, image uploads, the rich-text policy and the file
// clean-up policy, through the real API on a real database.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../core/messages";
import { WRITING_MSG } from "../../core/writing";
import { boards, contentFiles, drafts, uploadPolicyConsents } from "../../server/db/schema";
import { sweepContentFiles } from "../../server/modules/contents/sweep";
import { createBanner } from "../../server/modules/notifications/notices";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { multipartBody } from "../support/multipart";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
type Who = { headers: Record<string, string> } | null;
let owner: Who;
let other: Who;
let unverified: Who;
let deleted: Who;
let ownerNo: number;
const visitor: Who = null;

/** A verified member who accepted the upload policy (each group writes as its own member, within the rate limits). */
async function newWriter(): Promise<{ who: Who; userNo: number }> {
  const db = platform.handle.db;
  const user = await makeUser(db);
  await db.insert(uploadPolicyConsents).values({ userNo: user.userNo });
  return { who: await signedIn(db, user.userNo), userNo: user.userNo };
}

const ORIGIN = { origin: "http://localhost:3000" };

async function call(method: "GET" | "POST" | "DELETE", url: string, who: Who, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { ...ORIGIN, ...(who?.headers ?? {}), ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function upload(who: Who, file: Buffer, filename: string, purpose = "editor") {
  const body = multipartBody([{ name: "file", filename, contentType: "application/octet-stream", data: file }]);
  const res = await platform.app.inject({
    method: "POST",
    url: `/api/contents/image?purpose=${purpose}`,
    headers: { ...ORIGIN, ...(who?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const png = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 49, g: 130, b: 246 } } })
    .png()
    .toBuffer();

function post(overrides: Record<string, unknown> = {}) {
  return {
    type: "editor",
    subject: "첫 번째 글",
    webEditorContent: "<h2>소제목</h2><p>본문 <strong>굵게</strong></p><ul><li><p>하나</p></li></ul>",
    topic: "technology",
    tags: ["개발", "#타입스크립트"],
    thumb: null,
    ...overrides,
  };
}

beforeAll(async () => {
  platform = await createTestPlatform();
  const db = platform.handle.db;
  const a = await makeUser(db, { userName: "글쓴이" });
  const b = await makeUser(db, { userName: "다른회원" });
  const u = await makeUser(db, { emailCertYn: "N" });
  const d = await makeUser(db, { deleteYn: "Y" });
  ownerNo = a.userNo;
  owner = await signedIn(db, a.userNo);
  other = await signedIn(db, b.userNo);
  unverified = await signedIn(db, u.userNo);
  deleted = await signedIn(db, d.userNo);
});
afterAll(async () => platform?.dispose());

describe("who may write", () => {
  it("every contents endpoint refuses visitors, unverified and deleted members", async () => {
    const target = await makePost(platform.handle.db, ownerNo);
    const image = await png();
    for (const [who, status, errorId] of [
      [visitor, 401, "LOGIN_REQUIRED"],
      [deleted, 401, "LOGIN_REQUIRED"],
      [unverified, 403, "EMAIL_NOT_VERIFIED"],
    ] as const) {
      const publish = await call("POST", "/api/contents/post", who, post({ agreePolicy: true }));
      expect([publish.status, publish.body.errorId]).toEqual([status, errorId]);
      const edit = await call("POST", `/api/contents/post/${target.boardNo}`, who, post());
      expect([edit.status, edit.body.errorId]).toEqual([status, errorId]);
      const del = await call("DELETE", `/api/contents/${target.boardNo}`, who);
      expect([del.status, del.body.errorId]).toEqual([status, errorId]);
      const img = await upload(who, image, "a.png");
      expect([img.status, img.body.errorId]).toEqual([status, errorId]);
    }
    // Unverified gets docs/product/writing.md's message.
    const res = await call("POST", "/api/contents/post", unverified, post());
    expect(res.body.errorMsg).toBe(MSG.verifiedMembersOnly.ko);
    // Nothing was created or changed.
    const [row] = await platform.handle.db.select().from(boards).where(eq(boards.boardNo, target.boardNo));
    expect(row!.deletedAt).toBeNull();
    expect(row!.subject).toBe("테스트 게시물 제목");
  });

  it("another member can neither edit nor delete the post", async () => {
    const target = await makePost(platform.handle.db, ownerNo, { subject: "남의 글" });
    const edit = await call("POST", `/api/contents/post/${target.boardNo}`, other, post({ subject: "바꿔치기" }));
    expect([edit.status, edit.body.errorId, edit.body.errorMsg]).toEqual([403, "NOT_OWNER", WRITING_MSG.notOwner.ko]);
    const del = await call("DELETE", `/api/contents/${target.boardNo}`, other);
    expect([del.status, del.body.errorId]).toEqual([403, "NOT_OWNER"]);
    const spoof = await call("DELETE", `/api/contents/${target.boardNo}?userId=someone`, owner);
    expect(spoof.status).toBe(403);
    const [row] = await platform.handle.db.select().from(boards).where(eq(boards.boardNo, target.boardNo));
    expect([row!.subject, row!.deletedAt]).toEqual(["남의 글", null]);
  });
});

describe("publishing", () => {
  it("asks for the upload policy once, then publishes into the lists", async () => {
    const first = await call("POST", "/api/contents/post", other, post({ subject: "정책 동의 전" }));
    expect([first.status, first.body.errorId]).toEqual([409, "POLICY_CONSENT_REQUIRED"]);

    const ok = await call("POST", "/api/contents/post", other, post({ subject: "정책 동의 후", agreePolicy: true }));
    expect(ok.status).toBe(200);
    expect(ok.body.code).toBe("20000");
    expect(ok.body.data).toEqual({ boardNo: expect.any(Number), permaLink: expect.stringMatching(/^[0-9a-z]{9}$/) });

    // Remembered per member: the next post needs no consent.
    const again = await call("POST", "/api/contents/post", other, post({ subject: "두 번째" }));
    expect(again.status).toBe(200);

    const detail = await call("GET", `/api/board/contents?boardNo=${ok.body.data.boardNo}`, null);
    expect(detail.body.data).toMatchObject({
      subject: "정책 동의 후",
      topic: "technology",
      tags: ["개발", "타입스크립트"],
      boardType: "editor",
      permaLink: ok.body.data.permaLink,
      uploader: { userName: "다른회원" },
    });
    expect(detail.body.data.contentHtml).toContain("<h2>소제목</h2>");
    expect(detail.body.data.excerpt).toBe("소제목 본문 굵게 하나");
    const list = await call("GET", "/api/board/newBoards?size=5", null);
    expect(list.body.data.items.map((i: { subject: string }) => i.subject)).toContain("정책 동의 후");
  });

  it("re-checks the 'done' rule, limits, tags and the thumbnail", async () => {
    await call("POST", "/api/contents/post", owner, post({ agreePolicy: true }));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ subject: "   " }, 422, WRITING_MSG.subjectRequired.ko],
      [{ subject: "가".repeat(101) }, 422, WRITING_MSG.subjectTooLong.ko],
      [{ topic: "" }, 422, WRITING_MSG.topicRequired.ko],
      [{ topic: "sports" }, 422, WRITING_MSG.topicRequired.ko],
      [{ webEditorContent: "<p> </p><p>&nbsp;</p>" }, 422, WRITING_MSG.contentRequired.ko],
      [{ webEditorContent: "<script>alert('only')</script>" }, 422, WRITING_MSG.contentRequired.ko],
      [{ tags: ["같은", "#같은"] }, 422, WRITING_MSG.tagDuplicate.ko],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 422, WRITING_MSG.tagTooMany.ko],
      [{ tags: ["가".repeat(21)] }, 422, WRITING_MSG.tagTooLong.ko],
      [{ thumb: "https://evil.example/x.png" }, 422, WRITING_MSG.thumbInvalid.ko],
      [{ thumb: "/files/images/2026/01/not-mine.webp" }, 422, WRITING_MSG.thumbInvalid.ko],
    ];
    for (const [change, status, message] of cases) {
      const res = await call("POST", "/api/contents/post", owner, post(change));
      expect([res.status, res.body.errorMsg], JSON.stringify(change)).toEqual([status, message]);
    }
  });

  it("takes document posts only as multipart, and keeps the AI type out until it is built", async () => {
    const asJson = await call("POST", "/api/contents/post", owner, post({ type: "updDocs" }));
    expect([asJson.status, asJson.body.errorId]).toEqual([415, "MULTIPART_REQUIRED"]);
    for (const type of ["polarisAi", "other"]) {
      const res = await call("POST", "/api/contents/post", owner, post({ type }));
      expect([res.status, res.body.errorId]).toEqual([400, "VALIDATION_FAILED"]);
    }
  });

  it("publishing a draft removes it in the same transaction", async () => {
    const saved = await call("POST", "/api/draft", owner, { title: "초안", content: "<p>초안 본문</p>", topic: "economy", tags: [] });
    const draftNo = saved.body.data.draftNo as number;
    const res = await call("POST", "/api/contents/post", owner, post({ draftNo, subject: "초안에서 발행" }));
    expect(res.status).toBe(200);
    expect(await platform.handle.db.select().from(drafts).where(eq(drafts.draftNo, draftNo))).toHaveLength(0);
  });

  it("a failed publication leaves the draft and creates nothing", async () => {
    const saved = await call("POST", "/api/draft", owner, { title: "남는 초안", content: "<p>x</p>", topic: "", tags: [] });
    const before = await call("GET", "/api/board/newBoards?size=1", null);
    const res = await call("POST", "/api/contents/post", owner, post({ draftNo: saved.body.data.draftNo, topic: "" }));
    expect(res.status).toBe(422);
    expect(await platform.handle.db.select().from(drafts).where(eq(drafts.draftNo, saved.body.data.draftNo))).toHaveLength(1);
    const after = await call("GET", "/api/board/newBoards?size=1", null);
    expect(after.body.data.totalCount).toBe(before.body.data.totalCount);
  });
});

describe("the rich-text policy (XSS corpus)", () => {
  let xss: { who: Who; userNo: number };
  beforeAll(async () => {
    xss = await newWriter();
  });

  const corpus: [string, RegExp[]][] = [
    ["<p>a<script>alert(1)</script>b</p>", [/<script/i, /alert/]],
    ['<img src=x onerror="alert(1)"><p>본문</p>', [/onerror/i, /<img/i]],
    ['<p><img src="/files/images/2026/01/a.webp" onerror="alert(1)" onload=alert(2)></p><p>본문</p>', [/onerror/i, /onload/i]],
    ['<p><a href="javascript:alert(1)">링크</a></p>', [/javascript:/i, /<a /]],
    ['<p><a href="JaVaScRiPt:alert(1)">링크</a><a href="java&#x09;script:alert(1)">x</a></p>', [/script:/i, /<a /]],
    ['<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a></p>', [/data:/i, /<a /]],
    ['<p>본문</p><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', [/data:/i, /<img/i]],
    ['<svg onload="alert(1)"><script>alert(2)</script></svg><p>본문</p>', [/<svg/i, /onload/i, /alert/]],
    ["<math><mtext><img src=x onerror=alert(1)></mtext></math><p>본문</p>", [/<math/i, /onerror/i]],
    ['<iframe src="https://evil.example/embed/x"></iframe><iframe src="javascript:alert(1)"></iframe><p>본문</p>', [/<iframe/i]],
    [
      '<style>body{display:none}</style><p style="position:fixed;background:url(javascript:alert(1))">본문</p>',
      [/<style/i, /position/i, /javascript/i, /style=/i],
    ],
    ['<p><span style="color:#F04452;background-image:url(x)" onclick="x()">빨강</span></p>', [/background/i, /onclick/i]],
    ['<form action="https://evil.example"><input name="pw"><button>보내기</button></form><p>본문</p>', [/<form/i, /<input/i, /<button/i]],
    ['<object data="x.swf"></object><embed src="x.swf"><p>본문</p>', [/<object/i, /<embed/i]],
    ['<p><a href="//evil.example">상대 주소</a><a href="/d/abc">내부</a></p>', [/href="\/\//, /href="\/d/]],
    [
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><p>본문</p>',
      [/<base/i, /<meta/i],
    ],
    ['<p>본문</p><img src="http://insecure.example/a.png">', [/<img/i]],
    ["<p>본문<!-- <script>alert(1)</script> --></p>", [/<!--/, /script/i]],
  ];

  it("stores none of the dangerous parts", async () => {
    for (const [html, forbidden] of corpus) {
      const res = await call("POST", "/api/contents/post", xss.who, post({ webEditorContent: html }));
      expect(res.status, html).toBe(200);
      const stored = await call("GET", `/api/board/contents?boardNo=${res.body.data.boardNo}`, null);
      const out = stored.body.data.contentHtml as string;
      for (const re of forbidden) expect(out, `${html} → ${out}`).not.toMatch(re);
      expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });

  it("keeps what the editor makes: headings, marks, lists, quotes, code, colours, safe links, own images, YouTube", async () => {
    const html = [
      "<h1>큰 제목</h1><h3>소제목</h3>",
      "<p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소선</s> <code>a &lt; b</code></p>",
      '<p><span style="color: #F04452">빨강</span> <span style="color: rgb(49, 130, 246)">파랑</span></p>',
      '<ol start="3"><li><p>셋</p></li></ol><blockquote><p>인용</p></blockquote>',
      '<pre><code class="language-ts">const a = 1;</code></pre>',
      '<p><a href="https://example.com/글">링크</a> <a href="mailto:a@example.com">메일</a></p>',
      '<img src="http://localhost:3000/files/images/2026/01/own.webp" alt="사진">',
      '<img src="https://images.example/pic.png">',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    ].join("");
    const res = await call("POST", "/api/contents/post", xss.who, post({ webEditorContent: html }));
    const out = (await call("GET", `/api/board/contents?boardNo=${res.body.data.boardNo}`, null)).body.data.contentHtml as string;
    expect(out).toContain("<h2>큰 제목</h2><h3>소제목</h3>");
    expect(out).toContain("<strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소선</s> <code>a &lt; b</code>");
    expect(out).toContain('<span style="color:#F04452">빨강</span>');
    expect(out).toContain('<span style="color:#3182F6">파랑</span>');
    expect(out).toContain('<ol start="3">');
    expect(out).toContain("<blockquote><p>인용</p></blockquote>");
    // The language as the list writes it (decision 0218).
    expect(out).toContain('<code class="language-typescript">');
    expect(out).toContain('<a href="https://example.com/글" target="_blank" rel="noopener noreferrer nofollow ugc">링크</a>');
    expect(out).toContain('href="mailto:a@example.com"');
    expect(out).toContain('<img src="/files/images/2026/01/own.webp" alt="사진" />');
    expect(out).toContain('<img src="https://images.example/pic.png" alt="" />');
    expect(out).toMatch(/<iframe src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"[^>]*sandbox="[^"]+"[^>]*><\/iframe>/);
  });
});

describe("editing", () => {
  let ed: { who: Who; userNo: number };
  beforeAll(async () => {
    ed = await newWriter();
  });

  it("the ed.who edits subject, body, topic, tags and thumbnail; the permalink stays", async () => {
    const created = await call("POST", "/api/contents/post", ed.who, post({ subject: "수정 전" }));
    const { boardNo, permaLink } = created.body.data;
    const image = await upload(ed.who, await png(), "썸네일.png", "thumbnail");
    const res = await call(
      "POST",
      `/api/contents/post/${boardNo}`,
      ed.who,
      post({ subject: "수정 후", webEditorContent: "<p>새 본문</p>", topic: "travel", tags: ["여행"], thumb: image.body.data.url }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ boardNo, permaLink });
    const detail = await call("GET", `/api/board/contents?boardNo=${boardNo}`, null);
    expect(detail.body.data).toMatchObject({
      subject: "수정 후",
      topic: "travel",
      tags: ["여행"],
      thumb: image.body.data.url,
      excerpt: "새 본문",
    });
  });

  it("refuses office-shared posts with the office message", async () => {
    const shared = await makePost(platform.handle.db, ed.userNo, { subject: "오피스에서 공유" });
    await platform.handle.db.update(boards).set({ pofficeShareYn: "Y" }).where(eq(boards.boardNo, shared.boardNo));
    const res = await call("POST", `/api/contents/post/${shared.boardNo}`, ed.who, post());
    expect([res.status, res.body.errorId, res.body.errorMsg]).toEqual([403, "OFFICE_SHARE_EDIT_REFUSED", MSG.officeShareEditRefused.ko]);
    // The edit page's loader refuses the same way.
    const viewer = { userNo: ed.userNo } as never;
    await expect(platform.services.writing.postForEdit(viewer, shared.boardNo)).rejects.toMatchObject({
      errorId: "OFFICE_SHARE_EDIT_REFUSED",
    });
  });

  it("a missing post is a 404", async () => {
    const res = await call("POST", "/api/contents/post/987654321", ed.who, post());
    expect([res.status, res.body.errorId]).toEqual([404, "BOARD_NOT_FOUND"]);
  });
});

describe("deleting", () => {
  let rm: { who: Who; userNo: number };
  beforeAll(async () => {
    rm = await newWriter();
  });

  it("the rm.who soft-deletes: gone from page, API and lists; a second delete is a 404", async () => {
    const created = await call("POST", "/api/contents/post", rm.who, post({ subject: "지울 글" }));
    const { boardNo } = created.body.data;
    const res = await call("DELETE", `/api/contents/${boardNo}`, rm.who);
    expect([res.status, res.body.code, res.body.data]).toEqual([200, "20000", { boardNo }]);
    expect((await call("GET", `/api/board/contents?boardNo=${boardNo}`, null)).status).toBe(404);
    const list = await call("GET", "/api/board/newBoards?size=50", null);
    expect(list.body.data.items.map((i: { boardNo: number }) => i.boardNo)).not.toContain(boardNo);
    const [row] = await platform.handle.db.select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await call("DELETE", `/api/contents/${boardNo}`, rm.who)).status).toBe(404);
    expect((await call("POST", `/api/contents/post/${boardNo}`, rm.who, post())).status).toBe(404);
  });
});

describe("images", () => {
  let im: { who: Who; userNo: number };
  beforeAll(async () => {
    im = await newWriter();
  });

  it("accepts an image by its content, whatever its name, and stores a re-encoded WebP", async () => {
    const res = await upload(im.who, await png(2400, 1200), "사진<특수>:문자?.pdf");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      url: expect.stringMatching(/^\/files\/images\/\d{4}\/\d{2}\/[a-z0-9]+\.webp$/),
      width: 1920,
      height: 960,
      fileName: "사진특수문자.pdf",
    });
    const file = await platform.app.inject({ method: "GET", url: res.body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    const [row] = await platform.handle.db.select().from(contentFiles).where(eq(contentFiles.fileKey, res.body.data.key));
    expect(row).toMatchObject({ userNo: im.userNo, purpose: "editor", boardNo: null });
  });

  it("refuses a PDF named .png, broken images, empty, over-20MB and non-multipart uploads", async () => {
    const pdf = await upload(im.who, Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n"), "picture.png");
    expect([pdf.status, pdf.body.errorId, pdf.body.errorMsg]).toEqual([
      422,
      "NOT_AN_IMAGE",
      "이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있습니다.",
    ]);
    const svg = await upload(im.who, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "a.png");
    expect(svg.body.errorId).toBe("NOT_AN_IMAGE");
    const broken = await upload(im.who, (await png()).subarray(0, 60), "broken.png");
    expect([broken.status, broken.body.errorId]).toEqual([422, "IMAGE_BROKEN"]);
    const empty = await upload(im.who, Buffer.alloc(0), "empty.png");
    expect(empty.status).toBe(422);
    const huge = Buffer.concat([await png(), Buffer.alloc(20 * 1024 * 1024)]);
    const big = await upload(im.who, huge, "big.png");
    expect([big.status, big.body.errorId, big.body.errorMsg]).toEqual([413, "FILE_TOO_LARGE", MSG.fileTooLarge.ko]);
    const json = await call("POST", "/api/contents/image", im.who, { file: "x" });
    expect(json.status).toBe(422);
  });

  it("refuses posts whose own images add up to more than 100MB", async () => {
    const db = platform.handle.db;
    const keys = ["images/2026/01/big1.webp", "images/2026/01/big2.webp"];
    for (const key of keys) {
      await db.insert(contentFiles).values({
        fileKey: key,
        userNo: im.userNo,
        purpose: "editor",
        originalName: "big.png",
        originalSize: 19 * 1024 * 1024,
        storedSize: 1000,
        contentType: "image/webp",
        width: 10,
        height: 10,
      });
    }
    const six = Array.from({ length: 6 }, (_, i) => `images/2026/01/big-${i}.webp`);
    for (const key of six) {
      await db.insert(contentFiles).values({
        fileKey: key,
        userNo: im.userNo,
        purpose: "editor",
        originalName: "big.png",
        originalSize: 19 * 1024 * 1024,
        storedSize: 1000,
        contentType: "image/webp",
        width: 10,
        height: 10,
      });
    }
    const within = keys.map((k) => `<img src="/files/${k}">`).join("") + "<p>본문</p>";
    expect((await call("POST", "/api/contents/post", im.who, post({ webEditorContent: within }))).status).toBe(200);
    const over = six.map((k) => `<img src="/files/${k}">`).join("") + "<p>본문</p>";
    const res = await call("POST", "/api/contents/post", im.who, post({ webEditorContent: over }));
    expect([res.status, res.body.errorId, res.body.errorMsg]).toEqual([413, "ATTACHMENTS_TOO_LARGE", MSG.attachmentsTotalTooLarge.ko]);
  });

  it("publishing links the post's images; the daily sweep removes unused files and those of long-deleted posts", async () => {
    const db = platform.handle.db;
    const used = await upload(im.who, await png(), "used.png");
    const unused = await upload(im.who, await png(), "unused.png");
    const inDraft = await upload(im.who, await png(), "draft.png");
    const ofDeleted = await upload(im.who, await png(), "deleted.png");
    // A moderator's banner image is uploaded the same way and stays while the banner is up.
    const ofBanner = await upload(im.who, await png(), "banner.png");
    await createBanner(db, { title: "배너", imageUrl: ofBanner.body.data.url });
    await call("POST", "/api/draft", im.who, { title: "그림 초안", content: `<img src="${inDraft.body.data.url}">`, topic: "", tags: [] });
    const live = await call(
      "POST",
      "/api/contents/post",
      im.who,
      post({ webEditorContent: `<p>살아 있는 글</p><img src="${used.body.data.url}">` }),
    );
    const gone = await call(
      "POST",
      "/api/contents/post",
      im.who,
      post({ webEditorContent: `<p>지울 글</p><img src="${ofDeleted.body.data.url}">` }),
    );
    const [linked] = await db.select().from(contentFiles).where(eq(contentFiles.fileKey, used.body.data.key));
    expect(linked!.boardNo).toBe(live.body.data.boardNo);
    await call("DELETE", `/api/contents/${gone.body.data.boardNo}`, im.who);

    const stored = (key: string) => fs.existsSync(path.join(platform.dataDir, "files", key));
    const day = 24 * 3_600_000;
    const bannerStored = () => stored(ofBanner.body.data.key);
    // Too young for anything to go.
    await sweepContentFiles(platform.ctx, new Date(Date.now() + 1 * day));
    expect([used, unused, inDraft, ofDeleted].map((f) => stored(f.body.data.key))).toEqual([true, true, true, true]);
    // After a week: the unused file goes; the deleted post's file waits out its 30 days.
    await sweepContentFiles(platform.ctx, new Date(Date.now() + 8 * day));
    expect([used, unused, inDraft, ofDeleted].map((f) => stored(f.body.data.key))).toEqual([true, false, true, true]);
    await sweepContentFiles(platform.ctx, new Date(Date.now() + 31 * day));
    expect([used, unused, inDraft, ofDeleted].map((f) => stored(f.body.data.key))).toEqual([true, false, true, false]);
    expect(bannerStored()).toBe(true);
    const [record] = await db.select().from(contentFiles).where(eq(contentFiles.fileKey, unused.body.data.key));
    expect(record!.removedAt).toBeInstanceOf(Date);
    // A removed file can no longer be a thumbnail.
    const res = await call("POST", "/api/contents/post", im.who, post({ thumb: unused.body.data.url }));
    expect(res.body.errorId).toBe("THUMB_INVALID");
  });
});

describe("API documentation", () => {
  it("lists the writing endpoints in the OpenAPI document", async () => {
    const doc = (await platform.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/contents/post",
        "/api/contents/post/{boardNo}",
        "/api/contents/{boardNo}",
        "/api/contents/image",
        "/api/drafts",
        "/api/draft",
      ]),
    );
  });
});
