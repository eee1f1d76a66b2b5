// What the report and moderation APIs hand back.
import type { ReportReason, ReportTargetType } from "../../../core/reports";

export interface ReportResult {
  reportNo: number;
  /** The report blinded the item (the configured number of members reported it). */
  blinded: boolean;
}

export interface QueueItem {
  targetType: ReportTargetType;
  targetNo: number;
  /** Post subject, or the comment's text (moderators see blinded text). */
  title: string;
  /** Where the item is read: the post (or the post of the comment), site-relative. */
  url: string | null;
  author: { userId: string; userName: string } | null;
  blind: boolean;
  deleted: boolean;
  openReports: number;
  totalReports: number;
  reasons: { reason: ReportReason; count: number }[];
  /** 기타 texts of the open reports (up to 5). */
  otherTexts: string[];
  firstReportedAt: string | null;
  lastReportedAt: string | null;
  /** The latest decision on the item: what, by whom (null = automatic), when. */
  lastAction: { action: "blind" | "restore" | "dismiss"; by: string | null; at: string; reason: string | null } | null;
}

export interface QueuePage {
  status: "open" | "blinded";
  items: QueueItem[];
  page: number;
  size: number;
  totalCount: number;
  totalPages: number;
}

export type ModerationAction = "blind" | "restore" | "dismiss";
