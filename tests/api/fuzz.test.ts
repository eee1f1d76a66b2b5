// A bounded, seeded fuzz run over every operation of the OpenAPI document: hostile values in
// every path parameter, query parameter and body field (NUL, unpaired surrogates, huge and
// odd numbers, wrong types, missing and extra fields, markup), multipart bodies without a
// boundary, as a visitor, a verified member and an admin. Whatever comes in, the answer
// is never a 5xx, and every /api answer with a body is the envelope {code, data, errorMsg}.
// FUZZ_SEED reproduces a run; FUZZ_ROUNDS raises the number of requests per operation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN, signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { seededRandom } from "../support/random";
import { createTestPlatform, type TestPlatform } from "../support/platform";

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const ROUNDS = Math.max(3, Number(process.env.FUZZ_ROUNDS ?? 8));

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const HOSTILE_STRINGS = [
  "",
  "\u0000",
  "제목\u0000끝",
  "\uD800",
  "댓글 \uDE00 반쪽",
  "가".repeat(5_000),
  "<script>alert(1)</script><img src=x onerror=alert(1)>",
  "' OR 1=1 --",
  "%00%ff%c0%af",
  "../../../etc/passwd",
  "a\u0007\u001b[31mb",
  "😀".repeat(300),
  " ",
  "-1",
  "9".repeat(40),
  "null",
  "{}",
];
const HOSTILE_NUMBERS = [-1, 0, 1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308];
const OTHER_VALUES: unknown[] = [null, true, false, [], {}, [1, "x"], { $ne: 1 }, { __proto__: { admin: true } }];

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}

function typeOf(schema: Schema | undefined): string {
  if (!schema) return "any";
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return typeOf(options[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  return type ?? "any";
}

/** A value for a field: mostly of its own type but hostile, sometimes of another type. */
function valueFor(rand: () => number, schema: Schema | undefined, depth = 0): unknown {
  const roll = rand();
  if (roll < 0.15) return pick(rand, OTHER_VALUES);
  if (roll < 0.25) return pick(rand, HOSTILE_STRINGS);
  if (schema?.enum?.length && roll < 0.35) return pick(rand, schema.enum);
  switch (typeOf(schema)) {
    case "integer":
    case "number":
      return pick(rand, HOSTILE_NUMBERS);
    case "boolean":
      return pick(rand, [true, false, "Y", "true", 1]);
    case "array":
      return depth > 2 ? [] : Array.from({ length: Math.floor(rand() * 4) }, () => valueFor(rand, schema?.items, depth + 1));
    case "object":
      return depth > 2 ? {} : bodyFor(rand, schema, depth + 1);
    default:
      return pick(rand, HOSTILE_STRINGS);
  }
}

function bodyFor(rand: () => number, schema: Schema | undefined, depth = 0): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema?.properties ?? {})) {
    // Sometimes a field is left out, required or not.
    if (rand() < 0.15) continue;
    body[name] = valueFor(rand, field, depth);
  }
  if (rand() < 0.2) body[`extra${Math.floor(rand() * 100)}`] = pick(rand, HOSTILE_STRINGS);
  return body;
}

/** A path or query value as text: a hostile string, or a hostile number. */
function textFor(rand: () => number, schema: Schema | undefined): string {
  const type = typeOf(schema);
  if ((type === "integer" || type === "number") && rand() < 0.5) return String(pick(rand, HOSTILE_NUMBERS));
  return pick(rand, HOSTILE_STRINGS);
}

/** Percent-encodes a value; half an emoji becomes the bytes of an invalid UTF-8 sequence. */
function encodeValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

/** An admin passes every guard a moderator passes, and the admin routes too. */
type Caller = "visitor" | "member" | "admin";

let platform: TestPlatform;
let operations: { method: string; path: string; operation: Operation }[] = [];

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
  const doc = (await platform.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    if (!path.startsWith("/api/") || path.startsWith("/api/docs")) continue;
    for (const [method, operation] of Object.entries(byMethod)) operations.push({ method: method.toUpperCase(), path, operation });
  }
  operations = operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
});
afterAll(async () => platform?.dispose());

