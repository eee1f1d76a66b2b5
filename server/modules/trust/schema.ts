// Trust contracts (docs/product/rewards.md §13): operators see the latest run, compute it now,
// and vouch for (or against) a member.
import { z } from "zod";
import { describes, intNo } from "../../lib/schemas";
import { LISTS_TAG } from "../../../core/cache-tags";
import { defineRoute } from "../route";
import type { TrustOverview } from "./service";

const tags = ["trust"];

export const trustApi = {
  overview: defineRoute({
    method: "GET",
    path: "/api/admin/trust",
    access: "moderator",
    tags,
    summary: "회원 신뢰도 현황 (운영자): 최근 계산, 기준 회원 수, 분포",
    response: describes<TrustOverview>()(
      z.object({
        run: z
          .object({
            runId: z.number(),
            reason: z.string(),
            finishedAt: z.string(),
            members: z.number(),
            edges: z.number(),
            seeds: z.number(),
            unseeded: z.boolean(),
            durationMs: z.number(),
          })
          .nullable(),
        seeds: z.object({ operator: z.number(), phone: z.number(), world_id: z.number(), tenure: z.number() }),
        /** Members per tenth of trust (0–0.1, …, 0.9–1). */
        histogram: z.array(z.number()),
        marks: z.array(z.object({ userNo: z.number(), userName: z.string(), mark: z.enum(["trusted", "distrusted"]), note: z.string() })),
      }),
    ),
  }),
  recompute: defineRoute({
    method: "POST",
    path: "/api/admin/trust/recompute",
    access: "moderator",
    changes: [LISTS_TAG],
    tags,
    summary: "회원 신뢰도 지금 다시 계산 (운영자)",
    response: z.object({
      runId: z.number(),
      members: z.number(),
      edges: z.number(),
      seeds: z.number(),
      unseeded: z.boolean(),
      durationMs: z.number(),
      phases: z.object({ read: z.number(), compute: z.number(), write: z.number() }),
    }),
  }),
  mark: defineRoute({
    method: "POST",
    path: "/api/admin/members/:userNo/trust",
    access: "moderator",
    changes: "nothing",
    tags,
    summary: "회원을 신뢰 기준으로 지정하거나(trusted), 신뢰하지 않음(distrusted), 지정 해제(none) (운영자)",
    params: z.object({ userNo: intNo }),
    body: z.object({ mark: z.enum(["trusted", "distrusted", "none"]), note: z.string().trim().max(300).optional() }),
    response: z.object({ userNo: z.number(), mark: z.enum(["trusted", "distrusted"]).nullable() }),
  }),
};
