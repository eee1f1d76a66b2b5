// The job that publishes scheduled posts (docs/product/writing.md §15, decision 0214). One queue,
// two kinds of run: each scheduled post sends itself for its time ({ draftNo }, start after the
// time), and every minute the cron sends an empty run that sweeps every overdue scheduled post,
// so a job lost in a crash, a restart or a queue clean-up never strands a post.
import type { AppContext } from "../../context";
import type { JobDefinition } from "../../jobs/queue";
import { PUBLISH_SCHEDULED_JOB, publishDueDraft, publishDuePosts } from "./service";

export function publishScheduledJob(ctx: AppContext): JobDefinition<{ draftNo?: number }> {
  return {
    name: PUBLISH_SCHEDULED_JOB,
    schedule: { cron: "* * * * *" },
    // A post due now should not wait behind the next poll for long.
    work: { pollingIntervalSeconds: 1, batchSize: 10 },
    async handler(jobs) {
      for (const job of jobs) {
        if (job.data.draftNo) {
          const outcome = await publishDueDraft(ctx, job.data.draftNo);
          if (outcome !== "not-due") ctx.logger.info({ draftNo: job.data.draftNo, outcome }, "scheduled post");
        } else {
          const counts = await publishDuePosts(ctx);
          if (counts.published + counts.deferred + counts.returned > 0) ctx.logger.info(counts, "overdue scheduled posts swept");
        }
      }
    },
  };
}
