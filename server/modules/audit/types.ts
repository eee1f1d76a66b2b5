// What the audit log hands to operators (docs/decisions/0168).
import type { Page } from "../boards/types";

export interface AuditEntry {
  auditNo: number;
  actor: string;
  actorRole: string;
  action: string;
  method: string;
  route: string;
  targetType: string | null;
  targetId: string | null;
  summary: string;
  ip: string | null;
  via: "api" | "cli";
  at: string;
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  /** YYYY-MM-DD, Asia/Seoul, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size: number;
}

export type AuditPage = Page<AuditEntry>;
