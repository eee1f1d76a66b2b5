// Builds the whole platform from configuration: database (migrated), job queue, API,
// OpenAPI docs, health check and the server-rendered pages. `index.ts` starts it; tests
// build it the same way against their own database.
import crypto from "node:crypto";
import http from "node:http";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { connectDatabase, legacyPgliteDir, type ProcessRole } from "./db/connect";
import { openReplicas, type ReadReplicas } from "./db/replicas";
import { isFreshDatabase, runMigrations } from "./db/migrate";
import { hasLegacyPglite, importPglite, type PendingJob } from "./db/pglite-import";
import { HEARTBEAT_JOB } from "./jobs/heartbeat";
import { startQueue, waitingJobsByQueue, type JobQueue } from "./jobs/queue";
import { registerCors } from "./lib/cors";
import { mapError, messageIn, registerErrorHandling } from "./lib/error-handler";
import { languageOfHeaders, registerLanguage } from "./lib/language";
import type { Logger } from "./lib/logger";
import { createMailer } from "./lib/mail";
import { countMail, createMetrics, observeHttp, PAGE_CACHE_ROUTE, secondsSince } from "./lib/metrics";
import { createPageCache } from "./lib/page-cache";
import { createInvalidationBus, redisNamespace } from "./lib/invalidation-bus";
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from "./lib/rate-limit";
import { loadAppSecret } from "./lib/secrets";
import { createFileSmsSender } from "./lib/sms";
import { filesFolder, openFileStore } from "./lib/storage";
import { registerFileServing } from "./lib/file-serving";
import { registerPwa } from "./lib/pwa";
import { overHttps } from "./lib/https";
import type { AppContext } from "./context";
import { authPlugin } from "./modules/auth/plugin";
import { createAiProvider } from "./modules/ai/create";
import { createChain } from "./modules/wallet/chain/client";
import { moduleJobs, registerModules } from "./modules";
import { refuseRoutesWithoutContract } from "./modules/route";
import { QUIET_JOBS, writeInvalidation } from "./modules/cache-changes";
import { isMemberAnswer, MEMBER_ANSWER_CONTROL, variantOf, wroteCookie } from "./modules/shared-answers";
import { withWritersState } from "./modules/viewer/cache";
import { ensureTermsDocuments } from "./modules/terms/service";
import { ensureMissionData } from "./modules/missions/service";
import { seedDemoContent } from "./seed/demo";
import { chooseDemoPfps, linkDemoWallets } from "./seed/demo-wallets";
import { installSubscribers } from "./events/bus";
import { SUBSCRIBERS } from "./subscribers";
import { indexMissingBoards } from "./modules/search/indexer";
import { createServices, type AppServices } from "./services";
import { cleanTextDeep } from "../core/text";
import { fail } from "./lib/envelope";
import { thirdPartyOf } from "./lib/third-party";
import { notePostPageView } from "./modules/curation/page-views";
import { apiNotFound, createPageFront, hasSsrBuild, isApiPath, registerSsr, SAFE_METHODS, securityHeadersFor } from "./ssr";

export interface Platform {
  app: FastifyInstance;
  handle: DatabaseHandle;
  queue: JobQueue | null;
  services: AppServices;
  ctx: AppContext;
  /** The read replicas' states and checks (DATABASE_REPLICA_URLS); ctx.reads reads through them. */
  replicas: ReadReplicas;
  close(): Promise<void>;
}

export interface BuildOptions {
  config: AppConfig;
  logger: Logger;
  /** An already opened database (tests); otherwise connected from config (db/connect.ts). */
  handle?: DatabaseHandle;
  /** Serve pages from build/ (default: when a build exists). */
  ssr?: boolean;
  /** Run job workers in this process (default: JOBS=on). */
  runWorkers?: boolean;
  /** Counters for the rate limits (default: Redis with REDIS_URL, else this process's memory). */
  limiter?: RateLimiter;
  /**
   * Migrate and seed before starting (default). A web process of `npm start` skips it: the
   * first process has prepared the database before starting it.
   */
  prepare?: boolean;
  /** Connections of this process's database pool (default: db/client.ts). */
  poolSize?: number;
}

/** The database, migrated and prepared, with the context every module gets and the job queue. */
export interface Core {
  handle: DatabaseHandle;
  ctx: AppContext;
  replicas: ReadReplicas;
  close(): Promise<void>;
}

