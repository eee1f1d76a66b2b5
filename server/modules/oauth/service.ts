// Social sign-in (docs/product/accounts.md) for Google (G), Kakao (K) and the office-suite provider Polaris
// (P): the start of the code flow (state, PKCE verifier and nonce sealed into a short-lived
// httpOnly cookie of this browser), the return (state check, code exchange, the person), and
// the product pages' three outcomes through the same check as GET /api/user/checkSignUp:
//   unregistered e-mail       → a sealed temporary sign-up record for /sign
//   registered, same channel  → a session (matched by linked identity, else by e-mail)
//   registered, other channel → '{Google|Polaris|Kakao|나눔터} 계정으로 가입된 이메일 입니다.'
import { hasTwoFactor, secondStepTicket } from "../two-factor/service";
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { normalizeEmail, validateEmail } from "../../../core/account";
import { alreadyRegisteredMessage } from "../../../core/messages";
import {
  afterSignInPath,
  secondStepPath,
  callbackPath,
  loginPath,
  signPath,
  SOCIAL_CHANNELS,
  LINK_MSG,
  PROVIDER_CHANNELS,
  SOCIAL_MSG,
  suggestNickname,
  type ProviderChannel,
  type SocialChannel,
} from "../../../core/social";
import { safeReturnPath } from "../../../core/post-sign-in";
import { both, say, type Language } from "../../../core/i18n";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { userIdentities, users, type UserRow } from "../../db/schema";
import { AppError, errors } from "../../lib/errors";
import { minutesToWait } from "../../lib/rate-limit";
import { deriveKey } from "../../lib/secrets";
import { seal, unseal } from "../../lib/sealed";
import { checkSignUp, findLiveUserByEmail, type RequestMeta, type SocialSignUp } from "../accounts/service";
import { createSession, type NewSession } from "../auth/sessions";
import { noteSignIn } from "../security-alerts/service";
import { officeClientProfile, type OfficeClientLogin } from "./office-client";
import { linkProvider } from "./links";
import { ProviderClient, type ProviderProfile } from "./provider-client";
import type { SocialResult, SocialSignupHandoff } from "./types";

/** The sign-in state lives 10 minutes: enough to choose an account, short enough to be useless when stolen. */
export const STATE_TTL_MS = 10 * 60_000;
/** The temporary sign-up record lives 30 minutes (docs/product/accounts.md temporary social sign-up record). */
export const SIGNUP_RECORD_TTL_MS = 30 * 60_000;
/** Returns (code exchanges) per IP: each costs calls to a provider. Generous for shared office networks. */
export const FLOW_LIMIT = { attempts: 200, windowMs: 10 * 60_000 };

export function stateCookieName(channel: ProviderChannel): string {
  return `nt_oauth_${channel}`;
}

// ── providers ──────────────────────────────────────────────────────────────

const clients = new WeakMap<AppContext, Map<ProviderChannel, ProviderClient>>();

function clientFor(ctx: AppContext, channel: ProviderChannel): ProviderClient | null {
  const config = ctx.config.oauth.providers[channel];
  if (!config) return null;
  let map = clients.get(ctx);
  if (!map) clients.set(ctx, (map = new Map()));
  let client = map.get(channel);
  if (!client) map.set(channel, (client = new ProviderClient(config, ctx.config.oauth.timeoutMs, ctx.logger)));
  return client;
}

/** The configured sign-in providers, in button order (World ID last: it signs in only members who linked it). */
export function configuredChannels(ctx: AppContext): ProviderChannel[] {
  return PROVIDER_CHANNELS.filter((c) => Boolean(ctx.config.oauth.providers[c]));
}

export function officeClientEnabled(ctx: AppContext): boolean {
  return Boolean(ctx.config.oauth.officeClientApiUrl);
}

/** Every configured provider a member can link (the social channels and World ID). */
export function linkableChannels(ctx: AppContext): ProviderChannel[] {
  return configuredChannels(ctx);
}

export function worldIdEnabled(ctx: AppContext): boolean {
  return Boolean(ctx.config.oauth.providers.W);
}

