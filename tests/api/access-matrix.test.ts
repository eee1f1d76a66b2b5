// Every API route against every kind of caller (docs/product/platform.md): a visitor, a member who left, a
// member with an unverified e-mail, a verified member, a moderator and an admin. Each route's contract
// says who may call it (server/modules/route.ts), and the running server publishes that level
// in its OpenAPI document (x-access); this test reads the routes the server really has from
// there and proves each refuses exactly the callers its level excludes, before it even reads
// their input. Each caller the guard lets through is a fresh member, so a route that changes
// its caller (leaving, signing out) spoils nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import type { Access } from "../../server/modules/route";
import { TEST_ORIGIN, signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let deletedHeaders: Record<string, string>;
let someUserId: string;
let apiRoutes: string[] = [];
/** Each route's level, as the server's own document states it. */
const levels = new Map<string, unknown>();

const AUTH_ERRORS = new Set(["LOGIN_REQUIRED", "EMAIL_NOT_VERIFIED", "ROLE_REQUIRED", "TWO_FACTOR_REQUIRED_FOR_STAFF"]);
/** `moderatorWithout2fa`: a moderator whose two-step sign-in is off (decision 0212). */
type Caller = "visitor" | "deleted" | "unverified" | "verified" | "moderatorWithout2fa" | "moderator" | "admin";
const CALLERS: Caller[] = ["visitor", "deleted", "unverified", "verified", "moderatorWithout2fa", "moderator", "admin"];

/** What the guard answers a caller: the refusal, or null when it lets the request through. */
function expectedRefusal(access: Access, caller: Caller): { status: number; errorId: string } | null {
  if (access === "public") return null;
  if (caller === "visitor" || caller === "deleted") return { status: 401, errorId: "LOGIN_REQUIRED" };
  if (access === "verified" && caller === "unverified") return { status: 403, errorId: "EMAIL_NOT_VERIFIED" };
  if (access === "moderator" && caller === "moderatorWithout2fa") return { status: 403, errorId: "TWO_FACTOR_REQUIRED_FOR_STAFF" };
  if (access === "moderator" && caller !== "moderator" && caller !== "admin") return { status: 403, errorId: "ROLE_REQUIRED" };
  if (access === "admin" && caller !== "admin") return { status: 403, errorId: "ROLE_REQUIRED" };
  return null;
}

beforeAll(async () => {
  // With the job queue: routes whose changes queue follow-ups (notifications) run as in the app;
  // with a metrics token: the operators' /metrics is on, as where it is scraped.
  platform = await createTestPlatform({ queue: true, env: { METRICS_TOKEN } });
  const db = platform.handle.db;
  const deleted = await makeUser(db);
  deletedHeaders = (await signedIn(db, deleted.userNo)).headers;
  await db.update(users).set({ deleteYn: "Y", deletedAt: new Date() }).where(eq(users.userNo, deleted.userNo));
  someUserId = (await makeUser(db)).userId;
  const doc = (await platform.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { "x-access"?: unknown }>>;
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith("/api/") || path.startsWith("/api/docs")) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`;
      apiRoutes.push(route);
      levels.set(route, operation["x-access"]);
    }
  }
  apiRoutes = apiRoutes.sort();
});
afterAll(async () => platform?.dispose());

async function headersFor(caller: Caller): Promise<Record<string, string>> {
  const db = platform.handle.db;
  if (caller === "visitor") return { origin: TEST_ORIGIN };
  if (caller === "deleted") return deletedHeaders;
  const member = await makeUser(db, {
    emailCertYn: caller === "unverified" ? "N" : "Y",
    role: caller === "moderator" || caller === "admin" ? caller : caller === "moderatorWithout2fa" ? "moderator" : "member",
    termsAgreedAt: new Date(),
    ...(caller === "moderatorWithout2fa" ? { twoFactorAt: null } : {}),
  });
  return (await signedIn(db, member.userNo)).headers;
}

function fill(path: string): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === "userId" || name === "url") return someUserId;
    if (name === "channel") return "G";
    if (name === "targetType") return "post";
    return "1";
  });
}

const ACCESS_LEVELS: readonly Access[] = ["public", "member", "verified", "moderator", "admin"];

/** The scraper's token of this file's platform (docs/operations/metrics.md). */
const METRICS_TOKEN = "access-matrix-scrape-token";

describe("who may call each route", () => {
  it("every API route the server has states its level", () => {
    expect(apiRoutes.length).toBeGreaterThan(100);
    expect(apiRoutes.filter((route) => !ACCESS_LEVELS.includes(levels.get(route) as Access))).toEqual([]);
  });

  it("GET /metrics, outside the API, answers the scraper's token alone: no caller's session opens it", async () => {
    const answers: string[] = [];
    for (const caller of CALLERS) {
      const res = await platform.app.inject({ method: "GET", url: "/metrics", headers: await headersFor(caller) });
      answers.push(`${caller} ${res.statusCode} ${(res.json() as { errorId?: string }).errorId}`);
    }
    expect(answers).toEqual(CALLERS.map((caller) => `${caller} 401 METRICS_TOKEN_REQUIRED`));
    const scraper = await platform.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraper.statusCode).toBe(200);
  });

  it("a security alert's \"this wasn't me\" link works for whoever holds the mail, signed in or not", () => {
    expect(levels.get("POST /api/user/security/notMe")).toBe("public");
  });

  it("every route refuses exactly the callers its level excludes, before reading their input", { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes) {
      const access = levels.get(route) as Access;
      const [method, path] = route.split(" ") as [string, string];
      for (const caller of CALLERS) {
        const res = await platform.app.inject({
          method: method as "GET",
          url: fill(path),
          headers: await headersFor(caller),
          // Deliberately empty input: a refused caller must hear "who", never "what is missing".
          ...(method === "GET" || method === "HEAD" ? {} : { payload: {} }),
        });
        const errorId = (() => {
          try {
            return (res.json() as { errorId?: string }).errorId ?? "";
          } catch {
            return "";
          }
        })();
        const expected = expectedRefusal(access, caller);
        const refusedForAuth = AUTH_ERRORS.has(errorId);
        if (expected && (res.statusCode !== expected.status || errorId !== expected.errorId)) {
          wrong.push(`${route} as ${caller}: expected ${expected.status} ${expected.errorId}, got ${res.statusCode} ${errorId}`);
        }
        if (!expected && refusedForAuth) wrong.push(`${route} as ${caller}: refused with ${res.statusCode} ${errorId} (level ${access})`);
        if (res.statusCode >= 500) wrong.push(`${route} as ${caller}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
