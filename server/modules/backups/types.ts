// What /admin and GET /api/admin/backups show of the operators' backups (docs/product/backups.md).

export type BackupStatus = "running" | "done" | "failed" | "removed";

export interface BackupSummary {
  backupId: number;
  trigger: "manual" | "scheduled";
  status: BackupStatus;
  fileName: string;
  /** The archive's path on the machine that wrote it. */
  location: string;
  host: string;
  bytes: number | null;
  schemaTag: string | null;
  posts: number | null;
  members: number | null;
  files: number | null;
  seconds: number | null;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface BackupOverview {
  /** BACKUP_EVERY as set ("1d"), or null when backups are not scheduled. */
  every: string | null;
  keep: number;
  dir: string;
  backups: BackupSummary[];
}
