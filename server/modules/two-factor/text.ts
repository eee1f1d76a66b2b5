// What two-step sign-in says, in both languages (the error handler answers in the requester's).
import { texts } from "../../../core/i18n";

export const TWO_FACTOR_TEXT = texts({
  codeNeeded: {
    ko: "2단계 인증이 켜져 있어요. 인증 앱의 6자리 코드를 입력해 주세요.",
    en: "Two-step sign-in is on. Enter the 6-digit code from your authenticator app.",
  },
  codeWrong: {
    ko: "인증 코드가 맞지 않아요. 인증 앱에 지금 보이는 코드나 복구 코드를 입력해 주세요.",
    en: "That code is not right. Enter the code your authenticator app shows now, or a recovery code.",
  },
  codeEmpty: { ko: "인증 코드를 입력해 주세요.", en: "Enter the code." },
  locked: {
    ko: "인증 코드를 여러 번 틀렸어요. {minutes}분 뒤에 다시 시도해 주세요.",
    en: "Too many wrong codes. Try again in {minutes} minutes.",
  },
  busy: {
    ko: "이 계정에 틀린 인증 코드가 많이 입력되어 잠시 막아 두었어요. 전에 로그인한 기기에서 시도하거나 {minutes}분 뒤에 다시 시도해 주세요.",
    en: "Many wrong codes were entered for this account, so it is paused for now. Try from a device you signed in on before, or again in {minutes} minutes.",
  },
  ticketExpired: {
    ko: "로그인 시간이 지났어요. 처음부터 다시 로그인해 주세요.",
    en: "The sign-in has expired. Please sign in again from the start.",
  },
  alreadyOn: { ko: "2단계 인증이 이미 켜져 있어요.", en: "Two-step sign-in is already on." },
  notOn: { ko: "2단계 인증이 켜져 있지 않아요.", en: "Two-step sign-in is not on." },
  recoveryWaiting: {
    ko: "아직 기다리는 중이에요. {when} 이후에 메일의 링크를 다시 열어 주세요.",
    en: "Still waiting. Open the link in the mail again after {when}.",
  },
  recoveryCancelled: {
    ko: "취소된 복구 요청이에요. 필요하면 로그인 화면에서 다시 요청해 주세요.",
    en: "This recovery request was cancelled. Ask again from the sign-in page if you need to.",
  },
  recoveryDone: { ko: "이미 사용한 링크예요. 2단계 인증은 꺼져 있어요.", en: "This link was already used: two-step sign-in is off." },
  recoveryInvalid: {
    ko: "링크를 확인할 수 없거나 유효 기간이 지났어요. 로그인 화면에서 다시 요청해 주세요.",
    en: "This link cannot be checked or has expired. Ask again from the sign-in page.",
  },
  setupFirst: {
    ko: "QR 코드를 다시 받아 인증 앱에 등록해 주세요.",
    en: "Get the QR code again and add it to your authenticator app.",
  },
});
