// What the passkeys module says, in both languages (the error handler answers in the requester's).
import { texts } from "../../../core/i18n";

export const PASSKEY_TEXT = texts({
  tooMany: {
    ko: "패스키는 10개까지 등록할 수 있어요. 쓰지 않는 패스키를 지운 뒤 다시 시도해 주세요.",
    en: "You can register up to 10 passkeys. Remove one you no longer use and try again.",
  },
  expired: {
    ko: "패스키 요청 시간이 지났어요. 다시 시도해 주세요.",
    en: "The passkey request has expired. Please try again.",
  },
  notVerified: {
    ko: "패스키를 확인하지 못했어요. 다시 시도해 주세요.",
    en: "The passkey could not be verified. Please try again.",
  },
  alreadyRegistered: {
    ko: "이미 등록된 패스키예요.",
    en: "This passkey is already registered.",
  },
  unknown: {
    ko: "등록되지 않은 패스키예요. 이메일과 비밀번호로 로그인한 뒤 계정 설정에서 패스키를 등록해 주세요.",
    en: "This passkey is not registered. Sign in with your e-mail and password, then add the passkey in your account settings.",
  },
  notFound: { ko: "패스키를 찾을 수 없어요.", en: "The passkey could not be found." },
  nameInvalid: {
    ko: "패스키 이름은 1~30자로 입력해 주세요.",
    en: "Enter a passkey name of 1 to 30 characters.",
  },
});
