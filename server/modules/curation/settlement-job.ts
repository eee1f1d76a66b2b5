// The settlement job: sent for each season at its end (startAfter), and run every ten minutes
// for any ended season still unsettled (a missed or failed run). Settling is idempotent, so
// both paths may run it for the same season.
import type { AppContext } from "../../context";
import type { JobDefinition } from "../../jobs/queue";
import { secondsSince } from "../../lib/metrics";
import { notifyMany } from "../notifications/service";
import { SETTLE_JOB } from "./service";
import { dueSeasons, settleSeason, type Notifier } from "./settlement";

export function contextNotifier(ctx: AppContext): Notifier {
  return (tx, events) => notifyMany(ctx, tx, events);
}

export function settlementJob(ctx: AppContext): JobDefinition<{ seasonId?: number }> {
  return {
    name: SETTLE_JOB,
    async handler(jobs) {
      const notifier = contextNotifier(ctx);
      for (const job of jobs) {
        // One run per job, whether it found seasons to settle or none: operators watch that it runs.
        const started = performance.now();
        try {
          const ids = job.data.seasonId ? [job.data.seasonId] : await dueSeasons(ctx.db);
          for (const id of ids) {
            const result = await settleSeason(ctx.db, notifier, id, new Date(), ctx.logger);
            ctx.logger.info({ seasonId: id, settled: result.settled, entries: result.entriesWritten }, "curation season settlement");
          }
        } catch (error) {
          ctx.metrics.settlementRun(secondsSince(started), false);
          throw error;
        }
        ctx.metrics.settlementRun(secondsSince(started), true);
      }
    },
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    schedule: { cron: "*/10 * * * *", tz: "Asia/Seoul" },
  };
}
