import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";

const page = (text: string) => ({ status: 200, headers: { "content-type": "text/html" }, body: Buffer.from(text) });

describe("visitor page cache", () => {
  it("serves an entry until it expires", () => {
    let now = 1_000;
    const cache = createPageCache({ ttlMs: 5_000, now: () => now });
    cache.set("/d/a", cache.generation(), page("a"));
    expect(cache.get("/d/a")?.body.toString()).toBe("a");
    now += 4_999;
    expect(cache.get("/d/a")).not.toBeNull();
    now += 1;
    expect(cache.get("/d/a")).toBeNull();
  });

  it("a write empties it, and a render that began before the write is not stored", () => {
    const cache = createPageCache({ ttlMs: 5_000 });
    cache.set("/", cache.generation(), page("old"));
    const began = cache.generation();
    cache.invalidate();
    expect(cache.get("/")).toBeNull();
    cache.set("/", began, page("rendered before the write"));
    expect(cache.get("/")).toBeNull();
    cache.set("/", cache.generation(), page("new"));
    expect(cache.get("/")?.body.toString()).toBe("new");
  });

  it("keeps the most recently used entries and skips oversized bodies", () => {
    const cache = createPageCache({ ttlMs: 5_000, maxEntries: 2, maxBodyBytes: 10 });
    const g = cache.generation();
    cache.set("a", g, page("a"));
    cache.set("b", g, page("b"));
    cache.get("a");
    cache.set("c", g, page("c"));
    expect([cache.get("a") !== null, cache.get("b") !== null, cache.get("c") !== null]).toEqual([true, false, true]);
    cache.set("big", g, page("x".repeat(11)));
    expect(cache.get("big")).toBeNull();
  });

  it("gzips bodies of 1 KiB and more once, and is off at 0 seconds", () => {
    const cache = createPageCache({ ttlMs: 5_000 });
    cache.set("long", cache.generation(), page("가".repeat(600)));
    expect(cache.get("long")?.gzip?.length).toBeGreaterThan(0);
    const off = createPageCache({ ttlMs: 0 });
    expect(off.enabled).toBe(false);
    off.set("a", off.generation(), page("a"));
    expect(off.get("a")).toBeNull();
  });
});
