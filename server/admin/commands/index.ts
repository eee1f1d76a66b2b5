// Admin commands by name. Each returns the process exit code (0 = done).
import type { AppConfig } from "../../config";
import type { Database, DatabaseHandle } from "../../db/client";
import { addBannerCommand, addFixedNoticeCommand, listFixedNoticesCommand, removeBannerCommand, removeFixedNoticeCommand } from "./notices";
import { auditLedgersCommand } from "./audit-ledgers";
import { backupCommand, restoreCommand } from "./backup";
import { filesMigrateCommand } from "./files-migrate";
import { grantRoleCommand } from "./roles";
import { publishTermsCommand } from "./terms";
import { seasonCommand } from "./season";
import { trustCommand } from "./trust";
import { twoFactorOffCommand } from "./two-factor";

export interface AdminCommandContext {
  db: Database;
  handle: DatabaseHandle;
  config: AppConfig;
  args: string[];
  print(line: string): void;
}

export interface AdminCommand {
  summary: string;
  /** False for commands that only read (they are not audited); a function decides per arguments. */
  changes?: boolean | ((args: readonly string[]) => boolean);
  /** False: the database is not migrated before the command (restore builds it from its archive). */
  migrates?: boolean;
  run(ctx: AdminCommandContext): Promise<number>;
}

export const ADMIN_COMMANDS: Record<string, AdminCommand> = {
  "grant-moderator": grantRoleCommand("grant-moderator"),
  "revoke-moderator": grantRoleCommand("revoke-moderator"),
  "grant-admin": grantRoleCommand("grant-admin"),
  "revoke-admin": grantRoleCommand("revoke-admin"),
  "publish-terms": publishTermsCommand,
  "add-fixed-notice": addFixedNoticeCommand,
  "remove-fixed-notice": removeFixedNoticeCommand,
  "list-fixed-notices": listFixedNoticesCommand,
  "add-banner": addBannerCommand,
  "remove-banner": removeBannerCommand,
  "audit-ledgers": auditLedgersCommand,
  season: seasonCommand,
  trust: trustCommand,
  backup: backupCommand,
  restore: restoreCommand,
  "files-migrate": filesMigrateCommand,
  "two-factor-off": twoFactorOffCommand,
};
