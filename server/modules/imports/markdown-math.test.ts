import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "../../lib/html-to-markdown";
import { sanitizePostHtml } from "../../lib/rich-text";
import { markdownToHtml } from "./markdown";

const imported = (source: string) => sanitizePostHtml(markdownToHtml(source), "https://nanumteo.example");

describe("code and formulas in imported Markdown", () => {
  it("keeps a fenced block's listed language, written as the list writes it", () => {
    expect(imported("```py\nprint(1)\n```")).toBe('<pre><code class="language-python">print(1)\n</code></pre>');
    expect(imported("```cobol\nMOVE A\n```")).toBe("<pre><code>MOVE A\n</code></pre>");
  });

  it("reads $…$ and $$…$$ as formulas", () => {
    expect(imported("넓이는 $\\pi r^2$ 입니다.")).toBe('<p>넓이는 <span data-math="inline">\\pi r^2</span> 입니다.</p>');
    expect(imported("$$\n\\frac{a}{b} < 1\n$$")).toBe('<div data-math="block">\\frac{a}{b} &lt; 1</div>');
    expect(imported("앞\n\n$$x^2$$\n\n뒤")).toBe('<p>앞</p><div data-math="block">x^2</div><p>뒤</p>');
  });

  it("leaves prices, escaped dollars and unclosed formulas as text", () => {
    expect(imported("사과는 $5 and $6.")).toBe("<p>사과는 $5 and $6.</p>");
    expect(imported("$5,$6")).toBe("<p>$5,$6</p>");
    expect(imported("\\$x\\$")).toBe("<p>$x$</p>");
    expect(imported("$$\nx^2")).toBe("<p>$$\nx^2</p>");
  });

  it("an export of formulas reads back as the same formulas", () => {
    const html = '<p>합 <span data-math="inline">a_1 + a_2</span>, 가격 $5</p><div data-math="block">\\sum_{i=1}^n i</div>';
    const markdown = htmlToMarkdown(html);
    expect(markdown).toBe("합 $a_1 + a_2$, 가격 \\$5\n\n$$\n\\sum_{i=1}^n i\n$$\n");
    expect(imported(markdown)).toBe(html);
  });
});
