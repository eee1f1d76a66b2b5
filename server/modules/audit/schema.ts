// The audit log's contract (operators; docs/decisions/0168).
import { z } from "zod";
import { describes, pageQuery } from "../../lib/schemas";
import { pageOf } from "../boards/schema";
import { defineRoute } from "../route";
import type { AuditEntry } from "./types";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const auditEntry = describes<AuditEntry>()(
  z.object({
    auditNo: z.number(),
    actor: z.string(),
    actorRole: z.string(),
    action: z.string(),
    method: z.string(),
    route: z.string(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    summary: z.string(),
    ip: z.string().nullable(),
    via: z.enum(["api", "cli"]),
    at: z.string(),
  }),
);

export const auditQuery = z.object({
  actor: z.string().max(200).optional(),
  action: z.string().max(200).optional(),
  from: day.optional(),
  to: day.optional(),
  ...pageQuery({ size: 30 }).shape,
});

export const auditApi = {
  list: defineRoute({
    method: "GET",
    path: "/api/admin/audit",
    access: "moderator",
    tags: ["admin"],
    summary: "운영 기록 (운영자): 누가 무엇을 바꿨는지; actor(이메일 일부), action(동작·내용 일부), from·to(YYYY-MM-DD) 필터",
    querystring: auditQuery,
    response: pageOf(auditEntry),
  }),
};
