// What the two-step sign-in endpoints answer (shared with the app).
import type { Language } from "../../../core/i18n";

/** What a request tells about where it comes from (accounts' RequestMeta has this shape). */
export interface SignInMeta {
  ip: string;
  userAgent: string;
  /** The browser's anonymous visitor cookie, when it has one. */
  device?: string | null;
  language?: Language;
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  /** Recovery codes not used yet (0 when off). */
  recoveryCodesLeft: number;
  /** The member is a moderator or an admin: their operator tools need it on. */
  required: boolean;
  /** A pending request to turn it off without the app: from when its link works (null: none). */
  recoveryPendingUntil: string | null;
}

export interface TwoFactorSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
}
