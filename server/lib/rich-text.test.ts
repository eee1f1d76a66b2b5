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
});
