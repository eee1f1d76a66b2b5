// Environment is parsed once at start. A wrong value stops the process with a message that
// names the variable, instead of failing later somewhere far from the cause.
import path from "node:path";
import { z } from "zod";
import { AD_INDEX_DEFAULT } from "../core/ads";
import { federationSetting, type FederationSetting } from "../core/federation";
import { PROJECT_ROOT } from "./paths";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], {
      error: "true 또는 false 여야 합니다 (must be true or false)",
    })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1" || v === "yes"));

/** "30m", "12h", "1d" in milliseconds. */
export function backupEveryMs(text: string): number {
  const n = Number.parseInt(text, 10);
  const unit = text.trim().slice(-1);
  return n * (unit === "m" ? 60_000 : unit === "h" ? 3_600_000 : 86_400_000);
}

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
const oauthEnv = (prefix: "GOOGLE" | "KAKAO" | "POLARIS" | "WORLD_ID") =>
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

const onOff = (fallback: "on" | "off") =>
  z
    .enum(["on", "off"], { error: "on 또는 off 여야 합니다 (must be on or off)" })
    .default(fallback)
    .transform((v) => v === "on");

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: "0x 로 시작하는 40자리 16진수 주소여야 합니다 (must be a 0x… address)" });

/** Variables whose values never appear in an error message or a log line. */
export const SECRET_ENV = new Set([
  "PAYOUT_SIGNER_KEY",
  "APP_SECRET",
  "AI_API_KEY",
  "VAPID_PRIVATE_KEY",
  "GOOGLE_CLIENT_SECRET",
  "KAKAO_CLIENT_SECRET",
  "POLARIS_CLIENT_SECRET",
  "WORLD_ID_CLIENT_SECRET",
  "METRICS_TOKEN",
  "FILES_S3_SECRET_ACCESS_KEY",
  // Connection strings carry their passwords.
  "DATABASE_REPLICA_URLS",
]);

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: port.default(3000),
  /**
   * Web processes `npm start` runs on PORT: "auto" = one per CPU core (at most 8), 1 = the app
   * serves from its own process. With more, the first process owns the embedded database and
   * runs the jobs, and the web processes share the port (docs/decisions/0174).
   */
  WEB_PROCESSES: z
    .union([z.literal("auto"), z.coerce.number({ error: "auto 또는 1–64 의 숫자여야 합니다 (auto or a number)" }).int().min(1).max(64)])
    .default("auto"),
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
  /**
   * Read replicas of the database (comma-separated postgres:// URLs, decision 0225): lists, search
   * and public pages read from a healthy one; writes, transactions, a member's own state and a
   * member who just wrote read the primary. Unset: everything reads the primary.
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, { error: "postgres://… 형식이어야 합니다 (must start with postgres://)" }))),
  /** A replica further behind the primary than this (milliseconds) is skipped until it catches up. */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number({ error: "숫자여야 합니다 (must be a number)" }).int().min(100).max(600_000).default(5_000),
  SEED_DEMO: bool(true),
  /** The market page of the NFT that raises the daily upload count (upload-limit alert link). */
  UPLOAD_NFT_MARKET_URL: z.url({ error: "http(s)://… 형식의 주소여야 합니다 (must be a URL)" }).default("https://opensea.io/"),
  /** JSON-RPC endpoint of the Kaia chain (docs/product/wallet.md §1); unset: no wallet features read the chain. */
  KAIA_RPC_URL: httpUrl.optional(),
  /** 8217 is Kaia's main network; a test installation may use another id (a local chain). */
  KAIA_CHAIN_ID: z.coerce
    .number({ error: "숫자여야 합니다 (must be a number)" })
    .int()
    .min(1)
    .max(2 ** 53 - 1)
    .default(8217),
  /** The profile-picture NFT collection (ERC-721 with on-chain rarity, contracts/NanumteoPfp.sol). */
  NFT_COLLECTION_ADDRESS: address.optional(),
  /** The NFT whose holders get the higher daily upload count (any ERC-721: holding one counts). */
  UPLOAD_NFT_ADDRESS: address.optional(),
  /** The ERC-20 season rewards are paid in. */
  TOKEN_ADDRESS: address.optional(),
  /** Private key (0x + 64 hex) of the wallet that sends payouts. Never logged, never stored in the database. */
  PAYOUT_SIGNER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, { error: "0x 로 시작하는 64자리 16진수 개인키여야 합니다 (must be a 0x… private key)" })
    .optional(),
  /** Block explorer that transaction and address links point to. */
  EXPLORER_URL: httpUrl.default("https://kaiascan.io"),
  /** Market page of the profile-picture collection (linked from the NFT pages). */
  NFT_MARKET_URL: httpUrl.optional(),
  /** on: a sign-in signature that does not match the address is checked again with the RPC's kaia_recoverFromMessage (Kaia accounts whose key was changed). */
  KAIA_RECOVER_FALLBACK: onOff("off"),
  /** on: `npm start` runs a local chain (anvil) with the contracts and demo NFTs (docs/decisions/0151). */
  DEV_CHAIN: onOff("off"),
  /** The footer's 사이트 group (docs/product/site.md §4): the office suite, a sister site, a notes app, a hub. */
  FOOTER_OFFICE_URL: httpUrl.default("https://www.polarisoffice.com"),
  FOOTER_SISTER_URL: httpUrl.default("https://www.polarisshare.com"),
  FOOTER_NOTES_URL: httpUrl.default("https://www.polarisnote.com"),
  FOOTER_HUB_URL: httpUrl.default("https://hub.polarisoffice.com"),
  /**
   * The production host name (with its port when not 443/80), e.g. nanumteo.kr. Third-party
   * scripts are added to pages only for requests whose Host header is exactly this (site.md §13).
   */
  PRODUCTION_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, { error: "호스트 이름이어야 합니다 (a host name, e.g. nanumteo.kr)" })
    .optional(),
  /** Third-party tag, pixel and ad scripts (comma-separated https URLs), loaded on PRODUCTION_HOST only. */
  THIRD_PARTY_SCRIPTS: z
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
        // https; plain http only on loopback (a local tag server in development and tests).
        z
          .url({ error: "쉼표로 구분한 https 주소 목록이어야 합니다 (comma-separated https URLs)" })
          .refine((u) => u.startsWith("https://") || /^http:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?\//.test(u), {
            error: "https 주소여야 합니다 (must be https)",
          }),
      ),
    ),
  /** The in-feed ad slot's position in the home and new feeds (0-based card index; site.md §13). */
  AD_INDEX: z.coerce.number({ error: "숫자여야 합니다 (must be a number)" }).int().min(0).max(100).default(AD_INDEX_DEFAULT),
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
  /** An S3-compatible bucket for uploaded files instead of DATA_DIR/files (decision 0223); unset: the local folder. */
  FILES_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: "3–63자의 소문자, 숫자, 점, 하이픈이어야 합니다 (an S3 bucket name: 3–63 lowercase letters, digits, dots, hyphens)",
    })
    .optional(),
  /** The S3 server of a self-hosted or non-AWS store (MinIO, Ceph, R2 …); unset: AWS by FILES_S3_REGION. */
  FILES_S3_ENDPOINT: httpUrl.optional(),
  FILES_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, { error: "ap-northeast-2 같은 리전 이름이어야 합니다 (a region name)" })
    .optional(),
  FILES_S3_ACCESS_KEY_ID: z.string().max(200).optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().max(200).optional(),
  /** true: bucket in the path (http://host/bucket/key), as most self-hosted servers need; false: bucket.host. */
  FILES_S3_FORCE_PATH_STYLE: bool(false),
  /** A CDN (or the bucket's public address) serving public files: /files/<key> of such a file redirects to it + key. */
  FILES_PUBLIC_URL: httpUrl.optional(),
  /** Where backups go (docs/product/backups.md); default DATA_DIR/backups. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How often the job queue writes a backup: e.g. 30m, 12h, 1d, 7d; unset = no schedule. */
  BACKUP_EVERY: z
    .string()
    .regex(/^\d+\s*[mhd]$/, { error: "30m, 12h, 1d 처럼 숫자와 m·h·d 여야 합니다 (a number and m, h or d)" })
    .optional()
    .transform((v) => (v === undefined ? null : backupEveryMs(v)))
    .refine((ms) => ms === null || ms >= 15 * 60_000, { error: "15분(15m) 이상이어야 합니다 (at least 15m)" }),
  /**
   * A bucket for backup archives, on the S3 server of FILES_S3_* (decision 0230): each archive is
   * written in BACKUP_DIR, put there, and removed from this machine; unset: archives stay in BACKUP_DIR.
   */
  BACKUP_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: "3–63자의 소문자, 숫자, 점, 하이픈이어야 합니다 (an S3 bucket name: 3–63 lowercase letters, digits, dots, hyphens)",
    })
    .optional(),
  /** Scheduled backups kept in BACKUP_DIR (or BACKUP_S3_BUCKET); older ones are removed. */
  BACKUP_KEEP: z.coerce.number({ error: "숫자여야 합니다 (must be a number)" }).int().min(1).max(1000).default(7),
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
  ...oauthEnv("WORLD_ID"),
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
  /**
   * Mail domains of the office suite, comma-separated: members whose e-mail is at one of them
   * (or a subdomain) see the event ranking's top 10 (modalTop10, docs/product/events.md).
   */
  OFFICE_EMAIL_DOMAINS: z.string().max(1000).default("polarisoffice.com"),
  /** Seconds on a post before its view reward can be claimed (docs/product/platform.md: 10; tests may shorten it, never below 1). */
  VIEW_REWARD_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** How far ahead a post may be scheduled at the soonest (docs/product/writing.md §15: 300; tests may shorten it, never below 1). */
  SCHEDULE_MIN_LEAD_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /**
   * Multiplies the sign-up and mail-sending budgets per client address, network block and browser
   * (modules/accounts/outbound-limits.ts): raise it for a sign-up event behind one network.
   */
  SIGN_UP_LIMIT_SCALE: z.coerce.number({ error: "숫자여야 합니다 (must be a number)" }).int().min(1).max(1_000).default(1),
  /**
   * Mail domains refused at sign-up besides the maintained list of disposable domains
   * (disposable-email-domains-js, updated with the package), comma-separated (decision 0181).
   */
  BLOCKED_EMAIL_DOMAINS: z.string().max(10_000).default(""),
  /**
   * Turns on GET /metrics (Prometheus text) for scrapers that send `Authorization: Bearer <token>`;
   * unset, the app keeps no metrics and /metrics is an unknown address (docs/operations/metrics.md).
   */
  METRICS_TOKEN: z.string().min(16, { error: "16자 이상이어야 합니다 (at least 16 characters)" }).max(500).optional(),
  /** `npm run worker` with METRICS_TOKEN: the port its /metrics listens on (it serves nothing else); unset, none. */
  METRICS_PORT: port.min(1).optional(),
  /** Seconds a visitor's server-rendered page may be served from memory; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number({ error: "숫자여야 합니다 (must be a number)" }).int().min(0).max(3600).default(5),
  /**
   * An OpenAI-compatible chat-completions server (…/v1: a hosted vendor, Ollama, llama.cpp).
   * Unset: the offline engine answers every AI task (docs/product/ai.md, "Engine").
   */
  AI_BASE_URL: httpUrl.optional(),
  /** Sent as `Authorization: Bearer …`; local servers usually need none. */
  AI_API_KEY: z.string().max(1000).optional(),
  /** The model name the server knows (e.g. gpt-4o-mini, qwen2.5:7b); required with AI_BASE_URL. */
  AI_MODEL: z.string().max(200).optional(),
  /** Time limit of one model call, retries included; past it the offline result is shown. */
  AI_TIMEOUT_MS: z.coerce.number({ error: "숫자여야 합니다 (must be a number)" }).int().min(500).max(600_000).default(20_000),
  /** Retries of a call on a network error, 429 or 5xx (never on other 4xx). */
  AI_MAX_RETRIES: z.coerce.number({ error: "숫자여야 합니다 (must be a number)" }).int().min(0).max(5).default(2),
  /**
   * ActivityPub (docs/product/federation.md, decision 0226): unset, on when PUBLIC_URL is a host
   * other servers can reach; `on` forces it (development and tests on loopback), `off` stops it.
   */
  FEDERATION: z.enum(["on", "off"], { error: "on 또는 off 여야 합니다 (must be on or off)" }).optional(),
  /**
   * Tests only: loopback addresses (comma-separated, 127.x.x.x or ::1) the image import may
   * fetch from, so a test can serve an image locally. Never set in production.
   */
  URL_FETCH_ALLOW_ADDRESSES: z
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
        // Loopback only: even a mistaken production setting cannot open the private network.
        z.union([z.ipv4(), z.ipv6()]).refine((ip) => /^127\./.test(ip) || ip === "::1", {
          error: "루프백 IP 주소 목록이어야 합니다 (comma-separated loopback addresses: 127.x.x.x or ::1)",
        }),
      ),
    ),
});

