import { describe, expect, it } from "vitest";
import { AI_TAG_KEYWORD_CUT } from "../../../../core/ai";
import { offlineEditorTasks } from "./editor";

const POST = `김치는 한국의 대표적인 발효 음식입니다. 배추와 무에 고춧가루와 젓갈을 넣어 김치를 담급니다.
김치의 발효는 유산균이 만들어 냅니다. 유산균은 김치를 시큼하게 만들고 장 건강에도 도움이 됩니다.
겨울이 오기 전에 가족이 모여 김장을 합니다. 김장 김치는 땅에 묻은 항아리에서 천천히 발효됩니다.
요즘은 김치냉장고가 발효 온도를 맞춰 줍니다. 잘 익은 김치로 김치찌개를 끓이면 맛있습니다.`;

const none = { documentFrequency: async () => ({ total: 0, df: new Map<string, number>() }) };

describe("offline editor tasks", () => {
  it("tags a post with its known keywords, five distinct ones", async () => {
    const { value, engine } = await offlineEditorTasks(none).tags({ body: POST });
    expect(engine).toBe("offline");
    expect(value).toHaveLength(5);
    expect(new Set(value).size).toBe(5);
    expect(value).toContain("김치");
    expect(value.some((t) => t === "발효" || t === "유산균")).toBe(true);
  });

  it("weighs tags by how rare a term is across the site", async () => {
    const common = {
      documentFrequency: async (terms: string[]) => ({ total: 1000, df: new Map(terms.map((t) => [t, t === "김치" ? 1000 : 1])) }),
    };
    const { value } = await offlineEditorTasks(common).tags({ body: POST });
    expect(value[0]).not.toBe("김치");
  });

  it("cuts a tag's keyword text to 51 characters", async () => {
    const long = "a".repeat(80);
    const { value } = await offlineEditorTasks(none).tags({ body: `${long} 설명입니다. ${long} 예시입니다.` });
    expect(value.every((t) => [...t].length <= AI_TAG_KEYWORD_CUT)).toBe(true);
    expect(value).toContain("a".repeat(AI_TAG_KEYWORD_CUT));
  });

  it("titles a text with its key sentence, shortened to its own words", async () => {
    const { value } = await offlineEditorTasks(none).title({ body: POST });
    expect([...value].length).toBeLessThanOrEqual(40);
    expect(value.length).toBeGreaterThan(3);
    // Every word of the title is the text's own.
    for (const word of value.split(/\s+/)) expect(POST).toContain(word);
  });

  it("advises on long sentences and words repeated close together", async () => {
    const body = `${"이 문장은 아주 길게 이어지는 문장으로 독자가 끝까지 읽기 어렵게 만들고 ".repeat(3)}끝납니다. 사과는 맛있고 사과는 달고 사과는 빨갛습니다.`;
    const { value } = await offlineEditorTasks(none).enrichment({ body, related: [] }, { language: "ko" });
    expect(value.advice.some((a) => a.kind === "long-sentence" && a.note.includes("문장이 깁니다"))).toBe(true);
    const repeated = value.advice.filter((a) => a.kind === "repeated-word");
    expect(repeated.some((a) => a.note.includes("'사과'") && a.sentence.includes("사과"))).toBe(true);
    expect(value.keyPoints.length).toBeGreaterThan(0);
    for (const point of value.keyPoints) expect(body).toContain(point);
  });

  it("continues nothing offline and offers the related passages", async () => {
    const related = [{ n: 1, boardNo: 3, url: "/p/3", title: "김치", text: "김치는…", score: 1 }];
    const { value } = await offlineEditorTasks(none).continuation({ body: POST, related });
    expect(value).toEqual({ text: "", related });
  });
});

describe("key points", () => {
  it("count a sentence written twice once", async () => {
    const body = `김치는 발효 음식입니다.\n${POST}\n김치는 발효 음식입니다.`;
    const { value } = await offlineEditorTasks(none).enrichment({ body, related: [] });
    expect(new Set(value.keyPoints).size).toBe(value.keyPoints.length);
  });
});

describe("tag words", () => {
  it("keep a foreign word as written and fold a particle left on a noun", async () => {
    const body =
      "엑셀의 VLOOKUP 함수는 표에서 값을 찾습니다. VLOOKUP 함수를 쓰려면 찾는 값이 첫 열에 있어야 합니다. 피벗테이블이 데이터를 요약합니다. 피벗테이블 하나로 데이터를 묶습니다.";
    const { value } = await offlineEditorTasks(none).tags({ body });
    expect(value).toContain("VLOOKUP");
    expect(value).not.toContain("피벗테이블이");
  });
});
