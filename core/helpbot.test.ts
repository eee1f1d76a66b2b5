import { describe, expect, it } from "vitest";
import { canSendChat, chatPieces } from "./helpbot";

describe("chat rules", () => {
  it("sends only a non-blank message, when nothing loads and questions remain", () => {
    expect(canSendChat({ message: "토큰?", loading: false, remain: 3 })).toBe(true);
    expect(canSendChat({ message: "   ", loading: false, remain: 3 })).toBe(false);
    expect(canSendChat({ message: "토큰?", loading: true, remain: 3 })).toBe(false);
    expect(canSendChat({ message: "토큰?", loading: false, remain: 0 })).toBe(false);
  });

  it("draws only site links and related questions", () => {
    expect(chatPieces("답 [1] [출처](/faq#a) 그리고 [질문](ask:)")).toEqual([
      { kind: "text", text: "답 [1] " },
      { kind: "link", text: "출처", href: "/faq#a" },
      { kind: "text", text: " 그리고 " },
      { kind: "ask", text: "질문" },
    ]);
    expect(chatPieces("[x](https://evil.example) [y](//evil.example) [z](javascript:alert(1))").every((p) => p.kind === "text")).toBe(true);
  });
});
