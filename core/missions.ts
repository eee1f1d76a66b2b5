// Points missions (docs/product/rewards.md Mission, mission reward, "Mission progress counts limit
// equal 0"; docs/ARCHITECTURE.md): the actions that pay points, their names in both languages, the
// Asia/Seoul day and month arithmetic of daily limits and of the attendance calendar, and
// the progress rule. Pure: time comes in as a parameter.
import { SEOUL_OFFSET_MS, seoulDayKey } from "./format";
import { texts, type Text } from "./i18n";
import { MSG } from "./messages";

/** Every action a mission policy can pay for. */
export const MISSION_ACTIONS = ["attendance", "like", "view", "upload", "comment", "share", "vote"] as const;
export type MissionAction = (typeof MISSION_ACTIONS)[number];

export const MISSION_LABELS: Record<MissionAction, Text> = texts({
  attendance: { ko: "출석 체크", en: "Daily check-in" },
  like: { ko: "좋아요 누르기", en: "Like a post" },
  view: { ko: "콘텐츠 10초 이상 보기", en: "Read a post for 10 seconds" },
  upload: { ko: "게시물 발행", en: "Publish a post" },
  comment: { ko: "댓글 작성", en: "Write a comment" },
  share: { ko: "공유로 방문자 데려오기", en: "Bring visitors with a share" },
  vote: { ko: "큐레이션 투표", en: "Curation vote" },
});

export function isMissionAction(value: unknown): value is MissionAction {
  return typeof value === "string" && (MISSION_ACTIONS as readonly string[]).includes(value);
}

/**
 * The policies every installation starts with (operators change them as data).
 * `dailyLimit` is how many times a day the action pays; always at least 1.
 */
export const DEFAULT_MISSION_POLICIES: ReadonlyArray<{ action: MissionAction; points: number; dailyLimit: number }> = [
  { action: "attendance", points: 50, dailyLimit: 1 },
  { action: "like", points: 10, dailyLimit: 10 },
  { action: "view", points: 10, dailyLimit: 10 },
  { action: "upload", points: 100, dailyLimit: 3 },
  { action: "comment", points: 20, dailyLimit: 10 },
  { action: "share", points: 50, dailyLimit: 5 },
  { action: "vote", points: 20, dailyLimit: 10 },
];

const REASON_TEXT = texts({
  usageReasonSurvey: { ko: "가입 목적 설문 참여", en: "Sign-up survey" },
  aiBriefingPromotion: { ko: "AI 브리핑 프로모션", en: "AI briefing promotion" },
  promotion: { ko: "프로모션 보상", en: "Promotion reward" },
  other: { ko: "포인트 변동", en: "Points change" },
  cheerSent: { ko: "응원하기", en: "Cheer sent" },
  cheerReceived: { ko: "받은 응원", en: "Cheer received" },
});

/** Reasons written on point ledger entries, and how the history page names them. */
export const POINT_REASON_LABELS: Record<string, Text> = {
  usage_reason_survey: REASON_TEXT.usageReasonSurvey,
  ai_briefing_promotion: REASON_TEXT.aiBriefingPromotion,
  cheer_sent: REASON_TEXT.cheerSent,
  cheer_received: REASON_TEXT.cheerReceived,
  ...Object.fromEntries(MISSION_ACTIONS.map((a) => [`mission_${a}`, MISSION_LABELS[a]])),
};

export function pointReasonLabel(reason: string): Text {
  return POINT_REASON_LABELS[reason] ?? (reason.startsWith("promotion_") ? REASON_TEXT.promotion : REASON_TEXT.other);
}

export const missionReason = (action: MissionAction): string => `mission_${action}`;

/** The one ledger key under which this action on this thing may pay on this Seoul day. */
export function missionIdempotencyKey(action: MissionAction, userNo: number, ref: string, day: string): string {
  return `mission_${action}:${userNo}:${ref}:${day}`;
}

export const MISSION_MSG = texts({
  credited: { ko: "포인트가 적립되었습니다.", en: "Points added." },
  notInPolicy: { ko: "현재 진행 중인 미션이 아닙니다.", en: "This is not a current mission." },
  duplicate: { ko: "이미 보상을 받은 활동입니다.", en: "You were already rewarded for this." },
  limitReached: {
    ko: "오늘은 이 미션의 보상 한도를 모두 채웠습니다. 내일 00:00에 다시 시작됩니다.",
    en: "You have reached today's limit for this mission. It starts again at 00:00 tomorrow (Korea time).",
  },
  attended: { ko: "출석 체크 완료! 포인트가 적립되었습니다.", en: "Checked in! Points added." },
  alreadyAttended: { ko: "오늘은 이미 출석했습니다.", en: "You have already checked in today." },
  boardNotFound: MSG.postNotFound,
  boardNoRequired: { ko: "게시물 번호({field})가 필요합니다.", en: "The post number ({field}) is required." },
  ownBoard: { ko: "내 게시물에 한 활동은 보상되지 않습니다.", en: "Activity on your own posts is not rewarded." },
  notLiked: { ko: "좋아요를 누른 게시물만 보상받을 수 있습니다.", en: "Only posts you liked can be rewarded." },
  viewTooShort: { ko: "콘텐츠를 10초 이상 본 뒤에 보상받을 수 있습니다.", en: "Read the post for at least 10 seconds to be rewarded." },
  serverCredited: {
    ko: "이 활동의 포인트는 활동을 마치면 자동으로 적립됩니다.",
    en: "Points for this activity are added automatically once it is done.",
  },
});

