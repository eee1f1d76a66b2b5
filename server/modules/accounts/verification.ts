// One-time e-mail proofs (sign-up verification, password reset): issue, then consume by
// link token or by the 6-digit code. A proof is used once; issuing a new one retires the
// older ones of the same purpose, so only the latest mail works.
import { and, desc, eq, isNull } from "drizzle-orm";
import { VERIFY_MSG } from "../../../core/account";
import type { Executor } from "../../db/client";
import { emailVerifications } from "../../db/schema";
import { errors, type AppError } from "../../lib/errors";
import { hashToken, newNumericCode, newToken, sameSecret } from "../auth/tokens";

/**
 * signup: the verification mail. password_reset: the reset mail. password_reset_grant: the
 * short-lived token a proven reset mail is exchanged for, spent by setting the new password
 * (its code is never sent anywhere and cannot be used).
 */
export type VerificationPurpose = "signup" | "password_reset" | "password_reset_grant";

/** Sign-up links stay valid a day; reset links an hour (a reset is done on the spot); a grant 15 minutes. */
export const VERIFICATION_TTL_MS: Record<VerificationPurpose, number> = {
  signup: 24 * 3_600_000,
  password_reset: 3_600_000,
  password_reset_grant: 15 * 60_000,
};
export const MAX_CODE_ATTEMPTS = 5;

// The messages live in core so the pages show the same words.
export { VERIFY_MSG };

export interface IssuedProof {
  token: string;
  code: string;
  expiresAt: Date;
}

export async function issueProof(
  tx: Executor,
  input: { userNo: number; email: string; purpose: VerificationPurpose; now?: Date },
): Promise<IssuedProof> {
  const now = input.now ?? new Date();
  // Older unused proofs of this purpose stop working.
  await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(eq(emailVerifications.userNo, input.userNo), eq(emailVerifications.purpose, input.purpose), isNull(emailVerifications.usedAt)),
    );
  const token = newToken();
  const code = newNumericCode(6);
  const expiresAt = new Date(now.getTime() + VERIFICATION_TTL_MS[input.purpose]);
  await tx.insert(emailVerifications).values({
    userNo: input.userNo,
    purpose: input.purpose,
    email: input.email,
    tokenHash: hashToken(token),
    codeHash: hashToken(code),
    expiresAt,
    createdAt: now,
  });
  return { token, code, expiresAt };
}

export interface ConsumedProof {
  userNo: number;
  email: string;
}

/** Why a link did not work, for the page that explains it. */
export type ProofFailure = "invalid" | "expired" | "used";

/** What a link token would do, without using it (pages check a link before the member types). */
export async function inspectToken(
  db: Executor,
  token: string,
  purpose: VerificationPurpose,
  now: Date = new Date(),
): Promise<{ ok: true; email: string } | { ok: false; reason: ProofFailure }> {
  if (!token || token.length > 200) return { ok: false, reason: "invalid" };
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.tokenHash, hashToken(token)), eq(emailVerifications.purpose, purpose)))
    .limit(1);
  if (!row) return { ok: false, reason: "invalid" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, email: row.email };
}

export async function consumeToken(
  tx: Executor,
  token: string,
  purpose: VerificationPurpose,
  now: Date = new Date(),
): Promise<{ ok: true; proof: ConsumedProof } | { ok: false; reason: ProofFailure }> {
  if (!token || token.length > 200) return { ok: false, reason: "invalid" };
  const [row] = await tx
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.tokenHash, hashToken(token)), eq(emailVerifications.purpose, purpose)))
    .limit(1)
    .for("update");
  if (!row) return { ok: false, reason: "invalid" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  await tx.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.verificationId, row.verificationId));
  return { ok: true, proof: { userNo: row.userNo, email: row.email } };
}

/**
 * Checks the code typed for the latest proof of a member; five wrong codes retire it.
 * A wrong code is returned, not thrown, so the caller's transaction still commits the
 * attempt count before the error reaches the member.
 */
export async function consumeCode(
  tx: Executor,
  userNo: number,
  code: string,
  purpose: VerificationPurpose,
  now: Date = new Date(),
): Promise<{ ok: true; proof: ConsumedProof } | { ok: false; error: AppError }> {
  const [row] = await tx
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userNo, userNo), eq(emailVerifications.purpose, purpose)))
    .orderBy(desc(emailVerifications.createdAt), desc(emailVerifications.verificationId))
    .limit(1)
    .for("update");
  const expired = () => ({ ok: false as const, error: errors.badRequest(VERIFY_MSG.codeExpired, "CODE_EXPIRED") });
  if (!row || row.expiresAt.getTime() <= now.getTime()) return expired();
  if (row.codeAttempts >= MAX_CODE_ATTEMPTS) {
    return { ok: false, error: errors.badRequest(VERIFY_MSG.codeLocked, "CODE_LOCKED") };
  }
  if (row.usedAt) return expired();
  if (!/^\d{6}$/.test(code) || !sameSecret(hashToken(code), row.codeHash)) {
    const attempts = row.codeAttempts + 1;
    const locked = attempts >= MAX_CODE_ATTEMPTS;
    await tx
      .update(emailVerifications)
      .set({ codeAttempts: attempts, ...(locked ? { usedAt: now } : {}) })
      .where(eq(emailVerifications.verificationId, row.verificationId));
    return {
      ok: false,
      error: errors.badRequest(locked ? VERIFY_MSG.codeLocked : VERIFY_MSG.codeWrong, locked ? "CODE_LOCKED" : "CODE_WRONG"),
    };
  }
  await tx.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.verificationId, row.verificationId));
  return { ok: true, proof: { userNo: row.userNo, email: row.email } };
}
