// Opaque tokens for sessions and e-mail links: 256 random bits, URL-safe. Only their
// SHA-256 is stored, so a copy of the database cannot be used to sign in or verify.
import crypto from "node:crypto";

export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** A 6-digit code for typing by hand (e-mail or phone), uniformly random. */
export function newNumericCode(digits = 6): string {
  return crypto
    .randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, "0");
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
