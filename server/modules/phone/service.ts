// Phone verification on my page (docs/product/accounts.md user/authenticate*): a 6-digit code goes to the
// member's mobile number by SMS; typing it back proves the number. Codes live 3 minutes,
// allow 5 wrong entries and are used once; only a keyed hash of a code is stored (a copy
// of the database cannot be used to find codes, even by trying all million). Requests are
// limited per number and per member; one number verifies one live account.
import crypto from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { BRAND } from "../../../core/brand";
import { both } from "../../../core/i18n";
import {
  formatPhone,
  maskPhone,
  normalizePhone,
  normalizePhoneCode,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MS,
  PHONE_MSG,
} from "../../../core/phone";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { memberPhones, phoneVerifications } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors, type AppError } from "../../lib/errors";
import { minutesToWait } from "../../lib/rate-limit";
import { deriveKey } from "../../lib/secrets";
import { newNumericCode, sameSecret } from "../auth/tokens";
import type { Viewer } from "../auth/types";

/** Sends per number (5 an hour) and per member (10 a day). */
export const PHONE_SEND_LIMITS = {
  perPhone: { attempts: 5, windowMs: 60 * 60_000 },
  perMember: { attempts: 10, windowMs: 24 * 60 * 60_000 },
};

export interface PhoneStatus {
  verified: boolean;
  /** Masked (010-****-5678), never the full number. */
  phone: string | null;
  verifiedAt: string | null;
}

export interface SentCode {
  phone: string;
  expiresAt: string;
  ttlSeconds: number;
}

function codeHash(ctx: AppContext, userNo: number, phone: string, code: string): string {
  return crypto.createHmac("sha256", deriveKey(ctx.secret, "phone-code")).update(`${userNo}:${phone}:${code}`).digest("hex");
}

function parsePhone(input: string): string {
  const phone = normalizePhone(input);
  if (!phone.ok) throw errors.badRequest(phone.message, "PHONE_INVALID");
  return phone.value;
}

export function smsText(code: string): string {
  return `[${BRAND.nameKo}] 본인 인증번호 [${code}]를 입력해 주세요. 3분 동안 유효합니다.`;
}

export async function sendPhoneCode(
  ctx: AppContext,
  viewer: Viewer,
  input: { phone: string; termsAgreement: boolean },
  now: Date = new Date(),
): Promise<SentCode> {
  if (!input.termsAgreement) throw errors.badRequest(PHONE_MSG.termsRequired, "PHONE_TERMS_REQUIRED");
  const phone = parsePhone(input.phone);
  const [owner] = await ctx.db.select().from(memberPhones).where(eq(memberPhones.phone, phone)).limit(1);
  if (owner && owner.userNo === viewer.userNo) throw errors.conflict(PHONE_MSG.alreadyVerified, "PHONE_ALREADY_VERIFIED");
  if (owner) throw errors.conflict(PHONE_MSG.phoneTaken, "PHONE_TAKEN");

  const keys = [
    { key: `phone-send:phone:${phone}`, ...PHONE_SEND_LIMITS.perPhone },
    { key: `phone-send:member:${viewer.userNo}`, ...PHONE_SEND_LIMITS.perMember },
  ];
  for (const { key, attempts, windowMs } of keys) {
    const state = await ctx.limiter.peek(key, attempts, windowMs, now.getTime());
    if (!state.allowed)
      throw errors.tooManyRequests(both(PHONE_MSG.tooManyRequests, { minutes: minutesToWait(state.retryAfterMs) }), "PHONE_RATE_LIMITED");
  }
  for (const { key, attempts, windowMs } of keys) await ctx.limiter.hit(key, attempts, windowMs, now.getTime());

  const code = newNumericCode(6);
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MS);
  const verificationId = await withTransaction(ctx.db, async (tx) => {
    // Asking again retires the older codes: only the newest message works.
    await tx
      .update(phoneVerifications)
      .set({ usedAt: now })
      .where(and(eq(phoneVerifications.userNo, viewer.userNo), isNull(phoneVerifications.usedAt)));
    const [row] = await tx
      .insert(phoneVerifications)
      .values({
        userNo: viewer.userNo,
        phone,
        codeHash: codeHash(ctx, viewer.userNo, phone, code),
        expiresAt,
        termsAgreedAt: now,
        createdAt: now,
      })
      .returning({ verificationId: phoneVerifications.verificationId });
    return row!.verificationId;
  });
  try {
    await ctx.sms.send({ to: phone, text: smsText(code) });
  } catch (error) {
    ctx.logger.error({ err: error }, "SMS sending failed");
    await ctx.db.update(phoneVerifications).set({ usedAt: new Date() }).where(eq(phoneVerifications.verificationId, verificationId));
    throw errors.unavailable(PHONE_MSG.sendFailed, "SMS_FAILED");
  }
  return { phone: formatPhone(phone), expiresAt: expiresAt.toISOString(), ttlSeconds: PHONE_CODE_TTL_MS / 1000 };
}

