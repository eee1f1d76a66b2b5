// The format readers: Markdown (our export's front matter, other tools' files), WordPress WXR and
// Medium's export, each read into posts with their titles, dates, tags and body HTML.
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { IMPORT_MSG } from "../../../core/import";
import { AppError } from "../../lib/errors";
import { htmlToMarkdown } from "../../lib/html-to-markdown";
import { markdownToHtml, readMarkdownZip, resolveRelative, splitFrontMatter } from "./markdown";
import { readMediumStory } from "./medium";
import { dateFromName, parseSourceDate, tagsOf } from "./text";
import { autop, looksLikeWxr, parseWxrItems, readWxr } from "./wxr";
import { ZipArchive } from "./zip";

describe("Markdown", () => {
  it("reads the export's own front matter and body back to the editor's HTML", () => {
    const html =
      '<h2>소제목</h2><p>본문 <strong>굵게</strong> *별표*와 <a href="https://example.com/a_(b)">링크</a></p><ul><li>하나</li></ul><pre><code class="language-ts">const a = 1 < 2;</code></pre>';
    const markdown = htmlToMarkdown(html);
    expect(markdownToHtml(markdown)).toBe(
      '<h2>소제목</h2><p>본문 <strong>굵게</strong> *별표*와 <a href="https://example.com/a_(b)">링크</a></p><ul><li>하나</li></ul><pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>',
    );
    const { fields, body } = splitFrontMatter(
      `---\ntitle: "내보낸 글: *별표*"\ndate: "2024-05-06T07:08:09.123Z"\ntags: ["독서","겨울"]\ntopic: "culture"\n---\n\n본문`,
    );
    expect(fields).toEqual({ title: "내보낸 글: *별표*", date: "2024-05-06T07:08:09.123Z", tags: ["독서", "겨울"], topic: "culture" });
    expect(body).toBe("\n본문");
  });

  it("brings a YouTube link alone in its paragraph back as a frame", () => {
    expect(markdownToHtml("[YouTube 동영상](https://www.youtube.com/embed/abcdefghijk)")).toBe(
      '<iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe>',
    );
  });

  it("reads a zip of posts: front matter, else the first heading and the file's date; images beside them", () => {
    const zip = new ZipArchive(
      Buffer.from(
        zipSync({
          "posts/2024-05-06-12/index.md": strToU8(
            '---\ntitle: "첫 글"\ndate: "2024-05-06T07:08:09.000Z"\ntags: ["여행 일기"]\ntopic: "travel"\n---\n\n![바다](images/1.webp)\n',
          ),
          "posts/2024-05-06-12/images/1.webp": new Uint8Array([1, 2, 3]),
          "_posts/2019-03-04-hello-world.md": strToU8("# 안녕, 세상\n\n본문이에요.\n\n![없는 그림](../nowhere/x.png)"),
          "__MACOSX/._x.md": strToU8("junk"),
        }),
      ),
    );
    const { posts } = readMarkdownZip(zip);
    expect(posts).toHaveLength(2);
    const [first, second] = posts.sort((a, b) => a.source.localeCompare(b.source)).reverse();
    expect(first).toMatchObject({ title: "첫 글", tags: ["여행 일기"], topic: "travel", date: new Date("2024-05-06T07:08:09.000Z") });
    expect(first!.localImage!("images/1.webp")).toEqual({ bytes: Buffer.from([1, 2, 3]), name: "1.webp" });
    expect(second).toMatchObject({ title: "안녕, 세상", html: expect.stringContaining("<p>본문이에요.</p>") });
    expect(second!.date!.toISOString()).toBe("2019-03-03T15:00:00.000Z");
    expect(second!.localImage!("../nowhere/x.png")).toBeNull();
    expect(resolveRelative("posts/a", "images/%EC%82%AC%EC%A7%84.png?x=1")).toBe("posts/a/images/사진.png");
    expect(resolveRelative("posts/a", "../../../etc/passwd")).toBeNull();
    expect(resolveRelative("posts/a", "/etc/passwd")).toBeNull();
  });

  it("front matter that does not parse, or expands aliases without end, counts as none", () => {
    expect(splitFrontMatter("---\ntitle: [unclosed\n---\n본문").fields).toEqual({});
    const laughs = [
      "a: &a [x,x,x,x,x,x,x,x,x]",
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
            .fill(`*${String.fromCharCode(97 + i)}`)
            .join(",")}]`,
      ),
    ];
    expect(splitFrontMatter(`---\n${laughs.join("\n")}\n---\nbody`).fields).toEqual({});
  });
});

describe("dates and tags as blogs write them", () => {
  it("reads ISO, WordPress, RFC 2822 and file-name dates; zoneless times are Korean time", () => {
    expect(parseSourceDate("2019-03-04 05:06:07")!.toISOString()).toBe("2019-03-03T20:06:07.000Z");
    expect(parseSourceDate("2019-03-04 05:06:07", "utc")!.toISOString()).toBe("2019-03-04T05:06:07.000Z");
    expect(parseSourceDate("0000-00-00 00:00:00", "utc")).toBeNull();
    expect(parseSourceDate("Mon, 04 Mar 2019 05:06:07 +0000")!.toISOString()).toBe("2019-03-04T05:06:07.000Z");
    expect(parseSourceDate("어제")).toBeNull();
    expect(dateFromName("2019-03-04_Title-abc.html")!.toISOString()).toBe("2019-03-03T15:00:00.000Z");
    expect(tagsOf("a, b ,c")).toEqual(["a", "b", "c"]);
    expect(tagsOf("jekyll ruby")).toEqual(["jekyll", "ruby"]);
  });
});

const wxr = (items: string) => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>내 블로그</title>${items}</channel></rss>`;

describe("WordPress WXR", () => {
  const item = (fields: string) => `<item>${fields}</item>`;
  it("reads posts with their dates and tags; pages and trash are reported, attachments pass", () => {
    const xml = wxr(
      item(`<title>제주 여행 &amp; 맛집</title><link>https://blog.example/1</link>
        <content:encoded><![CDATA[첫 문단
둘째 줄

<img src="https://cdn.example/a.jpg"> [caption id="x"]<img src="https://cdn.example/b.jpg"> 설명[/caption]]]></content:encoded>
        <wp:post_date_gmt>2018-07-01 01:02:03</wp:post_date_gmt><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
        <category domain="category" nicename="uncategorized"><![CDATA[Uncategorized]]></category>
        <category domain="post_tag" nicename="jeju"><![CDATA[제주]]></category><category domain="category" nicename="trip"><![CDATA[여행]]></category>`) +
        item(
          `<title>임시 글</title><wp:post_date_gmt>0000-00-00 00:00:00</wp:post_date_gmt><wp:post_date>2020-01-02 10:00:00</wp:post_date><wp:status>draft</wp:status><wp:post_type>post</wp:post_type><content:encoded><![CDATA[<p>쓰다 만 글</p>]]></content:encoded>`,
        ) +
        item(`<title>소개</title><wp:post_type>page</wp:post_type>`) +
        item(`<title>지운 글</title><wp:post_type>post</wp:post_type><wp:status>trash</wp:status>`) +
        item(`<title>a.jpg</title><wp:post_type>attachment</wp:post_type>`),
    );
    expect(looksLikeWxr(xml)).toBe(true);
    const { posts, skipped } = readWxr(xml);
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({ title: "제주 여행 & 맛집", tags: ["제주", "여행"], source: "https://blog.example/1" });
    expect(posts[0]!.date!.toISOString()).toBe("2018-07-01T01:02:03.000Z");
    expect(posts[0]!.html).toBe(
      '<p>첫 문단<br>둘째 줄</p><p><img src="https://cdn.example/a.jpg"> <img src="https://cdn.example/b.jpg"> 설명</p>',
    );
    expect(posts[1]!.date!.toISOString()).toBe("2020-01-02T01:00:00.000Z");
    expect(skipped.map((s) => [s.title, s.reason])).toEqual([
      ["소개", "page"],
      ["지운 글", "trashed"],
    ]);
  });

  it("refuses a truncated file and what is not an RSS channel", () => {
    const refusal = (xml: string) => {
      try {
        parseWxrItems(xml);
      } catch (error) {
        return error instanceof AppError ? error.message : "other";
      }
      return "accepted";
    };
    expect(refusal(wxr("<item><title>잘린").slice(0, -20))).toBe(IMPORT_MSG.xmlMalformed.ko);
    expect(refusal('<?xml version="1.0"?><html><body/></html>')).toBe(IMPORT_MSG.xmlMalformed.ko);
    expect(refusal(wxr(""))).toBe("accepted");
  });

  it("never expands a document type's entities", () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${wxr("<item><title>&xxe;</title><wp:post_type>post</wp:post_type><content:encoded>x</content:encoded></item>").replace(/^<\?xml[^>]*>/, "")}`;
    expect(readWxr(xml).posts[0]!.title).toBe("&xxe;");
  });

  it("adds paragraphs only to content written without them", () => {
    expect(autop("<p>이미 문단</p>\n\n둘")).toBe("<p>이미 문단</p>\n\n둘");
    expect(autop("하나\n\n둘\n셋")).toBe("<p>하나</p><p>둘<br>셋</p>");
  });
});

describe("Medium", () => {
  it("reads the title, the publication date and the body without the repeated title", () => {
    const html = `<!DOCTYPE html><html><head><title>Medium 글</title></head><body><article class="h-entry">
<header><h1 class="p-name">Medium 글</h1></header>
<section data-field="body" class="e-content"><section class="section"><div class="section-divider"><hr class="section-divider"></div>
<div class="section-content"><div class="section-inner"><h3 class="graf graf--h3 graf--leading graf--title">Medium 글</h3>
<p class="graf graf--p">첫 문단 <strong class="markup--strong">강조</strong></p>
<figure class="graf graf--figure"><img class="graf-image" src="https://cdn-images-1.medium.com/max/800/1*abc.png"><figcaption>그림 설명</figcaption></figure>
</div></div></section></section>
<footer><p>By <a class="p-author h-card">나</a> on <a href="https://medium.com/p/1"><time class="dt-published" datetime="2017-09-10T11:12:13.456Z">September 10, 2017</time></a>.</p></footer>
</article></body></html>`;
    const story = readMediumStory(html, "2017-09-10_Medium--1a2b.html");
    expect(story.title).toBe("Medium 글");
    expect(story.date!.toISOString()).toBe("2017-09-10T11:12:13.456Z");
    expect(story.tags).toEqual([]);
    expect(story.html).not.toContain("graf--title");
    expect(story.html).not.toContain("<hr");
    expect(story.html).toContain("첫 문단");
    expect(story.html).toContain("<p>그림 설명</p>");
    const draft = readMediumStory('<html><body><section data-field="body"><p>초안</p></section></body></html>', "draft_My-Draft-abc.html");
    expect(draft).toMatchObject({ title: "My Draft abc", date: null });
  });
});
