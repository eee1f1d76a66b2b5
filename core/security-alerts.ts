// What the member is told when something happens to their account's keys (docs/product/accounts.md
// §11.5, decisions 0210 and 0211): a sign-in from a browser the account has not used, a new
// passkey, two-step sign-in turned off, a wallet connected or changed. Each mail and
// notification carries "this wasn't me", a link that ends every session of the member at once.
// The words here are shared by the server (mails, refusals) and the landing page (/not-me).
import { SEOUL_OFFSET_MS } from "./format";
import { say, texts, type Language, type Text } from "./i18n";

export const SECURITY_ALERT_KINDS = ["newDevice", "passkeyAdded", "twoFactorOff", "twoFactorRecovery", "walletChanged"] as const;
export type SecurityAlertKind = (typeof SECURITY_ALERT_KINDS)[number];

export const SECURITY_ALERT_POLICY = {
  /** The "this wasn't me" link works once, for this long. */
  linkDays: 7,
  /** A browser not seen for this long is new again (the browser's own cookie lasts a year). */
  browserMemoryDays: 365,
} as const;

export function isSecurityAlertKind(value: unknown): value is SecurityAlertKind {
  return typeof value === "string" && (SECURITY_ALERT_KINDS as readonly string[]).includes(value);
}

/** What happened, as the mail's subject and the landing page's heading say it. */
export const SECURITY_ALERT_TITLES: Record<SecurityAlertKind, Text> = texts({
  newDevice: { ko: "새 기기에서 로그인했어요", en: "New sign-in to your account" },
  passkeyAdded: { ko: "새 패스키가 등록되었어요", en: "A new passkey was added" },
  twoFactorOff: { ko: "2단계 인증이 꺼졌어요", en: "Two-step sign-in was turned off" },
  twoFactorRecovery: { ko: "2단계 인증 복구가 요청되었어요", en: "Two-step sign-in recovery was requested" },
  walletChanged: { ko: "연결된 지갑이 바뀌었어요", en: "Your connected wallet changed" },
});

/** The mail's first line, to the member by name. */
export const SECURITY_ALERT_LINES: Record<SecurityAlertKind, Text> = texts({
  newDevice: {
    ko: "{name}님의 계정에 처음 보는 기기에서 로그인했어요.",
    en: "{name}, your account was just signed in to from a device it has not used before.",
  },
  passkeyAdded: {
    ko: "{name}님의 계정에 새 패스키가 등록되었어요. 이 패스키로 비밀번호 없이 로그인할 수 있어요.",
    en: "{name}, a new passkey was added to your account. It signs in without a password.",
  },
  twoFactorOff: {
    ko: "{name}님의 계정에서 2단계 인증(인증 앱)이 꺼졌어요. 이제 비밀번호만으로 로그인할 수 있어요.",
    en: "{name}, two-step sign-in (the authenticator app) was turned off for your account. A password alone now signs in.",
  },
  twoFactorRecovery: {
    ko: "{name}님의 계정에서 인증 앱 없이 2단계 인증을 끄는 복구가 요청되었어요. 기다리는 시간이 지나면 요청한 분이 메일의 링크로 2단계 인증을 끌 수 있어요. 계정 설정에서 요청을 취소할 수 있어요.",
    en: "{name}, someone asked to turn off two-step sign-in for your account without the authenticator app. Once the waiting time is over, the link in the mail turns it off. You can cancel the request in your account settings.",
  },
  walletChanged: {
    ko: "{name}님의 계정에 연결된 지갑이 바뀌었어요. 앞으로 보상은 이 지갑으로 지급돼요.",
    en: "{name}, the wallet connected to your account changed. Rewards now go to this wallet.",
  },
});

export const SECURITY_ALERT_TEXT = texts({
  device: { ko: "기기", en: "Device" },
  address: { ko: "IP 주소", en: "IP address" },
  when: { ko: "시간", en: "When" },
  passkey: { ko: "패스키 이름", en: "Passkey name" },
  wallet: { ko: "새 지갑 주소", en: "New wallet address" },
  readyAt: { ko: "끌 수 있게 되는 때", en: "Can be turned off from" },
  itWasMe: { ko: "본인이 한 일이라면 따로 하실 일은 없어요.", en: "If this was you, there is nothing to do." },
  notMeQuestion: { ko: "본인이 아닌가요?", en: "Wasn't you?" },
  notMeHow: {
    ko: "아래 버튼을 누르면 모든 기기에서 바로 로그아웃돼요. 그다음 비밀번호를 바꾸고 패스키와 지갑을 확인해 주세요. 이 링크는 {days}일 동안 한 번만 쓸 수 있어요.",
    en: "Press the button below to sign out on every device at once; then change your password and check your passkeys and wallet. The link works once, for {days} days.",
  },
  notMeButton: { ko: "내가 한 일이 아니에요", en: "This wasn't me" },
  notMeLink: { ko: "본인이 아니라면 모든 기기에서 로그아웃하기", en: "Not you? Sign out on every device" },
  footer: {
    ko: "보안을 위해 보내 드리는 메일이에요. 버튼이 열리지 않으면 아래 주소를 브라우저에 붙여 넣어 주세요.",
    en: "We send this mail to keep your account safe. If the button does not open, paste the address below into your browser.",
  },
  seoulTime: { ko: "{date} (한국 시간)", en: "{date} (Korea time)" },
});

/** The refusals of the "this wasn't me" link (the landing page says them too). */
export const NOT_ME_MSG = texts({
  invalid: {
    ko: "링크를 확인할 수 없어요. 메일이나 알림의 링크를 그대로 열어 주세요.",
    en: "This link cannot be checked. Open the link in the mail or notification as it is.",
  },
  expired: {
    ko: "링크의 유효 기간이 지났어요. 이 링크는 {days}일 동안만 쓸 수 있어요.",
    en: "This link has expired. It works for {days} days only.",
  },
  used: {
    ko: "이미 사용한 링크예요. 이 링크로 모든 기기에서 이미 로그아웃했어요.",
    en: "This link was already used: every device was signed out then.",
  },
});

/** "Jun 3, 2025, 14:05" / "2025. 6. 3. 14:05": the wall clock in Seoul, where the product lives. */
export function formatSeoulDateTime(date: Date | string, language: Language): string {
  const shifted = new Date(new Date(date).getTime() + SEOUL_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return "";
  const y = shifted.getUTCFullYear();
  const m = shifted.getUTCMonth() + 1;
  const d = shifted.getUTCDate();
  const time = `${String(shifted.getUTCHours()).padStart(2, "0")}:${String(shifted.getUTCMinutes()).padStart(2, "0")}`;
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const stamp = language === "en" ? `${months[m - 1]} ${d}, ${y}, ${time}` : `${y}. ${m}. ${d}. ${time}`;
  return say(SECURITY_ALERT_TEXT.seoulTime, language, { date: stamp });
}

/** "0x12Ab…9fE0": enough of a wallet address to recognise it. */
export function shortWalletAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
