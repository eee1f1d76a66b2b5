// Author statistics (docs/product/statistics.md, decision 0219): the periods an author can look
// at, the Asia/Seoul days of a period, where a reader came from (the referring host alone,
// reduced to a kind: direct, inside the site, a search engine, another site), the bound on the
// hosts kept per post and day, and the CSV an author downloads (UTF-8 with a byte-order mark,
// so Excel reads Korean).
import { seoulDayKey } from "./format";
import { say, texts, type Language } from "./i18n";

/** The periods the statistics pages switch between, in days (today included). */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 30;

/** A view becomes a read after this long with the page visible. */
export const READ_SECONDS = 10;
/** The server counts a read only this long after the same reader's view was recorded (the beacon's way there and back aside). */
export const READ_MIN_GAP_SECONDS = 8;

/** Referring hosts kept per post and day; a new host beyond them is added up under OTHER_HOSTS. */
export const STATS_HOST_LIMIT = 20;
/** The key that adds up the hosts beyond the limit (never a host: hosts have no "*"). */
export const OTHER_HOSTS = "*";
/** Hosts the pages list for a period. */
export const STATS_TOP_HOSTS = 10;

export type ReferrerKind = "direct" | "internal" | "search" | "external";
export const REFERRER_KINDS: readonly ReferrerKind[] = ["search", "external", "internal", "direct"];

const DAY_MS = 24 * 3600_000;

/** The period a page or an API call asked for: 7, 30 or 90 (anything else: the default). */
export function statsPeriodOf(value: unknown): StatsPeriod {
  const n = typeof value === "number" ? value : Number(value);
  return (STATS_PERIODS as readonly number[]).includes(n) ? (n as StatsPeriod) : DEFAULT_STATS_PERIOD;
}

/** The Asia/Seoul days of a period ending today, oldest first ('YYYY-MM-DD'). */
export function statsDays(now: Date, period: number): string[] {
  const days: string[] = [];
  for (let i = period - 1; i >= 0; i--) days.push(seoulDayKey(new Date(now.getTime() - i * DAY_MS)));
  return days;
}

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * A referring host as kept: lower case, without port, trailing dot or a leading "www.";
 * null when the text is not a host name (a path, a script, spaces…).
 */
export function normalizeHost(raw: string): string | null {
  let host = raw.trim().toLowerCase();
  if (host.startsWith("[")) return null;
  host = host.replace(/:\d{1,5}$/, "").replace(/\.$/, "");
  if (host.startsWith("www.")) host = host.slice(4);
  return HOST.test(host) ? host : null;
}

/** Search engines by their search hosts (a Naver blog or a Daum cafe is another site, not a search). */
const SEARCH_ENGINES: { name: string; test: (host: string) => boolean }[] = [
  { name: "naver", test: (h) => ["naver.com", "m.naver.com", "search.naver.com", "m.search.naver.com"].includes(h) },
  { name: "daum", test: (h) => ["daum.net", "m.daum.net", "search.daum.net", "m.search.daum.net"].includes(h) },
  { name: "kakao", test: (h) => h === "kakao.com" || h === "search.kakao.com" },
  { name: "google", test: (h) => /^google\.[a-z]{2,3}(?:\.[a-z]{2})?$/.test(h) },
  { name: "bing", test: (h) => h === "bing.com" || h.endsWith(".bing.com") },
  { name: "zum", test: (h) => h === "zum.com" || h === "search.zum.com" || h === "m.search.zum.com" },
  { name: "yahoo", test: (h) => h === "search.yahoo.com" || h.endsWith(".search.yahoo.com") },
  { name: "duckduckgo", test: (h) => h === "duckduckgo.com" },
  { name: "ecosia", test: (h) => h === "ecosia.org" },
  { name: "baidu", test: (h) => h === "baidu.com" || h === "m.baidu.com" },
  { name: "yandex", test: (h) => /^yandex\.[a-z]{2,3}$/.test(h) },
];

/** The search engine a (normalized) host belongs to, or null. */
export function searchEngineOf(host: string): string | null {
  return SEARCH_ENGINES.find((engine) => engine.test(host))?.name ?? null;
}

export interface Referrer {
  kind: ReferrerKind;
  /** For another site: its host, or OTHER_HOSTS when what came was no host name. */
  host: string | null;
}

/**
 * Where a reader came from, given the referring host the post page sent (the page sends the
 * host of `document.referrer` on a first load, its own host after a move inside the site, and
 * nothing when there was no referrer) and the site's own hosts.
 */
