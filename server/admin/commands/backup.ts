// backup [FILE] and restore FILE (docs/product/backups.md, decision 0204).
// backup: one consistent archive while the app runs; prints the archive's path last, so a
// script can take it from the last line. restore: into an empty DATA_DIR or an empty
// database (DATABASE_URL), refusing an archive from a newer schema; then migrates to this
// build and audits the ledgers (exit 1 when an audit is off, the data stays restored). With
// FILES_S3_* both read and write the files in the bucket (decision 0223).
import path from "node:path";
import { runMigrations } from "../../db/migrate";
import { filesFolder, openFileStore } from "../../lib/storage";
import { BackupError, restoreBackup } from "../../modules/backups/archive";
import { runRecordedBackup } from "../../modules/backups/service";
import { auditLedgers, ledgerAuditReport } from "../ledger-audits";
import type { AdminCommand } from "./index";

const size = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

export const backupCommand: AdminCommand = {
  summary: "[FILE] 실행 중에도 일관된 백업(데이터베이스 + 파일)을 만들고 마지막 줄에 경로를 출력합니다 (기본: BACKUP_DIR)",
  async run({ db, handle, config, args, print }) {
    const target = args[0] ? path.resolve(args[0]) : undefined;
    try {
      const backup = await runRecordedBackup(db, handle.pool, config, { trigger: "manual", target, log: print });
      print(`백업을 만들었어요: ${size(backup.bytes)}, ${backup.seconds}초 (schema ${backup.manifest.schema.tag})`);
      print(backup.location);
      return 0;
    } catch (error) {
      print(`백업하지 못했어요: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  },
};

export const restoreCommand: AdminCommand = {
  summary: "FILE 백업을 빈 DATA_DIR(또는 빈 DATABASE_URL 데이터베이스)에 복원하고 원장을 검사합니다",
  // The database must stay empty until the archive's own schema is built from it.
  migrates: false,
  async run({ db, handle, config, args, print }) {
    const file = args[0];
    if (!file) {
      print("사용법: npm run admin -- restore FILE");
      return 2;
    }
    // With FILES_S3_* the files go into that (empty) bucket, where the app will read them.
    const bucket = config.filesS3 ? await openFileStore(config) : undefined;
    try {
      const manifest = await restoreBackup({
        pool: handle.pool,
        file: path.resolve(file),
        filesRoot: filesFolder(config.dataDir),
        bucket,
        log: print,
      });
      await runMigrations(handle);
      print(`복원했어요: ${manifest.createdAt} 의 백업 (schema ${manifest.schema.tag}, host ${manifest.host})`);
    } catch (error) {
      if (error instanceof BackupError) {
        print(`복원하지 못했어요: ${error.message}`);
        return 2;
      }
      throw error;
    } finally {
      bucket?.close();
    }
    const results = await auditLedgers(db);
    for (const line of ledgerAuditReport(results)) print(line);
    return results.every((r) => r.ok) ? 0 : 1;
  },
};
