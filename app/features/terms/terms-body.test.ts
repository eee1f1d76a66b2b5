import { describe, expect, it } from "vitest";
import { parseTermsBody, termsHeadings } from "./terms-body";

describe("parseTermsBody", () => {
  it("reads headings, paragraphs and both kinds of lists", () => {
    const blocks = parseTermsBody(
      "## 제1조 (목적)\n이 약관은\n목적을 정합니다.\n\n## 제2조 (정의)\n뜻은 다음과 같습니다.\n1. 서비스란\n2. 회원이란\n- 덧붙임",
    );
    expect(blocks).toEqual([
      { type: "heading", text: "제1조 (목적)", id: "section-1" },
      { type: "paragraph", lines: ["이 약관은", "목적을 정합니다."] },
      { type: "heading", text: "제2조 (정의)", id: "section-2" },
      { type: "paragraph", lines: ["뜻은 다음과 같습니다."] },
      { type: "list", ordered: true, items: ["서비스란", "회원이란"] },
      { type: "list", ordered: false, items: ["덧붙임"] },
    ]);
  });
  it("keeps markup as text", () => {
    expect(parseTermsBody("<script>x</script>")).toEqual([{ type: "paragraph", lines: ["<script>x</script>"] }]);
  });
  it("lists the headings for the table of contents", () => {
    expect(termsHeadings("## 가\n본문\n\n## 나")).toEqual([
      { id: "section-1", text: "가" },
      { id: "section-2", text: "나" },
    ]);
  });
});