function requireClient(ctx: AppContext, channel: ProviderChannel): ProviderClient {
  const client = clientFor(ctx, channel);
  if (!client) throw errors.notFound(SOCIAL_MSG.notConfigured, "OAUTH_PROVIDER_NOT_CONFIGURED");
  return client;
}

async function checkFlowLimit(ctx: AppContext, meta: RequestMeta): Promise<void> {
  const state = await ctx.limiter.hit(`oauth:ip:${meta.ip}`, FLOW_LIMIT.attempts, FLOW_LIMIT.windowMs);
  if (!state.allowed) {
    throw errors.tooManyRequests(both(SOCIAL_MSG.tooManyFor, { minutes: minutesToWait(state.retryAfterMs) }), "OAUTH_RATE_LIMITED");
  }
}

// ── the state cookie ───────────────────────────────────────────────────────

interface FlowState {
  channel: ProviderChannel;
  /** "signin" (the login page) or "link" (a signed-in member adds this provider, docs/product/accounts.md §9, §10). */
  mode?: "signin" | "link";
  /** link mode: the member who started it. */
  userNo?: number;
  state: string;
  verifier: string;
  nonce: string;
  mobile: boolean;
  popup: boolean;
  redirect: string | null;
  redirectUri: string;
  exp: number;
}

const stateKey = (ctx: AppContext) => deriveKey(ctx.secret, "oauth-state");

function readState(ctx: AppContext, channel: ProviderChannel, cookieValue: string | undefined): FlowState | null {
  const value = unseal(stateKey(ctx), `oauth-state:${channel}`, cookieValue) as FlowState | null;
  if (!value || typeof value !== "object" || value.channel !== channel || typeof value.state !== "string") return null;
  return value;
}

const random = (bytes: number) => crypto.randomBytes(bytes).toString("base64url");

// ── start ──────────────────────────────────────────────────────────────────

export interface StartInput {
  channel: ProviderChannel;
  mobile: boolean;
  popup: boolean;
  redirect?: string | undefined;
}

export interface StartResult {
  /** Where to send the browser: the provider, or (when the provider cannot be reached) our return page with an error. */
  location: string;
  cookie: { name: string; value: string; maxAgeSeconds: number };
}

export async function startSignIn(ctx: AppContext, input: StartInput, link?: { userNo: number }): Promise<StartResult> {
  const client = requireClient(ctx, input.channel);
  const returnPath = callbackPath(input.channel, input.mobile);
  const flow: FlowState = {
    channel: input.channel,
    mode: link ? "link" : "signin",
    ...(link ? { userNo: link.userNo } : {}),
    state: random(24),
    verifier: random(48),
    nonce: random(24),
    mobile: input.mobile,
    popup: input.popup && !input.mobile,
    redirect: safeReturnPath(input.redirect),
    redirectUri: `${ctx.config.publicUrl}${returnPath}`,
    exp: Date.now() + STATE_TTL_MS,
  };
  const cookie = {
    name: stateCookieName(input.channel),
    value: seal(stateKey(ctx), `oauth-state:${input.channel}`, flow),
    maxAgeSeconds: STATE_TTL_MS / 1000,
  };
  const challenge = crypto.createHash("sha256").update(flow.verifier).digest("base64url");
  try {
    const location = await client.authorizeUrl({
      redirectUri: flow.redirectUri,
      state: flow.state,
      codeChallenge: challenge,
      nonce: flow.nonce,
    });
    return { location, cookie };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The return page explains it, in the popup or the same window, like any provider error.
    const sep = returnPath.includes("?") ? "&" : "?";
    return { location: `${returnPath}${sep}error=temporarily_unavailable&state=${flow.state}`, cookie };
  }
}

/**
 * A signed-in member starts linking a provider (POST /api/user/addUserConnect): the same code
 * flow in "link" mode, in the same window, returning to the provider's usual return page.
 */
export async function startLink(ctx: AppContext, userNo: number, channel: ProviderChannel, mobile: boolean): Promise<StartResult> {
  return startSignIn(ctx, { channel, mobile, popup: false }, { userNo });
}

