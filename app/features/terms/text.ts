// Words of the terms pages and the consent page (/update-terms): the kinds, the version
// statuses and the page texts. The documents themselves are stored in Korean and shown as such.
import { texts, type Language, type Text } from "../../../core/i18n";
import { MSG } from "../../../core/messages";
import type { TermsKind, TermsStatus } from "../../../server/modules/terms/types";

export const KIND_LABEL: Record<TermsKind, Text> = {
  terms: { ko: "이용약관", en: "Terms of service" },
  privacy: { ko: "개인정보 처리방침", en: "Privacy policy" },
};

export const STATUS_LABEL: Record<TermsStatus, Text> = {
  current: { ko: "현재 시행 중", en: "In effect" },
  upcoming: { ko: "시행 예정", en: "Upcoming" },
  past: { ko: "이전 버전", en: "Earlier version" },
};

export const TERMS_TEXT = texts({
  notFound: MSG.termsVersionNotFound,
  previousTitle: { ko: "이전 이용약관", en: "Earlier terms of service" },
  termsTitle: { ko: "약관", en: "Terms" },
  withVersion: { ko: "{kind} ({version})", en: "{kind} ({version})" },
  description: { ko: "{site} {kind} — {date} 시행", en: "{site} {kind}, in effect from {date}" },
  kinds: { ko: "약관 종류", en: "Kinds of terms" },
  noPrevious: { ko: "이전 버전의 이용약관이 없습니다.", en: "There is no earlier version of the terms of service." },
  viewCurrentTerms: { ko: "현재 이용약관 보기", en: "View the current terms of service" },
  effective: { ko: "시행일 {date}", en: "In effect from {date}" },
  version: { ko: "버전 {version}", en: "Version {version}" },
  upcomingVersion: { ko: "이 문서는 앞으로 시행될 버전입니다.", en: "This version comes into effect later." },
  pastVersion: { ko: "이 문서는 지난 버전입니다.", en: "This is an earlier version." },
  viewCurrent: { ko: "현재 시행 중인 {kind} 보기", en: "View the {kind} in effect" },
  upcomingNotice: { ko: "{date}부터 새 {kind}이 시행됩니다.", en: "A new version of the {kind} takes effect on {date}." },
  preview: { ko: "변경될 내용 미리 보기", en: "Preview the changes" },
  summary: { ko: "주요 내용: {summary}", en: "Main points: {summary}" },
  contents: { ko: "목차", en: "Contents" },
  versions: { ko: "{kind} 버전 목록", en: "{kind}: all versions" },
  inEffect: { ko: "{date} 시행", en: "From {date}" },
});

/** A date as the terms pages write it: "2024년 1월 1일", "January 1, 2024". */
export function termsDate(iso: string, language: Language = "ko"): string {
  return new Date(iso).toLocaleDateString(language === "en" ? "en-US" : "ko-KR", {
    timeZone: "Asia/Seoul",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}
