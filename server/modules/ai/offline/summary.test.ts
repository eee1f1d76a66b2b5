import { describe, expect, it } from "vitest";
import { AI_SUMMARY } from "../../../../core/ai";
import { groupSections, meaningfulTitle, offlineSummaryTasks, shorten } from "./summary";

const ECONOMY = [
  "금리는 돈을 빌리는 비용이며 중앙은행의 기준금리가 시장 금리의 출발점이 됩니다.",
  "기준금리가 오르면 대출 이자가 늘어 가계의 소비와 기업의 투자가 줄어듭니다.",
  "기준금리가 오르면 대출 이자가 늘어 가계의 소비와 기업의 투자가 줄어듭니다.",
  "물가가 빠르게 오를 때 중앙은행은 기준금리를 올려 물가 상승을 억제합니다.",
  "오늘 점심은 맛있었습니다.",
].join(" ");

const EXCHANGE = [
  "환율은 두 나라 통화의 교환 비율이며 수출 기업의 이익에 큰 영향을 줍니다.",
  "원화 가치가 떨어지면 수출 기업의 가격 경쟁력은 높아지지만 수입 물가는 오릅니다.",
  "환율 변동은 금리 차이와 무역 수지에 따라 움직입니다.",
].join(" ");

const tasks = offlineSummaryTasks();

describe("offline document summary", () => {
  it("summarises by the document's sections, in document order, without repeats and without invented text", async () => {
    const result = await tasks.summary({
      title: "경제 지표 읽는 법",
      sections: [
        { heading: "금리와 물가", text: ECONOMY, page: 1 },
        { heading: "환율", text: EXCHANGE, page: 2 },
      ],
    });
    expect(result.engine).toBe("offline");
    const summary = result.value;
    expect(summary.title).toBe("경제 지표 읽는 법");
    expect(summary.sections.map((s) => s.heading)).toEqual(["금리와 물가", "환율"]);
    const source = `${ECONOMY} ${EXCHANGE}`;
    const sentences = summary.sections.flatMap((s) => s.sentences);
    for (const sentence of sentences) expect(source).toContain(sentence);
    expect(new Set(sentences).size).toBe(sentences.length);
    for (const section of summary.sections) {
      const positions = section.sentences.map((s) => source.indexOf(s));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(section.sentences.length).toBeLessThanOrEqual(AI_SUMMARY.perSection);
    }
    expect(sentences).not.toContain("오늘 점심은 맛있었습니다.");
    expect(summary.tags.length).toBeGreaterThan(0);
    expect(summary.tags).toEqual(expect.arrayContaining(["기준금리"]));
  });

  it("groups pages without headings and labels them by page range", async () => {
    const pages = Array.from({ length: 7 }, (_, i) => ({ heading: null, text: i % 2 ? ECONOMY : EXCHANGE, page: i + 1 }));
    expect(groupSections(pages).map((g) => g.heading)).toEqual(["1–3쪽", "4–6쪽", "7쪽"]);
    expect(groupSections(pages, "en").map((g) => g.heading)).toEqual(["Pages 1–3", "Pages 4–6", "Page 7"]);
    const summary = (await tasks.summary({ title: "scan_0001", sections: pages })).value;
    // A file-like title is replaced by a key sentence of the document.
    expect(`${ECONOMY} ${EXCHANGE}`).toContain(summary.title.replace(/…$/, ""));
    const all = summary.sections.flatMap((s) => s.sentences);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeLessThanOrEqual(AI_SUMMARY.maxSentences);
  });

  it("keeps meaningful titles and rejects file-like ones", () => {
    expect(meaningfulTitle("2024 사업 계획서")).toBe(true);
    expect(meaningfulTitle("IMG_2024")).toBe(false);
    expect(meaningfulTitle("scan_0001")).toBe(false);
    expect(meaningfulTitle("12345")).toBe(false);
    expect(meaningfulTitle("")).toBe(false);
    expect(shorten("가나다 라마바 사아자 차카타 파하", 10)).toBe("가나다 라마바…");
  });
});

describe("offline video script", () => {
  it("narrates each page by its key sentences, skips empty pages, speaks a title page's line", async () => {
    const long = `${ECONOMY} ${EXCHANGE} ${ECONOMY.replace(/금리/g, "이자율")}`;
    const scenes = (
      await tasks.videoScript({
        pages: [
          { page: 1, text: "경제 지표 읽는 법" },
          { page: 2, text: "   " },
          { page: 3, text: long },
        ],
      })
    ).value;
    expect(scenes.map((s) => s.page)).toEqual([1, 3]);
    expect(scenes[0]!.narration).toBe("경제 지표 읽는 법");
    const narration = scenes[1]!.narration;
    expect([...narration].length).toBeLessThanOrEqual(AI_SUMMARY.sceneChars);
    const parts = narration.split(/(?<=[.!?])\s+/);
    expect(parts.length).toBeGreaterThanOrEqual(1);
    expect(parts.length).toBeLessThanOrEqual(AI_SUMMARY.sceneSentences);
    for (const part of parts) expect(long).toContain(part);
  });

  it("narrates a slide's bullets with its heading, and puts a page's heading before its sentences", async () => {
    const tasks = offlineSummaryTasks();
    const scenes = (
      await tasks.videoScript({
        pages: [
          { page: 1, text: "분기 실적 요약\n- 매출 12% 증가\n- 영업이익 흑자 전환\n- 해외 비중 40%" },
          {
            page: 2,
            text: "금리와 환율\n기준금리가 오르면 예금 금리도 함께 오르는 경향이 있습니다. 환율은 금리 차이에 따라 움직이기도 합니다.",
          },
        ],
      })
    ).value;
    expect(scenes[0]!.narration).toBe("분기 실적 요약. 매출 12% 증가. 영업이익 흑자 전환. 해외 비중 40%.");
    expect(scenes[1]!.narration.startsWith("금리와 환율. 기준금리가 오르면")).toBe(true);
  });
});
