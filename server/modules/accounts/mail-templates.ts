// The account e-mails: plain text for every client plus a simple HTML version, in the language
// of the request that sent them (Korean when it named none). Everything interpolated into
// HTML is escaped; names are member-chosen text.
import { say, texts, type Language, type Text } from "../../../core/i18n";
import type { MailMessage } from "../../lib/mail";
import { mailLayout, mailWords } from "../../lib/mail-layout";

const MAIL_TEXT = texts({
  code: { ko: "인증번호", en: "Code" },
  ignore: { ko: "본인이 요청하지 않았다면 이 메일을 무시해 주세요.", en: "If you did not ask for this, ignore this mail." },
  verifyTitle: { ko: "이메일 인증을 완료해 주세요", en: "Please verify your e-mail" },
  verifyThanks: { ko: "{name}님, {site}에 가입해 주셔서 감사합니다.", en: "{name}, thank you for joining {site}." },
  verifyHow: {
    ko: "아래 버튼을 누르거나 인증번호를 입력하면 이메일 인증이 끝납니다. 인증 링크와 인증번호는 24시간 동안 유효합니다.",
    en: "Press the button below or enter the code to verify your e-mail. The link and the code work for 24 hours.",
  },
  verifyLink: { ko: "인증 링크", en: "Verification link" },
  verifyButton: { ko: "이메일 인증하기", en: "Verify e-mail" },
  resetTitle: { ko: "비밀번호 재설정 안내", en: "Resetting your password" },
  resetAsked: { ko: "{name}님, 비밀번호 재설정을 요청하셨습니다.", en: "{name}, you asked to reset your password." },
  resetHow: {
    ko: "아래 버튼을 눌러 새 비밀번호를 설정해 주세요. 링크와 인증번호는 1시간 동안 유효하며, 비밀번호를 바꾸면 모든 기기에서 로그아웃됩니다.",
    en: "Press the button below to set a new password. The link and the code work for one hour; changing the password signs you out on every device.",
  },
  resetLink: { ko: "재설정 링크", en: "Reset link" },
  resetIgnore: {
    ko: "본인이 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.",
    en: "If you did not ask for this, ignore this mail. Your password does not change.",
  },
  resetButton: { ko: "비밀번호 재설정하기", en: "Reset password" },
  socialNoPassword: {
    ko: "이 이메일은 {channel} 계정으로 가입되어 있어 {site} 비밀번호가 없습니다. 로그인 화면에서 {channel} 로그인을 이용해 주세요.",
    en: "This e-mail signed up with a {channel} account, so it has no {site} password. Use the {channel} button on the sign-in page.",
  },
  setupTitle: { ko: "비밀번호 설정 안내", en: "Setting a password" },
  setupAsked: { ko: "{name}님, 비밀번호 설정을 요청하셨어요.", en: "{name}, you asked to set a password." },
  setupHow: {
    ko: "아래 버튼을 눌러 비밀번호를 정해 주세요. 링크와 인증번호는 1시간 동안 유효해요. 비밀번호를 정하면 모든 기기에서 로그아웃되고, 그다음부터는 이메일과 비밀번호로도 로그인할 수 있어요. {channel} 로그인도 그대로 쓸 수 있어요.",
    en: "Press the button below to choose a password. The link and the code work for one hour. Setting it signs you out on every device; from then on you can also sign in with your e-mail and password. Your {channel} sign-in keeps working.",
  },
  setupLink: { ko: "비밀번호 설정 링크", en: "Password link" },
  setupIgnore: {
    ko: "본인이 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 만들어지지 않아요.",
    en: "If you did not ask for this, ignore this mail. No password is set.",
  },
  setupButton: { ko: "비밀번호 설정하기", en: "Set password" },
  login: { ko: "로그인", en: "Sign in" },
  loginButton: { ko: "로그인하러 가기", en: "Go to sign-in" },
  attemptsTitle: { ko: "로그인 시도 알림", en: "Sign-in attempts on your account" },
  attempts: {
    ko: "{name}님, 최근 1시간 동안 회원님의 계정에 잘못된 비밀번호로 {failures}번 로그인이 시도되었습니다.",
    en: "{name}, someone tried to sign in to your account with a wrong password {failures} times in the last hour.",
  },
  attemptsAdvice: {
    ko: "본인이 아니라면 계정은 안전하게 보호되고 있으니 걱정하지 않으셔도 됩니다. 다만 다른 사이트와 같은 비밀번호를 쓰고 계시다면 지금 비밀번호를 바꿔 주세요.",
    en: "If it was not you, your account is protected and there is nothing to worry about. But if you use the same password on other sites, change it now.",
  },
  attemptsReset: { ko: "비밀번호 재설정", en: "Reset password" },
  attemptsButton: { ko: "비밀번호 바꾸기", en: "Change password" },
});

