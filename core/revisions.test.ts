import { describe, expect, it } from "vitest";
import { revisionText } from "./revisions";

describe("revisionText", () => {
  it("puts each paragraph, heading and list item on its own line, entities decoded", () => {
    expect(revisionText("<h2>제목</h2><p>첫 문단 &amp; 끝</p><ul><li>하나</li><li>둘</li></ul><p>줄<br>바꿈</p>")).toBe(
      "제목\n첫 문단 & 끝\n하나\n둘\n줄\n바꿈",
    );
  });
  it("an empty body has no text", () => {
    expect(revisionText("<p></p><p> </p>")).toBe("");
  });
});
