import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ModelOutputError } from "./errors";
import { extractJson, keepGivenCitations, parseJsonOutput, plainLine, plainText, streamCleaner } from "./output";

describe("reading model output", () => {
  it("finds JSON bare, fenced or after a preamble", () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('```json\n{"a":2}\n```')).toEqual({ a: 2 });
    expect(extractJson('Here it is: {"a":3} Hope it helps')).toEqual({ a: 3 });
    expect(() => extractJson("no json here")).toThrow(ModelOutputError);
  });

  it("refuses JSON of the wrong shape", () => {
    expect(() => parseJsonOutput('{"tags":"a"}', z.object({ tags: z.array(z.string()) }))).toThrow(ModelOutputError);
  });

  it("keeps plain text only", () => {
    expect(plainText("<p>안녕 <b>하세요</b></p><script>alert(1)</script> **굵게** &lt;img src=x onerror=1&gt;")).toBe("안녕 하세요 굵게");
    expect(plainText("## 제목\n- 하나\n- 둘")).toBe("제목\n하나\n둘");
    expect(plainLine('"따옴표 제목"', 100)).toBe("따옴표 제목");
    expect(plainLine("한 줄\n다음 줄", 100)).toBe("한 줄 다음 줄");
    expect(plainLine("가".repeat(120), 100)).toHaveLength(100);
  });

  it("keeps only citations of given passages, in order of first use", () => {
    const given = new Set([1, 2, 3]);
    expect(keepGivenCitations("가 [2]. 나 [7]. 다 [1, 9][2]", given)).toEqual({ text: "가 [2]. 나. 다 [1][2]", cited: [2, 1] });
    expect(keepGivenCitations("없음 [0] [4]", given)).toEqual({ text: "없음", cited: [] });
  });
});

describe("streamCleaner", () => {
  it("types no markup and no citation of a passage not given, wherever the pieces split", () => {
    const text = "서울은 <b>수도</b>입니다 [1][7]. **중요** <!-- x --> 끝 [2]";
    for (const size of [1, 2, 3, 5, 100]) {
      const cleaner = streamCleaner(new Set([1, 2]));
      let typed = "";
      for (let i = 0; i < text.length; i += size) typed += cleaner.push(text.slice(i, i + size));
      typed += cleaner.flush();
      expect(typed).toBe("서울은 수도입니다 [1]. 중요  끝 [2]");
    }
  });
});