// ── return ─────────────────────────────────────────────────────────────────

export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

export interface CompleteResult {
  result: SocialResult;
  /** A new session when the outcome is "signedIn". */
  session: NewSession | null;
  /** The second step's ticket when the outcome is "secondStep" (set as a cookie). */
  secondStep?: string;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The refusal as the return page shows it, in the requester's language. */
function errorResult(
  error: AppError,
  facts: { channel: ProviderChannel | null; mobile: boolean; popup: boolean },
  language: Language = "ko",
  to: string = loginPath(facts.mobile),
): CompleteResult {
  const message = error.localized ? say(error.localized, language) : error.message;
  return {
    result: { kind: "error", ...facts, to, message, errorId: error.errorId, status: error.status },
    session: null,
  };
}

/**
 * The provider sent the browser back with a code (or an error). Never throws for what can go
 * wrong in a sign-in: the result says it, so the return page can show it where the person is.
 */
export async function completeSignIn(
  ctx: AppContext,
  channel: ProviderChannel,
  query: CallbackQuery,
  stateCookie: string | undefined,
  meta: RequestMeta,
): Promise<CompleteResult> {
  const flow = readState(ctx, channel, stateCookie);
  const facts = { channel, mobile: flow?.mobile ?? false, popup: flow?.popup ?? false };
  try {
    const client = requireClient(ctx, channel);
    await checkFlowLimit(ctx, meta);
    if (!flow || flow.exp < Date.now() || !query.state || !sameSecret(flow.state, query.state)) {
      throw errors.badRequest(SOCIAL_MSG.stateInvalid, "OAUTH_STATE_INVALID");
    }
    if (query.error) {
      if (query.error === "access_denied") throw errors.badRequest(SOCIAL_MSG.cancelled, "OAUTH_CANCELLED");
      if (query.error === "temporarily_unavailable") throw new AppError(502, "OAUTH_PROVIDER_UNREACHABLE", SOCIAL_MSG.providerUnreachable);
      throw errors.badRequest(SOCIAL_MSG.providerRefused, "OAUTH_PROVIDER_ERROR");
    }
    if (!query.code) throw errors.badRequest(SOCIAL_MSG.providerRefused, "OAUTH_CODE_MISSING");
    const profile = await client.exchange({
      code: query.code,
      redirectUri: flow.redirectUri,
      verifier: flow.verifier,
      nonce: flow.nonce,
    });
    if (flow.mode === "link" && typeof flow.userNo === "number") {
      const message = await linkProvider(ctx, flow.userNo, profile);
      return {
        result: {
          kind: "linked",
          ...facts,
          to: linkedPath(channel, flow.mobile),
          message: say(message, meta.language ?? "ko"),
        },
        session: null,
      };
    }
    return await resolveProfile(ctx, profile, { mobile: flow.mobile, popup: flow.popup, redirect: flow.redirect }, meta);
  } catch (error) {
    // A link flow's failure is told where it started (the account page, /world-id), not on the login page.
    const to = flow?.mode === "link" && flow.exp >= Date.now() ? linkedPath(channel, flow.mobile) : undefined;
    if (error instanceof AppError) return errorResult(error, facts, meta.language, to);
    throw error;
  }
}

/** Where a finished link goes: World ID back to /world-id, the others to the account page. */
function linkedPath(channel: ProviderChannel, mobile: boolean): string {
  const path = channel === "W" ? "/world-id" : "/mypage/account";
  return mobile ? `/m${path}` : path;
}

/** docs/product/accounts.md office-suite embedded flow: the desktop client's token and user id, traded on the server. */
export async function completeOfficeClientSignIn(ctx: AppContext, login: OfficeClientLogin, meta: RequestMeta): Promise<CompleteResult> {
  const facts = { channel: "P" as const, mobile: false, popup: false };
  const base = ctx.config.oauth.officeClientApiUrl;
  if (!base) throw errors.notFound(SOCIAL_MSG.notConfigured, "OFFICE_CLIENT_NOT_CONFIGURED");
  try {
    await checkFlowLimit(ctx, meta);
    const profile = await officeClientProfile(ctx, base, login);
    return await resolveProfile(ctx, profile, { mobile: false, popup: false, redirect: null }, meta);
  } catch (error) {
    if (error instanceof AppError) return errorResult(error, facts, meta.language);
    throw error;
  }
}

// ── the three outcomes ─────────────────────────────────────────────────────

async function linkedMember(db: Executor, channel: ProviderChannel, subject: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.userNo, userIdentities.userNo))
    .where(and(eq(userIdentities.channel, channel), eq(userIdentities.subject, subject), eq(users.deleteYn, "N")))
    .limit(1);
  return row?.user ?? null;
}