/**
 * Opens and prepares the database and builds the module context: what a web process and a
 * worker process (`npm run worker`) share. Several processes may start at once on one
 * database: the preparation runs under an advisory lock, one process after the other.
 */
export async function buildCore(options: BuildOptions & { role?: ProcessRole }): Promise<Core> {
  const { config, logger } = options;
  // Every write's side effects (server/events): installed before the first write can happen.
  installSubscribers(SUBSCRIBERS);
  const handle =
    options.handle ??
    (await connectDatabase(config, {
      role: options.role ?? "app",
      log: (message, level) => (level === "warn" ? logger.warn(message) : logger.info(message)),
      poolSize: options.poolSize,
    }));
  let replicas: ReadReplicas | null = null;
  try {
    const prepared =
      options.prepare === false
        ? { pendingJobs: [], demoWalletsLinked: [] }
        : await withStartupLock(handle, () => prepareDatabase(handle, config, logger));
    const metrics = createMetrics({ enabled: Boolean(config.METRICS_TOKEN) });
    metrics.watchDatabase(handle);
    const mailer = countMail(createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir, logger }), metrics);
    // Processes on one database share one Redis namespace; another installation on the same Redis
    // (a staging copy, say) neither empties their caches nor spends their limits.
    const namespace = redisNamespace(handle.url);
    const bus = await createInvalidationBus({ redisUrl: config.REDIS_URL, handle, logger, namespace });
    const reads = await openReplicas({
      primary: handle,
      urls: config.DATABASE_REPLICA_URLS,
      maxLagMs: config.DATABASE_REPLICA_MAX_LAG_MS,
      poolSize: options.poolSize,
      log: (message, level) => (level === "warn" ? logger.warn(message) : logger.info(message)),
    });
    replicas = reads;
    metrics.watchReplicas(() => reads.states());
    const ctx: AppContext = {
      config,
      handle,
      db: handle.db,
      reads: reads.db,
      queue: null,
      logger,
      mailer,
      sms: createFileSmsSender(config.dataDir, logger),
      limiter:
        options.limiter ??
        (config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL, logger, `nanumteo:${namespace}:rl:`) : createMemoryRateLimiter()),
      files: await openFileStore(config),
      secret: loadAppSecret(config.APP_SECRET, config.dataDir),
      pageCache: createPageCache({ ttlMs: config.PAGE_CACHE_SECONDS * 1000, bus }),
      ai: createAiProvider({ config, db: handle.db, logger, metrics }),
      metrics,
      chain: createChain(config),
    };
    // The demo members' NFTs become their avatars once their wallets are first connected.
    if (prepared.demoWalletsLinked.length) {
      const chosen = await chooseDemoPfps(ctx, prepared.demoWalletsLinked);
      if (chosen) logger.info({ members: chosen }, "demo profile pictures chosen");
    }
    // Job handlers get the context and read ctx.queue when they run, so the queue can be
    // started after the context exists.
    if (config.QUEUE_ENABLED) {
      // Creating the queues is part of the preparation: pg-boss deadlocks when several processes
      // create the same queues at once.
      const jobs = moduleJobs(ctx);
      ctx.queue = await withStartupLock(handle, () =>
        startQueue({
          handle,
          logger,
          jobs,
          runWorkers: options.runWorkers ?? config.JOBS === "on",
          // A finished job may have changed what readers see (a document published, a season settled).
          onJobDone: (name) => {
            if (!QUIET_JOBS.has(name)) ctx.pageCache.invalidate("all");
          },
          onJobFailed: (name, count) => metrics.jobFailed(name, count),
        }),
      );
      // The web processes of one `npm start` leave the depths to their first process (one read, not one per process).
      if (options.role !== "web") {
        const queues = jobs.map((job) => job.name);
        metrics.watchQueueDepth(queues, () => waitingJobsByQueue(handle));
      }
      await ctx.queue.send(HEARTBEAT_JOB, { name: "startup", note: new Date().toISOString() });
      for (const job of prepared.pendingJobs) {
        await ctx.queue.send(job.name, job.data, { singletonKey: job.singletonKey ?? undefined, startAfter: job.startAfter });
      }
    }
    let closed = false;
    return {
      handle,
      ctx,
      replicas: reads,
      async close() {
        if (closed) return;
        closed = true;
        // Each part stops even when one before it fails: the database (and an embedded server
        // this process owns) must always be closed last.
        const parts: [string, () => unknown][] = [
          ["queue", () => ctx.queue?.stop()],
          ["mail", () => mailer.close()],
          ["invalidation bus", () => bus.close()],
          ["rate limits", () => ctx.limiter.close()],
          ["files", () => ctx.files.close()],
          ["read replicas", () => reads.close()],
        ];
        for (const [name, stopPart] of parts) {
          try {
            await stopPart();
          } catch (error) {
            logger.warn({ err: error }, `shutdown: ${name} did not stop cleanly`);
          }
        }
        await handle.close();
      },
    };
  } catch (error) {
    await replicas?.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    throw error;
  }
}

