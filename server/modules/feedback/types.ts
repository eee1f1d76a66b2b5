// Members' feedback and its answers (docs/decisions/0170).
import type { FeedbackKind } from "../../../core/operators";
import type { Page } from "../boards/types";

export interface FeedbackFile {
  fileNo: number;
  fileName: string;
  size: number;
  contentType: string;
  url: string;
}

export interface FeedbackItem {
  feedbackNo: number;
  kind: FeedbackKind;
  content: string;
  link: string | null;
  files: FeedbackFile[];
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
}

export interface FeedbackInboxItem extends FeedbackItem {
  author: { userNo: number; userName: string; userEmail: string } | null;
  answeredBy: string | null;
}

export type FeedbackInboxPage = Page<FeedbackInboxItem> & { status: "open" | "answered" };
