// Environment is parsed once at start. A wrong value stops the process with a message that
// names the variable, instead of failing later somewhere far from the cause.
import path from "node:path";
import { z } from "zod";
import { PROJECT_ROOT } from "./paths";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], {
      error: "true 또는 false 여야 합니다 (must be true or false)",
    })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1" || v === "yes"));

const port = z.coerce.number({ error: "숫자여야 합니다 (must be a number)" }).int().min(0).max(65535);

const origins = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.url({ error: "쉼표로 구분한 origin 목록이어야 합니다 (comma-separated origins)" }).refine(
        (u) => {
          if (!URL.canParse(u)) return false;
          const parsed = new URL(u);
          return parsed.pathname === "/" && !parsed.search && !u.endsWith("/");
        },
        { error: "origin 에는 경로를 붙이지 않습니다 (scheme://host[:port] only)" },
      ),
    ),
  );

const httpUrl = z.url({ error: "http(s)://… 형식의 주소여야 합니다 (must be a URL)" }).refine((u) => /^https?:\/\//.test(u), {
  error: "http(s)://… 형식의 주소여야 합니다 (must be a URL)",
});

/** Social sign-in providers (docs/product/platform.md): Google (G), Kakao (K), the office-suite provider Polaris (P). */
const oauthEnv = (prefix: "GOOGLE" | "KAKAO" | "POLARIS") =>
  ({
    [`${prefix}_CLIENT_ID`]: z.string().max(500).optional(),
    [`${prefix}_CLIENT_SECRET`]: z.string().max(500).optional(),
    /** OpenID Connect issuer: endpoints come from its discovery document and ID tokens are verified. */
    [`${prefix}_ISSUER`]: httpUrl.optional(),
    [`${prefix}_AUTHORIZE_URL`]: httpUrl.optional(),
    [`${prefix}_TOKEN_URL`]: httpUrl.optional(),
    [`${prefix}_USERINFO_URL`]: httpUrl.optional(),
    [`${prefix}_SCOPES`]: z.string().max(500).optional(),
  }) as Record<
    `${typeof prefix}_${"CLIENT_ID" | "CLIENT_SECRET" | "ISSUER" | "AUTHORIZE_URL" | "TOKEN_URL" | "USERINFO_URL" | "SCOPES"}`,
    z.ZodOptional<z.ZodString>
  >;

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: port.default(3000),
  PUBLIC_URL: z.url({ error: "http(s)://… 형식의 주소여야 합니다 (must be a URL)" }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "postgres://… 형식이어야 합니다 (must start with postgres://)" })
    .optional(),
  /** Port of the embedded PostgreSQL server (without DATABASE_URL); 0 = the last one when free, else any free port. */
  EMBEDDED_DB_PORT: port.default(0),
  /** Redis for several web processes: page-cache invalidations over pub/sub and shared rate-limit counters. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: "redis:// 또는 rediss:// 로 시작해야 합니다 (must start with redis://)" })
    .optional(),
  SEED_DEMO: bool(true),
  /** The market page of the NFT that raises the daily upload count (upload-limit alert link). */
  UPLOAD_NFT_MARKET_URL: z.url({ error: "http(s)://… 형식의 주소여야 합니다 (must be a URL)" }).default("https://opensea.io/"),
  CORS_ORIGINS: origins,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(200 * 1024 * 1024)
    .default(1024 * 1024),
  TRUST_PROXY: bool(false),
  QUEUE_ENABLED: bool(true),
  /** on: this process also runs the jobs; off: it only enqueues them and `npm run worker` processes run them. */
  JOBS: z.enum(["on", "off"], { error: "on 또는 off 여야 합니다 (must be on or off)" }).default("on"),
  MAIL_FROM: z.string().min(3).default("나눔터 <no-reply@nanumteo.localhost>"),
  /** Secret for encrypted temporary records and signed state; generated into DATA_DIR when unset. */
  APP_SECRET: z.string().min(32, { error: "32자 이상이어야 합니다 (at least 32 characters)" }).optional(),
  /** LibreOffice for DOC/DOCX/PPT/PPTX pages: unset = find `soffice` on PATH, "off" = never use it, or its path. */
  SOFFICE_PATH: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "smtp:// 또는 smtps:// 로 시작해야 합니다 (must start with smtp://)" })
    .optional(),
  ...oauthEnv("GOOGLE"),
  ...oauthEnv("KAKAO"),
  ...oauthEnv("POLARIS"),
  /** Base URL of the office-suite provider's desktop-client API (GET token, GET userinfo; docs/product/platform.md). */
  POLARIS_CLIENT_API_URL: httpUrl.optional(),
  /** Time limit for each call to a sign-in provider. */
  OAUTH_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /** Distinct members whose reports blind a post or comment until a moderator decides; 0 = only moderators blind. */
  REPORT_BLIND_THRESHOLD: z.coerce.number({ error: "숫자여야 합니다 (must be a number)" }).int().min(0).max(10_000).default(5),
  /** Web Push (VAPID) key pair, base64url; generated into DATA_DIR/vapid.json when unset. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, { error: "base64url P-256 공개키여야 합니다 (uncompressed public key)" })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, { error: "base64url P-256 개인키여야 합니다 (private key)" })
    .optional(),
  /** How push services reach the operator (mailto: or https:). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, { error: "mailto: 또는 https:// 로 시작해야 합니다" })
    .default("mailto:no-reply@nanumteo.localhost"),
  /** Accept plain-http push endpoints (local push servers in development and tests only). */
  PUSH_ALLOW_HTTP: bool(false),
  /** Seconds on a post before its view reward can be claimed (docs/product/platform.md: 10; tests may shorten it, never below 1). */
  VIEW_REWARD_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /**
   * Multiplies the sign-up and mail-sending budgets per client address and per mail domain
   * (modules/accounts/outbound-limits.ts): raise it for a sign-up event behind one network.
   */
  SIGN_UP_LIMIT_SCALE: z.coerce.number({ error: "숫자여야 합니다 (must be a number)" }).int().min(1).max(1_000).default(1),
  /** Seconds a visitor's server-rendered page may be served from memory; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number({ error: "숫자여야 합니다 (must be a number)" }).int().min(0).max(3600).default(5),
});

export type RawConfig = z.infer<typeof configSchema>;

export type OAuthChannel = "G" | "K" | "P";

export interface OAuthProviderConfig {
  channel: OAuthChannel;
  clientId: string;
  clientSecret: string | null;
  /** OpenID Connect issuer (discovery + ID token verification), or null for plain OAuth 2.0. */
  issuer: string | null;
  /** Explicit endpoints; with an issuer they override the discovered ones. */
  authorizeUrl: string | null;
  tokenUrl: string | null;
  userinfoUrl: string | null;
  scopes: string[];
}

