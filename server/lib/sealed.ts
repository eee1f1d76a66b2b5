// Authenticated encryption for small records the server hands out and takes back later
// (the temporary social sign-up record, the sign-in state cookie, the board encrypt/decrypt
// calls): AES-256-GCM with a random 96-bit IV and a purpose string as associated data, so a
// value sealed for one purpose never opens for another, and any change is detected.
// Format: base64url( version 1 byte | iv 12 bytes | tag 16 bytes | ciphertext ).
import crypto from "node:crypto";

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Sealed values are never larger than this (they travel in cookies, forms and storage). */
export const SEALED_MAX_LENGTH = 8192;

export function seal(key: Buffer, purpose: string, value: unknown): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(`nanumteo:${purpose}:v${VERSION}`));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The sealed value, or null for anything that was not sealed by us for this purpose, or was changed. */
export function unseal(key: Buffer, purpose: string, token: string | null | undefined): unknown {
  if (!token || token.length > SEALED_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, "base64url");
  if (raw.length < 1 + IV_BYTES + TAG_BYTES || raw[0] !== VERSION) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, raw.subarray(1, 1 + IV_BYTES));
    decipher.setAAD(Buffer.from(`nanumteo:${purpose}:v${VERSION}`));
    decipher.setAuthTag(raw.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString("utf8")) as unknown;
  } catch {
    return null;
  }
}
