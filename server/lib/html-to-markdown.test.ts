import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "./html-to-markdown";

describe("htmlToMarkdown", () => {
  it("turns a post body into Markdown", () => {
    const html =
      "<h2>소제목</h2><p>본문 <strong>굵게</strong>와 <em>기울임</em>, <s>취소</s>, <code>a`b</code>.</p>" +
      '<ul><li><p>하나</p></li><li>둘</li></ul><ol start="3"><li>셋</li><li>넷</li></ol>' +
      '<blockquote><p>인용 첫 줄</p><p>둘째 줄</p></blockquote><pre><code class="language-ts">const a = 1;\n</code></pre><hr>' +
      '<p><a href="https://example.com/a b">링크</a> <img src="/files/x.png" alt="그림"></p><p>줄<br>바꿈</p>';
    expect(htmlToMarkdown(html)).toBe(
      [
        "## 소제목",
        "본문 **굵게**와 *기울임*, ~~취소~~, ``a`b``.",
        "- 하나\n- 둘",
        "3. 셋\n4. 넷",
        "> 인용 첫 줄\n>\n> 둘째 줄",
        "```ts\nconst a = 1;\n```",
        "---",
        "[링크](<https://example.com/a b>) ![그림](/files/x.png)",
        "줄  \n바꿈",
      ].join("\n\n") + "\n",
    );
  });

  it("escapes text that would read as Markdown, and decodes entities", () => {
    expect(htmlToMarkdown("<p>*별표* # 샵 [대괄호] 1. 번호 &lt;태그&gt; &amp;</p>")).toBe(
      "\\*별표\\* \\# 샵 \\[대괄호\\] 1. 번호 \\<태그\\> &\n",
    );
    expect(htmlToMarkdown("<p>1. 목록이 아닌 문장</p>")).toBe("1\\. 목록이 아닌 문장\n");
  });

  it("points images where the export keeps them", () => {
    expect(htmlToMarkdown('<p><img src="/files/a/b.png" alt=""></p>', { image: (src) => `images/${src.split("/").pop()}` })).toBe(
      "![](images/b.png)\n",
    );
  });

  it("keeps a YouTube frame as a link", () => {
    expect(htmlToMarkdown('<iframe src="https://www.youtube.com/embed/abc" title="영상"></iframe>')).toBe(
      "[영상](https://www.youtube.com/embed/abc)\n",
    );
  });
});
