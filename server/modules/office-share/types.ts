// What share certification hands to pages and API clients (decision 0167).

/** A document shared from Polaris Office, as the member sees it before confirming. */
export interface SharePreview {
  code: string;
  title: string;
  /** The first words of the shared text. */
  excerpt: string;
  fileName: string | null;
  sharedAt: string;
  expiresAt: string;
  /** open: can be confirmed; mine: already this member's post; taken: another member's; expired. */
  status: "open" | "mine" | "taken" | "expired";
  /** The post made from it, when it is this member's. */
  permaLink: string | null;
}

export interface ShareCertified {
  boardNo: number;
  permaLink: string;
}
