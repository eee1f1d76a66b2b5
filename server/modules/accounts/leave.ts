// Leaving (docs/product/accounts.md deleteAccount / deleteAccountNoReason). In one transaction the account's
// personal data is erased or anonymised, it is marked deleteYn 'Y', every session is
// revoked, its passkeys removed, and the optional exit survey is stored without any link to the account. The
// e-mail is free to sign up again at once. Posts stay published under the name
// '탈퇴한 회원' (see docs/decisions/0035-leaving.md); the point balance is forfeited but the
// append-only ledger keeps its entries.
import { and, eq } from "drizzle-orm";
import { LEAVE_MSG, LEFT_MEMBER_NAME, validateLeaveReason } from "../../../core/profile";
import type { AppContext } from "../../context";
import { accountExitSurveys, emailVerifications, passkeys, users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { errors } from "../../lib/errors";
import { revokeAllSessions } from "../auth/sessions";
import type { Viewer } from "../auth/types";
import { forgetPhone } from "../phone/service";
import { forgetBrowsersAndAlerts } from "../security-alerts/service";
import { checkCurrentPassword } from "./password";
import { ownedImageKey } from "./profile";

export interface LeaveInput {
  /** Required for members who have a password (e-mail sign-up). */
  userPw?: string | undefined;
  /** The member confirmed the notice (posts stay, points are lost …). */
  agree: boolean;
  /** Exit survey; null for deleteAccountNoReason. */
  reason: { reason?: string | undefined; detail?: string | undefined } | null;
}

/** The address a left account keeps: unique, not deliverable (.invalid is reserved), not the member's. */
export const leftEmail = (userNo: number) => `left-${userNo}@deleted.invalid`;

export async function leaveAccount(ctx: AppContext, viewer: Viewer, input: LeaveInput, now: Date = new Date()): Promise<void> {
  const survey = input.reason ? validateLeaveReason(input.reason.reason, input.reason.detail) : null;
  if (survey && !survey.ok) throw errors.badRequest(survey.message, "LEAVE_REASON_INVALID");
  if (!input.agree) throw errors.badRequest(LEAVE_MSG.confirmRequired, "LEAVE_CONFIRM_REQUIRED");
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.userNo, viewer.userNo), eq(users.deleteYn, "N")))
    .limit(1);
  if (!user) throw errors.unauthorized();
  if (user.passwordHash) {
    if (!input.userPw) throw errors.badRequest(LEAVE_MSG.passwordRequired, "PASSWORD_EMPTY");
    await checkCurrentPassword(ctx, user.userNo, user.passwordHash, input.userPw, LEAVE_MSG.passwordWrong);
  }
  const images = await withTransaction(ctx.db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(users)
      .where(and(eq(users.userNo, user.userNo), eq(users.deleteYn, "N")))
      .limit(1)
      .for("update");
    if (!locked) throw errors.unauthorized();
    await tx
      .update(users)
      .set({
        userEmail: leftEmail(locked.userNo),
        emailKey: null,
        userName: LEFT_MEMBER_NAME,
        passwordHash: null,
        profileImg: null,
        bgImg: null,
        coverLetter: "",
        usageReason: null,
        signupEventKey: null,
        lastLoginAt: null,
        deleteYn: "Y",
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.userNo, locked.userNo));
    await tx.delete(emailVerifications).where(eq(emailVerifications.userNo, locked.userNo));
    // Passkeys name the member in their authenticators: none stays with a left account.
    await tx.delete(passkeys).where(eq(passkeys.userNo, locked.userNo));
    await emit({ tx }, "member.renamed", { userNo: locked.userNo });
    await forgetPhone(tx, locked.userNo);
    await forgetBrowsersAndAlerts(tx, locked.userNo);
    await revokeAllSessions(tx, locked.userNo, { now });
    if (survey?.ok) {
      const days = Math.max(0, Math.floor((now.getTime() - new Date(locked.createdAt).getTime()) / 86_400_000));
      await tx
        .insert(accountExitSurveys)
        .values({ reason: survey.reason, detail: survey.detail, joinChannel: locked.joinChannel, memberDays: days, createdAt: now });
    }
    return [locked.profileImg, locked.bgImg];
  });
  // Files go after the commit: a failed leave must not lose the member's pictures.
  for (const url of images) {
    const key = ownedImageKey(url);
    if (key)
      await ctx.files
        .remove(key)
        .catch((error: unknown) => ctx.logger.warn({ err: error, key }, "could not remove a left member's picture"));
  }
}
