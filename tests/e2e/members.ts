// Members for browser journeys, made the way a person makes them: sign up through the API
// from inside the browser context (so the session cookie lands in its cookie jar), then
// follow the link of the verification mail the app wrote to its mail folder.
import crypto from "node:crypto";
import type { BrowserContext } from "playwright-core";
import { inject } from "vitest";
import { usageReasonHideCookie } from "../../core/usage-reason";
import { firstLink, waitForFolderMail } from "../support/mail";
import { isProfane } from "../../server/lib/decency";

export const E2E_PASSWORD = "journey2024!";

export interface Member {
  email: string;
  password: string;
  userName: string;
  userId: string;
}

/**
 * A fresh e-mail and nickname (Hangul 2 + 6 random characters = 10 bytes, within the 12-byte
 * rule). A random stamp can spell a swear word now and then ("독자…fag…", digits read as
 * letters): such a stamp is drawn again, as the sign-up would refuse it.
 */
export function uniqueMember(prefix = "e2e"): { email: string; userName: string } {
  for (;;) {
    const stamp = crypto.randomBytes(6).readUIntBE(0, 6).toString(36).padStart(6, "0").slice(0, 6);
    if (!isProfane(`독자${stamp}`)) return { email: `${prefix}-${stamp}@example.test`, userName: `독자${stamp}` };
  }
}

/**
 * Signs up in this browser context (now signed in); verifies the e-mail unless `verify: false`.
 * A verified member is offered the usage-reason survey after every page load (docs/product/platform.md); journeys
 * about something else start as a member who chose "30일 동안 보지 않기". Pass
 * `usageReasonPrompt: true` to meet the survey.
 */
export async function signUpMember(
  context: BrowserContext,
  options: {
    verify?: boolean;
    email?: string;
    userName?: string;
    usageReasonPrompt?: boolean;
    /** Another app of the journeys (e.g. the model app of tests/e2e/ai-apps.ts); default the first one. */
    app?: { baseUrl: string; dataDir: string };
  } = {},
): Promise<Member> {
  const baseUrl = options.app?.baseUrl ?? inject("baseUrl");
  const fresh = uniqueMember();
  const email = options.email ?? fresh.email;
  const userName = options.userName ?? fresh.userName;
  const res = await context.request.post(`${baseUrl}/api/user/signUp`, {
    headers: { origin: baseUrl },
    data: { userEmail: email, userPw: E2E_PASSWORD, userName, agreeTerms: true, agreeAge: true },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { userId: string } };
  if (options.verify !== false) {
    const mail = await waitForFolderMail(options.app?.dataDir ?? inject("e2eDataDir"), email);
    const link = firstLink(mail, "/api/user/email/signup/verification");
    const verify = await context.request.get(link.replace(/^https?:\/\/[^/]+/, baseUrl), { maxRedirects: 0 });
    if (verify.status() !== 303) throw new Error(`verification failed: ${verify.status()}`);
  }
  if (!options.usageReasonPrompt) await hideUsageSurvey(context, data.userId, baseUrl);
  return { email, password: E2E_PASSWORD, userName, userId: data.userId };
}

/**
 * The member's own "don't show for 30 days" answer to the usage-reason survey, for a browser
 * context where a journey signs in without wanting to meet the survey.
 */
export async function hideUsageSurvey(context: BrowserContext, userId: string, baseUrl: string = inject("baseUrl")): Promise<void> {
  await context.addCookies([{ name: usageReasonHideCookie(userId), value: "1", url: baseUrl }]);
}
