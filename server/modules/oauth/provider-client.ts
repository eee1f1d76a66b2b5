// One configured sign-in provider seen from our server: the authorization URL (code flow
// with PKCE S256, state and, for OpenID Connect, a nonce), the code exchange, the ID token
// check (signature against the provider's JWKS, iss, aud, exp, nonce) and the userinfo call.
// Every outgoing call has a time limit, every answer is checked with zod, and nothing
// secret (codes, tokens, the client secret) is ever logged.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { z } from "zod";
import { SOCIAL_MSG, WORLD_ID_CLAIM, type ProviderChannel } from "../../../core/social";
import type { OAuthProviderConfig } from "../../config";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";

export interface ProviderProfile {
  channel: ProviderChannel;
  /** The provider's stable id of the person. */
  subject: string;
  email: string | null;
  /** false when the provider says the e-mail is not verified; null when it does not say. */
  emailVerified: boolean | null;
  name: string;
  /** World ID: the verification level of its ID-token claim (orb, device…), when present. */
  level: string | null;
}

export const providerErrors = {
  unreachable: () => new AppError(502, "OAUTH_PROVIDER_UNREACHABLE", SOCIAL_MSG.providerUnreachable),
  refused: (errorId = "OAUTH_PROVIDER_REFUSED") => new AppError(400, errorId, SOCIAL_MSG.providerRefused),
  badAnswer: () => new AppError(502, "OAUTH_PROVIDER_BAD_ANSWER", SOCIAL_MSG.providerRefused),
};

/** GET/POST with a time limit; a network failure or timeout is a 502 with the Korean message. */
export async function fetchJson(
  url: string,
  init: RequestInit & { timeoutMs: number },
  log: { logger: Logger; channel: string; what: string },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(init.timeoutMs) });
  } catch (error) {
    log.logger.warn(
      { channel: log.channel, call: log.what, reason: (error as Error).name === "TimeoutError" ? "timeout" : (error as Error).message },
      "sign-in provider unreachable",
    );
    throw providerErrors.unreachable();
  }
  const text = await response.text().catch(() => "");
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    log.logger.warn({ channel: log.channel, call: log.what, status: response.status }, "sign-in provider answered without JSON");
    throw providerErrors.badAnswer();
  }
  return { status: response.status, body };
}

const discoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
  jwks_uri: z.string().url(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});

const tokenSchema = z.object({
  access_token: z.string().min(1).max(8192),
  token_type: z.string().regex(/^bearer$/i),
  id_token: z.string().max(16384).optional(),
  expires_in: z.coerce.number().optional(),
  scope: z.string().optional(),
});

const errorSchema = z.object({ error: z.string().max(200) }).partial();

// Profiles: OpenID Connect claims (Google, Polaris, Kakao in OIDC mode), Kakao's v2/user/me,
// and the office-suite shape of docs/product/accounts.md (email, name, userId).
const booleanish = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);
const kakaoUserSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  kakao_account: z
    .object({
      email: z.string().optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
      profile: z.object({ nickname: z.string().optional() }).partial().optional(),
      name: z.string().optional(),
    })
    .partial()
    .optional(),
  properties: z.object({ nickname: z.string().optional() }).partial().optional(),
});
const oidcClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(320).optional(),
  email_verified: booleanish.optional(),
  name: z.string().max(200).optional(),
  nickname: z.string().max(200).optional(),
  preferred_username: z.string().max(200).optional(),
});
const officeUserSchema = z.object({
  userId: z.union([z.string().min(1).max(512), z.number()]),
  email: z.string().max(320).optional(),
  name: z.string().max(200).optional(),
});

/** Reads the person from whatever shape the provider answered with; null when none fits. */
const worldIdClaimSchema = z.object({ verification_level: z.string().min(1).max(40) }).partial();

