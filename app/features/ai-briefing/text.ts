// The AI briefing modal's wording (docs/product/ai.md §6). The messages the requirements give
// word for word (type, size, sign-in, success, failure) are MSG entries in core/messages.ts.
import { texts } from "../../../core/i18n";

export const BRIEFING_TEXT = texts({
  title: { ko: "AI 브리핑", en: "AI briefing" },
  intro: {
    ko: "문서를 올리면 AI가 핵심 내용을 섹션별로 요약해 게시물로 발행해 드려요. 원문 문서도 게시물에 함께 실립니다.",
    en: "Upload a document and the AI publishes a post summarising it section by section, with the document attached.",
  },
  drop: { ko: "파일을 끌어다 놓거나 선택해 주세요", en: "Drag a file here or choose one" },
  choose: { ko: "파일 선택", en: "Choose file" },
  rules: {
    ko: "doc, docx, ppt, pptx, pdf, hwp, hwpx · 20MB 이하 · 1개",
    en: "doc, docx, ppt, pptx, pdf, hwp, hwpx · up to 20MB · one file",
  },
  remove: { ko: "파일 빼기", en: "Remove file" },
  submit: { ko: "브리핑 시작", en: "Start briefing" },
  submitting: { ko: "올리는 중… {progress}%", en: "Uploading… {progress}%" },
  close: { ko: "닫기", en: "Close" },
});
