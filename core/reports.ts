// Reporting posts and comments (SPEC §2 modalReport / modalReportMobile, §6): the reasons,
// the 기타 text rule and the Korean messages shared by the report modal and the server.
import { cleanLine } from "./text";

export const REPORT_REASONS = [
  { key: "spam", label: "스팸·홍보성 게시물" },
  { key: "obscenity", label: "음란성·선정성 콘텐츠" },
  { key: "copyright", label: "저작권 침해" },
  { key: "abuse", label: "욕설·비방·혐오 표현" },
  { key: "other", label: "기타" },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]["key"];
export type ReportTargetType = "post" | "comment";

export const REPORT_OTHER_TEXT_MAX = 200;
/** Distinct reporters that blind an item when nothing else is configured (REPORT_BLIND_THRESHOLD). */
export const DEFAULT_REPORT_BLIND_THRESHOLD = 5;

export const REPORT_MSG = {
  selectReason: "신고 사유를 선택해 주세요.",
  writeReason: "기타 사유를 입력해 주세요.",
  reasonTooLong: `기타 사유는 ${REPORT_OTHER_TEXT_MAX}자까지 입력할 수 있습니다.`,
  done: "신고가 접수되었습니다. 검토 후 조치하겠습니다.",
  already: "이미 신고한 콘텐츠입니다.",
  own: "본인이 작성한 콘텐츠는 신고할 수 없습니다.",
  notFound: "신고할 콘텐츠를 찾을 수 없습니다.",
  error: "신고 중 에러가 발생했습니다. 다시 시도해 주세요.",
} as const;

export function isReportReason(value: unknown): value is ReportReason {
  return REPORT_REASONS.some((r) => r.key === value);
}

export function reportReasonLabel(reason: string): string {
  return REPORT_REASONS.find((r) => r.key === reason)?.label ?? "기타";
}

export type ReportReasonResult = { ok: true; reason: ReportReason; detail: string | null } | { ok: false; message: string };

/** A listed reason; 기타 needs words (at most 200 characters). Other reasons carry no text. */
export function validateReportReason(reason: unknown, detail?: string | null): ReportReasonResult {
  if (!isReportReason(reason)) return { ok: false, message: REPORT_MSG.selectReason };
  if (reason !== "other") return { ok: true, reason, detail: null };
  const text = cleanLine(detail ?? "");
  if (!text) return { ok: false, message: REPORT_MSG.writeReason };
  if (Array.from(text).length > REPORT_OTHER_TEXT_MAX) return { ok: false, message: REPORT_MSG.reasonTooLong };
  return { ok: true, reason, detail: text };
}

/** How a blinded item's reason reads to its author: the most reported reason (ties: list order). */
export function blindReasonText(counts: Partial<Record<ReportReason, number>>): string {
  let best: ReportReason | null = null;
  for (const { key } of REPORT_REASONS) {
    const n = counts[key] ?? 0;
    if (n > 0 && (best === null || n > (counts[best] ?? 0))) best = key;
  }
  return best ? reportReasonLabel(best) : "운영 정책 위반";
}

/** Whether this many distinct open reports blind the item. */
export function reachesBlindThreshold(distinctReporters: number, threshold: number): boolean {
  return threshold > 0 && distinctReporters >= threshold;
}
