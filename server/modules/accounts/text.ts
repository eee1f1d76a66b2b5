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
  signInBusy: {
    ko: "지금 이 계정에 로그인 시도가 몰려 있습니다. 잠시 후 다시 시도해 주세요. 이 계정으로 로그인한 적이 있는 브라우저에서는 기다리지 않아도 됩니다.",
    en: "Many sign-in attempts are arriving for this account right now. Please try again in a moment; a browser that has signed in to this account before does not have to wait.",
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
  passwordSetupSent: {
    ko: "{email}(으)로 비밀번호를 설정하는 메일을 보냈어요. 메일의 링크를 눌러 비밀번호를 정해 주세요.",
    en: "We sent a mail to {email} for setting your password. Press the link in the mail to choose one.",
  },
  passwordExists: {
    ko: "이미 비밀번호가 있는 계정이에요. 비밀번호 변경에서 바꿀 수 있어요.",
    en: "This account already has a password. You can change it under Change password.",
  },
});
