// Passkeys beside the password (docs/product/accounts.md, decision 0206). A member registers
// passkeys from the account page and signs in with one from the login pages. The relying party
// is the site itself: its id is PUBLIC_URL's host name and the only origin it accepts is
// PUBLIC_URL's, so a passkey made for this site answers nowhere else.
//
// Every challenge is stored and taken once (a replayed answer finds nothing to answer), lives
// five minutes, and a sign-in passkey must have verified its user (a PIN, a fingerprint): it
// stands for both factors.
import crypto from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, count, eq, lt } from "drizzle-orm";
import { BRAND } from "../../../core/brand";
import { describeDevice } from "../../../core/device-names";
import type { AppContext } from "../../context";
import { passkeys, users, webauthnChallenges } from "../../db/schema";
import { errors } from "../../lib/errors";
import type { RequestMeta } from "../accounts/service";
import { createSession, type NewSession } from "../auth/sessions";
import type { JoinChannel, Viewer } from "../auth/types";
import { originSignals, recordSignals } from "../trust/signals";
import { noteSignIn, sendSecurityAlert } from "../security-alerts/service";
import { PASSKEY_TEXT } from "./text";
import type { PasskeySummary } from "./types";

export const PASSKEY_LIMITS = {
  perMember: 10,
  challengeMs: 5 * 60_000,
  nameLength: 30,
} as const;

function relyingParty(ctx: AppContext): { rpID: string; origin: string } {
  const url = new URL(ctx.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

function checkName(raw: string): string {
  const name = raw.normalize("NFC").trim().replace(/\s+/g, " ");
  if (!name || [...name].length > PASSKEY_LIMITS.nameLength) throw errors.badRequest(PASSKEY_TEXT.nameInvalid, "PASSKEY_NAME_INVALID");
  return name;
}

async function storeChallenge(ctx: AppContext, purpose: "register", userNo: number, challenge: string) {
  const challengeId = crypto.randomBytes(18).toString("base64url");
  const now = new Date();
  // Old challenges go as new ones come: the table holds minutes of them.
  await ctx.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await ctx.db.insert(webauthnChallenges).values({
    challengeId,
    purpose,
    userNo,
    challenge,
    expiresAt: new Date(now.getTime() + PASSKEY_LIMITS.challengeMs),
  });
  return challengeId;
}

/** The challenge, removed as it is read: it can be answered once. */
async function takeChallenge(
  ctx: AppContext,
  challengeId: string,
  purpose: "register" | "sign_in",
  userNo: number | null,
): Promise<string> {
  const [row] = await ctx.db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challengeId, challengeId), eq(webauthnChallenges.purpose, purpose)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now() || row.userNo !== userNo) {
    throw errors.badRequest(PASSKEY_TEXT.expired, "PASSKEY_CHALLENGE_EXPIRED");
  }
  return row.challenge;
}

function summary(row: typeof passkeys.$inferSelect): PasskeySummary {
  return {
    passkeyId: row.passkeyId,
    name: row.name,
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listPasskeys(ctx: AppContext, member: Pick<Viewer, "userNo">): Promise<PasskeySummary[]> {
  const rows = await ctx.db.select().from(passkeys).where(eq(passkeys.userNo, member.userNo)).orderBy(asc(passkeys.passkeyId));
  return rows.map(summary);
}

/** What the browser needs to make a passkey for this member (navigator.credentials.create). */
export async function registrationOptions(
  ctx: AppContext,
  member: Pick<Viewer, "userNo" | "userId" | "userName" | "userEmail">,
): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const existing = await ctx.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userNo, member.userNo));
  if (existing.length >= PASSKEY_LIMITS.perMember) throw errors.conflict(PASSKEY_TEXT.tooMany, "PASSKEY_LIMIT");
  const { rpID } = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: BRAND.siteName,
    rpID,
    // The public member id: stable, and no e-mail address inside the authenticator's handle.
    userID: new TextEncoder().encode(member.userId),
    userName: member.userEmail || member.userId,
    userDisplayName: member.userName,
    attestationType: "none",
    // The browser refuses to make a second passkey for this account on the same authenticator.
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: PASSKEY_LIMITS.challengeMs,
  });
  const challengeId = await storeChallenge(ctx, "register", member.userNo, options.challenge);
  return { challengeId, options };
}

export async function registerPasskey(
  ctx: AppContext,
  member: Pick<Viewer, "userNo">,
  input: { challengeId: string; name?: string; response: RegistrationResponseJSON },
  meta: Pick<RequestMeta, "userAgent" | "language" | "ip">,
): Promise<PasskeySummary> {
  // Unnamed, it is called after the browser and system it was made on ("Chrome · Windows"),
  // as the member's devices are; they can rename it on the account page.
  const name = checkName(input.name ?? describeDevice(meta.userAgent, meta.language).slice(0, PASSKEY_LIMITS.nameLength));
  const expectedChallenge = await takeChallenge(ctx, input.challengeId, "register", member.userNo);
  const { rpID, origin } = relyingParty(ctx);
  const result = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) throw errors.badRequest(PASSKEY_TEXT.notVerified, "PASSKEY_NOT_VERIFIED");
  const { credential, credentialBackedUp, aaguid } = result.registrationInfo;
  return ctx.db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userNo, member.userNo));
    if (n >= PASSKEY_LIMITS.perMember) throw errors.conflict(PASSKEY_TEXT.tooMany, "PASSKEY_LIMIT");
    const [row] = await tx
      .insert(passkeys)
      .values({
        userNo: member.userNo,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        backedUp: credentialBackedUp,
        aaguid,
        name,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) throw errors.conflict(PASSKEY_TEXT.alreadyRegistered, "PASSKEY_EXISTS");
    // A new way into the account: the member hears of it, with a link to undo everything (decision 0210).
    await sendSecurityAlert(
      ctx,
      { userNo: member.userNo, kind: "passkeyAdded", userAgent: meta.userAgent, ip: meta.ip, detail: name, language: meta.language },
      tx,
    );
    return summary(row);
  });
}

