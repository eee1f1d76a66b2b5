// Signed-in requests for API tests: a real session row for a factory member, sent the way
// a browser does (httpOnly cookie plus a same-origin Origin header).
import type { FastifyInstance } from "fastify";
import type { Database } from "../../server/db/client";
import { createSession } from "../../server/modules/auth/sessions";
import { SESSION_COOKIE } from "../../server/modules/auth/plugin";

export const TEST_ORIGIN = "http://localhost:3000";

export interface SignedIn {
  token: string;
  sessionId: number;
  headers: { cookie: string; origin: string };
}

export async function signedIn(db: Database, userNo: number): Promise<SignedIn> {
  const session = await createSession(db, userNo, { userAgent: "vitest", ip: "127.0.0.1" });
  return {
    token: session.token,
    sessionId: session.sessionId,
    headers: { cookie: `${SESSION_COOKIE}=${session.token}`, origin: TEST_ORIGIN },
  };
}

/** The session cookie value from a response's Set-Cookie headers, or null. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string | null {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const line of list) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(line);
    if (match) return match[1] || null;
  }
  return null;
}

/** A JSON POST as a browser of this site sends it (same-origin Origin, a user agent), signed in or not. */
export function postAsBrowser(
  app: { inject: FastifyInstance["inject"] },
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url,
    headers: { origin: TEST_ORIGIN, "user-agent": "vitest", ...headers },
    payload: payload as object,
  });
}
