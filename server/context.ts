// Everything a module needs from the platform, built once in main.ts and handed to each
// module's routes and jobs. Modules take what they use from it; nothing reaches for globals.
import type { AppConfig } from "./config";
import type { Database, DatabaseHandle, Tx } from "./db/client";
import type { EnqueueOptions, JobQueue } from "./jobs/queue";
import { errors } from "./lib/errors";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mail";
import type { Metrics } from "./lib/metrics";
import type { PageCache } from "./lib/page-cache";
import type { AiProvider } from "./modules/ai/provider";
import type { Chain } from "./modules/wallet/chain/client";
import type { RateLimiter } from "./lib/rate-limit";
import type { SmsSender } from "./lib/sms";
import type { FileStore } from "./lib/storage";

export interface AppContext {
  config: AppConfig;
  handle: DatabaseHandle;
  /** The primary: every write, every transaction, and every read that must be current. */
  db: Database;
  /**
   * Reads that may lag a few seconds (lists, search, rankings, public pages): a healthy read
   * replica, or the primary without one (db/replicas.ts). A member who just wrote reads the
   * primary instead: take it through `readsFor` (modules/reads.ts) where the request is known.
   */
  reads: Database;
  queue: JobQueue | null;
  logger: Logger;
  mailer: Mailer;
  /** Text messages (phone verification); DATA_DIR/sms by default. */
  sms: SmsSender;
  limiter: RateLimiter;
  /** Uploaded and generated files (DATA_DIR/files by default), served at /files/. */
  files: FileStore;
  /** The installation's secret key (see lib/secrets.ts); derive per-purpose keys from it. */
  secret: Buffer;
  /** Visitors' server-rendered pages for a few seconds; emptied by every write (lib/page-cache.ts). */
  pageCache: PageCache;
  /** The AI engine (modules/ai): offline by default, an OpenAI-compatible model when configured. */
  ai: AiProvider;
  /** What operators watch at GET /metrics (lib/metrics.ts); does nothing without METRICS_TOKEN. */
  metrics: Metrics;
  /**
   * The Kaia chain (modules/wallet/chain): reads of the NFT collection, upload NFT and token,
   * and the payout signer. Null when KAIA_RPC_URL is not set: NFT lists are empty, nobody gets
   * the upload bonus, and payouts stay recorded but unsent.
   */
  chain: Chain | null;
}

/**
 * Enqueues a job in the transaction of the change that causes it (outbox): it exists
 * exactly when the change commits. Without a queue (QUEUE_ENABLED=false) the change is
 * refused rather than silently losing its follow-up.
 */
export async function enqueue<T extends object>(
  ctx: AppContext,
  tx: Tx,
  name: string,
  data: T,
  options: EnqueueOptions = {},
): Promise<void> {
  if (!ctx.queue) {
    throw errors.unavailable("작업 대기열이 꺼져 있어 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.", "QUEUE_DISABLED");
  }
  await ctx.queue.sendInTransaction(tx, name, data, options);
}
