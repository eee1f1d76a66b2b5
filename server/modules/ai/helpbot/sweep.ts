// Daily removal of old help-chatbot conversations (decision 0150): only today's is shown, so
// older ones are kept HELP_THREAD_RETENTION_DAYS days and then removed with their messages.
import type { AppContext } from "../../../context";
import type { JobDefinition } from "../../../jobs/queue";
import { sweepOldThreads } from "./service";

export const SWEEP_HELP_THREADS_JOB = "helpbot.sweep-threads";

/** Daily at 04:40 Asia/Seoul. */
export function sweepHelpThreadsJob(ctx: AppContext): JobDefinition<Record<string, never>> {
  return {
    name: SWEEP_HELP_THREADS_JOB,
    schedule: { cron: "40 4 * * *", tz: "Asia/Seoul" },
    async handler() {
      const removed = await sweepOldThreads(ctx.db);
      ctx.logger.info({ removed }, "help chatbot conversations swept");
    },
  };
}