export type RawConfig = z.infer<typeof configSchema>;

/** The social channels and World ID (W, docs/product/accounts.md §9). */
export type OAuthChannel = "G" | "K" | "P" | "W";

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
    prefix: "GOOGLE" | "KAKAO" | "POLARIS" | "WORLD_ID";
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
  // World ID's OpenID Connect sign-in ("Sign in with World ID"): the subject is the person's
  // nullifier for this app; the ID token may carry the verification level.
  W: { prefix: "WORLD_ID", issuer: "https://id.worldcoin.org", scopes: "openid" },
};

function oauthConfigOf(raw: Omit<RawConfig, "PAYOUT_SIGNER_KEY">, issues: string[]): OAuthConfig {
  const providers: OAuthConfig["providers"] = {};
  const env = raw as unknown as Record<string, string | undefined>;
  for (const channel of ["G", "K", "P", "W"] as const) {
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

/**
 * A secret from the environment. It prints as "[redacted]" however it is printed (JSON, logs,
 * util.inspect, string templates); only `reveal()` gives the value, at the one place that uses it.
 */
export class RedactedSecret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toJSON(): string {
    return "[redacted]";
  }
  toString(): string {
    return "[redacted]";
  }
  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return "[redacted]";
  }
}

/** The bucket files live in (FILES_S3_*), checked together at start. */
export interface FilesS3Config {
  bucket: string;
  /** null: AWS's own endpoint for the region. */
  endpoint: string | null;
  region: string;
  /** null: the SDK's usual credential chain (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: RedactedSecret } | null;
  forcePathStyle: boolean;
  /** Origin (and path) public files are served from instead of the app, without trailing slash. */
  publicUrl: string | null;
}

