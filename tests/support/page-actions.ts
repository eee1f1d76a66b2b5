// Running a page action's work in a test as the action runs it: a member as the session would
// give it, the tools an action hands its work (recording the cookies it sets and what it
// declares changed), and the refusal a work throws.
import { expect } from "vitest";
import type { Language } from "../../core/i18n";
import type { Database } from "../../server/db/client";
import { AppError } from "../../server/lib/errors";
import type { Invalidation } from "../../server/lib/invalidation-bus";
import type { Viewer } from "../../server/modules/auth/types";
import type { ActionTools } from "../../server/page-actions";
import { makeUser } from "./factories";

/** A new member, as the session lookup hands it to an action. */
export async function viewerOf(db: Database, overrides: Parameters<typeof makeUser>[1] = {}): Promise<Viewer> {
  const row = await makeUser(db, overrides);
  return {
    sessionId: 0,
    userNo: row.userNo,
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    userProfileImg: null,
    emailCertYn: row.emailCertYn as "Y" | "N",
    joinChannel: "A",
    role: row.role as Viewer["role"],
    twoFactor: row.twoFactorAt !== null,
    provedAt: new Date().toISOString(),
  };
}

/** What an action hands its work, the cookies it set, and what it declared changed. */
export function toolsFor(viewer: Viewer | null, language: Language = "ko") {
  const tools = {
    viewer,
    ip: "127.0.0.1",
    userAgent: "vitest",
    language,
    https: false,
    declared: null as Invalidation | null,
    operator: null as { method: string; path: string } | null,
    cookies: [] as { name: string; maxAge: number | undefined }[],
    setCookie(name: string, _value: string, options: { maxAge?: number }) {
      tools.cookies.push({ name, maxAge: options.maxAge });
    },
    changed(what: Invalidation) {
      tools.declared = what;
    },
    operatorWrite(contract: { method: string; path: string }) {
      tools.operator = contract;
    },
  };
  return tools satisfies ActionTools;
}

/** The AppError a work refused with (the test fails if it did not refuse). */
export async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
