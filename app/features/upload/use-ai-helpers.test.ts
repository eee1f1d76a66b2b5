import { describe, expect, it } from "vitest";
import { paragraphsHtml } from "./use-ai-helpers";

describe("AI text put into the editor", () => {
  it("becomes escaped paragraphs, one per line", () => {
    expect(paragraphsHtml("첫 줄 <b>굵게</b>\n\n둘째 & 셋째")).toBe("<p>첫 줄 &#60;b&#62;굵게&#60;/b&#62;</p><p>둘째 &#38; 셋째</p>");
  });
});
