// ActivityPub federation (docs/product/federation.md, decisions 0226–0229): when it is on, the
// paths it owns, members' handles, and what may be sent or taken in. Pure rules; the server
// module (server/modules/federation) does the talking.
import { COMMENT_MAX_LENGTH } from "./comments";
import { texts } from "./i18n";

/** The FEDERATION setting: unset follows PUBLIC_URL; on and off force it. */
export type FederationFlag = "on" | "off" | undefined;

export interface FederationSetting {
  enabled: boolean;
  /** Why, for the start-up log line. */
  reason: string;
  /**
   * Remote fetches and deliveries may go to private and loopback addresses. Only when federation
   * was forced on for a site on a loopback address (development, the two-instance tests): a real
   * host never reaches its own network through a remote actor's address (decision 0228).
   */
  allowPrivateAddress: boolean;
}

/** A host the rest of the fediverse cannot reach: loopback, localhost, unspecified. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === "::1" ||
    host === "0.0.0.0" ||
    host === "::"
  );
}

/**
 * Whether federation runs, from FEDERATION and PUBLIC_URL (decision 0226). It needs the job
 * queue (deliveries and received activities are jobs): without it, it is off whatever the flag.
 */
export function federationSetting(flag: FederationFlag, publicUrl: string, publicUrlGiven: boolean, queue = true): FederationSetting {
  const loopback = isLoopbackHost(new URL(publicUrl).hostname);
  if (flag === "off") return { enabled: false, reason: "FEDERATION=off", allowPrivateAddress: false };
  if (!queue) return { enabled: false, reason: "the job queue is off (QUEUE_ENABLED=false)", allowPrivateAddress: false };
  if (flag === "on") {
    return {
      enabled: true,
      reason: loopback ? "FEDERATION=on with a loopback PUBLIC_URL (development or tests)" : "FEDERATION=on",
      allowPrivateAddress: loopback,
    };
  }
  if (!publicUrlGiven) {
    return { enabled: false, reason: "PUBLIC_URL is not set: other servers could not reach this site", allowPrivateAddress: false };
  }
  if (loopback) {
    return {
      enabled: false,
      reason: `PUBLIC_URL ${publicUrl} is a loopback address other servers cannot reach`,
      allowPrivateAddress: false,
    };
  }
  return { enabled: true, reason: `PUBLIC_URL ${publicUrl} is a public host name`, allowPrivateAddress: false };
}

/** Where a member's actor and collections live: /ap/users/{userId} (decision 0227). */
export const ACTOR_PATH = "/ap/users/{identifier}";
export const INBOX_PATH = "/ap/users/{identifier}/inbox";
export const SHARED_INBOX_PATH = "/ap/inbox";
export const OUTBOX_PATH = "/ap/users/{identifier}/outbox";
export const FOLLOWERS_PATH = "/ap/users/{identifier}/followers";
export const FOLLOWING_PATH = "/ap/users/{identifier}/following";
export const POST_OBJECT_PATH = "/ap/posts/{boardNo}";

/** The paths Fedify answers; everything else stays with the rest of the server. */
export const FEDERATION_PATHS = ["/.well-known/webfinger", "/.well-known/nodeinfo", "/nodeinfo/2.1"] as const;
export const FEDERATION_PREFIX = "/ap/";

/** Largest activity the inbox reads (Mastodon's own limit is about 1 MB; a reply is a few kB). */
export const INBOX_BODY_LIMIT = 256 * 1024;
/** Activities one remote server may post to our inboxes per minute. */
export const INBOX_RATE = { limit: 300, windowMs: 60_000 } as const;
/** Longest remote comment kept: a comment's own limit (longer replies are cut, with an ellipsis). */
export const REMOTE_COMMENT_MAX = COMMENT_MAX_LENGTH;

/**
 * `@userId@host` or `userId@host` (or an acct: URI) → its parts, or null. The host may carry a
 * port (development instances).
 */
export function parseHandle(handle: string): { user: string; host: string } | null {
  const m = /^(?:acct:)?@?([^@\s/]+)@([a-z0-9.-]+(?::\d{1,5})?)$/i.exec(handle.trim());
  return m ? { user: m[1]!, host: m[2]!.toLowerCase() } : null;
}

/** A domain as operators type it (`mastodon.example`, with or without scheme), lower case, or null. */
export function normalizeDomain(input: string): string | null {
  let text = input.trim().toLowerCase();
  if (/^https?:\/\//.test(text)) {
    if (!URL.canParse(text)) return null;
    text = new URL(text).host;
  }
  text = text.replace(/\/+$/, "");
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(text) && text.length <= 253 ? text : null;
}

/** Whether `host` (host[:port] of a remote actor) is `blocked` or one of its subdomains. */
export function isBlockedHost(host: string, blocked: readonly string[]): boolean {
  const h = host.toLowerCase();
  const bare = h.replace(/:\d+$/, "");
  return blocked.some((d) => h === d || bare === d || bare.endsWith(`.${d.replace(/:\d+$/, "")}`));
}

/**
 * A remote reply's HTML → plain text, as comments are plain text (decision 0080): paragraphs
 * and line breaks kept as new lines, the mention links' text kept, every tag dropped, entities
 * decoded, cut to REMOTE_COMMENT_MAX.
 */
export function noteText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p[^>]*>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) => {
      const lower = e.toLowerCase();
      if (lower === "amp") return "&";
      if (lower === "lt") return "<";
      if (lower === "gt") return ">";
      if (lower === "quot") return '"';
      if (lower === "apos") return "'";
      if (lower === "nbsp") return " ";
      const code = lower.startsWith("#x") ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    })
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const chars = Array.from(text);
  return chars.length > REMOTE_COMMENT_MAX ? `${chars.slice(0, REMOTE_COMMENT_MAX - 1).join("")}…` : text;
}

export const FEDERATION_MSG = texts({
  off: { ko: "이 사이트는 연합(ActivityPub)을 쓰지 않습니다.", en: "This site does not federate (ActivityPub is off)." },
  badHandle: { ko: "@아이디@서버 형식의 주소를 입력해 주세요.", en: "Enter an address like @name@server." },
  notFound: { ko: "그 계정을 찾을 수 없습니다.", en: "That account could not be found." },
  blocked: { ko: "차단된 서버입니다.", en: "That server is blocked." },
  memberOff: {
    ko: "연합을 끈 상태에서는 다른 서버의 계정을 팔로우할 수 없습니다.",
    en: "Turn federation on to follow accounts on other servers.",
  },
  badDomain: { ko: "도메인 형식이 올바르지 않습니다.", en: "That is not a domain name." },
  notFollowing: { ko: "팔로우하지 않는 계정입니다.", en: "You do not follow that account." },
  self: { ko: "이 사이트의 회원은 사이트 안에서 팔로우해 주세요.", en: "Follow members of this site on the site itself." },
});
