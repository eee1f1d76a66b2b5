// The payout job: queued by each claim (outbox) and run every minute for anything left
// (a pending receipt, a worker that died mid-payout). Without a signer it does nothing: the
// rewards stay recorded and the pages say payouts are not available.
import type { AppContext } from "../../../context";
import type { JobDefinition } from "../../../jobs/queue";
import { notifyMany } from "../../notifications/service";
import { PAYOUT_JOB, payoutChain, runPayouts, type PayoutDeps } from "./service";

export function payoutDeps(ctx: AppContext): PayoutDeps | null {
  const { sender } = payoutChain(ctx.config);
  if (!sender) return null;
  return {
    db: ctx.db,
    sender,
    logger: ctx.logger,
    explorerUrl: ctx.config.EXPLORER_URL,
    notify: (tx, events) => notifyMany(ctx, tx, events),
  };
}

export function payoutJob(ctx: AppContext): JobDefinition<object> {
  return {
    name: PAYOUT_JOB,
    async handler() {
      const deps = payoutDeps(ctx);
      if (!deps) return;
      const summary = await runPayouts(deps);
      if (summary.reconciled || summary.sent || summary.failed) ctx.logger.info(summary, "token payouts");
    },
    queue: { retryLimit: 10, retryDelay: 30, retryBackoff: true },
    schedule: { cron: "* * * * *", tz: "Asia/Seoul" },
  };
}
