// Reporting contracts (verified members; one report per member per item) and the moderators'
// queue (docs/decisions/0081).
import { z } from "zod";
import { REPORT_OTHER_TEXT_MAX, REPORT_REASONS, type ReportReason } from "../../../core/reports";
import { bigintNo, describes, pageQuery } from "../../lib/schemas";
import { pageWith } from "../boards/schema";
import { defineRoute } from "../route";
import type { QueueItem, QueuePage, ReportResult } from "./types";

const tags = ["reports"];
const targetType = z.enum(["post", "comment"]);
const action = z.enum(["blind", "restore", "dismiss"]);
const reason = z.enum(REPORT_REASONS.map((r): ReportReason => r.key));

const queueItem = describes<QueueItem>()(
  z.object({
    targetType,
    targetNo: z.number(),
    title: z.string(),
    url: z.string().nullable(),
    author: z.object({ userId: z.string(), userName: z.string() }).nullable(),
    blind: z.boolean(),
    deleted: z.boolean(),
    openReports: z.number(),
    totalReports: z.number(),
    reasons: z.array(z.object({ reason, count: z.number() })),
    otherTexts: z.array(z.string()),
    firstReportedAt: z.string().nullable(),
    lastReportedAt: z.string().nullable(),
    lastAction: z.object({ action, by: z.string().nullable(), at: z.string(), reason: z.string().nullable() }).nullable(),
  }),
);

export const reportsApi = {
  report: defineRoute({
    method: "POST",
    path: "/api/reports",
    access: "verified",
    changes: "everything",
    tags,
    summary: "게시물·댓글 신고 (이메일 인증 회원; 항목마다 한 번; 사유 spam, obscenity, copyright, abuse, other + 내용)",
    body: z.object({
      targetType,
      targetNo: bigintNo,
      reason: z.string().max(20),
      reasonText: z
        .string()
        .max(REPORT_OTHER_TEXT_MAX * 4)
        .nullish(),
    }),
    response: describes<ReportResult>()(z.object({ reportNo: z.number(), blinded: z.boolean() })),
  }),
  queue: defineRoute({
    method: "GET",
    path: "/api/moderation/reports",
    access: "moderator",
    tags,
    summary: "신고 목록 (운영자): open = 처리 대기, blinded = 숨김 중",
    querystring: z.object({ status: z.enum(["open", "blinded"]).default("open"), page: pageQuery({ size: 20 }).shape.page }),
    response: describes<QueuePage>()(pageWith(queueItem, { status: z.enum(["open", "blinded"]) })),
  }),
  decide: defineRoute({
    method: "POST",
    path: "/api/moderation/reports/:targetType/:targetNo",
    access: "moderator",
    changes: "everything",
    tags,
    summary: "신고 처리 (운영자): blind 숨김, restore 숨김 해제, dismiss 신고 기각",
    params: z.object({ targetType, targetNo: bigintNo }),
    body: z.object({ action, note: z.string().max(1000).nullish() }),
    response: queueItem,
  }),
};
