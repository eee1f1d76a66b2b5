// Reporting posts and comments (docs/product/engagement.md modalReport / modalReportMobile, ): the reasons,
// the 기타 text rule and the messages shared by the report modal and the server. A blinded
// item's reason is stored in Korean (the label as docs/product names it) and shown in the reader's
// language through the labels here.
import { say, texts, type Language, type Text } from "./i18n";
import { MSG } from "./messages";
import { cleanLine } from "./text";

const REASON_LABELS = texts({
  spam: { ko: "스팸·홍보성 게시물", en: "Spam or advertising" },
  obscenity: { ko: "음란성·선정성 콘텐츠", en: "Obscene or sexual content" },
  copyright: { ko: "저작권 침해", en: "Copyright infringement" },
  abuse: { ko: "욕설·비방·혐오 표현", en: "Abuse, slander or hate speech" },
  other: { ko: "기타", en: "Other" },
  /** A blind with no reported reason (a moderator's without words). */
  policy: { ko: "운영 정책 위반", en: "Breach of our content policy" },
});

export const REPORT_REASONS = [
  { key: "spam", label: REASON_LABELS.spam },
  { key: "obscenity", label: REASON_LABELS.obscenity },
  { key: "copyright", label: REASON_LABELS.copyright },
  { key: "abuse", label: REASON_LABELS.abuse },
  { key: "other", label: REASON_LABELS.other },
] as const satisfies readonly { key: string; label: Text }[];

export type ReportReason = (typeof REPORT_REASONS)[number]["key"];
export type ReportTargetType = "post" | "comment";

export const REPORT_OTHER_TEXT_MAX = 200;
/** Distinct reporters that blind an item when nothing else is configured (REPORT_BLIND_THRESHOLD). */
export const DEFAULT_REPORT_BLIND_THRESHOLD = 5;

export const REPORT_MSG = texts({
  selectReason: { ko: "신고 사유를 선택해 주세요.", en: "Choose a reason for the report." },
  writeReason: { ko: "기타 사유를 입력해 주세요.", en: "Describe the reason." },
  reasonTooLong: {
    ko: `기타 사유는 ${REPORT_OTHER_TEXT_MAX}자까지 입력할 수 있습니다.`,
    en: `The reason may have at most ${REPORT_OTHER_TEXT_MAX} characters.`,
  },
  done: { ko: "신고가 접수되었습니다. 검토 후 조치하겠습니다.", en: "Thank you. We will review your report and take action." },
  already: { ko: "이미 신고한 콘텐츠입니다.", en: "You have already reported this." },
  own: { ko: "본인이 작성한 콘텐츠는 신고할 수 없습니다.", en: "You cannot report your own content." },
  notFound: { ko: "신고할 콘텐츠를 찾을 수 없습니다.", en: "The content to report could not be found." },
  error: { ko: "신고 중 에러가 발생했습니다. 다시 시도해 주세요.", en: "The report could not be sent. Please try again." },
  postNotFound: MSG.postNotFound,
  notBlind: { ko: "숨김 처리되지 않은 콘텐츠입니다.", en: "This content is not hidden." },
  blindNeedsDecision: {
    ko: "숨김 처리된 콘텐츠는 숨김 유지 또는 복구를 선택해 주세요.",
    en: "For hidden content, choose to keep it hidden or to restore it.",
  },
  noOpenReports: { ko: "처리할 신고가 없습니다.", en: "There are no reports to handle." },
});

export function isReportReason(value: unknown): value is ReportReason {
  return REPORT_REASONS.some((r) => r.key === value);
}

/** The reason's label as stored (in Korean, as docs/product names it). */
export function reportReasonLabel(reason: string): string {
  return say(REPORT_REASONS.find((r) => r.key === reason)?.label ?? REASON_LABELS.other, "ko");
}

/** A stored reason in the reader's language: a known label translated, a moderator's own words as written. */
export function storedReasonIn(stored: string, language: Language): string {
  const label = Object.values(REASON_LABELS).find((text) => text.ko === stored);
  return label ? say(label, language) : stored;
}

export type ReportReasonResult = { ok: true; reason: ReportReason; detail: string | null } | { ok: false; message: Text };

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
  return best ? reportReasonLabel(best) : say(REASON_LABELS.policy, "ko");
}

/** Whether this many distinct open reports blind the item. */
export function reachesBlindThreshold(distinctReporters: number, threshold: number): boolean {
  return threshold > 0 && distinctReporters >= threshold;
}
