// Sign-in sessions: created at sign-in (a fresh token every time), found by the token's
// hash, revoked one by one (logout) or all at once (password change, leaving, deletion).
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { hashToken, newToken } from "./tokens";
import type { Viewer } from "./types";

/** docs/product/accounts.md: the sign-in cookie lives 365 days. */
export const SESSION_DAYS = 365;
const SESSION_MS = SESSION_DAYS * 24 * 3_600_000;
/** A session nobody used for this long is over, whatever its cookie says. */
export const SESSION_IDLE_DAYS = 30;
const IDLE_MS = SESSION_IDLE_DAYS * 24 * 3_600_000;
export const idleCutoff = (now: Date) => new Date(now.getTime() - IDLE_MS);
/** last_seen_at is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 3_600_000;

export interface NewSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

export async function createSession(
  db: Executor,
  userNo: number,
  meta: { userAgent?: string; ip?: string } = {},
  now: Date = new Date(),
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userNo,
      expiresAt,
      createdAt: now,
      lastSeenAt: now,
      userAgent: (meta.userAgent ?? "").slice(0, 300),
      ip: (meta.ip ?? "").slice(0, 64),
    })
    .returning({ sessionId: sessions.sessionId });
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.userNo, userNo));
  return { token, sessionId: row!.sessionId, expiresAt };
}

/**
 * The session lookup, built once per database handle: every request that presents a session
 * makes it, and building the query each time (drizzle turning the expression into SQL) cost more
 * of the process's time than the database took to answer. The statement itself is prepared on
 * each connection once (db/client.ts).
 */
function buildSessionLookup(db: Executor) {
  return db
    .select({
      sessionId: sessions.sessionId,
      lastSeenAt: sessions.lastSeenAt,
      userNo: users.userNo,
      userId: users.userId,
      userName: users.userName,
      userEmail: users.userEmail,
      profileImg: users.profileImg,
      emailCertYn: users.emailCertYn,
      joinChannel: users.joinChannel,
      role: users.role,
      twoFactorAt: users.twoFactorAt,
      provedAt: sessions.provedAt,
      deleteYn: users.deleteYn,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userNo, sessions.userNo))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
        gt(sessions.lastSeenAt, sql.placeholder("idleCutoff")),
      ),
    )
    .limit(1)
    .prepare("nt_session_lookup");
}

const sessionLookups = new WeakMap<Executor, ReturnType<typeof buildSessionLookup>>();

function sessionLookup(db: Executor): ReturnType<typeof buildSessionLookup> {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = buildSessionLookup(db)));
  return lookup;
}

/** The member behind a token, or null when the token is unknown, revoked, expired or the member left. */
export async function findViewerByToken(db: Executor, token: string, now: Date = new Date()): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token), now, idleCutoff: idleCutoff(now) });
  // docs/product/accounts.md: a member marked deleted is treated as logged out.
  if (!row || row.deleteYn === "Y") return null;
  if (now.getTime() - new Date(row.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.sessionId, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    userNo: row.userNo,
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    userProfileImg: row.profileImg,
    emailCertYn: row.emailCertYn === "Y" ? "Y" : "N",
    joinChannel: (["A", "G", "P", "K"].includes(row.joinChannel) ? row.joinChannel : "A") as Viewer["joinChannel"],
    role: (["member", "moderator", "admin"].includes(row.role) ? row.role : "member") as Viewer["role"],
    twoFactor: row.twoFactorAt !== null,
    provedAt: new Date(row.provedAt).toISOString(),
  };
}

export async function revokeSession(db: Executor, sessionId: number, now: Date = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a member, optionally keeping one (the one changing the password). */
export async function revokeAllSessions(
  db: Executor,
  userNo: number,
  options: { exceptSessionId?: number; now?: Date } = {},
): Promise<number> {
  const conditions = [eq(sessions.userNo, userNo), isNull(sessions.revokedAt)];
  if (options.exceptSessionId !== undefined) conditions.push(ne(sessions.sessionId, options.exceptSessionId));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: options.now ?? new Date() })
    .where(and(...conditions))
    .returning({ sessionId: sessions.sessionId });
  return revoked.length;
}

export async function countLiveSessions(db: Executor, userNo: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userNo, userNo), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return Number(row?.n ?? 0);
}

/** Whether the member ever had a session other than this one (a first sign-in has none). */
export async function hadSessionBefore(db: Executor, userNo: number, exceptSessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ sessionId: sessions.sessionId })
    .from(sessions)
    .where(and(eq(sessions.userNo, userNo), ne(sessions.sessionId, exceptSessionId)))
    .limit(1);
  return Boolean(row);
}
