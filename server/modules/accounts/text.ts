// What the accounts module says when it refuses, in both languages (the error handler answers
// in the requester's).
import { plural, texts } from "../../../core/i18n";

export const ACCOUNT_TEXT = texts({
  nicknameTaken: { ko: "이미 사용 중인 닉네임입니다.", en: "This nickname is already taken." },
  alreadyVerified: { ko: "이미 이메일 인증이 완료된 계정입니다.", en: "This account's e-mail is already verified." },
  unknownEmail: { ko: "가입되지 않은 이메일입니다.", en: "No account uses this e-mail." },
  tooManySignIns: {
    ko: "로그인 시도 횟수를 초과했습니다. {minutes}분 후에 다시 시도해 주세요.",
    en: ({ minutes }) => `Too many sign-in attempts. Please try again in ${plural(Number(minutes), "minute")}.`,
  },
  tooManyMails: {
    ko: "메일 발송 요청이 너무 많습니다. {minutes}분 후에 다시 시도해 주세요.",
    en: ({ minutes }) => `Too many mail requests. Please try again in ${plural(Number(minutes), "minute")}.`,
  },
  tooManySignUps: {
    ko: "가입 요청이 너무 많습니다. {minutes}분 후에 다시 시도해 주세요.",
    en: ({ minutes }) => `Too many sign-up requests. Please try again in ${plural(Number(minutes), "minute")}.`,
  },
  tooManyCodes: {
    ko: "인증번호 확인 횟수를 초과했습니다. {minutes}분 후에 다시 시도해 주세요.",
    en: ({ minutes }) => `Too many code attempts. Please try again in ${plural(Number(minutes), "minute")}.`,
  },
  disposableEmail: {
    ko: "일회용 이메일 주소로는 가입할 수 없습니다. 평소 쓰는 이메일로 가입해 주세요.",
    en: "Disposable e-mail addresses cannot be used. Please sign up with the address you use every day.",
  },
  sameMailbox: {
    ko: "같은 메일함으로 이미 가입된 계정이 있습니다. 메일함 하나에 계정 하나만 만들 수 있어요.",
    en: "An account already uses this mailbox. One mailbox can have one account.",
  },
  useSocialButton: {
    ko: "소셜 계정은 해당 소셜 로그인 버튼으로 로그인해 주세요.",
    en: "Social accounts sign in with their own button.",
  },
});
