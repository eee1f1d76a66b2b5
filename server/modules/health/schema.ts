// Where browsers report what the pages' Content-Security-Policy blocked: the contract. The
// body is either report format (application/csp-report, application/reports+json), read by
// the handler as it comes.
import { CSP_REPORT_PATH } from "../../lib/csp";
import { defineRoute, rawAnswer } from "../route";

export const healthApi = {
  cspReport: defineRoute({
    method: "POST",
    path: CSP_REPORT_PATH,
    access: "public",
    changes: "nothing",
    tags: ["system"],
    summary: "CSP 위반 보고 (브라우저가 보냄, 기록만 함)",
    response: rawAnswer(204, "기록함 (본문 없음)"),
  }),
};
