// The mail that a member's export is ready (docs/product/export.md), in the language they asked
// in. Its small print says what to do if they did not ask: someone signed in as them did.
import { plural, texts, type Language } from "../../../core/i18n";
import type { MailMessage } from "../../lib/mail";
import { mailLayout, mailWords } from "../../lib/mail-layout";

const EXPORT_MAIL = texts({
  title: { ko: "내 데이터를 내려받을 준비가 되었어요", en: "Your data is ready to download" },
  ready: {
    ko: "{name}님, 요청하신 내 데이터(글 {posts}개, {size})가 준비되었어요.",
    en: "{name}, the data you asked for ({postsCounted}, {size}) is ready.",
  },
  until: {
    ko: "{date}까지 계정 설정의 '내 데이터 내려받기'에서 내려받을 수 있어요. 그 뒤에는 파일이 지워져요.",
    en: "Download it from 'Download my data' in your account settings until {date}. The file is removed after that.",
  },
  button: { ko: "내려받으러 가기", en: "Go to download" },
  link: { ko: "계정 설정", en: "Account settings" },
  notMe: {
    ko: "요청한 적이 없다면 누군가 회원님의 계정으로 로그인했을 수 있어요. 비밀번호를 바꾸고 모든 기기에서 로그아웃해 주세요.",
    en: "If you did not ask for it, someone may have signed in as you: change your password and sign out on every device.",
  },
});

const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function exportReadyMail(
  input: { to: string; userName: string; posts: number; bytes: number; expiresAt: string; link: string },
  language: Language,
): MailMessage {
  const { site, w } = mailWords(language);
  const date = new Date(new Date(input.expiresAt).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const title = w(EXPORT_MAIL.title);
  const lines = [
    w(EXPORT_MAIL.ready, { name: input.userName, posts: input.posts, postsCounted: plural(input.posts, "post"), size: size(input.bytes) }),
    w(EXPORT_MAIL.until, { date }),
  ];
  return {
    to: input.to,
    subject: `[${site}] ${title}`,
    text: `${lines.join("\n")}\n\n${w(EXPORT_MAIL.link)}: ${input.link}\n\n${w(EXPORT_MAIL.notMe)}`,
    html: mailLayout(language, title, lines, { label: w(EXPORT_MAIL.button), href: input.link }, null, w(EXPORT_MAIL.notMe)),
  };
}