/** A lock every process on one database takes around the preparation (migrations, seeds). */
const STARTUP_LOCK_KEY = 7_472_001;

async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  const client = await handle.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function prepareDatabase(
  handle: DatabaseHandle,
  config: AppConfig,
  logger: Logger,
): Promise<{ pendingJobs: PendingJob[]; demoWalletsLinked: number[] }> {
  let demoWalletsLinked: number[] = [];
  const fresh = await isFreshDatabase(handle);
  const migrateStarted = Date.now();
  await runMigrations(handle);
  logger.info({ ms: Date.now() - migrateStarted, kind: handle.kind }, "database migrated");

  // An installation upgraded from the PGlite-based versions: bring its data over once.
  let pendingJobs: PendingJob[] = [];
  const legacy = legacyPgliteDir(config);
  if (fresh && handle.kind === "embedded" && hasLegacyPglite(legacy)) {
    const imported = await importPglite(legacy, handle, (message) => logger.warn(message));
    pendingJobs = imported.pendingJobs;
  }

  // The terms and privacy versions every installation needs (not demo content).
  const termsAdded = await ensureTermsDocuments(handle.db);
  if (termsAdded) logger.info({ versions: termsAdded }, "terms and privacy versions added");
  // Mission policies and the seeded promotions (added once; operators' changes are kept).
  const missionData = await ensureMissionData(handle.db);
  if (missionData.policies || missionData.promotions) logger.info(missionData, "mission policies and promotions added");

  if (config.SEED_DEMO) {
    const seeded = await seedDemoContent(handle.db);
    if (seeded.created) logger.info(seeded, "demo content created");
    // The demo members' wallets hold NFTs on the local chain only (DEV_CHAIN=on).
    if (config.DEV_CHAIN) {
      demoWalletsLinked = await linkDemoWallets(handle.db, config.KAIA_CHAIN_ID);
      if (demoWalletsLinked.length) logger.info({ wallets: demoWalletsLinked.length }, "demo wallets connected");
    }
  }
  // Posts written before the search index existed (an upgraded installation) get their rows.
  const indexed = await indexMissingBoards(handle.db);
  if (indexed) logger.info({ posts: indexed }, "search index filled");
  return { pendingJobs, demoWalletsLinked };
}

/**
 * Idle keep-alive connections stay 72 s (Fastify's own default, which it sets only on servers it
 * creates itself): Node's 5 s made a client or proxy that reuses a connection after about five
 * seconds meet a reset now and then (ECONNRESET in the browser journeys on a busy machine; a
 * 502 behind nginx, whose upstream connections idle up to 60 s). The headers timeout must
 * outlast it, or a reused connection's next request is cut.
 */
export function keepConnections(server: http.Server): void {
  server.keepAliveTimeout = 72_000;
  server.headersTimeout = 75_000;
}