/**
 * Links a provider account to a member. A link left by a deleted member is taken over; a
 * link of a live member is never moved.
 */
export async function linkIdentity(
  db: Executor,
  userNo: number,
  profile: { channel: ProviderChannel; subject: string; email: string; level?: string | null },
): Promise<void> {
  const level = profile.level ?? null;
  await db
    .insert(userIdentities)
    .values({ userNo, channel: profile.channel, subject: profile.subject, email: profile.email, level, lastLoginAt: new Date() })
    .onConflictDoUpdate({
      target: [userIdentities.channel, userIdentities.subject],
      set: { userNo, email: profile.email, level, createdAt: new Date(), lastLoginAt: new Date() },
      setWhere: sql`${userIdentities.userNo} in (select ${users.userNo} from ${users} where ${users.deleteYn} = 'Y')`,
    });
}

async function resolveProfile(
  ctx: AppContext,
  profile: ProviderProfile,
  flow: { mobile: boolean; popup: boolean; redirect: string | null },
  meta: RequestMeta,
): Promise<CompleteResult> {
  const channel = profile.channel;
  const facts = { channel, mobile: flow.mobile, popup: flow.popup };
  // Two-step sign-in on: the provider was the first step; the code opens the session.
  const secondStep = (userNo: number): CompleteResult => ({
    result: { kind: "secondStep", ...facts, to: secondStepPath(flow.redirect, flow.mobile) },
    session: null,
    secondStep: secondStepTicket(ctx, userNo),
  });
  if (channel === "W") {
    // World ID gives no e-mail: it signs in only the member who linked it (docs/product/accounts.md §9).
    const holder = await linkedMember(ctx.db, "W", profile.subject);
    if (!holder) throw errors.forbidden(LINK_MSG.worldIdSignInUnlinked, "WORLD_ID_NOT_LINKED");
    await ctx.db
      .update(userIdentities)
      .set({ lastLoginAt: new Date() })
      .where(and(eq(userIdentities.channel, "W"), eq(userIdentities.subject, profile.subject)));
    if (await hasTwoFactor(ctx.db, holder.userNo)) return secondStep(holder.userNo);
    const session = await createSession(ctx.db, holder.userNo, meta);
    await noteSignIn(ctx, { userNo: holder.userNo, sessionId: session.sessionId, origin: meta });
    return {
      result: { kind: "signedIn", ...facts, to: afterSignInPath(flow.redirect, flow.mobile), userName: holder.userName },
      session,
    };
  }
  if (!profile.email) throw errors.badRequest(SOCIAL_MSG.emailMissing, "OAUTH_EMAIL_MISSING");
  if (profile.emailVerified === false) throw errors.forbidden(SOCIAL_MSG.emailUnverified, "OAUTH_EMAIL_UNVERIFIED");
  const email = validateEmail(profile.email);
  if (!email.ok) throw errors.badRequest(SOCIAL_MSG.emailMissing, "OAUTH_EMAIL_INVALID");

  const signIn = async (user: UserRow): Promise<CompleteResult> => {
    await linkIdentity(ctx.db, user.userNo, { channel, subject: profile.subject, email: email.value });
    await ctx.db
      .update(userIdentities)
      .set({ lastLoginAt: new Date() })
      .where(and(eq(userIdentities.channel, channel), eq(userIdentities.subject, profile.subject), eq(userIdentities.userNo, user.userNo)));
    if (await hasTwoFactor(ctx.db, user.userNo)) return secondStep(user.userNo);
    const session = await createSession(ctx.db, user.userNo, meta);
    // A browser new to the account: the member hears of it (decision 0211).
    await noteSignIn(ctx, { userNo: user.userNo, sessionId: session.sessionId, origin: meta });
    return {
      result: { kind: "signedIn", ...facts, to: afterSignInPath(flow.redirect, flow.mobile), userName: user.userName },
      session,
    };
  };

  // 1. A provider account already linked to a member signs that member in.
  const linked = await linkedMember(ctx.db, channel, profile.subject);
  if (linked) return signIn(linked);

  // 2. Otherwise the same check as GET /api/user/checkSignUp decides.
  const check = await checkSignUp(ctx, email.value);
  if (!check.registered) {
    return {
      result: { kind: "signup", ...facts, to: signPath(flow.mobile), signup: issueSignupRecord(ctx, channel, profile, email.value, flow) },
      session: null,
    };
  }
  if (check.joinChannel === channel) {
    const user = await findLiveUserByEmail(ctx.db, email.value);
    if (user) return signIn(user);
  }
  return {
    result: {
      kind: "otherChannel",
      ...facts,
      to: loginPath(flow.mobile),
      message: say(alreadyRegisteredMessage(check.joinChannel), meta.language ?? "ko"),
    },
    session: null,
  };
}

