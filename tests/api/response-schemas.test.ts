// Every API route the running server has declares its answer (server/modules/route.ts): the
// envelope with a schema of its data, or the redirect, file or empty answer it gives instead.
// A route without one would send whatever its service returns, fields nobody meant to publish
// included; this test names any such route, read from the server's own OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "../support/platform";

interface Response {
  description?: string;
  content?: Record<string, { schema?: { properties?: Record<string, unknown>; $ref?: string } }>;
}
interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: { schemas?: Record<string, unknown> };
}

let platform: TestPlatform;
let doc: Document;

beforeAll(async () => {
  platform = await createTestPlatform();
  doc = (await platform.app.inject({ method: "GET", url: "/api/docs/json" })).json() as Document;
});
afterAll(async () => platform?.dispose());

function apiOperations() {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/") && !path.startsWith("/api/docs"))
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
}

describe("response schemas", () => {
  it("every API route declares what it answers", () => {
    const operations = apiOperations();
    expect(operations.length).toBeGreaterThan(100);
    const undeclared: string[] = [];
    for (const { route, operation } of operations) {
      const answers = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]\d\d$/.test(status));
      // A route without a response schema gets Fastify's stand-in: "Default Response", no content.
      const declared = answers.filter(
        ([, answer]) => answer.content?.["application/json"]?.schema || answer.description !== "Default Response",
      );
      if (declared.length === 0) undeclared.push(route);
      for (const [status, answer] of declared) {
        const schema = answer.content?.["application/json"]?.schema;
        if (status === "200" && schema?.properties && !["code", "data", "errorMsg"].every((key) => key in schema.properties!))
          undeclared.push(`${route}: 200 is not the envelope`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("refers only to schemas the document has", () => {
    const refs = [...JSON.stringify(doc.paths).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    const missing = [...new Set(refs)].filter((name) => !(name in (doc.components?.schemas ?? {})));
    expect(missing).toEqual([]);
  });
});
