import { describe, it, expect } from "vitest";
import { isUploadFormDone, stripHtml, type UploadFormDoneInput } from "./upload-form";

describe("stripHtml", () => {
  it("removes tags and keeps words apart across block elements", () => {
    expect(stripHtml("<p>안녕</p><p>하세요</p>")).toBe("안녕 하세요");
    expect(stripHtml("a<br>b<br/>c")).toBe("a b c");
    expect(stripHtml("<b>굵</b>게 <i>쓴</i> 글")).toBe("굵게 쓴 글");
    expect(stripHtml('<img src="x.png" alt="그림">')).toBe("");
  });
  it("decodes named and numeric entities", () => {
    expect(stripHtml("a&nbsp;&nbsp;b")).toBe("a b");
    expect(stripHtml("&lt;div&gt; &amp; &quot;q&quot; &#39;s&#39; &apos;")).toBe(`<div> & "q" 's' '`);
    expect(stripHtml("&#54620;&#xAE00; &#x1F600;")).toBe("한글 😀");
  });
  it("decodes in one pass, so escaped entities stay escaped text", () => {
    expect(stripHtml("&amp;lt;p&amp;gt;")).toBe("&lt;p&gt;");
  });
  it("does not treat decoded text as tags", () => {
    expect(stripHtml("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe("<script>alert(1)</script>");
  });
  it("leaves unknown or invalid entities untouched", () => {
    expect(stripHtml("&copy2; &unknown; &#0; &#xD800; &#99999999;")).toBe("&copy2; &unknown; &#0; &#xD800; &#99999999;");
  });
  it("drops comments, scripts and styles with their content", () => {
    expect(stripHtml("a<!-- hidden -->b<script>var x = '<p>';</script><style>p{}</style>c")).toBe("abc");
  });
  it("collapses whitespace and keeps a lone '<' that is not a tag", () => {
    expect(stripHtml("  1 < 2 \n\n and  3 > 2  ")).toBe("1 < 2 and 3 > 2");
  });
  it("treats empty input as empty text", () => {
    expect(stripHtml("")).toBe("");
    expect(stripHtml(null)).toBe("");
    expect(stripHtml("<p><br></p><p>&nbsp;</p>")).toBe("");
  });
});

describe("isUploadFormDone", () => {
  const complete: UploadFormDoneInput = {
    pageType: "upload",
    type: "editor",
    subject: "제목",
    webEditorContent: "<p>본문</p>",
    topic: "economy",
    file: null,
  };

  it("is true for a complete editor or polarisAi post, on upload and edit pages", () => {
    expect(isUploadFormDone(complete)).toBe(true);
    expect(isUploadFormDone({ ...complete, type: "polarisAi" })).toBe(true);
    expect(isUploadFormDone({ ...complete, pageType: "edit" })).toBe(true);
  });

  it("needs the upload or edit page", () => {
    expect(isUploadFormDone({ ...complete, pageType: undefined })).toBe(false);
    expect(isUploadFormDone({ ...complete, pageType: "preview" })).toBe(false);
  });

  it("needs a non-blank title", () => {
    expect(isUploadFormDone({ ...complete, subject: "" })).toBe(false);
    expect(isUploadFormDone({ ...complete, subject: "   " })).toBe(false);
    expect(isUploadFormDone({ ...complete, subject: null })).toBe(false);
  });

  it("needs text content once HTML is stripped", () => {
    expect(isUploadFormDone({ ...complete, webEditorContent: "<p><br></p>" })).toBe(false);
    expect(isUploadFormDone({ ...complete, webEditorContent: "<p>&nbsp;</p>" })).toBe(false);
    expect(isUploadFormDone({ ...complete, webEditorContent: '<p><img src="a.png"></p>' })).toBe(false);
    expect(isUploadFormDone({ ...complete, webEditorContent: "<p>&#46;</p>" })).toBe(true);
  });

  it("needs a chosen, known topic", () => {
    expect(isUploadFormDone({ ...complete, topic: "" })).toBe(false);
    expect(isUploadFormDone({ ...complete, topic: null })).toBe(false);
    expect(isUploadFormDone({ ...complete, topic: "토픽 선택" })).toBe(false);
  });

  it("needs a file for updDocs posts", () => {
    expect(isUploadFormDone({ ...complete, type: "updDocs" })).toBe(false);
    expect(isUploadFormDone({ ...complete, type: "updDocs", file: undefined })).toBe(false);
    expect(isUploadFormDone({ ...complete, type: "updDocs", file: { name: "a.pdf", size: 10 } })).toBe(true);
  });

  it("rejects unknown post types", () => {
    expect(isUploadFormDone({ ...complete, type: null })).toBe(false);
    expect(isUploadFormDone({ ...complete, type: "video", file: {} })).toBe(false);
  });
});