async function headersFor(caller: Caller): Promise<Record<string, string>> {
  if (caller === "visitor") return { origin: TEST_ORIGIN };
  const member = await makeUser(platform.handle.db, { role: caller === "admin" ? "admin" : "member", termsAgreedAt: new Date() });
  return (await signedIn(platform.handle.db, member.userNo)).headers;
}

describe("fuzzing every operation of the OpenAPI document", () => {
  it("answers every hostile request without a 5xx, in the envelope", async () => {
    expect(operations.length).toBeGreaterThan(100);
    const rand = seededRandom(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, operation } of operations) {
      for (const caller of ["visitor", "member", "admin"] as const) {
        const headers = await headersFor(caller);
        for (let round = 0; round < ROUNDS; round++) {
          const params = operation.parameters ?? [];
          const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeValue(textFor(rand, params.find((p) => p.name === name && p.in === "path")?.schema)),
          );
          const query = new URLSearchParams();
          for (const p of params.filter((p) => p.in === "query")) if (rand() < 0.8) query.set(p.name, textFor(rand, p.schema));
          const content = operation.requestBody?.content ?? {};
          let payload: string | undefined;
          const requestHeaders: Record<string, string> = { ...headers, "user-agent": "fuzz" };
          if (method !== "GET" && method !== "DELETE" && method !== "HEAD") {
            if (round < 2) {
              // Every write also gets a broken multipart body: no boundary, or a part cut short.
              requestHeaders["content-type"] = round === 0 ? "multipart/form-data" : "multipart/form-data; boundary=XYZ";
              payload =
                round === 0 ? "garbage" : '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n\r\n%PDF-';
            } else {
              requestHeaders["content-type"] = "application/json";
              const schema = content["application/json"]?.schema;
              payload =
                round === ROUNDS - 1 && rand() < 0.5
                  ? pick(rand, ['{"a":', "[]", "null", '"\\u0000"'])
                  : JSON.stringify(bodyFor(rand, schema));
            }
          }
          const target = query.size ? `${url}?${query}` : url;
          const res = await platform.app.inject({ method: method as "GET", url: target, headers: requestHeaders, payload });
          sent++;
          const where = `${method} ${target.slice(0, 160)} as ${caller}`;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
          const type = String(res.headers["content-type"] ?? "");
          if (res.statusCode >= 400 && !type.includes("application/json")) failures.push(`not JSON (${type}) ${where}`);
          if (type.includes("application/json") && res.body) {
            const body = res.json() as Record<string, unknown>;
            if (!("code" in body && "data" in body && "errorMsg" in body))
              failures.push(`not the envelope ${where}: ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures, `${failures.length} of ${sent} requests (seed ${SEED})`).toEqual([]);
    expect(sent).toBe(operations.length * 3 * ROUNDS);
    console.info(`fuzz: ${sent} requests over ${operations.length} operations (seed ${SEED}), no 5xx`);
  }, 600_000);

  it("answers unknown /api paths, other methods and broken URLs in the envelope", async () => {
    for (const [method, url, status] of [
      ["GET", "/api/nope", 404],
      ["POST", "/api/board/nothing/here", 404],
      ["GET", "/api/user/signUp", 404],
      ["DELETE", "/api", 404],
      ["GET", "/api/%E0%A4%A", 400],
      ["GET", `/api/user/myPage/${"가".repeat(600)}`, 414],
      ["GET", `/api/nope?q=${"a".repeat(8_000)}`, 404],
    ] as const) {
      const res = await platform.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode, `${method} ${url}`).toBe(status);
      expect(res.json(), `${method} ${url}`).toMatchObject({ code: `${status}00`, data: null, errorMsg: expect.any(String) });
    }
  });

  it("takes NUL in visitor queries as no character at all", async () => {
    for (const url of [
      "/api/board/tagBoards?tag=%00",
      "/api/board/suggestionBoards?userId=%00",
      "/api/prep/boards?category=%00",
      "/api/board/searchBoards?searchKey=%00%00경제&searchType=all",
    ]) {
      const res = await platform.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(Object.keys(res.json()), url).toEqual(expect.arrayContaining(["code", "data", "errorMsg"]));
    }
  });
});
