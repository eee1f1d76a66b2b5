// Scheduled publishing (docs/product/writing.md §15, decision 0214): the window a member may pick,
// Asia/Seoul wall time to and from the UTC instant that is stored, and the label the author sees.
// Korea keeps no daylight saving time, so Seoul is UTC+9 all year and the arithmetic is exact.
import { say, texts, type Language, type Text } from "./i18n";
import { SEOUL_OFFSET_MS } from "./format";

/** Sooner than this is not worth scheduling (and leaves the author time to change their mind). */
export const SCHEDULE_MIN_LEAD_MINUTES = 5;
/** Further than this ahead, a post is a plan, not a schedule: it waits as a draft. */
export const SCHEDULE_MAX_DAYS = 90;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const SCHEDULE_MSG = texts({
  tooSoon: {
    ko: "예약 시각은 지금부터 {minutes}분 뒤 이후로 골라 주세요.",
    en: "Pick a time at least {minutes} minutes from now.",
  },
  tooFar: { ko: "예약은 {days}일 뒤까지만 할 수 있어요.", en: "You can schedule at most {days} days ahead." },
  invalidTime: { ko: "예약 날짜와 시각을 다시 확인해 주세요.", en: "Check the date and time of the schedule." },
  notScheduled: { ko: "예약된 글이 아니에요. 목록을 새로 고쳐 주세요.", en: "This post is not scheduled. Refresh the list." },
  /** The badge of a scheduled draft: "예약됨 · 12월 5일 오전 9:00". */
  badge: { ko: "예약됨 · {when}", en: "Scheduled · {when}" },
  /** Beside the date and time fields: which clock they are in. */
  zone: { ko: "한국 시간(KST)", en: "Korea time (KST)" },
});

/** Why a scheduled time is refused, or null when it is inside the window. */
export function checkScheduleTime(
  at: Date,
  now: Date,
  minLeadMs = SCHEDULE_MIN_LEAD_MINUTES * MINUTE,
): { text: Text; params: Record<string, number> } | null {
  const t = at.getTime();
  if (Number.isNaN(t)) return { text: SCHEDULE_MSG.invalidTime, params: {} };
  if (t < now.getTime() + minLeadMs) return { text: SCHEDULE_MSG.tooSoon, params: { minutes: Math.max(1, Math.ceil(minLeadMs / MINUTE)) } };
  if (t > now.getTime() + SCHEDULE_MAX_DAYS * DAY) return { text: SCHEDULE_MSG.tooFar, params: { days: SCHEDULE_MAX_DAYS } };
  return null;
}

/** Asia/Seoul wall time ("2026-12-05", "09:00") as the UTC instant, or null when it is no real time. */
export function seoulWallTimeToUtc(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const h = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !h) return null;
  const [y, mo, da, hh, mi] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(h[1]), Number(h[2])];
  if (hh > 23 || mi > 59) return null;
  const utc = Date.UTC(y, mo - 1, da, hh, mi) - SEOUL_OFFSET_MS;
  const back = new Date(utc + SEOUL_OFFSET_MS);
  // 2026-02-30 rolls over to March in Date.UTC: refuse it rather than guess.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== da) return null;
  return new Date(utc);
}

/** The UTC instant as Asia/Seoul wall time, for the date and time fields. */
export function utcToSeoulWallTime(at: Date): { date: string; time: string } {
  const s = new Date(at.getTime() + SEOUL_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${s.getUTCFullYear()}-${p(s.getUTCMonth() + 1)}-${p(s.getUTCDate())}`,
    time: `${p(s.getUTCHours())}:${p(s.getUTCMinutes())}`,
  };
}

const EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const SCHEDULED_TIME = texts({
  thisYear: {
    ko: (p) => `${p.m}월 ${p.d}일 ${p.pm ? "오후" : "오전"} ${p.time}`,
    en: (p) => `${EN_MONTHS[Number(p.m) - 1]} ${p.d}, ${p.time} ${p.pm ? "PM" : "AM"}`,
  },
  otherYear: {
    ko: (p) => `${p.y}년 ${p.m}월 ${p.d}일 ${p.pm ? "오후" : "오전"} ${p.time}`,
    en: (p) => `${EN_MONTHS[Number(p.m) - 1]} ${p.d}, ${p.y}, ${p.time} ${p.pm ? "PM" : "AM"}`,
  },
});

/** "12월 5일 오전 9:00" / "Dec 5, 9:00 AM" in Seoul time; the year only when it is not this year's. */
export function formatScheduledTime(at: Date, language: Language, now: Date = new Date()): string {
  const s = new Date(at.getTime() + SEOUL_OFFSET_MS);
  const thisYear = new Date(now.getTime() + SEOUL_OFFSET_MS).getUTCFullYear();
  const [y, m, d, hh, mm] = [s.getUTCFullYear(), s.getUTCMonth() + 1, s.getUTCDate(), s.getUTCHours(), s.getUTCMinutes()];
  const time = `${hh % 12 === 0 ? 12 : hh % 12}:${String(mm).padStart(2, "0")}`;
  // "" and "1": the parameters are strings and numbers only.
  const params = { y, m, d, time, pm: hh < 12 ? "" : "1" };
  return say(y === thisYear ? SCHEDULED_TIME.thisYear : SCHEDULED_TIME.otherYear, language, params);
}
