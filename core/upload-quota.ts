// Upload quotas (docs/product/rewards.md plan codes G and P, "upload counts per plan reset at midnight
// and can be raised by holding a specific NFT", §8 modalUploadAlert). Pure rules shared by
// the upload page and the publishing path.
import { texts } from "./i18n";

export type UploadPlan = "G" | "P";

/** Posts a member may publish per Asia/Seoul day on each plan. */
export const UPLOAD_PLAN_DAILY: Record<UploadPlan, number> = { G: 20, P: 50 };

/** Extra daily uploads for a member holding the upload NFT. */
export const UPLOAD_NFT_BONUS = 30;

/** Members who joined with the office-suite account (channel P) are on plan P; everyone else on G. */
export function uploadPlanFor(joinChannel: string): UploadPlan {
  return joinChannel === "P" ? "P" : "G";
}

export function uploadDailyLimit(plan: UploadPlan, holdsUploadNft: boolean): number {
  return UPLOAD_PLAN_DAILY[plan] + (holdsUploadNft ? UPLOAD_NFT_BONUS : 0);
}

export function uploadsRemaining(limit: number, used: number): number {
  return Math.max(0, limit - Math.max(0, used));
}

export const UPLOAD_QUOTA_MSG = texts({
  title: { ko: "업로드 횟수 부족", en: "No uploads left today" },
  exhausted: { ko: "오늘 사용할 수 있는 업로드 횟수를 모두 사용했습니다.", en: "You have used all of today's uploads." },
  resets: { ko: "업로드 횟수는 매일 자정(00:00)에 초기화됩니다.", en: "Uploads reset every day at midnight (00:00, Korea time)." },
  nftHint: { ko: "업로드 NFT를 보유하면 하루 업로드 횟수가 늘어납니다.", en: "Holding the upload NFT raises your daily uploads." },
  market: { ko: "NFT 마켓 보러가기", en: "Visit the NFT market" },
  refused: {
    ko: "오늘 사용할 수 있는 업로드 횟수를 모두 사용했습니다. 업로드 횟수는 매일 자정(00:00)에 초기화됩니다.",
    en: "You have used all of today's uploads. Uploads reset every day at midnight (00:00, Korea time).",
  },
});
