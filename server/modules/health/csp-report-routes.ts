// Where browsers report what the pages' Content-Security-Policy blocked (server/lib/csp.ts):
// report-uri bodies (application/csp-report) and Reporting API batches
// (application/reports+json). Each report is logged as a warning with what was blocked and
// where; nothing is stored. A reporting address takes 60 reports a minute, the rest are
// dropped quietly (a page in a loop must not fill the logs). Always 204.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addRoute } from "../route";
import { healthApi } from "./schema";

const REPORT_LIMIT = { attempts: 60, windowMs: 60_000 };
const FIELD_MAX = 300;

type Report = Record<string, unknown>;

/** The few fields worth a log line, from either report format, each cut short. */
export function summarizeReports(body: unknown): Report[] {
  const list = Array.isArray(body) ? body : [body];
  const out: Report[] = [];
  for (const entry of list.slice(0, 20)) {
    if (!entry || typeof entry !== "object") continue;
    const record = entry as Record<string, unknown>;
    const report = (record["csp-report"] ?? record.body ?? record) as Record<string, unknown>;
    if (!report || typeof report !== "object") continue;
    const pick = (...names: string[]) => {
      for (const name of names) {
        const value = report[name];
        if (typeof value === "string" || typeof value === "number") return String(value).slice(0, FIELD_MAX);
      }
      return undefined;
    };
    out.push({
      documentUrl: pick("document-uri", "documentURL"),
      directive: pick("effective-directive", "effectiveDirective", "violated-directive"),
      blocked: pick("blocked-uri", "blockedURL"),
      source: pick("source-file", "sourceFile"),
      line: pick("line-number", "lineNumber"),
      sample: pick("script-sample", "sample"),
      disposition: pick("disposition"),
    });
  }
  return out;
}

export async function cspReportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const parse = (_request: unknown, body: string, done: (error: Error | null, value?: unknown) => void) => {
    try {
      done(null, JSON.parse(body));
    } catch {
      done(null, null);
    }
  };
  app.addContentTypeParser(["application/csp-report", "application/reports+json"], { parseAs: "string", bodyLimit: 64 * 1024 }, parse);
  addRoute(app, healthApi.cspReport, async (request, reply) => {
    const allowed = await ctx.limiter.hit(`csp-report:${request.ip}`, REPORT_LIMIT.attempts, REPORT_LIMIT.windowMs);
    if (allowed.allowed) {
      for (const report of summarizeReports(request.body))
        request.log.warn({ csp: report, ua: request.headers["user-agent"]?.slice(0, 200) }, "content security policy violation");
    }
    return reply.code(204).send();
  });
}
