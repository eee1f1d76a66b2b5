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

  it("titles a text with its key phrases, never a sentence of it", async () => {
    const { value } = await offlineEditorTasks(none).title({ body: POST });
    expect([...value].length).toBeLessThanOrEqual(40);
    expect(value).toContain("김치");
    expect(POST.split(/(?<=[.!?])\s+/).map((s) => s.replace(/[.!?]$/, ""))).not.toContain(value);
    expect(value).not.toMatch(/[다요][.!?]?$/);
    // Every word of the title is the text's own (a particle may join two of them: 와/과).
    for (const word of value.replace(/:/g, "").split(/\s+/)) expect(POST).toContain(word.replace(/[와과]$/, ""));
  });

  it("takes a short heading the member wrote on top as the title", async () => {
    const { value } = await offlineEditorTasks(none).title({ body: `김치 담그는 법\n${POST}` });
    expect(value).toBe("김치 담그는 법");
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

describe("what a new user hit (issue: stop-words as AI tags)", () => {
  it("tags a Korean post with nouns only: no adverbs, pronouns, time words or counters", async () => {
    const body =
      "지난 주말에 자전거를 타고 한강을 한 바퀴 돌았어요. 지금 생각하면 전부 좋은 추억입니다. 우리는 자전거도로를 따라 달렸고 헬멧은 꼭 썼어요. 자전거 출퇴근도 해 볼 생각입니다. 한강 자전거도로는 밤에도 밝아서 좋아요.";
    const { value } = await offlineEditorTasks(none).tags({ body });
    for (const word of ["전부", "지금", "바퀴", "우리", "주말", "생각"]) expect(value).not.toContain(word);
    expect(value).toContain("자전거");
  });

  it("tags an English post with nouns, never the, of, and or my", async () => {
    const body =
      "I left my sneakers by the door and decided to walk to the park. The park was quiet and the trees were turning red. My sneakers are old, but walking in the park is the best part of my week. Next time I will bring a camera to the park.";
    const { value } = await offlineEditorTasks(none).tags({ body });
    for (const word of ["the", "of", "and", "my", "I", "to", "was"]) expect(value.map((t) => t.toLowerCase())).not.toContain(word);
    expect(value.map((t) => t.toLowerCase())).toContain("park");
  });

  it("titles an English post with a noun phrase, not a mid-sentence fragment", async () => {
    const body =
      "I left my sneakers by the door and decided to walk to the park. The park was quiet and the trees were turning red. Walking in the park is the best part of my week.";
    const { value } = await offlineEditorTasks(none).title({ body });
    expect(value).toMatch(/^[A-Z]/);
    expect(value.toLowerCase()).toContain("park");
    expect(value).not.toMatch(/\b(and|to|the|by|of)$/i);
  });

  it("weighs the member's own title in the tags", async () => {
    const { value } = await offlineEditorTasks(none).tags({ body: POST, subject: "김장 이야기" });
    expect(value).toContain("김장");
  });
});

describe("AI 보강 adds what the post lacks", () => {
  const passages = [
    {
      n: 1,
      boardNo: 7,
      url: "/d/7",
      title: "김치냉장고 고르기",
      text: "김치냉장고는 발효 온도를 영하 1도로 맞추면 김치가 천천히 익고 젓갈 냄새도 덜합니다.",
      score: 3,
    },
    { n: 2, boardNo: 8, url: "/d/8", title: "김치 발효", text: POST.split("\n")[0]!, score: 2 },
  ];

  it("quotes what similar posts say that this one does not, never the post's own sentences", async () => {
    const { value } = await offlineEditorTasks(none).enrichment({ body: POST, related: [], passages });
    expect(value.additions).toHaveLength(1);
    expect(value.additions[0]!.passage.boardNo).toBe(7);
    expect(value.additions[0]!.topics.length).toBeGreaterThan(0);
    for (const topic of value.additions[0]!.topics) expect(POST).not.toContain(topic);
  });

  it("proposes subheadings for a long text written without any", async () => {
    const long = [POST, POST.replace(/김치/g, "깍두기"), POST.replace(/김치/g, "동치미"), POST.replace(/김치/g, "총각김치")].join("\n");
    const { value } = await offlineEditorTasks(none).enrichment({ body: long, related: [] });
    expect(value.outline.length).toBeGreaterThanOrEqual(2);
    expect(value.advice.some((a) => a.kind === "structure")).toBe(true);
    const { value: short } = await offlineEditorTasks(none).enrichment({ body: POST, related: [] });
    expect(short.outline).toEqual([]);
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
