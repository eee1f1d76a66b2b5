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
  "*.resetToken",
  "*.currentPw",
  "*.newPw",
  "*.certNum",
  "privateKey",
  "*.privateKey",
  "PAYOUT_SIGNER_KEY",
  "*.PAYOUT_SIGNER_KEY",
  "payoutSignerKey",
  "*.payoutSignerKey",
];

/**
 * Query parameters that carry a secret: mail links (/certPwd?token=…, …/verification?token=…)
 * and sign-in returns (code, state, provider tokens).
 */
const SECRET_QUERY_RE = /([?&](?:token|resetToken|code|certNum|state|id_token|access_token|accessToken)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_RE, "$1[redacted]");
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The request line of access logs, with secrets in the query masked. */
function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(String(req.url ?? "")),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "nanumteo" },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { req: serializeRequest },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
