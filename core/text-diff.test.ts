import { describe, expect, it } from "vitest";
import { diffStats, diffText, tokenize, type DiffPart } from "./text-diff";

const side = (parts: DiffPart[], kind: "added" | "removed") =>
  parts
    .filter((p) => p.kind === "same" || p.kind === kind)
    .map((p) => p.text)
    .join("");

function expectFaithful(before: string, after: string): DiffPart[] {
  const parts = diffText(before, after);
  expect(side(parts, "removed")).toBe(before);
  expect(side(parts, "added")).toBe(after);
  return parts;
}

describe("tokenize", () => {
  it("keeps Hangul runs, other words, spaces and punctuation apart", () => {
    expect(tokenize("책을 read했다, 2권!")).toEqual(["책을", " ", "read", "했다", ",", " ", "2", "권", "!"]);
  });
});

describe("diffText", () => {
  it("an unchanged text is one equal part", () => {
    expect(diffText("같은 글입니다.", "같은 글입니다.")).toEqual([{ kind: "same", text: "같은 글입니다." }]);
  });

  it("a changed ending shows the characters that changed, not the whole 어절", () => {
    expect(expectFaithful("어제 책을 읽었다. 좋았다.", "어제 책을 읽었습니다. 좋았다.")).toEqual([
      { kind: "same", text: "어제 책을 읽었" },
      { kind: "added", text: "습니" },
      { kind: "same", text: "다. 좋았다." },
    ]);
  });

  it("a replaced word reads as one removal and one addition", () => {
    expect(expectFaithful("나는 사과를 좋아한다", "나는 포도를 좋아한다")).toEqual([
      { kind: "same", text: "나는 " },
      { kind: "removed", text: "사과를" },
      { kind: "added", text: "포도를" },
      { kind: "same", text: " 좋아한다" },
    ]);
  });

  it("inserted and deleted words in the middle of a sentence", () => {
    const parts = expectFaithful("오늘은 날씨가 좋다", "오늘은 정말 날씨가 좋다");
    expect(parts.filter((p) => p.kind !== "same")).toEqual([{ kind: "added", text: "정말 " }]);
    expect(diffStats(parts)).toEqual({ added: 3, removed: 0 });
  });

  it("never splits an emoji's surrogate pair", () => {
    const parts = expectFaithful("좋아요 😀 끝", "좋아요 😃 끝");
    const lonely = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const part of parts) expect(lonely.test(part.text)).toBe(false);
    expect(parts.filter((p) => p.kind !== "same").map((p) => p.text)).toEqual(["😀", "😃"]);
  });

  it("is faithful on random edits of mixed Korean, English and emoji", () => {
    const alphabet = ["가", "나", "다", "한글", " ", "a", "b", ".", "😀", "\n", "읽었다", "1"];
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let round = 0; round < 300; round++) {
      const before = Array.from({ length: random(40) }, () => alphabet[random(alphabet.length)]).join("");
      const chars = [...before];
      for (let e = 0; e < 1 + random(5); e++) {
        const at = random(chars.length + 1);
        if (random(2)) chars.splice(at, 1);
        else chars.splice(at, 0, alphabet[random(alphabet.length)]!);
      }
      expectFaithful(before, chars.join(""));
    }
  });

  it("a 5,000-character post with a few edits, and two unrelated long texts", () => {
    const sentence = "나눔터에 글을 쓰면 독자가 읽고 큐레이터가 투표합니다. ";
    const before = sentence.repeat(Math.ceil(5_000 / sentence.length)).slice(0, 5_000);
    const after =
      before.slice(0, 1_000) +
      "새 문장을 넣었어요. " +
      before.slice(1_000, 4_000).replace("투표합니다", "추천합니다") +
      before.slice(4_100);
    const parts = expectFaithful(before, after);
    const stats = diffStats(parts);
    expect(stats.added).toBeLessThan(200);
    expect(stats.removed).toBeLessThan(200);
    const unrelatedA = Array.from({ length: 2_000 }, (_, i) => `단어${i}`).join(" ");
    const unrelatedB = Array.from({ length: 2_000 }, (_, i) => `word${i * 7}`).join(" ");
    expectFaithful(unrelatedA, unrelatedB);
  });
});
