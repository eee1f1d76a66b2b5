import { describe, expect, it } from "vitest";
import { applySplice, KEYFRAME_EVERY, readBody, spliceBetween, storeBody, type StoredBody } from "./revision-delta";

describe("revision bodies", () => {
  it("a splice turns one text into the other, surrogate pairs and all", () => {
    const pairs: [string, string][] = [
      ["", "새 글"],
      ["새 글", ""],
      ["<p>책을 읽었다</p>", "<p>책을 읽었습니다</p>"],
      ["😀😀", "😀😃"],
      ["aaa", "aaaa"],
      ["같다", "같다"],
    ];
    for (const [before, after] of pairs) expect(applySplice(before, spliceBetween(before, after))).toBe(after);
    expect(spliceBetween("<p>책을 읽었다</p>", "<p>책을 읽었습니다</p>")).toEqual({ at: 8, remove: 0, insert: "습니" });
  });

  it("refuses a splice that does not fit its text", () => {
    expect(() => applySplice("짧다", { at: 1, remove: 5, insert: "" })).toThrow();
  });

  it("100 small edits of a 5,000-character post keep every version, in a fraction of whole copies", () => {
    const sentence = "<p>나눔터에 글을 쓰면 독자가 읽고 큐레이터가 투표합니다.</p>";
    let text = sentence.repeat(Math.ceil(5_000 / sentence.length)).slice(0, 5_000);
    const versions: string[] = [];
    const stored: StoredBody[] = [];
    let chain = 0;
    for (let i = 0; i < 100; i++) {
      const at = (i * 977) % text.length;
      text = i === 0 ? text : text.slice(0, at) + `수정${i}` + text.slice(at + 2);
      const body = storeBody(text, i === 0 ? null : { text: versions[i - 1]!, chain });
      chain = body.keyframe ? 0 : chain + 1;
      versions.push(text);
      stored.push(body);
    }
    // Every version reads back from its keyframe and the splices after it.
    for (let i = 0; i < versions.length; i++) {
      let start = i;
      while (!stored[start]!.keyframe) start--;
      expect(i - start).toBeLessThan(KEYFRAME_EVERY);
      expect(readBody(stored.slice(start, i + 1))).toBe(versions[i]);
    }
    const total = stored.reduce((n, s) => n + s.bytes.length, 0);
    const whole = versions.reduce((n, v) => n + Buffer.byteLength(v), 0);
    expect(total * 5).toBeLessThan(whole);
  });

  it("a rewrite is stored whole", () => {
    const before = "가".repeat(3_000);
    const after = "나다라".repeat(1_000);
    expect(storeBody(after, { text: before, chain: 1 }).keyframe).toBe(true);
  });
});
