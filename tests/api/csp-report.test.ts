// The CSP report endpoint takes both report formats from a browser (no page origin), answers
// 204, and summarises what was blocked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summarizeReports } from "../../server/modules/health/csp-report-routes";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

describe("POST /api/csp-report", () => {
  it("takes report-uri and Reporting API bodies, with or without an origin, and answers 204", async () => {
    const legacy = {
      "csp-report": {
        "document-uri": "http://localhost:3000/",
        "effective-directive": "script-src-elem",
        "blocked-uri": "inline",
        "line-number": 3,
      },
    };
    for (const [type, body, origin] of [
      ["application/csp-report", JSON.stringify(legacy), undefined],
      [
        "application/reports+json",
        JSON.stringify([
          {
            type: "csp-violation",
            body: { documentURL: "http://localhost:3000/", effectiveDirective: "script-src-elem", blockedURL: "inline" },
          },
        ]),
        "null",
      ],
      ["application/csp-report", "not json", undefined],
    ] as const) {
      const res = await platform.app.inject({
        method: "POST",
        url: "/api/csp-report",
        headers: { "content-type": type, ...(origin ? { origin } : {}) },
        payload: body,
      });
      expect(res.statusCode, type).toBe(204);
    }
  });

  it("summarises either format into the same short fields", () => {
    expect(
      summarizeReports({ "csp-report": { "document-uri": "/a", "effective-directive": "script-src-elem", "blocked-uri": "inline" } }),
    ).toEqual([expect.objectContaining({ documentUrl: "/a", directive: "script-src-elem", blocked: "inline" })]);
    expect(
      summarizeReports([{ body: { documentURL: "/b", effectiveDirective: "img-src", blockedURL: "x".repeat(1000) } }])[0]!.blocked,
    ).toHaveLength(300);
    expect(summarizeReports("junk")).toEqual([]);
  });
});