export interface AppConfig extends Omit<RawConfig, "PAYOUT_SIGNER_KEY" | "FILES_S3_SECRET_ACCESS_KEY"> {
  /** PAYOUT_SIGNER_KEY, kept out of the plain config so dumping the config cannot leak it. */
  payoutSignerKey: RedactedSecret | null;
  /** Files in an S3-compatible bucket; null: DATA_DIR/files. */
  filesS3: FilesS3Config | null;
  /** Backup archives in a bucket of the same S3 server (BACKUP_S3_BUCKET); null: BACKUP_DIR only. */
  backupS3: FilesS3Config | null;
  /** Absolute data folder. */
  dataDir: string;
  /** Absolute folder of backups (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string;
  /** Origin the site is reached at, without trailing slash. */
  publicUrl: string;
  /** "embedded" (the PostgreSQL server the app starts under DATA_DIR) unless DATABASE_URL is set. */
  databaseKind: "embedded" | "external";
  isProduction: boolean;
  /** Social sign-in providers that are configured (a provider without a client id is absent). */
  oauth: OAuthConfig;
  /** ActivityPub: on or off, and why (FEDERATION and PUBLIC_URL, core/federation.ts). */
  federation: FederationSetting;
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
        const shown = SECRET_ENV.has(name) ? "[redacted]" : (cleaned[name] ?? "");
        return `${name}=${JSON.stringify(shown)}: ${issue.message}`;
      }),
    );
  }
  const { PAYOUT_SIGNER_KEY, FILES_S3_SECRET_ACCESS_KEY, ...raw } = parsed.data;
  const oauthIssues: string[] = [];
  const oauth = oauthConfigOf(raw, oauthIssues);
  if (oauthIssues.length) throw new ConfigError(oauthIssues);
  if (raw.AI_BASE_URL && !raw.AI_MODEL) {
    throw new ConfigError([`AI_MODEL: AI_BASE_URL 을 쓰면 모델 이름이 필요합니다 (required with AI_BASE_URL)`]);
  }
  const filesS3 = filesS3Of(raw, FILES_S3_SECRET_ACCESS_KEY);
  if (raw.BACKUP_S3_BUCKET && !filesS3) {
    throw new ConfigError([
      "BACKUP_S3_BUCKET: 백업 버킷은 FILES_S3_* 의 S3 서버에 있어야 합니다. FILES_S3_BUCKET 과 접속 설정을 함께 써 주세요 (requires the FILES_S3_* server settings)",
    ]);
  }
  if (raw.BACKUP_S3_BUCKET && raw.BACKUP_S3_BUCKET === raw.FILES_S3_BUCKET) {
    throw new ConfigError([
      "BACKUP_S3_BUCKET: 파일 버킷과 다른 버킷이어야 합니다 (must differ from FILES_S3_BUCKET: backups would back up themselves)",
    ]);
  }
  const dataDir = path.resolve(PROJECT_ROOT, raw.DATA_DIR);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, "");
  return {
    ...raw,
    payoutSignerKey: PAYOUT_SIGNER_KEY ? new RedactedSecret(PAYOUT_SIGNER_KEY) : null,
    filesS3,
    // Archives are never served, so a CDN address does not apply to them.
    backupS3: filesS3 && raw.BACKUP_S3_BUCKET ? { ...filesS3, bucket: raw.BACKUP_S3_BUCKET, publicUrl: null } : null,
    dataDir,
    backupDir: raw.BACKUP_DIR ? path.resolve(PROJECT_ROOT, raw.BACKUP_DIR) : path.join(dataDir, "backups"),
    publicUrl,
    databaseKind: raw.DATABASE_URL ? "external" : "embedded",
    isProduction: raw.NODE_ENV === "production",
    oauth,
    federation: federationSetting(raw.FEDERATION, publicUrl, raw.PUBLIC_URL !== undefined, raw.QUEUE_ENABLED),
  };
}