export function classifyReferrer(ref: string | null | undefined, ownHosts: readonly string[]): Referrer {
  if (!ref || !ref.trim()) return { kind: "direct", host: null };
  const host = normalizeHost(ref);
  if (!host) return { kind: "external", host: OTHER_HOSTS };
  if (ownHosts.some((own) => normalizeHost(own) === host)) return { kind: "internal", host: null };
  if (searchEngineOf(host)) return { kind: "search", host: null };
  return { kind: "external", host };
}

/**
 * One more view from `host` in a day's host counts: the host's count grows when it is already
 * there or while fewer than `limit` hosts are kept; otherwise OTHER_HOSTS grows. The database
 * applies the same rule in the view's statement (boards/views.ts); this is its reference.
 */
export function addHost(hosts: Readonly<Record<string, number>>, host: string, limit = STATS_HOST_LIMIT): Record<string, number> {
  const kept = Object.keys(hosts).filter((h) => h !== OTHER_HOSTS).length;
  const key = host in hosts || (host !== OTHER_HOSTS && kept < limit) ? host : OTHER_HOSTS;
  return { ...hosts, [key]: (hosts[key] ?? 0) + 1 };
}

export interface HostCount {
  /** A host, or OTHER_HOSTS for the rest. */
  host: string;
  views: number;
}

/** The hosts of several days added up, the `top` largest first and everything else as OTHER_HOSTS. */
export function topHosts(days: readonly Readonly<Record<string, number>>[], top = STATS_TOP_HOSTS): HostCount[] {
  const sums = new Map<string, number>();
  for (const day of days) for (const [host, n] of Object.entries(day)) sums.set(host, (sums.get(host) ?? 0) + n);
  const other = sums.get(OTHER_HOSTS) ?? 0;
  sums.delete(OTHER_HOSTS);
  const sorted = [...sums].map(([host, views]) => ({ host, views })).sort((a, b) => b.views - a.views || a.host.localeCompare(b.host));
  const rest = other + sorted.slice(top).reduce((n, h) => n + h.views, 0);
  return rest > 0 ? [...sorted.slice(0, top), { host: OTHER_HOSTS, views: rest }] : sorted.slice(0, top);
}

export const STATS_MSG = texts({
  refused: { ko: "이 글의 통계는 글쓴이만 볼 수 있어요.", en: "Only the author can see this post's statistics." },
});

export const STATS_CSV_TEXT = texts({
  day: { ko: "날짜", en: "Date" },
  boardNo: { ko: "글 번호", en: "Post no." },
  subject: { ko: "제목", en: "Title" },
  views: { ko: "조회", en: "Views" },
  reads: { ko: "읽음", en: "Reads" },
  likes: { ko: "좋아요", en: "Likes" },
  votes: { ko: "투표", en: "Votes" },
  search: { ko: "검색 유입", en: "From search" },
  external: { ko: "다른 사이트 유입", en: "From other sites" },
  internal: { ko: "사이트 안 이동", en: "From this site" },
  direct: { ko: "직접 방문", en: "Direct" },
});

/** A day's figures as the statistics hand them out. */
export interface DayFigures {
  day: string;
  views: number;
  reads: number;
  likes: number;
  votes: number;
  search: number;
  external: number;
  internal: number;
  direct: number;
}

const FIGURES = ["views", "reads", "likes", "votes", "search", "external", "internal", "direct"] as const;

/** One CSV field: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs a member's title as a formula. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file's text: UTF-8 byte-order mark, CRLF line ends (what Excel expects). */
export function buildCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** A post's CSV: one line per day of the period. */
export function postStatsCsv(days: readonly DayFigures[], language: Language): string {
  const head = [STATS_CSV_TEXT.day, ...FIGURES.map((f) => STATS_CSV_TEXT[f])].map((t) => say(t, language));
  return buildCsv([head, ...days.map((d) => [d.day, ...FIGURES.map((f) => d[f])])]);
}

/** All of an author's posts: one line per post and day with any figure, newest day first. */
export function authorStatsCsv(rows: readonly (DayFigures & { boardNo: number; subject: string })[], language: Language): string {
  const head = [STATS_CSV_TEXT.day, STATS_CSV_TEXT.boardNo, STATS_CSV_TEXT.subject, ...FIGURES.map((f) => STATS_CSV_TEXT[f])].map((t) =>
    say(t, language),
  );
  return buildCsv([head, ...rows.map((r) => [r.day, r.boardNo, r.subject, ...FIGURES.map((f) => r[f])])]);
}
