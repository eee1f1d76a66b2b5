// A member's import through the real API and job queue (docs/product/import.md): each format
// becomes drafts with its images, dates and tags and a report; our own export round-trips into
// another member; every refusal leaves nothing behind (no draft, no stored image, no kept file);
// the import is its member's alone. Images "from the internet" are served on 127.0.0.2, the one
// address the test app may fetch from.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { strToU8, unzipSync, zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS, IMPORT_MSG, IMPORT_NOTE, IMPORT_SKIP } from "../../core/import";
import { say } from "../../core/i18n";
import { boards, contentFiles, drafts, memberImports, uploadPolicyConsents } from "../../server/db/schema";
import { filesFolder } from "../../server/lib/storage";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { multipartBody } from "../support/multipart";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let server: http.Server;
let web: string;
let closedPort: number;
let PNG: Buffer;
const ORIGIN = { origin: "http://localhost:3000" };
type Who = { headers: Record<string, string>; userNo: number } | null;

async function member(): Promise<NonNullable<Who>> {
  const user = await makeUser(platform.handle.db);
  return { headers: (await signedIn(platform.handle.db, user.userNo)).headers, userNo: user.userNo };
}

async function call(method: "GET" | "POST", url: string, who: Who, payload?: unknown, extra: Record<string, string> = {}) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { ...ORIGIN, ...(who?.headers ?? {}), ...(payload !== undefined ? { "content-type": "application/json" } : {}), ...extra },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return {
    status: res.statusCode,
    body: String(res.headers["content-type"] ?? "").includes("json") ? res.json() : null,
    raw: res.rawPayload,
  };
}

async function upload(who: Who, data: Buffer | Uint8Array, filename: string, extra: Record<string, string> = {}) {
  const form = multipartBody([{ name: "file", filename, contentType: "application/octet-stream", data: Buffer.from(data) }]);
  const res = await platform.app.inject({
    method: "POST",
    url: "/api/user/import",
    headers: { ...ORIGIN, ...(who?.headers ?? {}), ...form.headers, ...extra },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Waits for the job to finish the member's latest import. */
async function finished(who: Who, extra: Record<string, string> = {}) {
  for (const deadline = Date.now() + 45_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const state = (await call("GET", "/api/user/import", who, undefined, extra)).body.data;
    if (state.status === "done" || state.status === "failed") return state;
  }
  throw new Error("the import did not finish");
}

/** Every file under a folder of the file store, recursively. */
function filesUnder(folder: string): string[] {
  const root = path.join(filesFolder(platform.dataDir), folder);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
}

/** Nothing of a refused or failed import is left: no draft, no stored image, no uploaded file. */
async function nothingLeft(userNo: number) {
  const db = platform.handle.db;
  expect(await db.select().from(drafts).where(eq(drafts.userNo, userNo))).toEqual([]);
  expect(await db.select().from(contentFiles).where(eq(contentFiles.userNo, userNo))).toEqual([]);
  expect(filesUnder("imports")).toEqual([]);
}

const zip = (files: Record<string, Uint8Array | string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, typeof v === "string" ? strToU8(v) : v]))));

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