export interface OAuthConfig {
  providers: Partial<Record<OAuthChannel, OAuthProviderConfig>>;
  /** The office-suite desktop-client API, or null when the embedded flow is off. */
  officeClientApiUrl: string | null;
  timeoutMs: number;
}

/**
 * Public defaults: Google is an OpenID Connect issuer; Kakao's REST endpoints are fixed
 * (its OpenID Connect mode is opt-in per app, so it is used only when KAKAO_ISSUER is set).
 * Polaris has no public defaults: its issuer or endpoints must be configured.
 */
const OAUTH_DEFAULTS: Record<
  OAuthChannel,
  {
    prefix: "GOOGLE" | "KAKAO" | "POLARIS";
    issuer?: string;
    authorizeUrl?: string;
    tokenUrl?: string;
    userinfoUrl?: string;
    scopes: string;
  }
> = {
  G: { prefix: "GOOGLE", issuer: "https://accounts.google.com", scopes: "openid email profile" },
  K: {
    prefix: "KAKAO",
    authorizeUrl: "https://kauth.kakao.com/oauth/authorize",
    tokenUrl: "https://kauth.kakao.com/oauth/token",
    userinfoUrl: "https://kapi.kakao.com/v2/user/me",
    scopes: "account_email profile_nickname",
  },
  P: { prefix: "POLARIS", scopes: "openid email profile" },
};

