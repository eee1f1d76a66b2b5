// Words of the house pieces and of buttons many pages share (core/i18n.ts explains the
// catalogues): one wording each, so "Sending…" reads the same on every form.
import { texts } from "../../../core/i18n";

export const UI_TEXT = texts({
  sending: { ko: "보내는 중…", en: "Sending…" },
  checking: { ko: "확인하는 중…", en: "Checking…" },
  goHome: { ko: "홈으로 가기", en: "Go home" },
  resendVerification: { ko: "인증 메일 다시 받기", en: "Send the verification mail again" },
});
