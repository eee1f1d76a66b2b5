// What the export calls answer (docs/product/export.md).
import type { ExportStatus } from "../../../core/export";

export interface ExportState {
  /** The latest export, or null when the member never asked for one. */
  exportId: number | null;
  /** "none" before the first request. */
  status: ExportStatus | "none";
  /** 0–100 while it is being built. */
  progress: number;
  posts: number;
  bytes: number | null;
  createdAt: string | null;
  /** Until when the zip can be downloaded. */
  expiresAt: string | null;
  /** The member's own download address while it is ready. */
  downloadUrl: string | null;
}
