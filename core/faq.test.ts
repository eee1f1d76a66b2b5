import { describe, expect, it } from "vitest";
// The FAQ as data: enough questions, every feature covered, both languages; its links are checked
// against the route table in app/features/helpbot/links.test.ts.
import { FAQ, FAQ_CATEGORIES, FAQ_STARTERS, faqEntry, filterFaq } from "./faq";

describe("FAQ data", () => {
  it("has at least 40 questions with unique ids, both languages filled in", () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(40);
    expect(new Set(FAQ.map((f) => f.id)).size).toBe(FAQ.length);
    for (const f of FAQ) {
      for (const text of [f.question, f.answer]) {
        expect(text.ko.trim(), f.id).not.toBe("");
        expect(text.en.trim(), f.id).not.toBe("");
        expect(text.ko, f.id).toMatch(/[가-힣]/);
      }
    }
  });

  it("covers every feature's category", () => {
    const used = new Set(FAQ.map((f) => f.category));
    for (const c of [
      "signup",
      "verification",
      "writing",
      "documents",
      "points",
      "missions",
      "curation",
      "seasons",
      "tokens",
      "wallet",
      "ai",
      "account",
    ]) {
      expect(used.has(c as never), c).toBe(true);
    }
    for (const c of FAQ_CATEGORIES) expect(used.has(c.id), c.id).toBe(true);
  });

  it("has the four starters of the chat", () => {
    expect(FAQ_STARTERS).toHaveLength(4);
    for (const id of FAQ_STARTERS) expect(faqEntry(id), id).toBeDefined();
  });

  it("filters by category and by words, particles and spacing aside", () => {
    expect(filterFaq(FAQ, { query: "", category: "wallet", language: "ko" }).every((f) => f.category === "wallet")).toBe(true);
    expect(filterFaq(FAQ, { query: "큐레이팅을", category: null, language: "ko" }).map((f) => f.id)).toContain("curation-tickets");
    expect(filterFaq(FAQ, { query: "비밀번호", category: null, language: "ko" }).map((f) => f.id)).toContain("forgot-password");
    expect(filterFaq(FAQ, { query: "wallet", category: null, language: "en" }).map((f) => f.id)).toContain("connect-wallet");
    expect(filterFaq(FAQ, { query: "없는말쀍", category: null, language: "ko" })).toEqual([]);
  });
});
