// Social sign-in rules shared by the pages and the server (docs/product/accounts.md return targets,
// provider channels, §4 social sign-in): which provider a return page belongs to, where a
// flow may send the member afterwards, and the nickname suggested from a provider name.

import { plural, texts, type Text } from "./i18n";
import { redirectForDevice } from "./post-sign-in";
import { nicknameByteLength, NICKNAME_MAX_BYTES, validateNickname } from "./nickname";

/** The social channels of docs/product/accounts.md (A, the e-mail sign-up, is not one). */
export type SocialChannel = "G" | "K" | "P";
export const SOCIAL_CHANNELS: readonly SocialChannel[] = ["G", "K", "P"];

export function isSocialChannel(value: unknown): value is SocialChannel {
  return value === "G" || value === "K" || value === "P";
}

/**
 * Every provider a member can link (docs/product/accounts.md §9, §10): the three social
 * channels and World ID (W). World ID is never a join channel: it proves personhood and, once
 * linked, signs its member in; it cannot create an account (it gives no e-mail).
 */
export type ProviderChannel = SocialChannel | "W";
export const PROVIDER_CHANNELS: readonly ProviderChannel[] = ["G", "K", "P", "W"];

export function isProviderChannel(value: unknown): value is ProviderChannel {
  return isSocialChannel(value) || value === "W";
}

/** The provider names used on the account page and in messages. */
export const PROVIDER_NAMES: Record<ProviderChannel, string> = {
  G: "Google",
  K: "Kakao",
  P: "Polaris Office",
  W: "World ID",
};

/** World ID's ID-token claim carrying the verification level (orb, device…). */
export const WORLD_ID_CLAIM = "https://id.worldcoin.org/v1";

/** Button labels and the names used in messages. */
export const SOCIAL_LABELS: Record<ProviderChannel, { name: string; button: Text }> = {
  G: { name: "Google", button: { ko: "Google로 계속하기", en: "Continue with Google" } },
  K: { name: "Kakao", button: { ko: "카카오로 계속하기", en: "Continue with Kakao" } },
  P: { name: "Polaris Office", button: { ko: "Polaris Office로 계속하기", en: "Continue with Polaris Office" } },
  W: { name: "World ID", button: { ko: "World ID로 계속하기", en: "Continue with World ID" } },
};

/** docs/product/accounts.md: `/oauth?sns_type=G` (Google) and `/oauth?sns_type=PO` (Polaris). */
export function channelOfSnsType(snsType: string | null | undefined): ProviderChannel | null {
  if (snsType === "G") return "G";
  if (snsType === "W") return "W";
  if (snsType === "PO" || snsType === "P") return "P";
  if (snsType === "K") return "K";
  return null;
}

/**
 * The page the provider sends the browser back to (docs/product/accounts.md): Google and Polaris come back to
 * /oauth (exempt from the mobile redirect); Kakao to /v1/auth/callback/kakao in the desktop
 * popup and /kakao-ssr when a phone navigates.
 */
export function callbackPath(channel: ProviderChannel, mobile: boolean): string {
  if (channel === "G") return "/oauth?sns_type=G";
  if (channel === "W") return "/oauth?sns_type=W";
  if (channel === "P") return "/oauth?sns_type=PO";
  return mobile ? "/kakao-ssr" : "/v1/auth/callback/kakao";
}

/** Home, the login page and the sign-up page of one face (desktop or /m). */
export function homePath(mobile: boolean): string {
  return mobile ? "/m" : "/";
}
export function loginPath(mobile: boolean): string {
  return mobile ? "/m/login" : "/login";
}
export function signPath(mobile: boolean): string {
  return mobile ? "/m/sign" : "/sign";
}

/** Where a member goes after a social sign-in: the saved redirect in the right face, else home. */
export function afterSignInPath(redirect: string | null | undefined, mobile: boolean): string {
  return redirectForDevice(redirect, mobile) ?? homePath(mobile);
}

/** The cookie holding a sign-in's second-step ticket (httpOnly: the pages only ask whether it is there). */
export const SECOND_STEP_COOKIE = "nt_2step";

/** The second step of a sign-in (two-step sign-in on), then where the sign-in was going. */
export function secondStepPath(redirect: string | null | undefined, mobile: boolean): string {
  const next = redirectForDevice(redirect, mobile);
  return `${mobile ? "/m" : ""}/login/verify${next ? `?redirect=${encodeURIComponent(next)}` : ""}`;
}

/**
 * A nickname suggested from the name the provider gave: spaces and characters the nickname
 * rule does not allow are dropped, and it is cut to 12 bytes (Hangul 2, others 1). Returns ''
 * when nothing valid remains (the member then types one).
 */
export function suggestNickname(providerName: string | null | undefined): string {
  const cleaned = (providerName ?? "")
    .normalize("NFC")
    .replace(/[^\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uD7B0-\uD7FFA-Za-z0-9_-]/g, "");
  let out = "";
  for (const ch of cleaned) {
    if (nicknameByteLength(out + ch) > NICKNAME_MAX_BYTES) break;
    out += ch;
  }
  return validateNickname(out).ok ? out : "";
}

