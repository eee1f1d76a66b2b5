// The one handler of "this wasn't me", for its API route and the /not-me page (decision 0198).
import { errors } from "../../lib/errors";
import { defineAction } from "../action";
import { SESSION_COOKIE, sessionCookieOptions } from "../auth/plugin";
import { securityAlertsApi } from "./schema";
import { disownByLink } from "./service";

/** Tries per address and hour: a link cannot be guessed, so this only keeps the door cheap. */
const NOT_ME_PER_HOUR = 30;

export const securityAlertActions = [
  defineAction(securityAlertsApi.notMe, async (ctx, member, { body }, caller) => {
    if (!(await ctx.limiter.hit(`not-me:${caller.ip}`, NOT_ME_PER_HOUR, 3_600_000)).allowed) throw errors.tooManyRequests();
    const result = await disownByLink(ctx, body.token);
    // This browser's session ended with the others when it was the member's: its cookie goes too.
    if (member?.userNo === result.userNo) {
      caller.setCookie(SESSION_COOKIE, "", { ...sessionCookieOptions(caller.https), maxAge: 0, expires: new Date(0) });
    }
    return { signedOut: result.signedOut, kind: result.kind };
  }),
] as const;