beforeAll(async () => {
  PNG = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 240, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  server = http.createServer((req, res) => {
    if (req.url?.startsWith("/img/")) {
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(PNG);
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.2", r));
  web = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  // A port nothing listens on: fetching from it fails at once.
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.2", r));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  platform = await createTestPlatform({ queue: true, env: { URL_FETCH_ALLOW_ADDRESSES: "127.0.0.2" } });
});
afterAll(async () => {
  await platform?.dispose();
  await new Promise((r) => server?.close(r));
});

describe("importing each format", () => {
  it("a Markdown zip in the export's format: drafts with their images, dates, tags and topic", async () => {
    const me = await member();
    expect((await call("GET", "/api/user/import", me)).body.data).toMatchObject({ status: "none", imported: [], skipped: [] });
    const file = zip({
      "posts/2023-04-05-17/index.md":
        '---\ntitle: "봄의 기록: *별표*"\ndate: "2023-04-05T01:02:03.456Z"\ntopic: "culture"\ntags: ["봄","산책","봄"]\n---\n\n## 벚꽃\n\n오늘은 **벚꽃**을 봤다.\n\n![분홍 꽃](images/1.png)\n\n![없는 그림](images/2.png)\n',
      "posts/2023-04-05-17/images/1.png": PNG,
      "notes/2021-01-02-겨울.md": "# 겨울 메모\n\n눈이 왔다.",
      "posts/empty/index.md": '---\ntitle: ""\n---\n',
    });
    const asked = await upload(me, file, "내 글.zip");
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ status: "queued", fileName: "내 글.zip" });
    const state = await finished(me);
    expect(state).toMatchObject({ status: "done", progress: 100, format: "markdown", error: null });
    expect(state.imported).toHaveLength(2);
    const spring = state.imported.find((p: { title: string }) => p.title === "봄의 기록: *별표*");
    expect(spring).toMatchObject({ date: "2023-04-05T01:02:03.456Z", tags: ["봄", "산책"], images: 1 });
    expect(spring.notes).toEqual([say(IMPORT_NOTE.imagesMissing, "ko", { n: 1 })]);
    expect(state.skipped).toEqual([{ source: "posts/empty/index.md", title: "", reason: IMPORT_SKIP.empty.ko }]);

    const draft = (await call("GET", `/api/draft?draftNo=${spring.draftNo}`, me)).body.data;
    expect(draft).toMatchObject({
      title: "봄의 기록: *별표*",
      topic: "culture",
      tags: ["봄", "산책"],
      originalDate: "2023-04-05T01:02:03.456Z",
    });
    expect(draft.content).toMatch(
      /^<h2>벚꽃<\/h2><p>오늘은 <strong>벚꽃<\/strong>을 봤다\.<\/p><p><img src="\/files\/images\/[^"]+\.webp" alt="분홍 꽃" \/><\/p>$/,
    );
    // The image was stored as the editor stores uploads: re-encoded, registered to the member, served.
    const src = /src="([^"]+)"/.exec(draft.content)![1]!;
    const [file1] = await platform.handle.db.select().from(contentFiles).where(eq(contentFiles.userNo, me.userNo));
    expect(file1).toMatchObject({ purpose: "editor", contentType: "image/webp", width: 48, height: 32 });
    expect((await platform.app.inject({ method: "GET", url: src })).statusCode).toBe(200);
    // A file without front matter: titled by its heading, dated by its name (Korean time).
    const winter = state.imported.find((p: { title: string }) => p.title === "겨울 메모");
    expect(winter.date).toBe("2021-01-01T15:00:00.000Z");
    // Imported drafts are listed with their original date and are not held to the 50.
    const list = (await call("GET", "/api/drafts", me)).body.data;
    expect(list).toMatchObject({ totalCount: 2, writtenCount: 0 });
    expect(list.list.map((d: { originalDate: string }) => d.originalDate)).toEqual([
      "2023-04-05T01:02:03.456Z",
      "2021-01-01T15:00:00.000Z",
    ]);
    // Nothing is published; the uploaded file is gone.
    expect(filesUnder("imports")).toEqual([]);
  });

  it("a WordPress WXR file: posts with GMT dates and tags, images fetched or kept, pages and trash reported", async () => {
    const me = await member();
    const xml = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>티스토리 블로그</title><wp:wxr_version>1.2</wp:wxr_version>
<item><title>제주 여행 &amp; 맛집</title><link>https://blog.example/12</link>
<content:encoded><![CDATA[<p>첫날은 비가 왔다.</p><p><img src="${web}/img/a.png" alt="바다"></p><p><img src="https://127.0.0.2:${closedPort}/b.png"><img src="http://127.0.0.2:${closedPort}/c.png" alt="옛 그림"></p><script>alert(1)</script>]]></content:encoded>
<wp:post_id>12</wp:post_id><wp:post_date>2018-07-01 10:02:03</wp:post_date><wp:post_date_gmt>2018-07-01 01:02:03</wp:post_date_gmt>
<wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
<category domain="category" nicename="travel"><![CDATA[여행]]></category><category domain="post_tag" nicename="jeju"><![CDATA[제주]]></category>
<category domain="post_tag" nicename="bad"><![CDATA[C#/F#]]></category></item>
<item><title>쓰다 만 글</title><content:encoded><![CDATA[문단 하나

문단 둘]]></content:encoded><wp:post_date>2020-01-02 10:00:00</wp:post_date><wp:post_date_gmt>0000-00-00 00:00:00</wp:post_date_gmt><wp:status>draft</wp:status><wp:post_type>post</wp:post_type></item>
<item><title>소개</title><wp:post_type>page</wp:post_type><content:encoded><![CDATA[나는]]></content:encoded></item>
<item><title>지운 글</title><wp:post_type>post</wp:post_type><wp:status>trash</wp:status></item>
<item><title>a.png</title><wp:post_type>attachment</wp:post_type></item>
</channel></rss>`;
    // Named like anything: the content decides.
    expect((await upload(me, Buffer.from(xml), "backup.txt")).status).toBe(200);
    const state = await finished(me);
    expect(state).toMatchObject({ status: "done", format: "wxr" });
    const [trip, draftPost] = state.imported;
    expect(trip).toMatchObject({
      title: "제주 여행 & 맛집",
      date: "2018-07-01T01:02:03.000Z",
      tags: ["여행", "제주"],
      images: 1,
      source: "https://blog.example/12",
    });
    expect(trip.notes).toEqual([
      say(IMPORT_NOTE.imagesLinked, "ko", { n: 1 }),
      say(IMPORT_NOTE.imagesDropped, "ko", { n: 1 }),
      say(IMPORT_NOTE.tagsDropped, "ko", { tags: "'C#/F#'" }),
    ]);
    const content = (await call("GET", `/api/draft?draftNo=${trip.draftNo}`, me)).body.data.content as string;
    expect(content).toMatch(/<img src="\/files\/images\/[^"]+\.webp" alt="바다" \/>/);
    expect(content).toContain(`<img src="https://127.0.0.2:${closedPort}/b.png" alt="" />`);
    expect(content).toContain(
      `<a href="http://127.0.0.2:${closedPort}/c.png" target="_blank" rel="noopener noreferrer nofollow ugc">옛 그림</a>`,
    );
    expect(content).not.toContain("script");
    expect(draftPost).toMatchObject({ title: "쓰다 만 글", date: "2020-01-02T01:00:00.000Z" });
    expect((await call("GET", `/api/draft?draftNo=${draftPost.draftNo}`, me)).body.data.content).toBe("<p>문단 하나</p><p>문단 둘</p>");
    expect(state.skipped.map((s: { title: string; reason: string }) => [s.title, s.reason])).toEqual([
      ["소개", IMPORT_SKIP.page.ko],
      ["지운 글", IMPORT_SKIP.trashed.ko],
    ]);
    // The report in the reader's language.
    const english = (await call("GET", "/api/user/import", me, undefined, { "accept-language": "en-US" })).body.data;
    expect(english.skipped[0].reason).toBe(IMPORT_SKIP.page.en);
  });

  it("a Medium export zip: stories and drafts, titles from the story, dates from time.dt-published, no tags", async () => {
    const me = await member();
    const story = (
      title: string,
      time: string,
      body: string,
    ) => `<!DOCTYPE html><html><head><title>${title}</title></head><body><article class="h-entry">
<header><h1 class="p-name">${title}</h1></header><section data-field="body" class="e-content"><section class="section"><div class="section-divider"><hr class="section-divider"></div>
<div class="section-content"><div class="section-inner"><h3 class="graf graf--h3 graf--title">${title}</h3>${body}</div></div></section></section>
<footer>${time ? `<p><a href="https://medium.com/p/1"><time class="dt-published" datetime="${time}">date</time></a></p>` : ""}</footer></article></body></html>`;
    const file = zip({
      "medium-export/README.html": "<p>Medium export</p>",
      "medium-export/profile/profile.html": "<p>me</p>",
      "medium-export/posts/2017-09-10_Learning-Korean-1a2b.html": story(
        "Learning Korean",
        "2017-09-10T11:12:13.456Z",
        `<p class="graf graf--p">한글은 <em>쉽다</em>.</p><figure class="graf graf--figure"><img class="graf-image" src="${web}/img/medium.png"><figcaption>표</figcaption></figure>`,
      ),
      "medium-export/posts/draft_Unfinished-9z.html": story("Unfinished", "", '<p class="graf graf--p">not yet</p>'),
    });
    expect((await upload(me, file, "medium-export.zip")).status).toBe(200);
    const state = await finished(me);
    expect(state).toMatchObject({ status: "done", format: "medium", skipped: [] });
    const learning = state.imported.find((p: { title: string }) => p.title === "Learning Korean");
    expect(learning).toMatchObject({ date: "2017-09-10T11:12:13.456Z", tags: [], images: 1, notes: [] });
    const content = (await call("GET", `/api/draft?draftNo=${learning.draftNo}`, me)).body.data.content as string;
    expect(text(content)).toBe("한글은 쉽다 . 표");
    expect(content).not.toContain("Learning Korean");
    expect(state.imported.find((p: { title: string }) => p.title === "Unfinished")).toMatchObject({ date: null });
  });
});

describe("the export comes back in another member", () => {
  it("posts equal: titles, body text, tags, dates", async () => {
    const author = await member();
    await platform.handle.db.insert(uploadPolicyConsents).values({ userNo: author.userNo });
    const form = multipartBody([{ name: "file", filename: "그림.png", contentType: "image/png", data: PNG }]);
    const image = await platform.app.inject({
      method: "POST",
      url: "/api/contents/image?purpose=editor",
      headers: { ...ORIGIN, ...author.headers, ...form.headers },
      payload: form.payload,
    });
    const imageUrl = image.json().data.url as string;
    const posts = [
      {
        subject: "내보낼 글: *별표*와 [괄호]",
        webEditorContent: `<h2>소제목</h2><p>본문 <strong>굵게</strong>, <em>기울임</em>, <s>취소</s>, <code>a*b</code> 그리고 <a href="https://example.com/x_(y)">링크</a></p><blockquote><p>인용 # 샵</p></blockquote><ol><li>하나</li><li>둘</li></ol><pre><code class="language-js">const a = "&lt;b&gt;";</code></pre><p><img src="${imageUrl}" alt="파란 그림"></p><hr><p>1. 숫자로 시작하는 문단</p>`,
        topic: "culture",
        tags: ["독서", "겨울 여행"],
      },
      { subject: "두 번째 글", webEditorContent: "<p>줄 하나<br>줄 둘</p><ul><li>목록</li></ul>", topic: "economy", tags: [] },
    ];
    for (const post of posts) {
      const published = await call("POST", "/api/contents/post", author, { type: "editor", thumb: null, ...post });
      expect(published.status).toBe(200);
    }
    const asked = await call("POST", "/api/user/export", author);
    expect(asked.status).toBe(200);
    let exported = asked.body.data;
    for (const deadline = Date.now() + 30_000; exported.status !== "ready" && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 100));
      exported = (await call("GET", "/api/user/export", author)).body.data;
    }
    const zipBytes = (await call("GET", exported.downloadUrl, author)).raw;
    expect(Object.keys(unzipSync(new Uint8Array(zipBytes))).filter((n) => n.endsWith("index.md"))).toHaveLength(2);

    const reader = await member();
    expect((await upload(reader, zipBytes, "nanumteo.zip")).status).toBe(200);
    const state = await finished(reader);
    expect(state).toMatchObject({ status: "done", format: "markdown", skipped: [] });
    const originals = await platform.handle.db.select().from(boards).where(eq(boards.userNo, author.userNo));
    expect(state.imported).toHaveLength(originals.length);
    for (const original of originals) {
      const item = state.imported.find((p: { title: string }) => p.title === original.subject);
      expect(item, original.subject).toBeTruthy();
      const draft = (await call("GET", `/api/draft?draftNo=${item.draftNo}`, reader)).body.data;
      expect(draft.title).toBe(original.subject);
      expect(text(draft.content)).toBe(text(original.contentHtml));
      expect(draft.tags).toEqual(original.tags);
      expect(draft.topic).toBe(original.topic);
      expect(draft.originalDate).toBe(new Date(original.createdAt).toISOString());
    }
    // The image came along: the reader's own copy.
    const first = state.imported.find((p: { title: string }) => p.title === posts[0]!.subject);
    expect(first.images).toBe(1);
  });
});

