// The scheduled ownership re-check (docs/product/wallet.md §5.4): a profile-picture NFT that was
// sold or moved stops counting and its ring disappears. It empties the page cache itself, and
// only when a ring went, so it is a quiet job (cache-changes.ts QUIET_JOBS).
import type { AppContext } from "../../../context";
import type { JobDefinition } from "../../../jobs/queue";
import { recheckPfps } from "./service";

export const RECHECK_PFPS_JOB = "wallet.recheck-pfps";

/** Every 10 minutes. */
export function recheckPfpsJob(ctx: AppContext): JobDefinition<Record<string, never>> {
  return {
    name: RECHECK_PFPS_JOB,
    schedule: { cron: "*/10 * * * *", tz: "Asia/Seoul" },
    async handler() {
      const result = await recheckPfps(ctx);
      if (result.checked > 0) ctx.logger.info(result, "profile-picture NFTs re-checked");
    },
  };
}
