import { describe, it, expect } from "vitest";
import { cleanLine, cleanParagraphs, cleanText, cleanTextDeep, cutAiTagKeyword, notificationExcerpt, truncate } from "./text";

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

describe("cleanText", () => {
  it("drops NUL and control characters but keeps tabs and line breaks", () => {
    expect(cleanText("경\u0000제\u0007 글\t끝\r\n")).toBe("경제 글\t끝\r\n");
  });

  it("turns an unpaired surrogate into U+FFFD and keeps whole emoji", () => {
    expect(cleanText("좋아요 \uD83D")).toBe("좋아요 \uFFFD");
    expect(cleanText("\uDE00앞")).toBe("\uFFFD앞");
    expect(cleanText("좋아요 😀")).toBe("좋아요 😀");
    expect(() => JSON.parse(JSON.stringify(cleanText("a\uD800b")))).not.toThrow();
  });

  it("leaves ordinary text as it is (the same string)", () => {
    const text = "한국어 글과 English, 숫자 123.";
    expect(cleanText(text)).toBe(text);
  });
});

describe("cleanTextDeep", () => {
  it("cleans strings inside objects and arrays, keys included", () => {
    const body = { subject: "제목\u0000", tags: ["a\u0000", "b"], nested: { "k\u0000": "\uD800" }, n: 3, ok: true, none: null };
    expect(cleanTextDeep(body)).toEqual({ subject: "제목", tags: ["a", "b"], nested: { k: "\uFFFD" }, n: 3, ok: true, none: null });
  });

  it("stops at a bounded depth and leaves buffers alone", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(() => cleanTextDeep(deep)).not.toThrow();
    const buffer = Buffer.from([0, 1, 2]);
    expect(cleanTextDeep({ buffer }).buffer).toBe(buffer);
    // A query parser's record without Object.prototype is cleaned too.
    function Empty() {}
    Empty.prototype = Object.create(null);
    const query = new (Empty as unknown as new () => Record<string, string>)();
    query.tag = "\u0000경제";
    expect(cleanTextDeep(query).tag).toBe("경제");
  });
});

describe("cleanParagraphs", () => {
  it("keeps paragraphs: \\n line breaks, no trailing spaces, at most one empty line, trimmed", () => {
    expect(cleanParagraphs("  첫 줄  \r\n둘째 줄\r\r\n\n\n\n셋째\t\n  ")).toBe("첫 줄\n둘째 줄\n\n셋째");
  });

  it("drops control characters and invisible direction marks, composes Hangul (NFC)", () => {
    expect(cleanParagraphs("a\u0000b\u202ec\u200bd\u0007")).toBe("abcd");
    expect(cleanParagraphs("\u1112\u1161\u11ab")).toBe("한");
  });
});

describe("cleanLine", () => {
  it("makes one line: every run of spaces, breaks and controls is one space", () => {
    expect(cleanLine("  이유가\n\n 있어요\t\u0000 \u202e정말 ")).toBe("이유가 있어요 정말");
    expect(cleanLine("\n\t ")).toBe("");
  });
});
