// The page front with read replicas (decision 0225): a reader who just wrote is never answered
// from the page cache, whose copy may have been read from a replica behind their write.
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { cacheKey } from "./modules/shared-answers";
import { NO_METRICS } from "./lib/metrics";
import { ANY_WRITE, createPageCache } from "./lib/page-cache";
import { thirdPartyOf } from "./lib/third-party";
import { createPageFront, securityHeadersFor } from "./ssr";

function request(url: string, cookie?: string): IncomingMessage {
  return { method: "GET", url, headers: { "user-agent": "vitest", ...(cookie ? { cookie } : {}) } } as unknown as IncomingMessage;
}

function response(): ServerResponse & { status: number | null } {
  const res = {
    status: null as number | null,
    writeHead(status: number) {
      res.status = status;
      return res;
    },
    end: () => res,
  };
  return res as unknown as ServerResponse & { status: number | null };
}

describe("the page front with read replicas", () => {
  const cache = createPageCache({ ttlMs: 5_000 });
  cache.set(cacheKey("v", "ko", "/new", false), cache.generation(), {
    status: 200,
    headers: { "content-type": "text/html" },
    body: Buffer.from("the list"),
    tags: [ANY_WRITE],
  });
  const front = (readsMayLag: boolean) =>
    createPageFront(cache, thirdPartyOf({ THIRD_PARTY_SCRIPTS: [] }), securityHeadersFor("http://localhost"), NO_METRICS, readsMayLag);

  it("answers readers from the cache, and a reader who just wrote too while every read is on the primary", () => {
    const res = response();
    expect(front(true)(request("/new"), res)).toBe(true);
    expect(res.status).toBe(200);
    expect(front(false)(request("/new", "nt_wrote=1"), response())).toBe(true);
  });

  it("sends a reader who just wrote on to be rendered from the primary when reads may come from a replica", () => {
    const res = response();
    expect(front(true)(request("/new", "nt_lang=ko; nt_wrote=1"), res)).toBe(false);
    expect(res.status).toBeNull();
  });
});
