// The trust job (docs/decisions/0179): every night at 04:00 Asia/Seoul, and before every
// settlement (which calls it itself). One run at a time: the service holds a lock.
import type { AppContext } from "../../context";
import type { JobDefinition } from "../../jobs/queue";
import { computeTrust, TRUST_JOB } from "./service";

export function trustJob(ctx: AppContext): JobDefinition<object> {
  return {
    name: TRUST_JOB,
    async handler() {
      await computeTrust(ctx.db, ctx.logger, "schedule");
    },
    queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
    schedule: { cron: "0 4 * * *", tz: "Asia/Seoul" },
  };
}
