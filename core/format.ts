// Display formatting shared by server-rendered HTML and the browser: counts (docs/product/platform.md),
// relative times (docs/product/messages.md) and the Asia/Seoul day that every daily limit uses (docs/product/platform.md
// "Business day boundary UTC+9"). Seoul has had no DST since 1988, so a fixed +9 h
// offset is exact and avoids depending on the runtime's time-zone database.

import { plural, say, texts, type Language } from "./i18n";

const FORMAT_TEXT = texts({
  justNow: { ko: "방금전", en: "just now" },
  minutesAgo: { ko: "{n}분전", en: (p) => `${plural(Number(p.n), "minute")} ago` },
  hoursAgo: { ko: "{n}시간전", en: (p) => `${plural(Number(p.n), "hour")} ago` },
});

const EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Asia/Seoul is UTC+9 all year. */
export const SEOUL_OFFSET_MS = 9 * HOUR;

/**
 * Korean: 999 → "999", 1234 → "1.2천", 12345 → "1.2만", 150000 → "15만".
 * English: 1234 → "1.2K", 12345 → "12.3K", 1234567 → "1.2M".
 * Always truncates (9999 → "9.9천", never "10천"), so a count is never shown larger than it is.
 * Negative, NaN and infinite values show "0".
 */
export function formatCount(n: number, language: Language = "ko"): string {
  if (!Number.isFinite(n) || n < 0) return "0";
  const whole = Math.floor(n);
  if (whole < 1_000) return String(whole);
  const [unit, label] =
    language === "en" ? (whole < 1_000_000 ? [1_000, "K"] : [1_000_000, "M"]) : whole < 10_000 ? [1_000, "천"] : [10_000, "만"];
  // Work in integer tenths of the unit to avoid floating-point surprises like 1.2000000001.
  const tenths = Math.floor(whole / (unit / 10));
  const int = Math.floor(tenths / 10);
  const frac = tenths % 10;
  return frac === 0 ? `${int}${label}` : `${int}.${frac}${label}`;
}

type DateInput = Date | string | number;

function toTime(d: DateInput): number {
  return d instanceof Date ? d.getTime() : new Date(d).getTime();
}

/** The calendar fields of the Asia/Seoul wall clock at the given instant. */
function seoulParts(time: number): { y: number; m: number; d: number } {
  const shifted = new Date(time + SEOUL_OFFSET_MS);
  return { y: shifted.getUTCFullYear(), m: shifted.getUTCMonth() + 1, d: shifted.getUTCDate() };
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

/**
 * '방금전' under a minute (also for future dates, e.g. a slightly fast server clock),
 * 'N분전' under an hour, 'N시간전' under a day, else 'YY.MM.DD' of the Seoul date; in English
 * "just now", "5 minutes ago", "3 hours ago", else "Nov 27, 2025".
 * An invalid date gives "" so a broken row never prints "NaN".
 */
export function formatRelativeTime(date: DateInput, now: DateInput = new Date(), language: Language = "ko"): string {
  const t = toTime(date);
  const n = toTime(now);
  if (Number.isNaN(t) || Number.isNaN(n)) return "";
  const diff = n - t;
  if (diff < MINUTE) return say(FORMAT_TEXT.justNow, language);
  if (diff < HOUR) return say(FORMAT_TEXT.minutesAgo, language, { n: Math.floor(diff / MINUTE) });
  if (diff < DAY) return say(FORMAT_TEXT.hoursAgo, language, { n: Math.floor(diff / HOUR) });
  return formatSeoulDate(t, language);
}

/** The Seoul calendar date: 'YY.MM.DD' in Korean, "Nov 27, 2025" in English. */
export function formatSeoulDate(date: DateInput, language: Language = "ko"): string {
  const t = toTime(date);
  if (Number.isNaN(t)) return "";
  const { y, m, d } = seoulParts(t);
  return language === "en" ? `${EN_MONTHS[m - 1]} ${d}, ${y}` : `${pad2(y % 100)}.${pad2(m)}.${pad2(d)}`;
}

/** 'YYYY-MM-DD' of the Asia/Seoul day containing the instant: the key for per-day counters. */
export function seoulDayKey(date: DateInput = new Date()): string {
  const t = toTime(date);
  if (Number.isNaN(t)) throw new RangeError("invalid date");
  const { y, m, d } = seoulParts(t);
  return `${String(y).padStart(4, "0")}-${pad2(m)}-${pad2(d)}`;
}

/** The next 00:00 Asia/Seoul strictly after the instant: when daily limits reset. */
export function nextSeoulMidnight(date: DateInput = new Date()): Date {
  const t = toTime(date);
  if (Number.isNaN(t)) throw new RangeError("invalid date");
  const seoulDayStart = Math.floor((t + SEOUL_OFFSET_MS) / DAY) * DAY - SEOUL_OFFSET_MS;
  return new Date(seoulDayStart + DAY);
}