export function profileFromClaims(channel: ProviderChannel, claims: unknown): ProviderProfile | null {
  const kakao = kakaoUserSchema.safeParse(claims);
  if (kakao.success && (kakao.data.kakao_account || kakao.data.properties)) {
    const account = kakao.data.kakao_account ?? {};
    const valid = account.is_email_valid !== false && account.is_email_verified !== false;
    return {
      channel,
      subject: String(kakao.data.id),
      email: account.email ?? null,
      emailVerified: account.email ? valid : null,
      name: account.profile?.nickname ?? kakao.data.properties?.nickname ?? account.name ?? "",
      level: null,
    };
  }
  const oidc = oidcClaimsSchema.safeParse(claims);
  if (oidc.success) {
    const c = oidc.data;
    return {
      channel,
      subject: c.sub,
      email: c.email ?? null,
      emailVerified: c.email_verified ?? null,
      name: c.name ?? c.nickname ?? c.preferred_username ?? "",
      level: worldIdClaimSchema.safeParse((claims as Record<string, unknown>)[WORLD_ID_CLAIM]).data?.verification_level ?? null,
    };
  }
  const office = officeUserSchema.safeParse(claims);
  if (office.success) {
    return {
      channel,
      subject: String(office.data.userId),
      email: office.data.email ?? null,
      emailVerified: null,
      name: office.data.name ?? "",
      level: null,
    };
  }
  return null;
}

interface Endpoints {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string | null;
  /** OpenID Connect only. */
  oidc: { issuer: string; jwks: ReturnType<typeof createRemoteJWKSet>; algorithms: string[] } | null;
}

const DISCOVERY_TTL_MS = 3_600_000;
const SAFE_ALGS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA", "Ed25519"];

export class ProviderClient {
  private endpointsCache: { at: number; value: Promise<Endpoints> } | null = null;

  constructor(
    readonly config: OAuthProviderConfig,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
  ) {}

  get channel(): ProviderChannel {
    return this.config.channel;
  }

  /** OpenID Connect: the issuer's discovery document, fetched once an hour (a failure is not cached). */
  private endpoints(): Promise<Endpoints> {
    const now = Date.now();
    if (this.endpointsCache && now - this.endpointsCache.at < DISCOVERY_TTL_MS) return this.endpointsCache.value;
    const value = this.loadEndpoints();
    this.endpointsCache = { at: now, value };
    value.catch(() => {
      if (this.endpointsCache?.value === value) this.endpointsCache = null;
    });
    return value;
  }

