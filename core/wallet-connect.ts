// Connecting a wallet (docs/product/wallet.md §3, decision 0152): the rules a sign-in message
// (EIP-4361) must meet before its signature is even looked at, the refusals in both languages,
// and the small helpers the wallet page and the server share. Pure: no chain, no database.
import { texts, type Text } from "./i18n";

/** Chain id of the live site: Kaia main network (docs/product/wallet.md §1). */
export const KAIA_MAINNET_CHAIN_ID = 8217;
/** How long a one-time value (and the message naming it) stays valid. */
export const WALLET_NONCE_TTL_MS = 5 * 60_000;
/** Clock difference tolerated between the member's device and the server. */
export const WALLET_CLOCK_SKEW_MS = 60_000;

export const WALLET_CONNECT_MSG = texts({
  replayed: {
    ko: "이미 사용되었거나 발급되지 않은 서명 요청입니다. 다시 연결해 주세요.",
    en: "This sign-in request was already used or was not issued to you. Please connect again.",
  },
  expired: {
    ko: "서명 요청의 유효 시간이 지났습니다. 다시 연결해 주세요.",
    en: "The sign-in request has expired. Please connect again.",
  },
  wrongDomain: {
    ko: "다른 사이트를 위한 서명 메시지입니다.",
    en: "The signed message is for another site.",
  },
  wrongChain: {
    ko: "지원하지 않는 네트워크입니다. Kaia 네트워크(체인 ID {chainId})로 전환한 뒤 다시 시도해 주세요.",
    en: "Unsupported network. Switch to the Kaia network (chain id {chainId}) and try again.",
  },
  badMessage: {
    ko: "서명 메시지 형식이 올바르지 않습니다.",
    en: "The signed message is not in the expected format.",
  },
  badSignature: {
    ko: "서명이 지갑 주소와 일치하지 않습니다.",
    en: "The signature does not match the wallet address.",
  },
  addressTaken: {
    ko: "이미 다른 회원이 연결한 지갑입니다.",
    en: "This wallet is already connected to another member.",
  },
  noWallet: { ko: "연결된 지갑이 없습니다.", en: "No wallet is connected." },
  chainUnavailable: {
    ko: "블록체인 네트워크에 연결할 수 없어 서명을 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.",
    en: "The blockchain network could not be reached to check the signature. Please try again in a moment.",
  },
});

export type WalletRefusal = Exclude<keyof typeof WALLET_CONNECT_MSG, "noWallet" | "chainUnavailable">;

/** The fields of a parsed sign-in message the rules look at (viem's SiweMessage has them all). */
export interface SignInFields {
  domain?: string;
  uri?: string;
  chainId?: number;
  address?: string;
  nonce?: string;
  version?: string;
  issuedAt?: Date;
  expirationTime?: Date;
  notBefore?: Date;
}

export interface SignInExpectations {
  /** The site's address (configured PUBLIC_URL), never the request's Host header. */
  publicUrl: string;
  chainId: number;
  now: Date;
}

/**
 * Why the message cannot connect a wallet, or null when its fields are right. The one-time
 * value is checked against the database and the signature against the chain afterwards.
 */
export function signInRefusal(fields: SignInFields, expected: SignInExpectations): WalletRefusal | null {
  if (!fields.address || !fields.nonce || !fields.domain || !fields.uri || fields.version !== "1" || !fields.issuedAt) {
    return "badMessage";
  }
  const site = new URL(expected.publicUrl);
  if (fields.domain !== site.host) return "wrongDomain";
  let uriOrigin: string;
  try {
    uriOrigin = new URL(fields.uri).origin;
  } catch {
    return "badMessage";
  }
  if (uriOrigin !== site.origin) return "wrongDomain";
  if (fields.chainId !== expected.chainId) return "wrongChain";
  const now = expected.now.getTime();
  const issued = fields.issuedAt.getTime();
  if (Number.isNaN(issued) || issued > now + WALLET_CLOCK_SKEW_MS) return "badMessage";
  if (issued < now - WALLET_NONCE_TTL_MS - WALLET_CLOCK_SKEW_MS) return "expired";
  const expires = fields.expirationTime?.getTime();
  const notBefore = fields.notBefore?.getTime();
  if (Number.isNaN(expires) || Number.isNaN(notBefore)) return "badMessage";
  if (expires !== undefined && expires <= now) return "expired";
  if (notBefore !== undefined && notBefore > now + WALLET_CLOCK_SKEW_MS) return "badMessage";
  return null;
}

/** The refusal's message, with the expected chain named where it matters. */
export function refusalText(refusal: WalletRefusal): Text {
  return WALLET_CONNECT_MSG[refusal];
}

/** "0x2019" for 8217: how wallets name chains (eth_chainId, wallet_switchEthereumChain). */
export function chainIdHex(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}

/** "0x1234…abcd": an address short enough for a line. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** The wallet-type label stored for a connection: kaia, metamask, or the provider's rdns/name. */
export function walletTypeOf(provider: { rdns?: string; name?: string; isKaikas?: boolean; isMetaMask?: boolean }): string {
  const rdns = provider.rdns?.toLowerCase() ?? "";
  if (provider.isKaikas || rdns === "io.kaikas" || rdns.includes("kaia") || rdns.includes("kaikas")) return "kaia";
  if (rdns === "io.metamask" || (!rdns && provider.isMetaMask)) return "metamask";
  return (rdns || provider.name || "other").slice(0, 60);
}
