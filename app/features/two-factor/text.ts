// What the two-step sign-in screens say (docs/product/accounts.md §6.7).
import { texts } from "../../../core/i18n";

export const TWO_FACTOR_UI = texts({
  heading: { ko: "2단계 인증", en: "Two-step sign-in" },
  hint: {
    ko: "로그인할 때 비밀번호(또는 소셜 로그인) 다음에 인증 앱(Google Authenticator, Microsoft Authenticator 등)의 6자리 코드를 한 번 더 확인해요. 패스키로 로그인하면 따로 묻지 않아요.",
    en: "After your password (or social sign-in), you also enter a 6-digit code from an authenticator app (Google Authenticator, Microsoft Authenticator…). Passkey sign-ins are not asked.",
  },
  requiredNotice: {
    ko: "운영자는 2단계 인증을 켜야 운영 도구를 쓸 수 있어요.",
    en: "As an operator, you need two-step sign-in on to use the operator tools.",
  },
  off: { ko: "꺼져 있음", en: "Off" },
  onSince: { ko: "켜짐 · {when}부터", en: "On since {when}" },
  codesLeft: { ko: "남은 복구 코드 {count}개", en: "{count} recovery codes left" },
  turnOn: { ko: "켜기", en: "Turn on" },
  turnOff: { ko: "끄기", en: "Turn off" },
  newCodes: { ko: "복구 코드 새로 받기", en: "New recovery codes" },
  scan: {
    ko: "1. 인증 앱에서 QR 코드를 찍거나 아래 키를 직접 입력하세요.",
    en: "1. Scan the QR code with your authenticator app, or type the key below.",
  },
  qrAlt: { ko: "인증 앱에 등록할 QR 코드", en: "QR code for your authenticator app" },
  keyLabel: { ko: "직접 입력할 키", en: "Key to type in" },
  enterFirst: { ko: "2. 앱에 보이는 6자리 코드를 입력하세요.", en: "2. Enter the 6-digit code the app shows." },
  codeLabel: { ko: "인증 코드", en: "Code" },
  confirm: { ko: "확인", en: "Confirm" },
  cancel: { ko: "취소", en: "Cancel" },
  turnedOn: {
    ko: "2단계 인증을 켰어요. 다른 기기에서는 로그아웃되었어요.",
    en: "Two-step sign-in is on. Your other devices were signed out.",
  },
  turnedOff: { ko: "2단계 인증을 껐어요.", en: "Two-step sign-in is off." },
  codesTitle: { ko: "복구 코드", en: "Recovery codes" },
  codesBody: {
    ko: "휴대폰을 잃어버리면 이 코드로 로그인할 수 있어요. 코드마다 한 번만 쓸 수 있고, 지금 한 번만 보여 드려요. 안전한 곳에 보관하세요.",
    en: "If you lose your phone, sign in with one of these codes. Each works once, and they are shown only now. Keep them somewhere safe.",
  },
  download: { ko: "내려받기", en: "Download" },
  copy: { ko: "복사", en: "Copy" },
  copied: { ko: "복구 코드를 복사했어요.", en: "Recovery codes copied." },
  saved: { ko: "보관했어요", en: "I saved them" },
  fileHeading: {
    ko: "나눔터 2단계 인증 복구 코드 ({email})\n코드마다 한 번만 쓸 수 있어요. 만든 때: {when}",
    en: "Nanumteo two-step sign-in recovery codes ({email})\nEach code works once. Made: {when}",
  },
  offTitle: { ko: "2단계 인증 끄기", en: "Turn off two-step sign-in" },
  offBody: {
    ko: "인증 앱의 코드나 복구 코드를 입력하면 꺼져요. 끄면 비밀번호만으로 로그인할 수 있어요.",
    en: "Enter a code from your app or a recovery code. Once off, your password alone signs you in.",
  },
  offStaffWarning: {
    ko: "끄면 운영 도구를 쓸 수 없어요.",
    en: "With it off, you cannot use the operator tools.",
  },
  newCodesTitle: { ko: "복구 코드 새로 받기", en: "New recovery codes" },
  newCodesBody: {
    ko: "인증 앱의 코드를 입력하면 새 복구 코드 10개를 드려요. 예전 코드는 더 이상 쓸 수 없어요.",
    en: "Enter a code from your app to get 10 new recovery codes. The old ones stop working.",
  },
  loading: { ko: "불러오는 중…", en: "Loading…" },
  // The sign-in's second step (/login/verify)
  verifyTitle: { ko: "2단계 인증", en: "Two-step sign-in" },
  verifyLead: {
    ko: "인증 앱에 보이는 6자리 코드를 입력해 주세요.",
    en: "Enter the 6-digit code your authenticator app shows.",
  },
  verifyRecoveryLead: {
    ko: "보관해 둔 복구 코드 하나를 입력해 주세요. 쓴 코드는 다시 쓸 수 없어요.",
    en: "Enter one of your saved recovery codes. A used code cannot be used again.",
  },
  recoveryLabel: { ko: "복구 코드", en: "Recovery code" },
  useRecovery: { ko: "복구 코드 사용", en: "Use a recovery code" },
  useApp: { ko: "인증 앱 코드 사용", en: "Use the app's code" },
  verify: { ko: "로그인", en: "Sign in" },
  verifying: { ko: "확인 중…", en: "Checking…" },
  codeEmpty: { ko: "인증 코드를 입력해 주세요.", en: "Enter the code." },
  expired: {
    ko: "로그인 시간이 지났어요. 처음부터 다시 로그인해 주세요.",
    en: "The sign-in has expired. Please sign in again from the start.",
  },
  backToLogin: { ko: "처음부터 다시 로그인", en: "Start over" },
  lostBoth: { ko: "인증 앱과 복구 코드를 모두 잃어버렸나요?", en: "Lost both the app and your recovery codes?" },
  lostBothHow: {
    ko: "메일로 복구 링크를 보내 드려요. 계정을 지키기 위해 72시간 뒤부터 쓸 수 있고, 그동안 로그인한 모든 기기에 알림이 가요.",
    en: "We mail you a recovery link. To keep the account safe it works after 72 hours, and every signed-in device is told meanwhile.",
  },
  requestRecovery: { ko: "복구 링크 받기", en: "Mail me a recovery link" },
  recoveryRequested: {
    ko: "메일을 보냈어요. {when}부터 메일의 링크로 2단계 인증을 끌 수 있어요.",
    en: "Mail sent. From {when}, the link in it turns two-step sign-in off.",
  },
  recoveryPending: {
    ko: "인증 앱 없이 2단계 인증을 끄는 복구가 요청되어 있어요. {when}부터 메일의 링크로 꺼져요. 본인이 요청하지 않았다면 취소해 주세요.",
    en: "A request to turn two-step sign-in off without the app is pending: from {when} the mailed link turns it off. If you did not ask, cancel it.",
  },
  cancelRecovery: { ko: "복구 요청 취소", en: "Cancel the request" },
  recoveryCancelledToast: { ko: "복구 요청을 취소했어요.", en: "The recovery request was cancelled." },
  recoverTitle: { ko: "2단계 인증 복구", en: "Two-step sign-in recovery" },
  recoverReady: {
    ko: "기다리는 시간이 지났어요. 아래 버튼을 누르면 2단계 인증이 꺼지고 모든 기기에서 로그아웃돼요. 그다음 비밀번호로 로그인해 주세요.",
    en: "The waiting time is over. The button below turns two-step sign-in off and signs you out everywhere; then sign in with your password.",
  },
  recoverWaiting: {
    ko: "아직 기다리는 중이에요. {when}부터 이 링크로 2단계 인증을 끌 수 있어요.",
    en: "Still waiting: from {when} this link turns two-step sign-in off.",
  },
  recoverCancelled: {
    ko: "취소된 복구 요청이에요. 필요하면 로그인 화면에서 다시 요청해 주세요.",
    en: "This recovery request was cancelled. Ask again from the sign-in page if you need to.",
  },
  recoverDone: { ko: "이미 사용한 링크예요. 2단계 인증은 꺼져 있어요.", en: "This link was already used: two-step sign-in is off." },
  recoverInvalid: {
    ko: "링크를 확인할 수 없거나 유효 기간이 지났어요. 로그인 화면에서 다시 요청해 주세요.",
    en: "This link cannot be checked or has expired. Ask again from the sign-in page.",
  },
  recoverButton: { ko: "2단계 인증 끄기", en: "Turn off two-step sign-in" },
  recoverFinished: {
    ko: "2단계 인증을 껐어요. 모든 기기에서 로그아웃되었어요. 비밀번호로 로그인한 뒤 다시 켜 주세요.",
    en: "Two-step sign-in is off and every device was signed out. Sign in with your password, then turn it on again.",
  },
  toLogin: { ko: "로그인하러 가기", en: "Go to sign-in" },
  // The re-check before acts on money or the account
  reauthTitle: { ko: "본인 확인", en: "Confirm it's you" },
  reauthBody: {
    ko: "안전을 위해 인증 앱의 6자리 코드(또는 복구 코드)를 입력해 주세요. 확인하면 10분 동안은 다시 묻지 않아요.",
    en: "For your safety, enter the 6-digit code from your app (or a recovery code). You won't be asked again for 10 minutes.",
  },
});
