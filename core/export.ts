// A member's export (docs/product/export.md): the messages both sides show and its limits.
import { texts } from "./i18n";

export const EXPORT_LIMITS = {
  /** How long a finished export can be downloaded. */
  validDays: 7,
} as const;

export type ExportStatus = "queued" | "building" | "ready" | "failed" | "expired";

export const EXPORT_MSG = texts({
  busy: {
    ko: "내 데이터를 준비하고 있어요. 끝나면 알려 드릴게요.",
    en: "Your data is being prepared. We will let you know when it is ready.",
  },
  notReady: {
    ko: "내려받을 수 있는 데이터가 없어요. 먼저 내보내기를 요청해 주세요.",
    en: "There is nothing to download yet. Ask for an export first.",
  },
  expired: {
    ko: "내려받기 기간(7일)이 지났어요. 다시 요청해 주세요.",
    en: "The download period (7 days) is over. Please ask again.",
  },
  failed: {
    ko: "데이터를 준비하지 못했어요. 잠시 후 다시 요청해 주세요.",
    en: "We could not prepare your data. Please try again in a moment.",
  },
});