// ── the temporary sign-up record ───────────────────────────────────────────

interface SignupRecord {
  email: string;
  name: string;
  channel: SocialChannel;
  subject: string;
  mobile: boolean;
  exp: number;
}

const signupKey = (ctx: AppContext) => deriveKey(ctx.secret, "oauth-signup");

/** Seals a record (exported for tests that need an expired one). */
export function sealSignupRecord(ctx: AppContext, record: SignupRecord): string {
  return seal(signupKey(ctx), "oauth-signup", record);
}

function issueSignupRecord(
  ctx: AppContext,
  channel: SocialChannel,
  profile: ProviderProfile,
  email: string,
  flow: { mobile: boolean; redirect: string | null },
): SocialSignupHandoff {
  const exp = Date.now() + SIGNUP_RECORD_TTL_MS;
  const name = profile.name.trim().slice(0, 100);
  const record = sealSignupRecord(ctx, { email, name, channel, subject: profile.subject, mobile: flow.mobile, exp });
  return {
    record,
    email,
    name,
    nickname: suggestNickname(name),
    channel,
    mobile: flow.mobile,
    expiresAt: new Date(exp).toISOString(),
    redirect: flow.redirect,
  };
}

/**
 * Opens the record sent with POST /api/user/signUp (oauthSignup): authentic, not expired, and
 * for the e-mail the form shows. The member is then made with the provider's join channel,
 * no password and a verified e-mail, and the provider account is linked in the same transaction.
 */
export function socialSignUpProof(ctx: AppContext, token: string, userEmail: string | undefined, now = Date.now()): SocialSignUp {
  const value = unseal(signupKey(ctx), "oauth-signup", token) as Partial<SignupRecord> | null;
  if (
    !value ||
    typeof value.email !== "string" ||
    typeof value.subject !== "string" ||
    typeof value.exp !== "number" ||
    !SOCIAL_CHANNELS.includes(value.channel as SocialChannel)
  ) {
    throw errors.badRequest(SOCIAL_MSG.signupInvalid, "OAUTH_SIGNUP_INVALID");
  }
  if (value.exp < now) throw errors.badRequest(SOCIAL_MSG.signupExpired, "OAUTH_SIGNUP_EXPIRED");
  if (userEmail && normalizeEmail(userEmail) !== value.email) {
    throw errors.badRequest(SOCIAL_MSG.signupInvalid, "OAUTH_SIGNUP_EMAIL_MISMATCH");
  }
  const record = value as SignupRecord;
  return {
    channel: record.channel,
    email: record.email,
    onCreated: (tx, userNo) => linkIdentity(tx, userNo, { channel: record.channel, subject: record.subject, email: record.email }),
  };
}
