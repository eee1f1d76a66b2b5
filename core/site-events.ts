// Notices and events of /event (docs/product/events.md): the kinds, states and phases, the
// fixed slugs of the two campaign pages, the operators' Seoul-time inputs, who counts as an
// office-suite member, and what the service refuses.
import { texts } from "./i18n";

export const SITE_EVENT_KINDS = ["notice", "event"] as const;
export type SiteEventKind = (typeof SITE_EVENT_KINDS)[number];

export const SITE_EVENT_STATES = ["draft", "published"] as const;
export type SiteEventState = (typeof SITE_EVENT_STATES)[number];

/** Where an entry is in its period: before, during, after (an entry without dates is ongoing). */
export type SiteEventPhase = "upcoming" | "ongoing" | "ended";

/** The list's state filter: 진행중 (upcoming or ongoing) or 종료 (ended). */
export const SITE_EVENT_FILTERS = ["ongoing", "ended"] as const;
export type SiteEventFilter = (typeof SITE_EVENT_FILTERS)[number];

/** The two campaign pages with their own routes. */
export const AI_CONTEST_SLUG = "ai-contest";
export const SHARE_CONTENT_SLUG = "share-content";

/** Lower-case letters, digits and single hyphens, 2–60 characters. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,59}$/;

export const EVENTS_PAGE_SIZE = 10;
export const ENTRIES_PAGE_SIZE = 20;
/** How many members modalTop10 lists. */
export const TOP_RANKING_SIZE = 10;

export function eventPhase(startsAt: Date | string | null, endsAt: Date | string | null, now: Date = new Date()): SiteEventPhase {
  if (startsAt && new Date(startsAt) > now) return "upcoming";
  if (endsAt && new Date(endsAt) <= now) return "ended";
  return "ongoing";
}

/** A datetime-local value read as Seoul time ("2026-12-01T10:00") → an ISO instant; null when empty. */
export function seoulInputToIso(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(v);
  if (!m) return null;
  const date = new Date(`${m[1]}T${m[2]}:00+09:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as the datetime-local value of Seoul time; "" for null. */
export function isoToSeoulInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  return date.toISOString().slice(0, 16);
}

/** The configured office-suite mail domains, comma-separated, lower-cased. */
export function parseOfficeDomains(value: string): string[] {
  return value
    .split(",")
    .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);
}

/** Whether the e-mail's domain is one of the office suite's (exactly, or a subdomain of one). */
export function isOfficeEmail(email: string | null | undefined, domains: readonly string[]): boolean {
  const at = email?.lastIndexOf("@") ?? -1;
  if (!email || at < 1) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/** Designed: what the notices and events service refuses. */
export const EVENT_MSG = texts({
  notFound: { ko: "공지 또는 이벤트를 찾을 수 없습니다.", en: "The notice or event could not be found." },
  badSlug: {
    ko: "주소는 영문 소문자, 숫자, 하이픈으로 2~60자여야 합니다.",
    en: "The address must be 2–60 lower-case letters, digits and hyphens.",
  },
  slugTaken: { ko: "이미 쓰고 있는 주소입니다.", en: "That address is already in use." },
  badBanner: {
    ko: "배너 이미지는 /files/ 주소나 https:// 주소여야 합니다.",
    en: "The banner image must be a /files/ address or an https:// address.",
  },
  notStarted: { ko: "이벤트 기간이 아닙니다.", en: "The event has not started yet." },
  ended: { ko: "종료된 이벤트입니다.", en: "The event has ended." },
  notContest: { ko: "응모할 수 없는 이벤트입니다.", en: "This event takes no entries." },
  notOwnPost: {
    ko: "내가 발행한 게시물만 응모할 수 있습니다.",
    en: "You can only enter a post you published.",
  },
  alreadyEntered: { ko: "이미 응모하셨습니다.", en: "You have already entered." },
  resultsBeforeEnd: {
    ko: "결과는 이벤트가 끝난 뒤에 쓸 수 있습니다.",
    en: "Results can be written after the event ends.",
  },
  fixedSlug: {
    ko: "이 이벤트의 주소와 종류는 바꿀 수 없습니다.",
    en: "This event's address and kind cannot be changed.",
  },
});
