// Retrieval of the help chatbot: paraphrased questions find the FAQ entry that answers them, in
// both languages; a question the FAQ does not cover finds nothing.
import { describe, expect, it } from "vitest";
import { offlineHelpTasks, searchFaq, faqEntryOf } from "./help";

const CASES: [string, "ko" | "en", string][] = [
  ["토큰 받는 방법 알려줘", "ko", "how-to-get-token"],
  ["포인트 모으려면 어떻게 해야 돼?", "ko", "how-to-get-points"],
  ["큐레이션이 뭐야", "ko", "what-is-curation"],
  ["나눔터가 뭐하는 곳이야", "ko", "what-is-nanumteo"],
  ["비번을 까먹었어", "ko", "forgot-password"],
  ["하루 업로드 제한", "ko", "daily-upload-limit"],
  ["NFT 있으면 뭐가 좋아", "ko", "nft"],
  ["시즌 끝나면 보상은?", "ko", "season-end"],
  ["how do i earn tokens", "en", "how-to-get-token"],
  ["I can't remember my password", "en", "forgot-password"],
];

describe("FAQ retrieval", () => {
  it.each(CASES)("%s → %s", async (question, language, id) => {
    const hits = await searchFaq(question, language);
    expect(hits[0]?.item.id).toBe(id);
  });

  it("finds nothing for what the FAQ does not cover", async () => {
    expect(await searchFaq("오늘 날씨 어때", "ko")).toEqual([]);
    expect(await searchFaq("weather today", "en")).toEqual([]);
  });

  it("quotes the best entry with its citation and links, and offers related questions", async () => {
    const hits = await searchFaq("토큰은 어떻게 받나요?", "ko");
    const { value, engine } = await offlineHelpTasks().help(
      { question: "", entries: hits.map((h) => faqEntryOf(h, "ko")), history: [] },
      { language: "ko" },
    );
    expect(engine).toBe("offline");
    expect(value.noAnswer).toBe(false);
    expect(value.text).toContain("[1] [출처: 자주 묻는 질문");
    expect(value.text).toContain("(/faq#how-to-get-token)");
    expect(value.text).toContain("(ask:)");
    expect(value.cited[0]?.n).toBe(1);
  });

  it("says so when nothing matched and points to the FAQ", async () => {
    const { value } = await offlineHelpTasks().help({ question: "", entries: [], history: [] }, { language: "en" });
    expect(value.noAnswer).toBe(true);
    expect(value.text).toContain("(/faq)");
  });
});