/** Posted by a popup's return page to its opener (and on the same-origin broadcast channel). */
export const SOCIAL_MESSAGE_TYPE = "nanumteo:social-result";

/** Designed messages of the social flows (docs/product/messages.md gives no wording for these cases). */
export const SOCIAL_MSG = texts({
  stateInvalid: {
    ko: "로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해 주세요.",
    en: "The sign-in request has expired or is not valid. Please try again.",
  },
  cancelled: { ko: "로그인이 취소되었습니다.", en: "Sign-in was cancelled." },
  providerUnreachable: {
    ko: "로그인 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.",
    en: "Could not reach the sign-in server. Please try again in a moment.",
  },
  providerRefused: { ko: "로그인 인증에 실패했습니다. 다시 시도해 주세요.", en: "Sign-in could not be confirmed. Please try again." },
  emailMissing: {
    ko: "이메일 제공에 동의해야 가입할 수 있습니다. 이메일 제공에 동의한 후 다시 시도해 주세요.",
    en: "You can sign up only if you agree to share your e-mail. Agree to share it and try again.",
  },
  emailUnverified: {
    ko: "이메일 인증이 완료되지 않은 계정입니다. 계정의 이메일을 인증한 후 다시 시도해 주세요.",
    en: "This account's e-mail is not verified. Verify the account's e-mail and try again.",
  },
  notConfigured: { ko: "지원하지 않는 로그인 방식입니다.", en: "This sign-in method is not supported." },
  signupExpired: {
    ko: "소셜 가입 정보가 만료되었습니다. 소셜 로그인을 다시 시도해 주세요.",
    en: "The social sign-up has expired. Please sign in with the provider again.",
  },
  signupInvalid: {
    ko: "소셜 가입 정보가 올바르지 않습니다. 소셜 로그인을 다시 시도해 주세요.",
    en: "The social sign-up is not valid. Please sign in with the provider again.",
  },
  checking: { ko: "가입 정보를 확인하고 있습니다.", en: "Checking your sign-up details." },
  popupWaiting: { ko: "로그인 창에서 계속 진행해 주세요.", en: "Please continue in the sign-in window." },
  tooMany: {
    ko: "로그인 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
    en: "Too many sign-in requests. Please try again in a moment.",
  },
  tooManyFor: {
    ko: "로그인 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요. ({minutes}분)",
    en: ({ minutes }) => `Too many sign-in requests. Please try again in a moment. (${plural(Number(minutes), "minute")})`,
  },
});

/** Linking and unlinking sign-in methods, and World ID (docs/product/accounts.md §9, §10). */
export const LINK_MSG = texts({
  linked: { ko: "{provider} 계정이 연결되었습니다.", en: "Your {provider} account is linked." },
  unlinked: { ko: "{provider} 계정 연결을 해제했습니다.", en: "Your {provider} account is unlinked." },
  worldIdVerified: { ko: "World ID 인증이 완료되었습니다.", en: "Your World ID verification is complete." },
  worldIdTaken: {
    ko: "이미 다른 계정에서 인증에 사용된 World ID입니다. World ID 하나로는 한 계정만 인증할 수 있습니다.",
    en: "This World ID has already verified another account. One World ID can verify only one account.",
  },
  linkedElsewhere: {
    ko: "이미 다른 회원의 계정에 연결된 {provider} 계정입니다.",
    en: "This {provider} account is already linked to another member.",
  },
  otherAccountLinked: {
    ko: "이미 다른 {provider} 계정이 연결되어 있습니다. 연결을 해제한 뒤 다시 시도해 주세요.",
    en: "Another {provider} account is already linked. Unlink it first and try again.",
  },
  lastMethod: {
    ko: "로그인할 수 있는 다른 방법이 없어 연결을 해제할 수 없습니다. 다른 로그인 방법을 먼저 연결해 주세요.",
    en: "This is your only way to sign in, so it cannot be unlinked. Link another sign-in method first.",
  },
  joinMethod: {
    ko: "가입할 때 사용한 {provider} 계정은 비밀번호를 설정한 뒤에 연결을 해제할 수 있어요. 계정 설정의 비밀번호 설정에서 메일을 받아 주세요.",
    en: "The {provider} account you joined with can be unlinked once you have a password. Set one under Set a password in your account settings.",
  },
  notLinked: { ko: "연결되어 있지 않은 로그인 방법입니다.", en: "This sign-in method is not linked." },
  worldIdSignInUnlinked: {
    ko: "World ID로 로그인하려면 먼저 다른 방법으로 로그인한 뒤 World ID 인증을 마쳐 주세요.",
    en: "To sign in with World ID, first sign in another way and complete World ID verification.",
  },
  memberChanged: {
    ko: "로그인 정보가 바뀌었습니다. 다시 로그인한 뒤 시도해 주세요.",
    en: "Your sign-in has changed. Sign in again and try once more.",
  },
});
