// The upload page asks before publishing whether today's upload count is left (docs/product/messages.md
// modalUploadAlert): the contract.
import { z } from "zod";
import { describes } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { UploadQuota } from "./service";

export const quotaApi = {
  quota: defineRoute({
    method: "GET",
    path: "/api/contents/quota",
    access: "verified",
    tags: ["contents"],
    summary: "오늘 남은 업로드 횟수 (요금제 G/P, 00:00 Asia/Seoul 초기화)",
    response: describes<UploadQuota>()(
      z.object({
        plan: z.enum(["G", "P"]),
        dailyLimit: z.number(),
        holdsUploadNft: z.boolean(),
        used: z.number(),
        remaining: z.number(),
        resetsAt: z.string(),
        nftMarketUrl: z.string(),
      }),
    ),
  }),
};
