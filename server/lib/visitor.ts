// A stable, anonymous key for a visitor who is not signed in: a random id in an httpOnly
// cookie (a year, Secure when the browser came over HTTPS: lib/https.ts), so counting "once per
// visitor per day" needs no personal data. Sign-in knows a member's own browsers by it too
// (decision 0211).
import crypto from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export const VISITOR_COOKIE = "nt_vid";
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** Ids made for requests whose browser had none yet, so the one a sign-in records is the one it sets. */
const madeFor = new WeakMap<FastifyRequest, string>();

/** Whether a cookie's value is one of our visitor ids. */
export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === "string" && VISITOR_ID.test(value);
}

export function newVisitorId(): string {
  return crypto.randomBytes(16).toString("base64url");
}

export function visitorCookieOptions(secure: boolean) {
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure, maxAge: ONE_YEAR_SECONDS };
}

export function visitorKey(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = visitorIdOf(request);
  if (existing) return `v:${existing}`;
  const id = madeFor.get(request) ?? newVisitorId();
  void reply.setCookie(VISITOR_COOKIE, id, visitorCookieOptions(secure));
  return `v:${id}`;
}

/** The visitor cookie's id when the browser has one (not set here). */
export function visitorIdOf(request: FastifyRequest): string | null {
  const existing = request.cookies?.[VISITOR_COOKIE];
  return isVisitorId(existing) ? existing : null;
}

/**
 * The browser's id for a sign-up or sign-in: its cookie, or one made now for a browser that has
 * none yet (a fresh browser signing in). The session cookie's answer sets it (visitorKey), so
 * the browser a sign-in records is the one that comes back next time.
 */
export function browserIdOf(request: FastifyRequest): string {
  const existing = visitorIdOf(request);
  if (existing) return existing;
  let made = madeFor.get(request);
  if (!made) madeFor.set(request, (made = newVisitorId()));
  return made;
}