export async function buildPlatform(options: BuildOptions & { role?: ProcessRole }): Promise<Platform> {
  const { config, logger } = options;
  const core = await buildCore(options);
  const { handle, ctx } = core;
  const queue = ctx.queue;
  const services = createServices(ctx);
  // With read replicas, pages of a reader who just wrote read the primary (decision 0225).
  const readsMayLag = ctx.reads !== ctx.db;
  const primaryServices = readsMayLag ? createServices(ctx, ctx.db) : null;
  // Pages in the page cache are answered before Fastify's routing, like a static file.
  const thirdParty = thirdPartyOf(config);
  const securityHeaders = securityHeadersFor(config.publicUrl);
  const front = createPageFront(ctx.pageCache, thirdParty, securityHeaders, ctx.metrics, readsMayLag);
  const app = Fastify({
    serverFactory: (handler) => {
      const server = http.createServer((req, res) => {
        const started = performance.now();
        if (front(req, res)) {
          ctx.metrics.httpRequest(PAGE_CACHE_ROUTE, req.method ?? "GET", res.statusCode, secondsSince(started));
          notePostPageView(ctx.limiter, req.method, req.url, req.headers);
        } else handler(req, res);
      });
      keepConnections(server);
      return server;
    },
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: "x-request-id",
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A URL Fastify cannot route at all (bad percent-encoding …) is answered by the one error
    // handler's envelope like any other refusal.
    frameworkErrors: (error, request, reply) => {
      const mapped = mapError(error);
      const answer = reply as unknown as { code(status: number): { send(body: unknown): unknown } };
      void answer
        .code(mapped.status)
        .send(fail(mapped.status, mapped.errorId, messageIn(mapped.message, languageOfHeaders(request.headers))));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerLanguage(app);
  registerErrorHandling(app);
  observeHttp(app, ctx.metrics);
  // Text from outside follows the one text rule before any route sees it (core/text.ts).
  app.addHook("preValidation", async (request) => {
    if (request.body && typeof request.body === "object") cleanTextDeep(request.body);
    if (request.query && typeof request.query === "object") cleanTextDeep(request.query);
    if (request.params && typeof request.params === "object") cleanTextDeep(request.params);
  });
  registerCors(app, { publicUrl: config.publicUrl, allowedOrigins: config.CORS_ORIGINS });
  // A member's load of a post page lets its state call hand out a view token (decision 0181).
  app.addHook("onRequest", async (request) => notePostPageView(ctx.limiter, request.method, request.url, request.headers));
  app.addHook("onSend", async (request, reply) => {
    // A write empties the shared pages it changed before the writer hears back, so the
    // writer's own next read (or anyone's) is rendered afresh (modules/cache-changes.ts).
    if (!SAFE_METHODS.has(request.method)) {
      const changed = await writeInvalidation(request, reply.statusCode);
      // A member's own state kept for a moment (modules/viewer/cache.ts) goes with any write of theirs.
      const writer = variantOf(request.headers) === "m" ? await request.viewer().catch(() => null) : null;
      ctx.pageCache.invalidate(withWritersState(changed, writer));
      // …and for a few seconds the writer never gets a stale copy of a shared page (modules/shared-answers.ts).
      if (changed === "all" || changed.length > 0) void reply.header("set-cookie", wroteCookie(overHttps(request, config.publicUrl)));
    }
    // An answer that depends on who asks is kept by no cache, the browser's included (decision 0209).
    if (isApiPath(request.url) && isMemberAnswer(request) && !/\bno-store\b/.test(String(reply.getHeader("cache-control") ?? ""))) {
      void reply.header("cache-control", MEMBER_ANSWER_CONTROL);
    }
    void reply.header("x-request-id", String(request.id));
    for (const [key, value] of Object.entries(securityHeaders)) {
      if (!reply.hasHeader(key)) void reply.header(key, value);
    }
  });
  await app.register(cookie);
  // Uploads: one file of at most 20 MB unless a route asks for more (docs/product/platform.md limits).
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 30, fieldSize: 2 * 1024 * 1024 } });
  await registerFileServing(app, { store: ctx.files, root: filesFolder(config.dataDir), publicUrl: config.filesS3?.publicUrl ?? null });
  // The installable app: manifest, icons and the service worker (decision 0220).
  registerPwa(app);
  await app.register(authPlugin, { db: handle.db });
  // Public reads the same for every visitor keep their answers beside the shared pages.
  app.decorate("sharedAnswers", ctx.pageCache);
  app.decorate("metrics", ctx.metrics);

  await app.register(swagger, {
    openapi: {
      info: { title: "나눔터 API", version: "0.1.0", description: "응답 형식: { code, data, errorMsg }" },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (a comment and its replies) become components the operations refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  // Every /api route is a contract: who may call it, its inputs and its answer (modules/route.ts).
  refuseRoutesWithoutContract(app);
  await registerModules(app, ctx);

  // Unknown API paths answer in the envelope; pages fall through to the SSR 404 page.
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return apiNotFound(request, reply);
    return reply
      .code(404)
      .type("text/html; charset=utf-8")
      .send('<!doctype html><meta charset="utf-8"><title>404</title><h1>This page could not be found</h1><a href="/">홈으로</a>');
  });

  if (options.ssr ?? hasSsrBuild()) {
    await registerSsr(app, { services, primaryServices }, ctx.pageCache, thirdParty, securityHeaders, ctx.metrics);
  } else {
    logger.warn("no build/ found: pages are not served (run `npm run build`)");
  }

  let closed = false;
  return {
    app,
    handle,
    queue,
    services,
    ctx,
    replicas: core.replicas,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await core.close();
    },
  };
}
