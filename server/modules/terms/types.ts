// What the terms service hands to pages and API clients.
export type TermsKind = "terms" | "privacy";
export type TermsStatus = "current" | "upcoming" | "past";

export interface TermsVersionInfo {
  kind: TermsKind;
  version: string;
  title: string;
  /** ISO instant the version takes effect (00:00 Asia/Seoul). */
  effectiveDate: string;
  status: TermsStatus;
}

export interface TermsDocument extends TermsVersionInfo {
  summary: string;
  body: string;
  requiresConsent: boolean;
}

export interface PendingTerms extends TermsVersionInfo {
  summary: string;
}
