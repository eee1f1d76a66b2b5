import { describe, expect, it } from "vitest";
import { editorPlainText, mergeAiTags } from "./ai-editor";
import { stripHtml } from "./upload-form";
import { checkTagToAdd, TAG_MAX_COUNT, TAG_MAX_LENGTH } from "./writing";

describe("editor helpers' rules", () => {
  it("read the editor's HTML one line per block", () => {
    expect(editorPlainText("<h2>제목</h2><p>첫 문단<br>둘째 줄</p><ul><li>항목</li></ul>", stripHtml)).toBe("제목\n첫 문단\n둘째 줄\n항목");
  });

  it("add suggested tags under the post's tag rules", () => {
    const merged = mergeAiTags(["커피"], ["커피", "원두", "가".repeat(30), "로스팅"], checkTagToAdd, TAG_MAX_LENGTH);
    expect(merged).toEqual(["커피", "원두", "가".repeat(TAG_MAX_LENGTH), "로스팅"]);
    const full = Array.from({ length: TAG_MAX_COUNT }, (_, i) => `태그${i}`);
    expect(mergeAiTags(full, ["하나더"], checkTagToAdd, TAG_MAX_LENGTH)).toEqual(full);
  });
});