export async function renamePasskey(ctx: AppContext, member: Pick<Viewer, "userNo">, passkeyId: number, rawName: string) {
  const name = checkName(rawName);
  const [row] = await ctx.db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.passkeyId, passkeyId), eq(passkeys.userNo, member.userNo)))
    .returning();
  if (!row) throw errors.notFound(PASSKEY_TEXT.notFound, "PASSKEY_NOT_FOUND");
  return summary(row);
}

export async function removePasskey(ctx: AppContext, member: Pick<Viewer, "userNo">, passkeyId: number): Promise<void> {
  const removed = await ctx.db
    .delete(passkeys)
    .where(and(eq(passkeys.passkeyId, passkeyId), eq(passkeys.userNo, member.userNo)))
    .returning({ passkeyId: passkeys.passkeyId });
  if (!removed.length) throw errors.notFound(PASSKEY_TEXT.notFound, "PASSKEY_NOT_FOUND");
}

/**
 * What the login page hands to the browser (navigator.credentials.get): no list of credentials,
 * so the browser offers the passkeys it holds for this site (and fills them in the e-mail field).
 * The login page asks on every visit, so the challenge is stored nowhere until it is answered:
 * it carries its own expiry and the server's MAC, and is marked spent when answered.
 */
export async function signInOptions(ctx: AppContext): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const challenge = sealChallenge(ctx, Date.now() + PASSKEY_LIMITS.challengeMs);
  const { rpID } = relyingParty(ctx);
  const options = await generateAuthenticationOptions({
    rpID,
    challenge: Buffer.from(challenge, "base64url"),
    userVerification: "required",
    timeout: PASSKEY_LIMITS.challengeMs,
  });
  return { challengeId: options.challenge, options };
}

const MAC_BYTES = 16;

function challengeMac(ctx: AppContext, body: Buffer): Buffer {
  return crypto.createHmac("sha256", ctx.secret).update("passkey-sign-in:").update(body).digest().subarray(0, MAC_BYTES);
}

/** 16 random bytes, the expiry (ms, 8 bytes), and a MAC over both. */
function sealChallenge(ctx: AppContext, expiresAt: number): string {
  const body = Buffer.alloc(24);
  crypto.randomFillSync(body, 0, 16);
  body.writeBigUInt64BE(BigInt(expiresAt), 16);
  return Buffer.concat([body, challengeMac(ctx, body)]).toString("base64url");
}

/** The sign-in challenge if it is ours, unexpired and not answered before; it is spent from now on. */
async function spendSignInChallenge(ctx: AppContext, challenge: string): Promise<void> {
  const raw = Buffer.from(challenge, "base64url");
  const expired = () => errors.badRequest(PASSKEY_TEXT.expired, "PASSKEY_CHALLENGE_EXPIRED");
  if (raw.length !== 24 + MAC_BYTES) throw expired();
  const body = raw.subarray(0, 24);
  if (!crypto.timingSafeEqual(raw.subarray(24), challengeMac(ctx, body))) throw expired();
  const expiresAt = Number(body.readBigUInt64BE(16));
  if (expiresAt <= Date.now()) throw expired();
  await ctx.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  const spent = await ctx.db
    .insert(webauthnChallenges)
    .values({ challengeId: challenge, purpose: "sign_in_spent", userNo: null, challenge, expiresAt: new Date(expiresAt) })
    .onConflictDoNothing()
    .returning({ challengeId: webauthnChallenges.challengeId });
  if (!spent.length) throw expired();
}

export interface PasskeySignIn {
  emailCertYn: "Y" | "N";
  userName: string;
  userId: string;
  joinChannel: JoinChannel;
  session: NewSession;
}

export async function signInWithPasskey(
  ctx: AppContext,
  input: { challengeId: string; response: AuthenticationResponseJSON },
  meta: RequestMeta,
): Promise<PasskeySignIn> {
  await spendSignInChallenge(ctx, input.challengeId);
  const expectedChallenge = input.challengeId;
  const [found] = await ctx.db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.userNo, passkeys.userNo))
    .where(eq(passkeys.credentialId, input.response.id))
    .limit(1);
  if (!found || found.user.deleteYn === "Y") throw errors.unauthorized(PASSKEY_TEXT.unknown, "PASSKEY_UNKNOWN");
  const { passkey, user } = found;
  const { rpID, origin } = relyingParty(ctx);
  const result = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransport[],
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) throw errors.unauthorized(PASSKEY_TEXT.notVerified, "PASSKEY_NOT_VERIFIED");
  const now = new Date();
  const session = await ctx.db.transaction(async (tx) => {
    // A counter that went backwards was refused above (the sign of a cloned authenticator).
    await tx
      .update(passkeys)
      .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: now, backedUp: result.authenticationInfo.credentialBackedUp })
      .where(eq(passkeys.passkeyId, passkey.passkeyId));
    const created = await createSession(tx, user.userNo, meta, now);
    // A browser new to the account: the member hears of it (decision 0211).
    await noteSignIn(ctx, { userNo: user.userNo, sessionId: created.sessionId, origin: meta }, tx);
    await recordSignals(tx, user.userNo, originSignals(ctx.secret, meta, "net"), now);
    return created;
  });
  return {
    emailCertYn: user.emailCertYn === "Y" ? "Y" : "N",
    userName: user.userName,
    userId: user.userId,
    joinChannel: (["A", "G", "K", "P"].includes(user.joinChannel) ? user.joinChannel : "A") as JoinChannel,
    session,
  };
}