export async function verifyPhoneCode(
  ctx: AppContext,
  viewer: Viewer,
  input: { phone: string; code: string },
  now: Date = new Date(),
): Promise<PhoneStatus> {
  const phone = parsePhone(input.phone);
  const code = normalizePhoneCode(input.code);
  if (!code) throw errors.badRequest(PHONE_MSG.codeFormat, "PHONE_CODE_FORMAT");
  let outcome: { ok: true } | { ok: false; error: AppError };
  try {
    outcome = await withTransaction(ctx.db, async (tx) => {
      const [row] = await tx
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.userNo, viewer.userNo))
        .orderBy(desc(phoneVerifications.createdAt), desc(phoneVerifications.verificationId))
        .limit(1)
        .for("update");
      const fail = (error: AppError) => ({ ok: false as const, error });
      if (!row) return fail(errors.badRequest(PHONE_MSG.codeMissing, "PHONE_CODE_MISSING"));
      if (row.phone !== phone) return fail(errors.badRequest(PHONE_MSG.phoneMismatch, "PHONE_MISMATCH"));
      if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS) return fail(errors.badRequest(PHONE_MSG.codeLocked, "PHONE_CODE_LOCKED"));
      if (row.usedAt || row.expiresAt.getTime() <= now.getTime())
        return fail(errors.badRequest(PHONE_MSG.codeExpired, "PHONE_CODE_EXPIRED"));
      if (!sameSecret(codeHash(ctx, viewer.userNo, phone, code), row.codeHash)) {
        const attempts = row.attempts + 1;
        await tx.update(phoneVerifications).set({ attempts }).where(eq(phoneVerifications.verificationId, row.verificationId));
        return attempts >= PHONE_CODE_MAX_ATTEMPTS
          ? fail(errors.badRequest(PHONE_MSG.codeLocked, "PHONE_CODE_LOCKED"))
          : fail(errors.badRequest(both(PHONE_MSG.codeWrong, { left: PHONE_CODE_MAX_ATTEMPTS - attempts }), "PHONE_CODE_WRONG"));
      }
      await tx.update(phoneVerifications).set({ usedAt: now }).where(eq(phoneVerifications.verificationId, row.verificationId));
      await tx
        .insert(memberPhones)
        .values({ userNo: viewer.userNo, phone, verifiedAt: now, termsAgreedAt: row.termsAgreedAt })
        .onConflictDoUpdate({ target: memberPhones.userNo, set: { phone, verifiedAt: now, termsAgreedAt: row.termsAgreedAt } });
      return { ok: true as const };
    });
  } catch (error) {
    // Another member verified the same number a moment earlier.
    if (isUniqueViolation(error, "member_phones_phone_key")) throw errors.conflict(PHONE_MSG.phoneTaken, "PHONE_TAKEN");
    throw error;
  }
  // A wrong code is returned from the transaction (so its attempt count is kept) and thrown here.
  if (!outcome.ok) throw outcome.error;
  return getPhoneStatus(ctx.db, viewer.userNo);
}

export async function getPhoneStatus(db: Executor, userNo: number): Promise<PhoneStatus> {
  const [row] = await db.select().from(memberPhones).where(eq(memberPhones.userNo, userNo)).limit(1);
  if (!row) return { verified: false, phone: null, verifiedAt: null };
  return { verified: true, phone: maskPhone(row.phone), verifiedAt: new Date(row.verifiedAt).toISOString() };
}

/** Leaving: the number and every code sent to it are erased, and the number is free again. */
export async function forgetPhone(tx: Executor, userNo: number): Promise<void> {
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.userNo, userNo));
  await tx.delete(memberPhones).where(eq(memberPhones.userNo, userNo));
}
