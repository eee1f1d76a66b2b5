// Periods on the operators' pages (house ads, fixed notices and banners): shown in Korea time in
// the page's language, typed in datetime-local fields in the browser's own time zone.
import type { Text } from "../../../core/i18n";
import { useLanguage, useT } from "../../lib/i18n";

/** "12. 1. 09:00 ~ …" in the page's language, in Korea time; `openEnded` names a period without an end. */
export function usePeriodText(openEnded: Text): (startsAt: string, endsAt: string | null) => string {
  const t = useT();
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(language === "en" ? "en-US" : "ko-KR", {
    timeZone: "Asia/Seoul",
    month: language === "en" ? "short" : "numeric",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
  return (startsAt, endsAt) => `${format.format(new Date(startsAt))} ~ ${endsAt ? format.format(new Date(endsAt)) : t(openEnded)}`;
}

/** A datetime-local value (the browser's own time zone) as an ISO instant, or null when empty. */
export function instant(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant as a datetime-local value in the browser's time zone (the inverse of `instant`). */
export function localValue(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
