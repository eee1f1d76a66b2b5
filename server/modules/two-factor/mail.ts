// The recovery mail (decision 0213): the link that turns two-step sign-in off once the wait is over.
import { texts, type Language } from "../../../core/i18n";
import { formatSeoulDateTime } from "../../../core/security-alerts";
import type { MailMessage } from "../../lib/mail";
import { mailLayout, mailWords } from "../../lib/mail-layout";

const RECOVERY_MAIL = texts({
  subject: { ko: "[{site}] 2단계 인증 복구 링크", en: "[{site}] Your two-step sign-in recovery link" },
  title: { ko: "2단계 인증 복구", en: "Two-step sign-in recovery" },
  hello: {
    ko: "{name}님, 인증 앱과 복구 코드 없이 2단계 인증을 끄는 요청을 받았어요.",
    en: "{name}, we received a request to turn off two-step sign-in without the app or a recovery code.",
  },
  wait: {
    ko: "계정을 지키기 위해 {when}부터 아래 링크로 끌 수 있어요. 그동안 로그인한 모든 기기에 알림이 가고, 본인이 아니라면 누구든 취소할 수 있어요.",
    en: "To keep the account safe, the link below works from {when}. Meanwhile every signed-in device is told, and the request can be cancelled there.",
  },
  after: {
    ko: "끄면 모든 기기에서 로그아웃되고, 비밀번호(또는 소셜 로그인)만으로 로그인할 수 있어요. 다시 켜는 것을 잊지 마세요.",
    en: "Turning it off signs you out everywhere; then your password (or social sign-in) alone signs you in. Remember to turn it on again.",
  },
  button: { ko: "2단계 인증 끄기", en: "Turn off two-step sign-in" },
});

export function recoveryMail(input: { to: string; userName: string; link: string; readyAt: Date }, language: Language): MailMessage {
  const { w } = mailWords(language);
  const when = formatSeoulDateTime(input.readyAt, language);
  const lines = [w(RECOVERY_MAIL.hello, { name: input.userName }), w(RECOVERY_MAIL.wait, { when }), w(RECOVERY_MAIL.after)];
  return {
    to: input.to,
    subject: w(RECOVERY_MAIL.subject),
    text: `${lines.join("\n")}\n\n${w(RECOVERY_MAIL.button)}: ${input.link}`,
    html: mailLayout(language, w(RECOVERY_MAIL.title), lines, { label: w(RECOVERY_MAIL.button), href: input.link }, null),
  };
}
