// The account writes pages run too (decision 0198): the verification mail and code, the
// password reset, setup mail and change, the nickname, the cover letter and leaving. Each is one handler
// for its API route and its page (/loginSend, /email_cert, /findPwd, /findPwdSend,
// /mypage/account, /mypage/leaveconfirm). Mails come in the caller's language; the limits are
// per the caller's address. Sign-in stays a route of its own (routes.ts): it records the
// browser's device and answers the session token, which a page must never receive.
import { requireRecentProof } from "../auth/two-factor-guards";
import { say } from "../../../core/i18n";
import { MSG } from "../../../core/messages";
import { errors } from "../../lib/errors";
import { defineAction, type Caller } from "../action";
import { SESSION_COOKIE, sessionCookieOptions } from "../auth/plugin";
import { leaveAccount } from "./leave";
import { certifyPasswordReset, changePassword, requestPasswordReset, requestPasswordSetup, resetPassword } from "./password";
import { changeCoverLetter, changeNickname } from "./profile";
import { profileApi } from "./profile-schema";
import { accountsApi } from "./schema";
import { resendVerificationMail, verifyEmailByCode } from "./service";
import { ACCOUNT_TEXT } from "./text";

/** Ends this browser's session cookie (an expired, empty one), whichever door. */
function clearSessionCookie(caller: Caller): void {
  caller.setCookie(SESSION_COOKIE, "", { ...sessionCookieOptions(caller.https), maxAge: 0, expires: new Date(0) });
}

/** Verifying the e-mail (routes.ts). */
export const emailActions = [
  defineAction(accountsApi.sendEmail, async (ctx, _member, { body }, caller) => {
    await resendVerificationMail(ctx, body.userEmail, caller);
    return null;
  }),
  defineAction(accountsApi.verifyByCode, async (ctx, _member, { body }) => {
    await verifyEmailByCode(ctx, body.userEmail, body.certNum);
    return { emailCertYn: "Y" as const };
  }),
] as const;

/** The password (password-routes.ts). */
export const passwordActions = [
  defineAction(accountsApi.sendPasswordMail, async (ctx, _member, { body }, caller) => {
    await requestPasswordReset(ctx, body.userEmail, caller);
    return null;
  }),
  defineAction(accountsApi.sendPasswordSetupMail, async (ctx, member, _input, caller) => {
    const { sentTo } = await requestPasswordSetup(ctx, member, caller);
    return { sentTo, message: say(ACCOUNT_TEXT.passwordSetupSent, caller.language, { email: sentTo }) };
  }),
  defineAction(accountsApi.certifyPasswordReset, (ctx, _member, { body }) => certifyPasswordReset(ctx, body)),
  defineAction(accountsApi.updatePassword, async (ctx, member, { body }, caller) => {
    if ("resetToken" in body) {
      const result = await resetPassword(ctx, body.resetToken, body.newPw);
      // This browser's session ended with the others when it belonged to the same member.
      if (member?.userNo === result.userNo) clearSessionCookie(caller);
      return { signedOut: true, revokedSessions: result.revoked };
    }
    // The route is public for reset tokens; changing with the current password needs the member.
    if (!member) throw errors.unauthorized(MSG.membersOnly, "LOGIN_REQUIRED");
    // An act on the account: a member with two-step sign-in enters a code again after 10 minutes.
    requireRecentProof(member);
    const result = await changePassword(ctx, member, body.currentPw, body.newPw);
    return { signedOut: false, revokedSessions: result.revoked };
  }),
] as const;

/** My profile and leaving (profile-routes.ts). */
export const profileActions = [
  defineAction(profileApi.updateUserName, (ctx, member, { body }) => changeNickname(ctx, member, body)),
  defineAction(profileApi.coverLetter, (ctx, member, { body }) => changeCoverLetter(ctx, member, body.coverLetter)),
  defineAction(profileApi.leave, async (ctx, member, { body }, caller) => {
    const { reason, detail, ...rest } = body;
    await leaveAccount(ctx, member, { ...rest, reason: { reason, detail } });
    clearSessionCookie(caller);
    return null;
  }),
  defineAction(profileApi.leaveWithoutReason, async (ctx, member, { body }, caller) => {
    await leaveAccount(ctx, member, { ...body, reason: null });
    clearSessionCookie(caller);
    return null;
  }),
] as const;

export const accountsActions = [...emailActions, ...passwordActions, ...profileActions] as const;
