import { describe, it, expect } from "vitest";
import { cutAiTagKeyword, notificationExcerpt, truncate } from "./text";

const repeat = (s: string, n: number) => s.repeat(n);

describe("truncate", () => {
  it("leaves text at or under the limit untouched", () => {
    expect(truncate("", 3)).toBe("");
    expect(truncate("abc", 3)).toBe("abc");
    expect(truncate("한국어", 3)).toBe("한국어");
  });
  it("cuts to max code points and appends the ellipsis", () => {
    expect(truncate("abcd", 3)).toBe("abc…");
    expect(truncate("가나다라", 2)).toBe("가나…");
    expect(truncate("abcd", 3, "...")).toBe("abc...");
  });
  it("never splits an astral character", () => {
    expect(truncate("😀😀😀", 2)).toBe("😀😀…");
    expect(truncate("a😀b", 2)).toBe("a😀…");
  });
  it("drops spaces left dangling before the ellipsis", () => {
    expect(truncate("안녕 하세요", 3)).toBe("안녕…");
  });
  it("handles a zero limit", () => {
    expect(truncate("abc", 0)).toBe("…");
  });
});

describe("notificationExcerpt", () => {
  const long = repeat("가", 45);

  it("shortens only the bracketed comment to 40 characters plus …", () => {
    const text = `홍길동님이 댓글을 남겼습니다. [${long}] 확인해 보세요`;
    expect(notificationExcerpt(text)).toBe(`홍길동님이 댓글을 남겼습니다. [${repeat("가", 40)}…] 확인해 보세요`);
  });
  it("leaves a 40-character comment alone", () => {
    const text = `댓글: [${repeat("나", 40)}]`;
    expect(notificationExcerpt(text)).toBe(text);
  });
  it("keeps brackets typed inside the comment", () => {
    const text = `댓글 [이건 [중요] 합니다]`;
    expect(notificationExcerpt(text, 6)).toBe(`댓글 [이건 [중요…]`);
  });
  it("never shortens the text outside the brackets", () => {
    const outside = repeat("밖", 60);
    expect(notificationExcerpt(`${outside}[짧음]`)).toBe(`${outside}[짧음]`);
  });
  it("shortens the whole text when there is no bracket pair", () => {
    expect(notificationExcerpt(long)).toBe(`${repeat("가", 40)}…`);
    expect(notificationExcerpt(`]${long}[`)).toBe(`]${repeat("가", 39)}…`);
    expect(notificationExcerpt("짧은 알림")).toBe("짧은 알림");
  });
  it("handles an empty comment", () => {
    expect(notificationExcerpt("댓글 []")).toBe("댓글 []");
  });
});

describe("cutAiTagKeyword", () => {
  it("keeps at most 51 code points without an ellipsis", () => {
    expect(cutAiTagKeyword(repeat("a", 51))).toBe(repeat("a", 51));
    expect(cutAiTagKeyword(repeat("a", 52))).toBe(repeat("a", 51));
    expect(cutAiTagKeyword(repeat("😀", 60))).toBe(repeat("😀", 51));
    expect(cutAiTagKeyword("")).toBe("");
  });
});
