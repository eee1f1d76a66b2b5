// A stable, anonymous key for a visitor who is not signed in: a random id in an httpOnly
// cookie (a year, Secure when the browser came over HTTPS: lib/https.ts), so counting "once per
// visitor per day" needs no personal data.
import crypto from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

const COOKIE = "nt_vid";
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function visitorKey(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[COOKIE];
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return `v:${existing}`;
  const id = crypto.randomBytes(16).toString("base64url");
  void reply.setCookie(COOKIE, id, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: ONE_YEAR_SECONDS,
  });
  return `v:${id}`;
}

/** The visitor cookie's id when the browser has one (not set here). */
export function visitorIdOf(request: FastifyRequest): string | null {
  const existing = request.cookies?.[COOKIE];
  return existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing) ? existing : null;
}
