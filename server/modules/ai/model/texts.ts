// What the model engine itself says to readers (the rest of its output is the model's).
import { texts } from "../../../../core/i18n";

export const MODEL_TEXT = texts({
  noAnswer: {
    ko: "찾은 글에서 이 질문의 답을 찾지 못했습니다.",
    en: "The posts found do not answer this question.",
  },
  noHelpAnswer: {
    ko: "도움말에서 이 질문의 답을 찾지 못했습니다. 질문을 바꾸어 다시 물어봐 주세요.",
    en: "The help pages do not answer this question. Please try asking it another way.",
  },
});