/** One language's words for a mail. */
function wordsIn(language: Language) {
  return mailWords(language);
}

function layout(
  language: Language,
  title: string,
  paragraphs: string[],
  action: { label: string; href: string },
  code: string | null,
): string {
  return mailLayout(language, title, paragraphs, action, code === null ? null : { label: say(MAIL_TEXT.code, language), value: code });
}

export function signupVerificationMail(
  input: { to: string; userName: string; link: string; code: string },
  language: Language = "ko",
): MailMessage {
  const { site, w } = wordsIn(language);
  const title = w(MAIL_TEXT.verifyTitle);
  const lines = [w(MAIL_TEXT.verifyThanks, { name: input.userName }), w(MAIL_TEXT.verifyHow)];
  return {
    to: input.to,
    subject: `[${site}] ${title}`,
    text: `${lines.join("\n")}\n\n${w(MAIL_TEXT.verifyLink)}: ${input.link}\n${w(MAIL_TEXT.code)}: ${input.code}\n\n${w(MAIL_TEXT.ignore)}`,
    html: layout(language, title, lines, { label: w(MAIL_TEXT.verifyButton), href: input.link }, input.code),
  };
}

export function passwordResetMail(
  input: { to: string; userName: string; link: string; code: string },
  language: Language = "ko",
): MailMessage {
  const { site, w } = wordsIn(language);
  const title = w(MAIL_TEXT.resetTitle);
  const lines = [w(MAIL_TEXT.resetAsked, { name: input.userName }), w(MAIL_TEXT.resetHow)];
  return {
    to: input.to,
    subject: `[${site}] ${title}`,
    text: `${lines.join("\n")}\n\n${w(MAIL_TEXT.resetLink)}: ${input.link}\n${w(MAIL_TEXT.code)}: ${input.code}\n\n${w(MAIL_TEXT.resetIgnore)}`,
    html: layout(language, title, lines, { label: w(MAIL_TEXT.resetButton), href: input.link }, input.code),
  };
}

/**
 * A member who joined with a social account asked, signed in, for a password: the link and
 * code prove the mailbox as a reset mail's do, and open the same page.
 */
export function passwordSetupMail(
  input: { to: string; userName: string; channelName: Text; link: string; code: string },
  language: Language = "ko",
): MailMessage {
  const { site, w } = wordsIn(language);
  const title = w(MAIL_TEXT.setupTitle);
  const lines = [w(MAIL_TEXT.setupAsked, { name: input.userName }), w(MAIL_TEXT.setupHow, { channel: say(input.channelName, language) })];
  return {
    to: input.to,
    subject: `[${site}] ${title}`,
    text: `${lines.join("\n")}\n\n${w(MAIL_TEXT.setupLink)}: ${input.link}\n${w(MAIL_TEXT.code)}: ${input.code}\n\n${w(MAIL_TEXT.setupIgnore)}`,
    html: layout(language, title, lines, { label: w(MAIL_TEXT.setupButton), href: input.link }, input.code),
  };
}

/**
 * A reset was asked for an address that signs in with a social account: there is no password
 * to reset, so the owner is told which sign-in button to use (the requester learns nothing).
 */
export function socialAccountResetMail(
  input: { to: string; userName: string; channelName: Text; loginLink: string },
  language: Language = "ko",
): MailMessage {
  const { site, w } = wordsIn(language);
  const title = w(MAIL_TEXT.resetTitle);
  const lines = [
    w(MAIL_TEXT.resetAsked, { name: input.userName }),
    w(MAIL_TEXT.socialNoPassword, { channel: say(input.channelName, language) }),
  ];
  return {
    to: input.to,
    subject: `[${site}] ${title}`,
    text: `${lines.join("\n")}\n\n${w(MAIL_TEXT.login)}: ${input.loginLink}\n\n${w(MAIL_TEXT.ignore)}`,
    html: layout(language, title, lines, { label: w(MAIL_TEXT.loginButton), href: input.loginLink }, null),
  };
}

/** Someone keeps entering wrong passwords for this account: the owner should know, and what to do. */
export function signInAttemptsMail(
  input: { to: string; userName: string; failures: number; resetLink: string },
  language: Language = "ko",
): MailMessage {
  const { site, w } = wordsIn(language);
  const title = w(MAIL_TEXT.attemptsTitle);
  const lines = [w(MAIL_TEXT.attempts, { name: input.userName, failures: input.failures }), w(MAIL_TEXT.attemptsAdvice)];
  return {
    to: input.to,
    subject: `[${site}] ${title}`,
    text: `${lines.join("\n")}\n\n${w(MAIL_TEXT.attemptsReset)}: ${input.resetLink}`,
    html: layout(language, title, lines, { label: w(MAIL_TEXT.attemptsButton), href: input.resetLink }, null),
  };
}