export interface DailyMissionStatus {
  action: MissionAction;
  points: number;
  /** The policy's daily limit. */
  dailyLimit: number;
  used: number;
  /** How many more times the action pays today (0 = done for today). */
  limit: number;
}

/** Remaining payouts today: never negative. */
export function remainingToday(dailyLimit: number, used: number): number {
  return Math.max(0, dailyLimit - Math.max(0, used));
}

/**
 * docs/product/rewards.md: progress counts the policies whose remaining limit is 0 (the missions
 * finished for today), out of all active ones.
 */
export function missionProgress(statuses: ReadonlyArray<Pick<DailyMissionStatus, "limit">>): {
  done: number;
  total: number;
  percent: number;
} {
  const total = statuses.length;
  const done = statuses.filter((s) => s.limit === 0).length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/** 'YYYY-MM' of the Seoul month containing the instant. */
export function seoulMonthKey(date: Date | number = new Date()): string {
  return seoulDayKey(date).slice(0, 7);
}

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthKey(value: unknown): value is string {
  return typeof value === "string" && MONTH_RE.test(value);
}

/** The month before or after ('2026-01', -1 → '2025-12'). */
export function shiftMonth(month: string, delta: number): string {
  const m = MONTH_RE.exec(month);
  if (!m) throw new RangeError(`invalid month: ${month}`);
  const index = Number(m[1]) * 12 + (Number(m[2]) - 1) + delta;
  const y = Math.floor(index / 12);
  return `${String(y).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The instants [start, end) of a Seoul month, for database ranges. */
export function seoulMonthRange(month: string): { start: Date; end: Date } {
  const m = MONTH_RE.exec(month);
  if (!m) throw new RangeError(`invalid month: ${month}`);
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, 1) - SEOUL_OFFSET_MS;
  const end = Date.UTC(Number(m[1]), Number(m[2]), 1) - SEOUL_OFFSET_MS;
  return { start: new Date(start), end: new Date(end) };
}

/** The instants [start, end) of the Seoul day 'YYYY-MM-DD'. */
export function seoulDayRange(day: string): { start: Date; end: Date } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`invalid day: ${day}`);
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - SEOUL_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + 86_400_000) };
}

/** The last `count` Seoul days ending with the one containing `now`, oldest first. */
export function lastSeoulDays(count: number, now: Date | number = new Date()): string[] {
  const t = typeof now === "number" ? now : now.getTime();
  return Array.from({ length: count }, (_, i) => seoulDayKey(t - (count - 1 - i) * 86_400_000));
}

export interface CalendarCell {
  /** 'YYYY-MM-DD', or null for the blank cells before the 1st and after the last day. */
  day: string | null;
  date: number | null;
  attended: boolean;
  today: boolean;
}

/**
 * The attendance calendar of a month: weeks of seven cells starting on Sunday, the
 * attended days and today marked.
 */
export function attendanceCalendar(month: string, attendedDays: ReadonlyArray<string>, today: string): CalendarCell[][] {
  const m = MONTH_RE.exec(month);
  if (!m) throw new RangeError(`invalid month: ${month}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const firstWeekday = new Date(Date.UTC(y, mo - 1, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  const attended = new Set(attendedDays);
  const cells: CalendarCell[] = [];
  for (let i = 0; i < firstWeekday; i++) cells.push({ day: null, date: null, attended: false, today: false });
  for (let d = 1; d <= daysInMonth; d++) {
    const day = `${month}-${String(d).padStart(2, "0")}`;
    cells.push({ day, date: d, attended: attended.has(day), today: day === today });
  }
  while (cells.length % 7 !== 0) cells.push({ day: null, date: null, attended: false, today: false });
  const weeks: CalendarCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** A promotion window is open at `at` when start ≤ at < end. */
export function isWithinWindow(at: Date | number, startsAt: Date | number, endsAt: Date | number): boolean {
  const t = typeof at === "number" ? at : at.getTime();
  const s = typeof startsAt === "number" ? startsAt : startsAt.getTime();
  const e = typeof endsAt === "number" ? endsAt : endsAt.getTime();
  return t >= s && t < e;
}

/** docs/product/rewards.md: the AI briefing promotion, 1,000 P once per member, 2025-09-08 to 2025-10-13 (+09:00). */
export const AI_BRIEFING_PROMOTION = {
  code: "ai_briefing",
  /** Stored with the promotion in Korean; pages show it in the reader's language. */
  title: REASON_TEXT.aiBriefingPromotion,
  points: 1_000,
  startsAt: "2025-09-08T00:00:00+09:00",
  /** Exclusive: the whole of 13 October (Seoul) is inside the window. */
  endsAt: "2025-10-14T00:00:00+09:00",
} as const;
