// The job queue: pg-boss on the app's PostgreSQL database. Jobs that follow a
// state change are sent inside that change's transaction (outbox), so they exist exactly
// when the change does.
import PgBoss from "pg-boss";

type Job<T> = PgBoss.Job<T>;
type SendOptions = PgBoss.SendOptions;
type WorkOptions = PgBoss.WorkOptions;
type QueueOptions = Omit<PgBoss.Queue, "name">;
import type { DatabaseHandle, SqlResult, Tx } from "../db/client";
import { positionalSql } from "../db/client";
import type { Logger } from "../lib/logger";

/**
 * A batch's handler. Throwing fails (and retries) the whole batch; a handler whose jobs must
 * not be done twice (a mail sent) fails only the jobs that failed through `batch.fail` instead
 * and returns, and the rest of the batch completes.
 */
export type JobHandler<T extends object> = (jobs: Job<T>[], batch: BatchControl<T>) => Promise<void>;

export interface BatchControl<T extends object> {
  /** Fails one job of the batch (retried by its queue's rules); the others complete. */
  fail(job: Job<T>, error: unknown): Promise<void>;
}

/** Options of a job sent with its change (outbox). */
export interface EnqueueOptions {
  /** Higher is fetched first among the queue's waiting jobs (pg-boss priority; 0 by default). */
  priority?: number;
}

export interface JobDefinition<T extends object> {
  name: string;
  handler: JobHandler<T>;
  work?: WorkOptions;
  /** Queue defaults: retries, expiry, retention. */
  queue?: QueueOptions;
  /** Runs on a cron schedule as well (e.g. daily clean-ups). */
  schedule?: { cron: string; tz?: string };
}

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Enqueues through an open transaction: committed with it or not at all. */
  sendInTransaction<T extends object>(tx: Tx, name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Many jobs of one queue in one statement, through an open transaction (bulk outbox, e.g. settlement notifications). */
  insertInTransaction<T extends object>(tx: Tx, name: string, list: T[]): Promise<void>;
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

/**
 * The jobs waiting in each queue (created, or failed and waiting for their retry), by queue:
 * one statement on pg-boss's own index of waiting jobs (job_i5), so it stays cheap however many
 * jobs are done.
 */
export async function waitingJobsByQueue(handle: Pick<DatabaseHandle, "executeSql">): Promise<Record<string, number>> {
  const result = await handle.executeSql("select name, count(*)::int as waiting from pgboss.job where state < 'active' group by name");
  const rows = Array.isArray(result) ? (result[0]?.rows ?? []) : result.rows;
  return Object.fromEntries(rows.map((row) => [String(row.name), Number(row.waiting)]));
}

function txExecutor(tx: Tx) {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
      const result = (await tx.execute(positionalSql(text, values ?? []))) as unknown as
        { rows: Record<string, unknown>[]; rowCount?: number | null; affectedRows?: number } | Record<string, unknown>[];
      // node-postgres returns a result object through drizzle.
      if (Array.isArray(result)) return { rows: result, rowCount: result.length };
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
  };
}

export interface StartQueueOptions {
  handle: DatabaseHandle;
  logger: Logger;
  jobs: JobDefinition<object>[];
  /** false: only sends (a web process when separate workers run). */
  runWorkers: boolean;
  /** Called after each batch a job handler finished without error. */
  onJobDone?: (name: string) => void;
  /** Called with the number of jobs of a batch that failed (metrics). */
  onJobFailed?: (name: string, jobs: number) => void;
}

export async function startQueue({ handle, logger, jobs, runWorkers, onJobDone, onJobFailed }: StartQueueOptions): Promise<JobQueue> {
  let stopping = false;
  const boss = new PgBoss({
    db: {
      executeSql: async (text: string, values?: unknown[]) => {
        try {
          return (await handle.executeSql(text, values)) as SqlResult;
        } catch (error) {
          // A batch still running when the process shuts down reports its end after the pool
          // closed; pg-boss does not catch that. The job stays active and is retried once its
          // expiry passes, so nothing is lost by answering "nothing changed" here — in the shape
          // the command expects: completing and failing read a count row ("SELECT COUNT(*) FROM
          // results"), and an empty result there threw in pg-boss after the test or process ended.
          if (stopping && error instanceof Error && /after calling end on the pool/.test(error.message))
            return { rows: /select\s+count\(\*\)\s+from\s+results/i.test(text) ? [{ count: 0 }] : [], rowCount: 0 } satisfies SqlResult;
          throw error;
        }
      },
    },
    schema: "pgboss",
    // Background checks every minute or two are plenty and keep an idle installation quiet.
    monitorStateIntervalSeconds: 60,
    maintenanceIntervalSeconds: 120,
  });
  boss.on("error", (error: unknown) => logger.error({ err: error }, "queue error"));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, ...job.queue });
    if (job.schedule) await boss.schedule(job.name, job.schedule.cron, {}, { tz: job.schedule.tz ?? "UTC" });
    if (runWorkers) {
      await boss.work(job.name, { pollingIntervalSeconds: 1, ...job.work }, async (batch: Job<object>[]) => {
        const started = Date.now();
        const control: BatchControl<object> = {
          async fail(failed, error) {
            logger.error({ job: job.name, id: failed.id, err: error }, "job failed");
            onJobFailed?.(job.name, 1);
            await boss.fail(job.name, failed.id, { message: error instanceof Error ? error.message : String(error) });
          },
        };
        try {
          await job.handler(batch, control);
          onJobDone?.(job.name);
          logger.info({ job: job.name, count: batch.length, ms: Date.now() - started }, "job done");
        } catch (error) {
          logger.error({ job: job.name, err: error }, "job failed");
          onJobFailed?.(job.name, batch.length);
          throw error;
        }
      });
    }
  }
  return {
    boss,
    send: (name, data, options) => boss.send(name, data, options ?? {}),
    sendInTransaction: (tx, name, data, options) => boss.send(name, data, { ...options, db: txExecutor(tx) }),
    insertInTransaction: async (tx, name, list) => {
      if (list.length)
        await boss.insert(
          list.map((data) => ({ name, data })),
          { db: txExecutor(tx) },
        );
    },
    async stop() {
      stopping = true;
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    },
  };
}
