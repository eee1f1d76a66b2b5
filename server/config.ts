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

const port = z.coerce
  .number({ error: "숫자여야 합니다 (must be a number)" })
  .int()
  .min(0)
  .max(65535);

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
          const parsed = new URL(u);
          return parsed.pathname === "/" && !parsed.search && !u.endsWith("/");
        },
        { error: "origin 에는 경로를 붙이지 않습니다 (scheme://host[:port] only)" },
      ),
    ),
  );

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
  SEED_DEMO: bool(true),
  CORS_ORIGINS: origins,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(200 * 1024 * 1024).default(1024 * 1024),
  TRUST_PROXY: bool(false),
  QUEUE_ENABLED: bool(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "smtp:// 또는 smtps:// 로 시작해야 합니다 (must start with smtp://)" })
    .optional(),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface AppConfig extends RawConfig {
  /** Absolute data folder. */
  dataDir: string;
  /** Origin the site is reached at, without trailing slash. */
  publicUrl: string;
  /** "pglite" unless DATABASE_URL is set. */
  databaseKind: "pglite" | "pg";
  isProduction: boolean;
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
  const dataDir = path.resolve(PROJECT_ROOT, raw.DATA_DIR);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, "");
  return {
    ...raw,
    dataDir,
    publicUrl,
    databaseKind: raw.DATABASE_URL ? "pg" : "pglite",
    isProduction: raw.NODE_ENV === "production",
  };
}