  private async loadEndpoints(): Promise<Endpoints> {
    const c = this.config;
    if (!c.issuer) {
      return { authorizeUrl: c.authorizeUrl!, tokenUrl: c.tokenUrl!, userinfoUrl: c.userinfoUrl, oidc: null };
    }
    const url = `${c.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
    const { status, body } = await fetchJson(
      url,
      { method: "GET", headers: { accept: "application/json" }, timeoutMs: this.timeoutMs },
      { logger: this.logger, channel: c.channel, what: "discovery" },
    );
    const parsed = discoverySchema.safeParse(body);
    if (status !== 200 || !parsed.success) {
      this.logger.warn({ channel: c.channel, status }, "sign-in provider discovery document unusable");
      throw providerErrors.badAnswer();
    }
    const d = parsed.data;
    const algorithms = (d.id_token_signing_alg_values_supported ?? ["RS256"]).filter((a) => SAFE_ALGS.includes(a));
    return {
      authorizeUrl: c.authorizeUrl ?? d.authorization_endpoint,
      tokenUrl: c.tokenUrl ?? d.token_endpoint,
      userinfoUrl: c.userinfoUrl ?? d.userinfo_endpoint ?? null,
      oidc: {
        issuer: d.issuer,
        jwks: createRemoteJWKSet(new URL(d.jwks_uri), { timeoutDuration: this.timeoutMs }),
        algorithms: algorithms.length ? algorithms : ["RS256"],
      },
    };
  }

  get isOidc(): boolean {
    return Boolean(this.config.issuer);
  }

  async authorizeUrl(input: { redirectUri: string; state: string; codeChallenge: string; nonce: string }): Promise<string> {
    const endpoints = await this.endpoints();
    const url = new URL(endpoints.authorizeUrl);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("client_id", this.config.clientId);
    url.searchParams.set("redirect_uri", input.redirectUri);
    url.searchParams.set("scope", this.config.scopes.join(" "));
    url.searchParams.set("state", input.state);
    url.searchParams.set("code_challenge", input.codeChallenge);
    url.searchParams.set("code_challenge_method", "S256");
    if (endpoints.oidc) url.searchParams.set("nonce", input.nonce);
    // docs/product/accounts.md: Google asks which account to use.
    if (this.channel === "G") url.searchParams.set("prompt", "select_account");
    return url.toString();
  }

  /** Code → tokens → (verified ID token) + userinfo → the person. */
  async exchange(input: { code: string; redirectUri: string; verifier: string; nonce: string }): Promise<ProviderProfile> {
    const endpoints = await this.endpoints();
    const form = new URLSearchParams({
      grant_type: "authorization_code",
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: this.config.clientId,
      code_verifier: input.verifier,
    });
    if (this.config.clientSecret) form.set("client_secret", this.config.clientSecret);
    const log = { logger: this.logger, channel: this.channel };
    const tokenAnswer = await fetchJson(
      endpoints.tokenUrl,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: form.toString(),
        timeoutMs: this.timeoutMs,
      },
      { ...log, what: "token" },
    );
    if (tokenAnswer.status !== 200) {
      const reason = errorSchema.safeParse(tokenAnswer.body);
      this.logger.warn(
        { channel: this.channel, status: tokenAnswer.status, error: reason.success ? reason.data.error : undefined },
        "sign-in provider refused the code",
      );
      throw providerErrors.refused("OAUTH_CODE_REFUSED");
    }
    const tokens = tokenSchema.safeParse(tokenAnswer.body);
    if (!tokens.success) {
      this.logger.warn({ channel: this.channel }, "sign-in provider token answer malformed");
      throw providerErrors.badAnswer();
    }

    let idClaims: JWTPayload | null = null;
    if (endpoints.oidc) {
      if (!tokens.data.id_token) {
        if (this.config.scopes.includes("openid")) {
          this.logger.warn({ channel: this.channel }, "sign-in provider sent no ID token");
          throw providerErrors.badAnswer();
        }
      } else {
        idClaims = await this.verifyIdToken(tokens.data.id_token, input.nonce, endpoints.oidc);
      }
    }

    let userinfo: unknown = null;
    if (endpoints.userinfoUrl) {
      const answer = await fetchJson(
        endpoints.userinfoUrl,
        {
          method: "GET",
          headers: { authorization: `Bearer ${tokens.data.access_token}`, accept: "application/json" },
          timeoutMs: this.timeoutMs,
        },
        { ...log, what: "userinfo" },
      );
      if (answer.status !== 200) {
        this.logger.warn({ channel: this.channel, status: answer.status }, "sign-in provider refused userinfo");
        throw providerErrors.refused("OAUTH_USERINFO_REFUSED");
      }
      userinfo = answer.body;
    }

    const fromToken = idClaims ? profileFromClaims(this.channel, idClaims) : null;
    const fromUserinfo = userinfo ? profileFromClaims(this.channel, userinfo) : null;
    if (fromToken && fromUserinfo && fromUserinfo.subject !== fromToken.subject && (userinfo as { sub?: unknown }).sub !== undefined) {
      // OpenID Connect Core 5.3.2: userinfo about someone else must not be used.
      this.logger.warn({ channel: this.channel }, "userinfo subject differs from the ID token");
      throw providerErrors.badAnswer();
    }
    const profile = fromToken
      ? {
          ...fromToken,
          email: fromToken.email ?? fromUserinfo?.email ?? null,
          emailVerified: fromToken.emailVerified ?? fromUserinfo?.emailVerified ?? null,
          name: fromToken.name || fromUserinfo?.name || "",
          level: fromToken.level ?? fromUserinfo?.level ?? null,
        }
      : fromUserinfo;
    if (!profile) {
      this.logger.warn({ channel: this.channel }, "sign-in provider profile unreadable");
      throw providerErrors.badAnswer();
    }
    return profile;
  }

  private async verifyIdToken(idToken: string, nonce: string, oidc: NonNullable<Endpoints["oidc"]>): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(idToken, oidc.jwks, {
        issuer: oidc.issuer,
        audience: this.config.clientId,
        algorithms: oidc.algorithms,
        clockTolerance: 30,
        requiredClaims: ["sub", "exp", "iat"],
      });
      if (typeof payload.nonce !== "string" || payload.nonce !== nonce) {
        this.logger.warn({ channel: this.channel }, "ID token nonce mismatch");
        throw providerErrors.refused("OAUTH_ID_TOKEN_INVALID");
      }
      return payload;
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      this.logger.warn({ channel: this.channel, reason: code ?? (error as Error).name }, "ID token refused");
      if (code === "ERR_JWKS_TIMEOUT") throw providerErrors.unreachable();
      throw providerErrors.refused("OAUTH_ID_TOKEN_INVALID");
    }
  }
}
