// Points contracts (docs/product/rewards.md GET /point, GET /point/history): the signed-in member's balance,
// history and points per day.
import { z } from "zod";
import { countQuery, describes, pageQuery } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { PointBalance, PointDay, PointHistoryPage } from "./types";

const tags = ["points"];

export const pointsApi = {
  balance: defineRoute({
    method: "GET",
    path: "/api/point",
    access: "member",
    tags,
    summary: "내 포인트 잔액",
    response: describes<PointBalance>()(z.object({ balance: z.number() })),
  }),
  history: defineRoute({
    method: "GET",
    path: "/api/point/history",
    access: "member",
    tags,
    summary: "포인트 내역 (page, size, type=all|earn|use, days)",
    querystring: pageQuery({ size: 10 }).extend({
      type: z.enum(["all", "earn", "use"]).default("all"),
      days: countQuery(366).optional(),
    }),
    response: describes<PointHistoryPage>()(
      z.object({
        page: z.number(),
        size: z.number(),
        totalItemCount: z.number(),
        pointHistoryList: z.array(
          z.object({
            entryId: z.number(),
            amount: z.number(),
            reason: z.string(),
            refType: z.string().nullable(),
            refId: z.string().nullable(),
            regDate: z.string(),
            label: z.string(),
          }),
        ),
      }),
    ),
  }),
  daily: defineRoute({
    method: "GET",
    path: "/api/point/daily",
    access: "member",
    tags,
    summary: "일별 포인트 (최근 days일, Asia/Seoul 기준)",
    querystring: z.object({ days: countQuery(90).default(30) }),
    response: z.array(describes<PointDay>()(z.object({ day: z.string(), earned: z.number(), used: z.number() }))),
  }),
};
