// The usage-reason survey (docs/product/platform.md: modalUsageReason): why the member joined.
// One of four reasons; 기타 needs the member's own words. Answering once earns 500 points.
import type { Text } from "./i18n";
import { MSG } from "./messages";
import { cleanLine } from "./text";

/** The four reasons as stored: the member's usageReason keeps the Korean wording docs/product names. */
export const USAGE_REASONS = [
  MSG.usageReasonToken.ko,
  MSG.usageReasonContent.ko,
  MSG.usageReasonFeature.ko,
  MSG.usageReasonOther.ko,
] as const;
export type UsageReason = (typeof USAGE_REASONS)[number];
/** The label each reason shows in the reader's language. */
export const USAGE_REASON_LABELS: Readonly<Record<UsageReason, Text>> = {
  [MSG.usageReasonToken.ko]: MSG.usageReasonToken,
  [MSG.usageReasonContent.ko]: MSG.usageReasonContent,
  [MSG.usageReasonFeature.ko]: MSG.usageReasonFeature,
  [MSG.usageReasonOther.ko]: MSG.usageReasonOther,
};
const OTHER: UsageReason = MSG.usageReasonOther.ko;

/** docs/product/platform.md: the reward for answering, paid once per member. */
export const USAGE_REASON_REWARD_POINTS = 500;
/** docs/product/platform.md: the "do not show again" cookie lives 30 days. */
export const USAGE_REASON_HIDE_SECONDS = 2_592_000;
/** Longest 기타 answer kept. */
export const USAGE_REASON_DETAIL_MAX = 200;

/** The per-member cookie that hides the survey (a member's choice does not leak to another member on the same browser). */
export function usageReasonHideCookie(userId: string): string {
  return `nt_usage_reason_hide_${userId.replace(/[^A-Za-z0-9_-]/g, "")}`;
}

/** Set (until the browser closes) once the survey was shown and closed: it does not come back on every page. */
export function usageReasonClosedCookie(userId: string): string {
  return `nt_usage_reason_closed_${userId.replace(/[^A-Za-z0-9_-]/g, "")}`;
}

export const USAGE_REASON_MSG = {
  select: MSG.usageReasonSelect,
  write: MSG.usageReasonWrite,
  tooLong: {
    ko: `기타 내용은 ${USAGE_REASON_DETAIL_MAX}자까지 입력할 수 있습니다.`,
    en: `"Other" can be at most ${USAGE_REASON_DETAIL_MAX} characters.`,
  },
  alreadyAnswered: { ko: "이미 가입 목적에 응답하셨습니다.", en: "You have already answered." },
  rewarded: {
    ko: (p) => `응답해 주셔서 감사합니다. ${Number(p.points).toLocaleString("ko-KR")}P가 적립되었습니다.`,
    en: (p) => `Thank you for answering. ${Number(p.points).toLocaleString("en-US")} P added.`,
  },
  thanks: { ko: "응답해 주셔서 감사합니다.", en: "Thank you for answering." },
} as const satisfies Record<string, Text>;

export type UsageReasonResult = { ok: true; reason: UsageReason; detail: string | null; stored: string } | { ok: false; message: Text };

/**
 * Checks an answer. `stored` is what the member's usageReason becomes: the reason itself,
 * or "기타: <text>" so the free text travels with the field docs/product/platform.md names.
 */
export function validateUsageReason(reason: string | null | undefined, detail?: string | null): UsageReasonResult {
  const chosen = USAGE_REASONS.find((r) => r === reason);
  if (!chosen) return { ok: false, message: USAGE_REASON_MSG.select };
  if (chosen !== OTHER) return { ok: true, reason: chosen, detail: null, stored: chosen };
  const text = cleanLine(detail ?? "");
  if (text === "") return { ok: false, message: USAGE_REASON_MSG.write };
  if (Array.from(text).length > USAGE_REASON_DETAIL_MAX) return { ok: false, message: USAGE_REASON_MSG.tooLong };
  return { ok: true, reason: chosen, detail: text, stored: `${chosen}: ${text}` };
}