describe("refusals leave nothing behind", () => {
  const cases: [string, () => Buffer, string][] = [
    ["not a zip or WXR, whatever its name", () => PNG, IMPORT_MSG.notSupported.ko],
    [
      "an RSS file that is not WordPress's",
      () => Buffer.from('<?xml version="1.0"?><rss version="2.0"><channel></channel></rss>'),
      IMPORT_MSG.notWxr.ko,
    ],
    ["path traversal", () => zip({ "posts/a/index.md": "# a", "../../../etc/cron.d/x": "boom" }), IMPORT_MSG.zipPath.ko],
    ["an absolute path", () => zip({ "/etc/passwd.md": "# a" }), IMPORT_MSG.zipPath.ko],
    ["a zip with no posts", () => zip({ "photo.png": PNG }), IMPORT_MSG.noPosts.ko],
    [
      "10,000 posts",
      () => zip(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`posts/${i}/index.md`, `# ${i}`]))),
      say(IMPORT_MSG.tooManyPosts, "ko", { count: 10_000, max: IMPORT_LIMITS.maxPosts }),
    ],
    ["a broken zip", () => Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(200, 7)]), IMPORT_MSG.zipBroken.ko],
  ];
  it.each(cases)("refused at once: %s", async (_name, make, message) => {
    const me = await member();
    const res = await upload(me, make(), "posts.zip");
    expect(res.status).toBe(422);
    expect(res.body.errorMsg).toBe(message);
    expect((await call("GET", "/api/user/import", me)).body.data.status).toBe("none");
    await nothingLeft(me.userNo);
  });

  it("a bomb found while inflating, after images were stored: the import fails and takes its images with it", async () => {
    const me = await member();
    // The second post's "image" is a bomb whose header says it unpacks to 12 bytes; images are
    // read post by post, so the first post's image is stored by then.
    const inner = Buffer.from(
      zipSync(
        { "posts/b/index.md": strToU8("# 둘째\n\n![폭탄](images/1.png)"), "posts/b/images/1.png": new Uint8Array(40 * 1024 * 1024) },
        { level: 9 },
      ),
    );
    inner.writeUInt32LE(12, inner.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    const good = zipSync({ "posts/a/index.md": strToU8("# 먼저 온 글\n\n![그림](images/1.png)"), "posts/a/images/1.png": PNG });
    const merged = mergeZips(Buffer.from(good), inner);
    const res = await upload(me, merged, "bomb.zip");
    expect(res.status).toBe(200);
    const state = await finished(me);
    expect(state).toMatchObject({ status: "failed", error: IMPORT_MSG.zipBomb.ko, imported: [] });
    await nothingLeft(me.userNo);
    const english = (await call("GET", "/api/user/import", me, undefined, { "accept-language": "en" })).body.data;
    expect(english.error).toBe(IMPORT_MSG.zipBomb.en);
  });

  it("a WXR file cut short: malformed, nothing kept", async () => {
    const me = await member();
    const xml = `<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><item><title>잘린 글</title><wp:post_type>post</wp:post_type><content:encoded><![CDATA[<p>본문</p>]]></content:encoded></item><item><title>다음`;
    expect((await upload(me, Buffer.from(xml), "blog.xml")).status).toBe(200);
    expect(await finished(me)).toMatchObject({ status: "failed", error: IMPORT_MSG.xmlMalformed.ko });
    await nothingLeft(me.userNo);
  });

  it("more than 1,000 posts in a WXR file: refused by the job, nothing kept", async () => {
    const me = await member();
    const items = Array.from(
      { length: 1_001 },
      (_, i) => `<item><title>${i}</title><wp:post_type>post</wp:post_type><content:encoded>x</content:encoded></item>`,
    ).join("");
    const xml = `<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel>${items}</channel></rss>`;
    expect((await upload(me, Buffer.from(xml), "blog.xml")).status).toBe(200);
    expect(await finished(me)).toMatchObject({
      status: "failed",
      error: say(IMPORT_MSG.tooManyPosts, "ko", { count: 1_001, max: IMPORT_LIMITS.maxPosts }),
    });
    await nothingLeft(me.userNo);
  });

  it("a file past the editor's 20 MB is taken up to 100 MB; past that, 413", async () => {
    const me = await member();
    const head = `<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><!-- `;
    const tail = ` --><item><title>큰 파일</title><wp:post_type>post</wp:post_type><content:encoded>본문</content:encoded></item></channel></rss>`;
    const large = Buffer.concat([Buffer.from(head), Buffer.alloc(25 * 1024 * 1024, 0x20), Buffer.from(tail)]);
    expect((await upload(me, large, "big.xml")).status).toBe(200);
    expect(await finished(me)).toMatchObject({ status: "done", imported: [{ title: "큰 파일" }] });
    const other = await member();
    const tooLarge = await upload(other, Buffer.alloc(IMPORT_LIMITS.maxUploadBytes + 1024, 0x20), "huge.xml");
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errorMsg).toBe(IMPORT_MSG.tooLarge.ko);
    await nothingLeft(other.userNo);
  });

  it("no file, or two: refused", async () => {
    const me = await member();
    const none = multipartBody([{ name: "note", data: "hi" }]);
    const res = await platform.app.inject({
      method: "POST",
      url: "/api/user/import",
      headers: { ...ORIGIN, ...me.headers, ...none.headers },
      payload: none.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe(IMPORT_MSG.fileRequired.ko);
    const two = multipartBody([
      { name: "file", filename: "a.zip", data: zip({ "a.md": "# a" }) },
      { name: "file", filename: "b.zip", data: zip({ "b.md": "# b" }) },
    ]);
    const twice = await platform.app.inject({
      method: "POST",
      url: "/api/user/import",
      headers: { ...ORIGIN, ...me.headers, ...two.headers },
      payload: two.payload,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errorMsg).toBe(IMPORT_MSG.oneFile.ko);
    await nothingLeft(me.userNo);
  });
});

describe("one at a time, a few a day, the member's own", () => {
  it("a second upload while one runs is refused", async () => {
    const me = await member();
    await platform.handle.db
      .insert(memberImports)
      .values({ userNo: me.userNo, status: "running", startedAt: new Date(), fileName: "a.zip" });
    const res = await upload(me, zip({ "a.md": "# a" }), "a.zip");
    expect(res.status).toBe(409);
    expect(res.body.errorMsg).toBe(IMPORT_MSG.busy.ko);
    // One that died long ago with its process blocks nothing.
    await platform.handle.db
      .update(memberImports)
      .set({ startedAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(memberImports.userNo, me.userNo));
    expect((await upload(me, zip({ "a.md": "# a" }), "a.zip")).status).toBe(200);
    expect(await finished(me)).toMatchObject({ status: "done" });
  });

  it("at most ten a day", async () => {
    const me = await member();
    for (let i = 0; i < IMPORT_LIMITS.perDay; i++) expect((await upload(me, PNG, "x.zip")).status).toBe(422);
    const res = await upload(me, PNG, "x.zip");
    expect(res.status).toBe(429);
    expect(res.body.errorMsg).toBe(IMPORT_MSG.tooOften.ko);
  });

  it("visitors are refused; another member sees only their own import and cannot open its drafts", async () => {
    expect((await call("GET", "/api/user/import", null)).status).toBe(401);
    expect((await upload(null, zip({ "a.md": "# a" }), "a.zip")).status).toBe(401);
    const owner = await member();
    expect((await upload(owner, zip({ "a.md": "# 내 글\n\n비밀" }), "a.zip")).status).toBe(200);
    const mine = await finished(owner);
    const other = await member();
    expect((await call("GET", "/api/user/import", other)).body.data).toMatchObject({ status: "none", imported: [] });
    expect((await call("GET", `/api/draft?draftNo=${mine.imported[0].draftNo}`, other)).status).toBe(404);
    // The uploaded file is never a plain file, even while it is kept.
    expect((await platform.app.inject({ method: "GET", url: "/files/imports/2026/01/x.zip" })).statusCode).toBe(404);
  });
});

/** One zip holding the entries of two (local headers, then both central directories, one end record). */
function mergeZips(a: Buffer, b: Buffer): Buffer {
  const parts = (bytes: Buffer) => {
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const count = bytes.readUInt16LE(end + 10);
    const size = bytes.readUInt32LE(end + 12);
    const offset = bytes.readUInt32LE(end + 16);
    return { local: bytes.subarray(0, offset), central: Buffer.from(bytes.subarray(offset, offset + size)), count };
  };
  const first = parts(a);
  const second = parts(b);
  // The second archive's entries move by the first's local data: their offsets follow.
  for (let p = 0; p < second.central.length;) {
    second.central.writeUInt32LE(second.central.readUInt32LE(p + 42) + first.local.length, p + 42);
    p += 46 + second.central.readUInt16LE(p + 28) + second.central.readUInt16LE(p + 30) + second.central.readUInt16LE(p + 32);
  }
  const central = Buffer.concat([first.central, second.central]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(first.count + second.count, 8);
  end.writeUInt16LE(first.count + second.count, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(first.local.length + second.local.length, 16);
  return Buffer.concat([first.local, second.local, central, end]);
}
