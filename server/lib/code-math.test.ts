import { describe, expect, it } from "vitest";
import { MATH } from "../../core/code-math";
import { highlightCode, renderCodeAndMath, typesetMath } from "./code-math";
import { sanitizePostHtml } from "./rich-text";

const stored = (html: string) => sanitizePostHtml(html, "https://nanumteo.example");

describe("code blocks on the post page", () => {
  it("highlights a listed language into highlight.js token spans and names the language", () => {
    const { html, code, math } = renderCodeAndMath(
      stored('<pre><code class="language-python">def f(x):\n    return "hi"  # note</code></pre>'),
    );
    expect(code).toBe(true);
    expect(math).toBe(false);
    expect(html).toContain('<pre data-language="Python"><code class="language-python hljs">');
    expect(html).toContain('<span class="hljs-keyword">def</span>');
    expect(html).toContain('<span class="hljs-string">&quot;hi&quot;</span>');
    expect(html).toContain('<span class="hljs-comment"># note</span>');
  });

  it("shows an unknown language, no language and plain text as plain escaped text", () => {
    const unknown = renderCodeAndMath('<pre><code class="language-cobol">MOVE A TO B &lt;x&gt;</code></pre>');
    expect(unknown.code).toBe(true);
    expect(unknown.html).toBe("<pre><code>MOVE A TO B &lt;x&gt;</code></pre>");
    expect(renderCodeAndMath("<pre><code>if (a) {}</code></pre>").html).toBe("<pre><code>if (a) {}</code></pre>");
    expect(renderCodeAndMath('<pre><code class="language-plaintext">def x</code></pre>').html).toBe(
      '<pre><code class="language-plaintext hljs">def x</code></pre>',
    );
    expect(highlightCode("const a = 1;", null)).toBe("const a = 1;");
  });

  it("keeps script tags inside code as text", () => {
    const { html } = renderCodeAndMath(
      stored('<pre><code class="language-xml">&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</code></pre>'),
    );
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("&lt;");
    expect(html).toContain("alert(1)");
  });

  it("leaves inline code and a body without code or formulas as they are", () => {
    const body = "<p>a <code>x &lt; y</code> 한글</p>";
    expect(renderCodeAndMath(body)).toEqual({ html: body, code: false, math: false });
  });
});

describe("formulas on the post page", () => {
  it("typesets inline and block formulas as KaTeX HTML with MathML", () => {
    const { html, math, code } = renderCodeAndMath(
      stored('<p>넓이 <span data-math="inline">\\pi r^2</span></p><div data-math="block">\\frac{a}{b}</div>'),
    );
    expect(math).toBe(true);
    expect(code).toBe(false);
    expect(html).toContain('<span class="katex">');
    expect(html).toContain("<math");
    expect(html).toContain('<annotation encoding="application/x-tex">\\pi r^2</annotation>');
    expect(html).toContain('<div class="math-block"><span class="katex-display">');
    expect(html).not.toContain("data-math=");
    expect(html).toContain("넓이 ");
  });

  it("shows a formula that does not parse as its source, marked as an error", () => {
    expect(typesetMath("\\frac{1}{", "inline")).toBe('<span class="math-error" data-math-error="">\\frac{1}{</span>');
    // An unknown command is typeset in place in the danger colour, the rest of the formula around it.
    expect(typesetMath("x < \\undefinedcommand", "block")).toMatch(/color:var\(--color-danger-strong\);">\\undefinedcommand</);
    expect(typesetMath("", "inline")).toContain("math-error");
    expect(typesetMath("x".repeat(MATH.maxLength + 1), "inline")).toContain("math-error");
  });

  it("refuses links, classes and other trusted commands", () => {
    for (const tex of [
      "\\href{javascript:alert(1)}{x}",
      "\\url{javascript:alert(1)}",
      "\\htmlClass{evil}{x}",
      "\\htmlId{x}{y}",
      "\\htmlStyle{color:red}{x}",
      "\\htmlData{a=b}{x}",
      "\\includegraphics{https://evil.example/a.png}",
    ]) {
      const html = typesetMath(tex, "inline");
      // The source stays in MathML's annotation as text; what is drawn holds no link, class, picture or data.
      const drawn = html.slice(html.indexOf('class="katex-html"'));
      expect(drawn).not.toMatch(/<a\b|href=|javascript:|class="[^"]*evil|<img|data-a=|style="color:red/);
      expect(drawn).toContain("color:var(--color-danger-strong)");
    }
  });

  it("caps huge sizes and macro expansions", () => {
    const rule = typesetMath("\\rule{100000em}{100000em}", "inline");
    const drawn = rule.slice(rule.indexOf('class="katex-html"'));
    expect(drawn).not.toContain("100000em");
    expect(drawn).toContain("border-right-width:20em;border-top-width:20em");
    const bomb = typesetMath("\\def\\a{\\a\\a}\\a", "inline");
    expect(bomb).toContain("math-error");
  });

  it("survives deeply nested braces without throwing", () => {
    const deep = `${"{".repeat(MATH.maxLength / 2 - 1)}x${"}".repeat(MATH.maxLength / 2 - 1)}`;
    expect(() => typesetMath(deep, "block")).not.toThrow();
    expect(() => renderCodeAndMath(`<span data-math="inline">${"{".repeat(5000)}</span>`)).not.toThrow();
  });

  it("reads the formula's text only: markup in the source stays text", () => {
    const html = typesetMath("<script>alert(1)</script>", "inline");
    expect(html).not.toContain("<script");
  });
});
