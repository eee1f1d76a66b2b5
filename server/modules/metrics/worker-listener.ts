// A `npm run worker` process has no HTTP server, yet the jobs it runs (mail, push, the
// settlement, job failures) are counted there. With METRICS_TOKEN and METRICS_PORT it listens on
// that port for GET /metrics alone, with the same bearer token as the web processes, so the
// scraper adds it as one more target (docs/operations/metrics.md).
import http from "node:http";
import { fail } from "../../lib/envelope";
import { mapError, messageIn } from "../../lib/error-handler";
import { errors } from "../../lib/errors";
import { languageOfHeaders } from "../../lib/language";
import { bearerMatches, type Metrics } from "../../lib/metrics";
import { METRICS_PATH, METRICS_TEXT } from "./routes";

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

export async function listenForMetrics(options: { metrics: Metrics; token: string; port: number; host: string }): Promise<MetricsListener> {
  const { metrics, token } = options;
  const refuse = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    error: ReturnType<typeof errors.notFound>,
    extra: Record<string, string> = {},
  ) => {
    const mapped = mapError(error);
    res.writeHead(mapped.status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...extra });
    res.end(JSON.stringify(fail(mapped.status, mapped.errorId, messageIn(mapped.message, languageOfHeaders(req.headers)))));
  };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (req.method !== "GET" || path !== METRICS_PATH) return refuse(req, res, errors.notFound());
    if (!bearerMatches(req.headers.authorization, token)) {
      return refuse(req, res, errors.unauthorized(METRICS_TEXT.tokenRequired, "METRICS_TOKEN_REQUIRED"), {
        "www-authenticate": 'Bearer realm="metrics"',
      });
    }
    metrics.exposition().then(
      (text) => {
        res.writeHead(200, { "content-type": metrics.contentType, "cache-control": "no-store" });
        res.end(text);
      },
      () => refuse(req, res, errors.unavailable()),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : options.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
