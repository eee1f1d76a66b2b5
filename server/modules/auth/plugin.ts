// Who is asking: resolves the session from the httpOnly cookie (browsers) or the
// Authorization header (API clients; docs/product/accounts.md sends the token as a Basic authorization
// value, Bearer is accepted too), once per request, and offers the guards every module
// uses. The session cookie is httpOnly, SameSite=Lax, Secure under HTTPS, 365 days.
import { visitorKey } from "../../lib/visitor";
import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { MSG } from "../../../core/messages";
import type { Database } from "../../db/client";
import { errors } from "../../lib/errors";
import { requireStaffTwoFactor } from "./two-factor-guards";
import { findViewerByToken, SESSION_DAYS } from "./sessions";
import type { Role, Viewer } from "./types";

export const SESSION_COOKIE = "nt_session";

const resolved = Symbol("viewer");

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member, or null. Resolved once per request. */
    viewer(): Promise<Viewer | null>;
    /** How the token arrived: "cookie" (a browser) or "header" (an API client). */
    authSource(): "cookie" | "header" | null;
    [resolved]?: Promise<Viewer | null>;
  }
}

export function sessionTokenOf(request: FastifyRequest): { token: string; source: "cookie" | "header" } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^(?:Basic|Bearer)\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
    if (match) return { token: match[1]!, source: "header" };
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { token: cookie, source: "cookie" };
  return null;
}

export function isHttps(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === "https" || publicUrl.startsWith("https://");
}

/** The session cookie's attributes: httpOnly, SameSite=Lax, Secure under HTTPS, 365 days. */
export function sessionCookieOptions(https: boolean) {
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure: https, maxAge: SESSION_DAYS * 24 * 3600 };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, publicUrl: string): void {
  void reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(isHttps(request, publicUrl)));
  // The browser's anonymous device id, if it has none yet: accounts of one browser are a signal
  // the reward review reads (decision 0181).
  visitorKey(request, reply, isHttps(request, publicUrl));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request, publicUrl),
  });
}

export const authPlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorateRequest("viewer", function (this: FastifyRequest) {
      if (!this[resolved]) {
        const found = sessionTokenOf(this);
        this[resolved] = found ? findViewerByToken(db, found.token) : Promise.resolve(null);
      }
      return this[resolved]!;
    });
    app.decorateRequest("authSource", function (this: FastifyRequest) {
      return sessionTokenOf(this)?.source ?? null;
    });
    // The caller a route's guard let through (modules/route.ts); null on public routes.
    app.decorateRequest("member", null);
  },
  { name: "auth" },
);

/** docs/product/accounts.md: members only ('회원만 이용 가능합니다.'). */
export async function requireMember(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw errors.unauthorized(MSG.membersOnly, "LOGIN_REQUIRED");
  return viewer;
}

/** docs/product/accounts.md: members with a verified e-mail only ('이메일 인증 회원만 이용가능합니다.'). */
export async function requireVerified(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireMember(request);
  if (viewer.emailCertYn !== "Y") throw errors.forbidden(MSG.verifiedMembersOnly, "EMAIL_NOT_VERIFIED");
  return viewer;
}

const RANK: Record<Role, number> = { member: 0, moderator: 1, admin: 2 };

/** Moderator or admin pages and actions. */
export async function requireRole(request: FastifyRequest, role: Role): Promise<Viewer> {
  const viewer = await requireMember(request);
  if (RANK[viewer.role] < RANK[role]) throw errors.forbidden("접근 권한이 없습니다.", "ROLE_REQUIRED");
  requireStaffTwoFactor(viewer);
  return viewer;
}
