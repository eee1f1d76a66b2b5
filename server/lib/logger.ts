// Structured JSON logs (pino). Secrets never reach a log line: the redaction list covers
// credentials wherever they appear in request logs and in objects we log ourselves.
import pino, { type Logger } from "pino";

export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.userPw",
  "*.token",
  "*.accessToken",
  "*.refreshToken",
];

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "nanumteo" },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

export type { Logger };
