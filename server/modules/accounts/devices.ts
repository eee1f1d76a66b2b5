// The member's signed-in devices (/mypage/account): every live session with what it is, where
// it last was and when, and signing out one device or every device. A session idle for
// SESSION_IDLE_DAYS is no longer live (auth/sessions.ts); an active one keeps the product pages's
// 365-day cookie.
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { describeDevice } from "../../../core/device-names";
import { maskIp } from "../../../core/network";
import type { Language } from "../../../core/i18n";
import { PROFILE_MSG } from "../../../core/profile";
import type { AppContext } from "../../context";
import { sessions } from "../../db/schema";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { idleCutoff, revokeAllSessions, revokeSession } from "../auth/sessions";

import type { SignedInDevice } from "./device-types";

export type { SignedInDevice } from "./device-types";

/** The member's live sessions, this device first, then by last use. */
export async function listDevices(
  ctx: AppContext,
  viewer: Viewer,
  language: Language = "ko",
  now: Date = new Date(),
): Promise<SignedInDevice[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userNo, viewer.userNo),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff(now)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
  // This device first, then the others by their last use.
  rows.sort((a, b) => Number(b.sessionId === viewer.sessionId) - Number(a.sessionId === viewer.sessionId));
  return rows.map((row) => ({
    sessionId: row.sessionId,
    device: describeDevice(row.userAgent, language),
    ip: maskIp(row.ip),
    signedInAt: new Date(row.createdAt).toISOString(),
    lastSeenAt: new Date(row.sessionId === viewer.sessionId ? now : row.lastSeenAt).toISOString(),
    current: row.sessionId === viewer.sessionId,
  }));
}

/** Signs one of the member's own devices out (another member's session is "not found"). */
export async function signOutDevice(ctx: AppContext, viewer: Viewer, sessionId: number): Promise<{ current: boolean }> {
  const [row] = await ctx.db
    .select({ sessionId: sessions.sessionId })
    .from(sessions)
    .where(and(eq(sessions.sessionId, sessionId), eq(sessions.userNo, viewer.userNo), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) throw errors.notFound(PROFILE_MSG.deviceGone, "SESSION_NOT_FOUND");
  await revokeSession(ctx.db, sessionId);
  return { current: sessionId === viewer.sessionId };
}

/** Signs every device out, this one too unless `keepThis`. */
export async function signOutEverywhere(ctx: AppContext, viewer: Viewer, keepThis: boolean): Promise<{ signedOut: number }> {
  const signedOut = await revokeAllSessions(ctx.db, viewer.userNo, keepThis ? { exceptSessionId: viewer.sessionId } : {});
  return { signedOut };
}
