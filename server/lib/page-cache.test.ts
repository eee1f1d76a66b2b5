import { describe, expect, it } from "vitest";
import type { Invalidation, InvalidationBus } from "./invalidation-bus";
import { goneTag } from "../../core/cache-tags";
import { ANY_WRITE, createPageCache, etagOf } from "./page-cache";

const page = (text: string, tags: string[] = [ANY_WRITE]) => ({
  status: 200,
  headers: { "content-type": "text/html" },
  body: Buffer.from(text),
  tags,
});

function fakeBus() {
  const handlers: ((what: Invalidation) => void)[] = [];
  const published: Invalidation[] = [];
  const bus: InvalidationBus = {
    kind: "none",
    publish: (what) => published.push(what),
    subscribe: (handler) => handlers.push(handler),
    close: async () => undefined,
  };
  return { bus, published, deliver: (what: Invalidation) => handlers.forEach((h) => h(what)) };
}

describe("page cache", () => {
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

  it("a write empties only the pages carrying a tag it changed; an untagged page goes with any write", () => {
    const cache = createPageCache({ ttlMs: 5_000 });
    const g = cache.generation();
    cache.set("/d/1", g, page("post 1", ["post:1", "lists"]));
    cache.set("/d/2", g, page("post 2", ["post:2", "lists"]));
    cache.set("/other/x", g, page("member x", ["member:x"]));
    cache.set("/faq", g, page("faq"));
    cache.invalidate(["post:1"]);
    expect([cache.get("/d/1"), cache.get("/d/2"), cache.get("/other/x"), cache.get("/faq")].map((p) => p !== null)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    cache.invalidate(["lists"]);
    expect(cache.get("/d/2")).toBeNull();
    expect(cache.get("/other/x")).not.toBeNull();
    cache.invalidate([]);
    expect(cache.get("/other/x")).not.toBeNull();
    cache.invalidate("all");
    expect(cache.size()).toBe(0);
  });

  it("a member's private tag empties their own kept answers, never a page that declared nothing", () => {
    const cache = createPageCache({ ttlMs: 5_000 });
    const g = cache.generation();
    cache.set("/faq", g, page("faq"));
    cache.set("state 7 3", g, page("state", ["viewer:7", "post:3"]));
    cache.set("state 8 3", g, page("state", ["viewer:8", "post:3"]));
    cache.invalidate(["viewer:7"]);
    expect([cache.get("/faq"), cache.get("state 7 3"), cache.get("state 8 3")].map((p) => p !== null)).toEqual([true, false, true]);
    cache.invalidate(["post:3"]);
    expect([cache.get("/faq"), cache.get("state 8 3")].map((p) => p !== null)).toEqual([false, false]);
  });

  it("does not store a render that a write touching it overtook, but keeps one the write did not touch", () => {
    const cache = createPageCache({ ttlMs: 5_000 });
    const began = cache.generation();
    cache.invalidate(["post:1"]);
    expect(cache.set("/d/1", began, page("rendered before the write", ["post:1"]))).toBeNull();
    expect(cache.set("/d/2", began, page("unrelated", ["post:2"]))).not.toBeNull();
    expect(cache.set("/faq", began, page("untagged"))).toBeNull();
    cache.set("/d/1", cache.generation(), page("new", ["post:1"]));
    expect(cache.get("/d/1")?.body.toString()).toBe("new");
    // A render older than the remembered history is dropped.
    const ancient = cache.generation();
    for (let i = 0; i < 300; i++) cache.invalidate([`post:${1000 + i}`]);
    expect(cache.set("/d/3", ancient, page("old", ["post:3"]))).toBeNull();
  });

  it("tells the other processes through the bus, and applies what they publish without echoing it", () => {
    const { bus, published, deliver } = fakeBus();
    const cache = createPageCache({ ttlMs: 5_000, bus });
    cache.set("/d/1", cache.generation(), page("post 1", ["post:1"]));
    cache.invalidate(["post:9"]);
    cache.invalidate([]);
    expect(published).toEqual([["post:9"]]);
    deliver(["post:1"]);
    expect(cache.get("/d/1")).toBeNull();
    expect(published).toHaveLength(1);
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

  it("gzips bodies of 1 KiB and more once, validates by ETag, and is off at 0 seconds", () => {
    const cache = createPageCache({ ttlMs: 5_000 });
    const stored = cache.set("long", cache.generation(), page("가".repeat(600)));
    expect(cache.get("long")?.gzip?.length).toBeGreaterThan(0);
    expect(stored?.etag).toBe(etagOf(Buffer.from("가".repeat(600))));
    expect(etagOf(Buffer.from("a"))).not.toBe(etagOf(Buffer.from("b")));
    const off = createPageCache({ ttlMs: 0 });
    expect(off.enabled).toBe(false);
    off.set("a", off.generation(), page("a"));
    expect(off.get("a")).toBeNull();
  });
  it("sends visitors the stale copy while one of them refreshes it, and never to a member", () => {
    let now = 1_000;
    const cache = createPageCache({ ttlMs: 5_000, now: () => now, staleMs: 10_000, refreshMs: 2_000, refreshGapMs: 0 });
    cache.set("/d/1", cache.generation(), page("old", ["post:1"]));
    cache.invalidate(["post:1"]);
    const visitor = { staleWhileRefreshing: true };
    // A member never gets it; the first visitor refreshes, the next ones get the stale copy.
    expect(cache.get("/d/1")).toBeNull();
    expect(cache.get("/d/1", visitor)).toBeNull();
    const copy = cache.get("/d/1", visitor);
    expect(copy?.body.toString()).toBe("old");
    expect(copy?.stale).toBe(true);
    expect(cache.get("/d/1")).toBeNull();
    // The refresh stores the new page: fresh for everyone, no stale copy left.
    cache.set("/d/1", cache.generation(), page("new", ["post:1"]));
    expect(cache.get("/d/1", visitor)?.body.toString()).toBe("new");
    expect(cache.get("/d/1", visitor)?.stale).toBeUndefined();

    // A refresh that stored nothing (released) or took too long hands over to the next visitor.
    cache.invalidate(["post:1"]);
    expect(cache.get("/d/1", visitor)).toBeNull();
    cache.release("/d/1");
    expect(cache.get("/d/1", visitor)).toBeNull();
    expect(cache.get("/d/1", visitor)?.stale).toBe(true);
    now += 2_000;
    expect(cache.get("/d/1", visitor)).toBeNull();
    // An expired page goes stale the same way; a stale copy is never sent past its limit.
    now += 10_000;
    expect(cache.get("/d/1", visitor)).toBeNull();
    expect(cache.get("/d/1", visitor)).toBeNull();
    cache.set("/d/2", cache.generation(), page("two", ["post:2"]));
    now += 5_000;
    expect(cache.get("/d/2", visitor)).toBeNull();
    expect(cache.get("/d/2", visitor)?.body.toString()).toBe("two");
    now += 10_000;
    expect(cache.get("/d/2", visitor)).toBeNull();
  });

  it("renders a changed page at most once per gap, and keeps an overtaken render as the stale copy", () => {
    let now = 1_000;
    const cache = createPageCache({ ttlMs: 5_000, now: () => now, staleMs: 10_000, refreshMs: 2_000, refreshGapMs: 500 });
    const visitor = { staleWhileRefreshing: true };
    cache.set("/", cache.generation(), page("v1", ["list:new"]));
    // Changed 100 ms after it was rendered: readers get that copy until the gap is over.
    now += 100;
    cache.invalidate(["list:new"]);
    expect(cache.get("/", visitor)?.body.toString()).toBe("v1");
    expect(cache.get("/", visitor)?.stale).toBe(true);
    // Whoever may not get a stale copy (the writer) still gets nothing and renders.
    expect(cache.get("/")).toBeNull();
    now += 400;
    expect(cache.get("/", visitor)).toBeNull();
    // That refresh is overtaken by another write: not stored as fresh, but it replaces the copy.
    const during = cache.generation();
    cache.invalidate(["list:new"]);
    expect(cache.set("/", during, page("v2", ["list:new"]))).toBeNull();
    cache.release("/");
    expect(cache.get("/", visitor)?.body.toString()).toBe("v2");
    now += 499;
    expect(cache.get("/", visitor)?.body.toString()).toBe("v2");
    now += 1;
    expect(cache.get("/", visitor)).toBeNull();
    cache.set("/", cache.generation(), page("v3", ["list:new"]));
    expect(cache.get("/", visitor)?.stale).toBeUndefined();
    expect(cache.get("/")?.body.toString()).toBe("v3");
  });

  it("keeps no stale copy of a removed post's pages, nor one an earlier write left, nor a render it overtook", () => {
    let now = 1_000;
    const cache = createPageCache({ ttlMs: 5_000, now: () => now, staleMs: 10_000, refreshMs: 2_000, refreshGapMs: 500 });
    const visitor = { staleWhileRefreshing: true };
    cache.set("/d/1", cache.generation(), page("post 1", ["post:1"]));
    cache.set("/api/comments?boardNo=1", cache.generation(), page("its comments", ["post:1"]));
    cache.set("/d/2", cache.generation(), page("post 2", ["post:2"]));
    cache.set("/", cache.generation(), page("home"));
    // An earlier write left a stale copy of the comments.
    cache.invalidate(["post:1"]);
    cache.set("/d/1", cache.generation(), page("post 1", ["post:1"]));
    expect(cache.get("/api/comments?boardNo=1", visitor)?.stale).toBe(true);
    const rendering = cache.generation();
    now += 100;
    cache.invalidate([goneTag("post:1")]);
    for (let i = 0; i < 3; i++) {
      expect(cache.get("/d/1", visitor)).toBeNull();
      expect(cache.get("/api/comments?boardNo=1", visitor)).toBeNull();
    }
    expect(cache.set("/d/1", rendering, page("post 1 again", ["post:1"]))).toBeNull();
    cache.release("/d/1");
    expect(cache.get("/d/1", visitor)).toBeNull();
    // Other posts stay; a page that declared nothing goes stale as with any write.
    expect(cache.get("/d/2")?.body.toString()).toBe("post 2");
    expect(cache.get("/")).toBeNull();
    expect(cache.get("/", visitor)?.body.toString()).toBe("home");
  });
});
