// The operators' backups on /admin (docs/product/backups.md): admins read the schedule and the
// latest archives; writing and restoring stay on the command line.
import { z } from "zod";
import { describes } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { BackupOverview, BackupSummary } from "./types";

const backupSummary = describes<BackupSummary>()(
  z.object({
    backupId: z.number(),
    trigger: z.enum(["manual", "scheduled"]),
    status: z.enum(["running", "done", "failed", "removed"]),
    fileName: z.string(),
    location: z.string(),
    host: z.string(),
    bytes: z.number().nullable(),
    schemaTag: z.string().nullable(),
    posts: z.number().nullable(),
    members: z.number().nullable(),
    files: z.number().nullable(),
    seconds: z.number().nullable(),
    error: z.string().nullable(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  }),
);

export const backupsApi = {
  list: defineRoute({
    method: "GET",
    path: "/api/admin/backups",
    access: "admin",
    tags: ["admin"],
    summary: "백업 (관리자): 예약(BACKUP_EVERY, BACKUP_KEEP, BACKUP_DIR)과 최근 백업 10개",
    response: describes<BackupOverview>()(
      z.object({ every: z.string().nullable(), keep: z.number(), dir: z.string(), backups: z.array(backupSummary) }),
    ),
  }),
};
