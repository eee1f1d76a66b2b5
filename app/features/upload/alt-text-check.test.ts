import { describe, expect, it } from "vitest";
import { imagesOf } from "./alt-text-check";

describe("the pictures a published post already had (the reminder asks only about new ones)", () => {
  it("reads every img's address, entities decoded, whatever the other attributes", () => {
    const html =
      '<p>글</p><img src="/files/images/2026/12/a.webp" alt="" /><p><img alt="설명" src="https://cdn.example/b.png?x=1&amp;y=2"></p><iframe src="https://www.youtube.com/embed/x"></iframe>';
    expect([...imagesOf(html)]).toEqual(["/files/images/2026/12/a.webp", "https://cdn.example/b.png?x=1&y=2"]);
    expect(imagesOf("<p>그림 없음</p>").size).toBe(0);
  });
});
