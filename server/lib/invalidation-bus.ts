// Tells every process on one database which cached pages a write made stale. The process
// that wrote empties its own cache at once (before the writer hears back); the bus carries
// the same news to the other web processes, to the worker processes' writes, and to admin
// commands run beside a running app. Redis pub/sub when REDIS_URL is set; otherwise
// PostgreSQL's LISTEN/NOTIFY on the database every process already shares.
import crypto from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "./logger";

/** "all", or the cache tags that changed (lib/page-cache.ts). */
export type Invalidation = "all" | readonly string[];

export interface InvalidationBus {
  readonly kind: "redis" | "postgres" | "none";
  /** Sends to the other processes (not back to this one). Never throws. */
  publish(what: Invalidation): void;
  /** Called for invalidations published by other processes. */
  subscribe(handler: (what: Invalidation) => void): void;
  close(): Promise<void>;
}

const CHANNEL = "nanumteo_page_cache";
// NOTIFY payloads stop at 8000 bytes: beyond that, empty everything.
const MAX_PAYLOAD = 7_000;

interface Message {
  from: string;
  what: Invalidation;
}

function encode(from: string, what: Invalidation): string {
  const text = JSON.stringify({ from, what } satisfies Message);
  return text.length > MAX_PAYLOAD ? JSON.stringify({ from, what: "all" } satisfies Message) : text;
}

function decode(text: string): Message | null {
  try {
    const message = JSON.parse(text) as Message;
    if (typeof message.from !== "string") return null;
    if (message.what !== "all" && !(Array.isArray(message.what) && message.what.every((t) => typeof t === "string"))) return null;
    return message;
  } catch {
    return null;
  }
}

/** A short name for "this installation's database", from its address without credentials. */
export function redisNamespace(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return crypto.createHash("sha1").update(`${url.hostname}:${url.port}${url.pathname}`).digest("hex").slice(0, 10);
}

export interface BusOptions {
  redisUrl?: string | undefined;
  /** Without Redis: the database's LISTEN/NOTIFY. Omitted: no bus (a single process). */
  handle?: DatabaseHandle | undefined;
  logger: Logger;
  /** Redis channel namespace: the processes of one installation (lib: main.ts redisNamespace). */
  namespace?: string;
}

export async function createInvalidationBus(options: BusOptions): Promise<InvalidationBus> {
  if (options.redisUrl) return redisBus(options.redisUrl, options.logger, `nanumteo:${options.namespace ?? "default"}:page-cache`);
  if (options.handle) return postgresBus(options.handle, options.logger);
  return { kind: "none", publish: () => undefined, subscribe: () => undefined, close: async () => undefined };
}

async function redisBus(url: string, logger: Logger, channel: string): Promise<InvalidationBus> {
  const id = crypto.randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  const subscriber = new Redis(url, { connectTimeout: 2_000 });
  const quiet = () => undefined;
  publisher.on("error", quiet);
  subscriber.on("error", quiet);
  const handlers: ((what: Invalidation) => void)[] = [];
  subscriber.on("message", (_channel: string, text: string) => {
    const message = decode(text);
    if (!message || message.from === id) return;
    for (const handler of handlers) handler(message.what);
  });
  // After a lost connection ioredis re-subscribes by itself; what was published meanwhile is
  // gone, so empty everything once to be safe.
  let connectedBefore = false;
  subscriber.on("ready", () => {
    if (connectedBefore) for (const handler of handlers) handler("all");
    connectedBefore = true;
  });
  await subscriber.subscribe(channel);
  return {
    kind: "redis",
    publish(what) {
      publisher
        .publish(channel, encode(id, what))
        .catch((error: unknown) => logger.warn({ err: error }, "page cache: publish to Redis failed"));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

async function postgresBus(handle: DatabaseHandle, logger: Logger): Promise<InvalidationBus> {
  const id = crypto.randomUUID();
  const handlers: ((what: Invalidation) => void)[] = [];
  // Its own connection, outside the pool: it stays open for LISTEN and must not hold up the
  // pool's shutdown.
  let listener: pg.Client | null = null;
  let closed = false;

  const listen = async () => {
    const client = new pg.Client({ connectionString: handle.url });
    client.on("error", () => undefined);
    try {
      await client.connect();
      client.on("notification", (n) => {
        const message = n.channel === CHANNEL && n.payload ? decode(n.payload) : null;
        if (!message || message.from === id) return;
        for (const handler of handlers) handler(message.what);
      });
      client.on("end", () => {
        // The connection broke (database restarted): listen again, and empty everything once,
        // since notifications sent meanwhile are lost.
        if (listener !== client) return;
        listener = null;
        if (!closed) {
          for (const handler of handlers) handler("all");
          setTimeout(() => void listen(), 500).unref();
        }
      });
      await client.query(`listen ${CHANNEL}`);
      listener = client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (closed) return;
      logger.warn({ err: error }, "page cache: could not listen for invalidations; retrying");
      setTimeout(() => void listen(), 1_000).unref();
    }
  };
  await listen();
  return {
    kind: "postgres",
    publish(what) {
      if (closed) return;
      handle.pool.query("select pg_notify($1, $2)", [CHANNEL, encode(id, what)]).catch((error: unknown) => {
        logger.warn({ err: error }, "page cache: notify failed");
      });
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      closed = true;
      if (listener) {
        const client = listener;
        listener = null;
        await client.end().catch(() => undefined);
      }
    },
  };
}
