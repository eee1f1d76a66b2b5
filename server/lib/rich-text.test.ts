import { describe, expect, it } from "vitest";
import { allowedImageSrc, LINK_REL, sanitizePostHtml } from "./rich-text";

const ORIGIN = "https://nanumteo.example";
const clean = (html: string) => sanitizePostHtml(html, ORIGIN);

describe("rich-text policy", () => {
  it("keeps our own images (relative), https images, and nothing else", () => {
    expect(allowedImageSrc("/files/images/2026/01/a.webp", ORIGIN)).toBe("/files/images/2026/01/a.webp");
    expect(allowedImageSrc(`${ORIGIN}/files/images/2026/01/a.webp`, ORIGIN)).toBe("/files/images/2026/01/a.webp");
    expect(allowedImageSrc("https://cdn.example/a.png", ORIGIN)).toBe("https://cdn.example/a.png");
    for (const bad of [
      "/files/../secret",
      "/other/a.png",
      "a.png",
      "http://cdn.example/a.png",
      "data:image/png;base64,AA",
      "javascript:alert(1)",
      "//evil.example/a.png",
      "",
    ]) {
      expect(allowedImageSrc(bad, ORIGIN), bad).toBeNull();
    }
  });

  it("gives every image an alt: the writer's description, or empty (decoration) when there is none", () => {
    expect(clean('<img src="/files/images/2026/01/a.webp" alt="서울 야경">')).toBe(
      '<img src="/files/images/2026/01/a.webp" alt="서울 야경" />',
    );
    expect(clean('<img src="/files/images/2026/01/a.webp">')).toBe('<img src="/files/images/2026/01/a.webp" alt="" />');
  });

  it("rewrites links with rel and target, refusing other schemes", () => {
    expect(clean('<a href="https://example.com">a</a>')).toBe(`<a href="https://example.com" target="_blank" rel="${LINK_REL}">a</a>`);
    expect(clean('<a href="javascript:alert(1)" onclick="x">a</a>')).toBe("<span>a</span>");
  });

  it("keeps only colour in styles, only on spans", () => {
    expect(clean('<span style="color: rgb(240, 68, 82); font-size: 99px">a</span>')).toBe('<span style="color:#F04452">a</span>');
    expect(clean('<p style="color:red">a</p>')).toBe("<p>a</p>");
    expect(clean('<span style="color: expression(alert(1))">a</span>')).toBe("<span>a</span>");
  });

  it("drops scripts with their text, foreign frames and unknown elements", () => {
    expect(clean("<p>a<script>alert(1)</script><style>p{}</style></p>")).toBe("<p>a</p>");
    expect(clean('<iframe src="https://evil.example/x"></iframe><svg onload="x"><circle/></svg>b')).toBe("b");
    expect(clean("<h1>t</h1><h6>u</h6>")).toBe("<h2>t</h2><h4>u</h4>");
  });

  it("keeps code blocks with a listed language, written as the list writes it, and nothing else on code", () => {
    expect(clean('<pre><code class="language-python">print(1)</code></pre>')).toBe(
      '<pre><code class="language-python">print(1)</code></pre>',
    );
    expect(clean('<pre><code class="language-js hljs">a</code></pre>')).toBe('<pre><code class="language-javascript">a</code></pre>');
    expect(clean('<pre><code class="language-brainfuck" style="x" onclick="y">a</code></pre>')).toBe("<pre><code>a</code></pre>");
    expect(clean('<pre class="x"><code class="evil language-ts">a</code></pre>')).toBe(
      '<pre><code class="language-typescript">a</code></pre>',
    );
  });

  it("keeps a code block's inside as text: tags in it stay text, markup is reduced to its words", () => {
    expect(clean('<pre><code class="language-xml">&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>')).toBe(
      '<pre><code class="language-xml">&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>',
    );
    expect(clean('<pre><code>a<strong>b</strong><a href="https://x.example">c</a></code></pre>')).toBe("<pre><code>abc</code></pre>");
  });

  it("keeps formulas as their TeX source and nothing more", () => {
    expect(clean('<p>a <span data-math="inline">x^2 &lt; y</span></p>')).toBe('<p>a <span data-math="inline">x^2 &lt; y</span></p>');
    expect(clean('<div data-math="block">\\frac{1}{2}</div>')).toBe('<div data-math="block">\\frac{1}{2}</div>');
    expect(clean('<span data-math="inline" style="color:#F04452" class="katex" onclick="x">x</span>')).toBe(
      '<span data-math="inline">x</span>',
    );
    expect(clean('<span data-math="inline"><img src="/files/a.png"><b>x</b><script>y</script></span>')).toBe(
      '<span data-math="inline">x</span>',
    );
    expect(clean('<div data-math="block"><p>a</p><span>b</span></div>')).toBe('<div data-math="block">ab</div>');
  });

  it("refuses other math forms and other divs, keeping their text", () => {
    expect(clean('<span data-math="display">x</span>')).toBe("<span>x</span>");
    expect(clean('<div data-math="inline">x</div><div class="katex">y</div><div>z</div>')).toBe("xyz");
    expect(clean('<div data-math="block"> </div><span data-math="inline"></span>')).toBe("");
    expect(clean('<math><mi>x</mi></math><span class="katex-html">y</span>')).toBe("x<span>y</span>");
  });
});