/**
 * FILES_S3_* make sense only together: a bucket needs a region or an endpoint (a self-hosted
 * server answers to any region name), keys come in pairs, and a self-hosted server has no
 * instance role to lend credentials. Without a bucket none of them may be set, so a typo in
 * the bucket's name does not quietly leave files on the local disk.
 */
function filesS3Of(
  raw: Omit<RawConfig, "PAYOUT_SIGNER_KEY" | "FILES_S3_SECRET_ACCESS_KEY">,
  secret: string | undefined,
): FilesS3Config | null {
  const issues: string[] = [];
  if (!raw.FILES_S3_BUCKET) {
    const set = (
      ["FILES_S3_ENDPOINT", "FILES_S3_REGION", "FILES_S3_ACCESS_KEY_ID", "FILES_S3_SECRET_ACCESS_KEY", "FILES_PUBLIC_URL"] as const
    ).filter((name) => (name === "FILES_S3_SECRET_ACCESS_KEY" ? secret : raw[name]));
    if (set.length) {
      throw new ConfigError([`FILES_S3_BUCKET: ${set.join(", ")} 을(를) 쓰려면 버킷 이름이 필요합니다 (required with ${set.join(", ")})`]);
    }
    return null;
  }
  if (!raw.FILES_S3_REGION && !raw.FILES_S3_ENDPOINT) {
    issues.push(
      "FILES_S3_REGION: FILES_S3_BUCKET 에는 리전이나 FILES_S3_ENDPOINT 가 필요합니다 (a region, or an endpoint, is required with the bucket)",
    );
  }
  if (Boolean(raw.FILES_S3_ACCESS_KEY_ID) !== Boolean(secret)) {
    issues.push("FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY: 둘 다 쓰거나 둘 다 비워 두어야 합니다 (set both or neither)");
  } else if (raw.FILES_S3_ENDPOINT && !secret) {
    issues.push(
      "FILES_S3_ACCESS_KEY_ID: FILES_S3_ENDPOINT 의 서버에는 접근 키가 필요합니다 (an access key and secret are required with an endpoint)",
    );
  }
  if (issues.length) throw new ConfigError(issues);
  return {
    bucket: raw.FILES_S3_BUCKET,
    endpoint: raw.FILES_S3_ENDPOINT ?? null,
    // A self-hosted server accepts any region name in the signature; us-east-1 is the usual one.
    region: raw.FILES_S3_REGION ?? "us-east-1",
    credentials:
      raw.FILES_S3_ACCESS_KEY_ID && secret
        ? { accessKeyId: raw.FILES_S3_ACCESS_KEY_ID, secretAccessKey: new RedactedSecret(secret) }
        : null,
    forcePathStyle: raw.FILES_S3_FORCE_PATH_STYLE,
    publicUrl: raw.FILES_PUBLIC_URL ? raw.FILES_PUBLIC_URL.replace(/\/+$/, "") : null,
  };
}
