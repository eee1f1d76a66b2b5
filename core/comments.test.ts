import { describe, expect, it } from "vitest";
import { COMMENT_MAX_LENGTH, COMMENT_MSG, commentNotificationContent, linkifyComment, validateCommentText } from "./comments";

describe("validateCommentText", () => {
  it("normalizes line breaks, control characters and empty lines, and trims", () => {
    expect(validateCommentText("  좋은 글\r\n감사합니다\u202e \n\n\n\n끝  ")).toEqual({ ok: true, value: "좋은 글\n감사합니다\n\n끝" });
  });
  it("keeps markup as plain text (rendering never parses it)", () => {
    expect(validateCommentText("<img src=x onerror=alert(1)>")).toEqual({ ok: true, value: "<img src=x onerror=alert(1)>" });
  });
  it("refuses empty and overlong comments with the Korean message", () => {
    expect(validateCommentText(" \n\t ")).toEqual({ ok: false, message: COMMENT_MSG.empty });
    expect(validateCommentText("가".repeat(COMMENT_MAX_LENGTH)).ok).toBe(true);
    expect(validateCommentText("가".repeat(COMMENT_MAX_LENGTH + 1))).toEqual({
      ok: false,
      message: COMMENT_MSG.tooLong,
    });
    expect(COMMENT_MSG.tooLong.ko).toBe("댓글은 1,000자까지 입력할 수 있습니다.");
    // Counted by code point: an emoji is one character.
    expect(validateCommentText("😀".repeat(COMMENT_MAX_LENGTH)).ok).toBe(true);
  });
});

describe("linkifyComment", () => {
  it("turns http(s) addresses into links and leaves the rest as text", () => {
    expect(linkifyComment("참고: https://example.com/a?b=1 입니다")).toEqual([
      { kind: "text", text: "참고: " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: " 입니다" },
    ]);
  });
  it("leaves closing punctuation outside the link, keeps balanced parentheses", () => {
    expect(linkifyComment("(http://a.com/x).")).toEqual([
      { kind: "text", text: "(" },
      { kind: "link", text: "http://a.com/x", href: "http://a.com/x" },
      { kind: "text", text: ")." },
    ]);
    expect(linkifyComment("https://ko.wikipedia.org/wiki/A_(B)")[0]).toEqual({
      kind: "link",
      text: "https://ko.wikipedia.org/wiki/A_(B)",
      href: "https://ko.wikipedia.org/wiki/A_(B)",
    });
  });
  it("never links other schemes", () => {
    expect(linkifyComment("javascript:alert(1) data:text/html,x")).toEqual([
      { kind: "text", text: "javascript:alert(1) data:text/html,x" },
    ]);
    expect(linkifyComment("")).toEqual([]);
  });
});

describe("commentNotificationContent", () => {
  it("quotes the comment in brackets, cut to 40 characters plus ellipsis", () => {
    expect(commentNotificationContent("좋은 글 감사합니다")).toBe("[좋은 글 감사합니다]");
    expect(commentNotificationContent("가".repeat(41))).toBe(`[${"가".repeat(40)}…]`);
    expect(commentNotificationContent("줄\n바꿈")).toBe("[줄 바꿈]");
  });
});
