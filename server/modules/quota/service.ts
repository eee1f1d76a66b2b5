// Daily upload counts (docs/product/rewards.md plans G and P, , modalUploadAlert). A publish takes one
// slot of the member's Seoul-day counter inside the publishing transaction; the counter row
// only rises while below the limit, so parallel publishes cannot exceed it.
import { and, eq, sql } from "drizzle-orm";
import { nextSeoulMidnight, seoulDayKey } from "../../../core/format";
import { UPLOAD_QUOTA_MSG, uploadDailyLimit, uploadPlanFor, uploadsRemaining, type UploadPlan } from "../../../core/upload-quota";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { uploadDailyCounts } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { walletUploadPass, type UploadNftSource } from "./nft-bonus";

export interface UploadQuota {
  plan: UploadPlan;
  dailyLimit: number;
  holdsUploadNft: boolean;
  used: number;
  remaining: number;
  /** Next 00:00 Asia/Seoul (ISO). */
  resetsAt: string;
  /** Where the upload NFT is sold (modalUploadAlert link). */
  nftMarketUrl: string;
}

type QuotaMember = Pick<Viewer, "userNo" | "joinChannel">;

async function limitFor(member: QuotaMember, nft: UploadNftSource): Promise<{ plan: UploadPlan; holds: boolean; limit: number }> {
  const plan = uploadPlanFor(member.joinChannel);
  const holds = await nft.holdsUploadNft(member.userNo);
  return { plan, holds, limit: uploadDailyLimit(plan, holds) };
}

export async function getUploadQuota(
  ctx: AppContext,
  member: QuotaMember,
  at: Date = new Date(),
  nft: UploadNftSource = walletUploadPass(ctx),
): Promise<UploadQuota> {
  const { plan, holds, limit } = await limitFor(member, nft);
  const [row] = await ctx.db
    .select({ used: uploadDailyCounts.used })
    .from(uploadDailyCounts)
    .where(and(eq(uploadDailyCounts.userNo, member.userNo), eq(uploadDailyCounts.day, seoulDayKey(at))))
    .limit(1);
  const used = row?.used ?? 0;
  return {
    plan,
    dailyLimit: limit,
    holdsUploadNft: holds,
    used,
    remaining: uploadsRemaining(limit, used),
    resetsAt: nextSeoulMidnight(at).toISOString(),
    nftMarketUrl: ctx.config.UPLOAD_NFT_MARKET_URL,
  };
}

export class UploadQuotaExceeded extends AppError {
  constructor(public readonly quota: { dailyLimit: number; resetsAt: string }) {
    super(429, "UPLOAD_QUOTA_EXCEEDED", UPLOAD_QUOTA_MSG.refused, quota);
  }
}

/** Takes one upload of today's count inside the publishing transaction, or refuses (429 UPLOAD_QUOTA_EXCEEDED). */
export async function takeUploadSlot(
  tx: Executor,
  member: QuotaMember,
  at: Date,
  nft: UploadNftSource,
): Promise<{ used: number; dailyLimit: number }> {
  const { limit } = await limitFor(member, nft);
  const day = seoulDayKey(at);
  const [row] = await tx
    .insert(uploadDailyCounts)
    .values({ userNo: member.userNo, day, used: 1 })
    .onConflictDoUpdate({
      target: [uploadDailyCounts.userNo, uploadDailyCounts.day],
      set: { used: sql`${uploadDailyCounts.used} + 1` },
      setWhere: sql`${uploadDailyCounts.used} < ${limit}`,
    })
    .returning({ used: uploadDailyCounts.used });
  if (!row || row.used > limit) throw new UploadQuotaExceeded({ dailyLimit: limit, resetsAt: nextSeoulMidnight(at).toISOString() });
  return { used: row.used, dailyLimit: limit };
}