function oauthConfigOf(raw: RawConfig, issues: string[]): OAuthConfig {
  const providers: OAuthConfig["providers"] = {};
  const env = raw as unknown as Record<string, string | undefined>;
  for (const channel of ["G", "K", "P"] as const) {
    const d = OAUTH_DEFAULTS[channel];
    const clientId = env[`${d.prefix}_CLIENT_ID`];
    if (!clientId) continue;
    const explicitIssuer = env[`${d.prefix}_ISSUER`];
    const authorizeUrl = env[`${d.prefix}_AUTHORIZE_URL`] ?? null;
    const tokenUrl = env[`${d.prefix}_TOKEN_URL`] ?? null;
    const userinfoUrl = env[`${d.prefix}_USERINFO_URL`] ?? null;
    const anyExplicit = Boolean(authorizeUrl || tokenUrl || userinfoUrl);
    // Explicit endpoints without an issuer mean plain OAuth 2.0; otherwise the default issuer applies.
    const issuer = explicitIssuer ?? (anyExplicit ? null : (d.issuer ?? null));
    const provider: OAuthProviderConfig = {
      channel,
      clientId,
      clientSecret: env[`${d.prefix}_CLIENT_SECRET`] ?? null,
      issuer,
      authorizeUrl: authorizeUrl ?? (issuer ? null : (d.authorizeUrl ?? null)),
      tokenUrl: tokenUrl ?? (issuer ? null : (d.tokenUrl ?? null)),
      userinfoUrl: userinfoUrl ?? (issuer ? null : (d.userinfoUrl ?? null)),
      scopes: (env[`${d.prefix}_SCOPES`] ?? d.scopes).split(/[\s,]+/).filter(Boolean),
    };
    if (!provider.issuer && !(provider.authorizeUrl && provider.tokenUrl && provider.userinfoUrl)) {
      issues.push(
        `${d.prefix}_CLIENT_ID: ${d.prefix}_ISSUER 또는 ${d.prefix}_AUTHORIZE_URL, ${d.prefix}_TOKEN_URL, ${d.prefix}_USERINFO_URL 이 필요합니다 (an issuer or all three endpoints are required)`,
      );
      continue;
    }
    providers[channel] = provider;
  }
  return { providers, officeClientApiUrl: raw.POLARIS_CLIENT_API_URL ?? null, timeoutMs: raw.OAUTH_TIMEOUT_MS };
}

export interface AppConfig extends RawConfig {
  /** Absolute data folder. */
  dataDir: string;
  /** Origin the site is reached at, without trailing slash. */
  publicUrl: string;
  /** "embedded" (the PostgreSQL server the app starts under DATA_DIR) unless DATABASE_URL is set. */
  databaseKind: "embedded" | "external";
  isProduction: boolean;
  /** Social sign-in providers that are configured (a provider without a client id is absent). */
  oauth: OAuthConfig;
}

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`설정 오류 (configuration error):\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses an environment-like object. Empty strings count as unset, as in most .env files. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== "") cleaned[key] = value.trim();
  }
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "?");
        return `${name}=${JSON.stringify(cleaned[name] ?? "")}: ${issue.message}`;
      }),
    );
  }
  const raw = parsed.data;
  const oauthIssues: string[] = [];
  const oauth = oauthConfigOf(raw, oauthIssues);
  if (oauthIssues.length) throw new ConfigError(oauthIssues);
  const dataDir = path.resolve(PROJECT_ROOT, raw.DATA_DIR);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, "");
  return {
    ...raw,
    dataDir,
    publicUrl,
    databaseKind: raw.DATABASE_URL ? "external" : "embedded",
    isProduction: raw.NODE_ENV === "production",
    oauth,
  };
}
