// The temporary social sign-up record in this browser (docs/product/accounts.md: "stored locally, encoded"):
// the sealed record the server issued plus what the form shows, base64-encoded in
// localStorage so it survives the popup closing and the move to /sign. The server trusts
// only the sealed part; the rest is for display.
import type { SocialSignupHandoff } from "../../../server/modules/oauth/types";

export type { SocialSignupHandoff };

export const SOCIAL_SIGNUP_KEY = "nt.socialSignup";

function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function decode(text: string): unknown {
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

export function saveSocialSignup(handoff: SocialSignupHandoff): void {
  try {
    window.localStorage.setItem(SOCIAL_SIGNUP_KEY, encode(handoff));
  } catch {
    // Storage full or disabled: /sign then offers the social buttons again.
  }
}

/** The kept record, or null (none, unreadable). Expiry is left to the caller so it can say so. */
export function readSocialSignup(): SocialSignupHandoff | null {
  try {
    const raw = window.localStorage.getItem(SOCIAL_SIGNUP_KEY);
    if (!raw) return null;
    const value = decode(raw) as Partial<SocialSignupHandoff> | null;
    if (!value || typeof value.record !== "string" || typeof value.email !== "string" || typeof value.expiresAt !== "string") {
      return null;
    }
    return value as SocialSignupHandoff;
  } catch {
    return null;
  }
}

export function clearSocialSignup(): void {
  try {
    window.localStorage.removeItem(SOCIAL_SIGNUP_KEY);
  } catch {
    // nothing kept
  }
}

export function isExpired(handoff: SocialSignupHandoff, now = Date.now()): boolean {
  const at = Date.parse(handoff.expiresAt);
  return !Number.isFinite(at) || at <= now;
}
