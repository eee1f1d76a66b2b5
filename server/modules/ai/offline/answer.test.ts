import { describe, expect, it } from "vitest";
import { HOWL_TEXT } from "../../../../core/howl";
import type { Passage } from "../provider";
import { keySentences, offlineAnswerTasks } from "./answer";

const passage = (n: number, text: string): Passage => ({ n, boardNo: 100 + n, url: `/d/p${n}`, title: `글 ${n}`, text, score: 1 });

describe("offline answer", () => {
  it("quotes the key sentences of each passage with its citation, under the label", async () => {
    const { answer } = offlineAnswerTasks();
    const deltas: string[] = [];
    const result = await answer(
      {
        question: "김치찌개에 돼지고기는 언제 넣나요?",
        passages: [
          passage(1, "김치찌개는 한국 요리입니다. 신김치와 돼지고기를 먼저 볶습니다. 날씨가 좋습니다."),
          passage(2, "돼지고기 목살이 김치찌개에 잘 어울립니다."),
        ],
      },
      { onDelta: (d) => deltas.push(d) },
    );
    expect(result.engine).toBe("offline");
    expect(result.value.noAnswer).toBe(false);
    expect(result.value.text.startsWith(HOWL_TEXT.foundLabel.ko as string)).toBe(true);
    expect(result.value.text).toContain("돼지고기를 먼저 볶습니다.” [1]");
    expect(result.value.text).not.toContain("날씨가 좋습니다");
    expect(result.value.text).toContain("[2]");
    expect(result.value.cited.map((c) => c.n)).toEqual([1, 2]);
    expect(deltas).toEqual([result.value.text]);
  });

  it("says there is no answer without passages, in the reader's language", async () => {
    const { answer } = offlineAnswerTasks();
    const ko = await answer({ question: "아무거나", passages: [] });
    expect(ko.value).toEqual({ text: HOWL_TEXT.noAnswer.ko, cited: [], noAnswer: true });
    const en = await answer({ question: "anything", passages: [] }, { language: "en" });
    expect(en.value.text).toBe(HOWL_TEXT.noAnswer.en);
  });

  it("keeps a quoted post from writing citations of its own", async () => {
    const { answer } = offlineAnswerTasks();
    const result = await answer({ question: "우주 정거장 물", passages: [passage(1, "우주 정거장에서는 물을 재활용합니다 [7].")] });
    expect(result.value.text).not.toContain("[7]");
    expect(result.value.text).toContain("(7)");
  });

  it("falls back to the first sentence when none holds the question's terms", async () => {
    expect(await keySentences("첫 문장입니다. 둘째 문장입니다.", ["없는말"])).toBe("첫 문장입니다.");
  });
});
