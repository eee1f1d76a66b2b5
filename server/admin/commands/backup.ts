// backup [FILE] and restore FILE (docs/product/backups.md, decision 0204).
// backup: one consistent archive while the app runs; prints the archive's path last, so a
// script can take it from the last line. restore: into an empty DATA_DIR or an empty
// database (DATABASE_URL), refusing an archive from a newer schema; then migrates to this
// build and audits the ledgers (exit 1 when an audit is off, the data stays restored). With
// FILES_S3_* both read and write the files in the bucket (decision 0223); with BACKUP_S3_BUCKET
// backups go to that bucket and restore takes their s3://bucket/name (decision 0230).
import fs from "node:fs";
import path from "node:path";
import { runMigrations } from "../../db/migrate";
import { filesFolder, openFileStore } from "../../lib/storage";
import { BackupError, restoreBackup } from "../../modules/backups/archive";
import { parseBucketLocation, runRecordedBackup } from "../../modules/backups/service";
import { createS3FileStore } from "../../lib/storage-s3";
import type { AppConfig } from "../../config";
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

/**
 * The archive as a file of this machine: the path given, or an s3://bucket/name of the backup
 * bucket downloaded into BACKUP_DIR (removed by `release`).
 */
async function archiveFile(config: AppConfig, given: string): Promise<{ file: string; release(): Promise<void> }> {
  const object = parseBucketLocation(given);
  if (!object) return { file: path.resolve(given), release: async () => undefined };
  if (!config.backupS3 || config.backupS3.bucket !== object.bucket) {
    throw new BackupError(
      `BACKUP_S3_BUCKET 이 ${object.bucket} 이어야 이 백업을 받을 수 있어요 (set BACKUP_S3_BUCKET to the archive's bucket)`,
    );
  }
  const bucket = createS3FileStore(config.backupS3);
  await fs.promises.mkdir(config.backupDir, { recursive: true });
  const folder = await fs.promises.mkdtemp(path.join(config.backupDir, ".download-"));
  try {
    if (!(await bucket.exists(object.key))) throw new BackupError(`백업 파일이 없어요: ${given} (no such archive)`);
    const file = path.join(folder, path.basename(object.key));
    await bucket.downloadTo(object.key, file);
    return { file, release: () => fs.promises.rm(folder, { recursive: true, force: true }) };
  } catch (error) {
    await fs.promises.rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    bucket.close();
  }
}

export const restoreCommand: AdminCommand = {
  summary: "FILE 백업을 빈 DATA_DIR(또는 빈 DATABASE_URL 데이터베이스)에 복원하고 원장을 검사합니다",
  // The database must stay empty until the archive's own schema is built from it.
  migrates: false,
  async run({ db, handle, config, args, print }) {
    const file = args[0];
    if (!file) {
      print("사용법: npm run admin -- restore FILE|s3://BUCKET/NAME");
      return 2;
    }
    // With FILES_S3_* the files go into that (empty) bucket, where the app will read them.
    const bucket = config.filesS3 ? await openFileStore(config) : undefined;
    let archive: Awaited<ReturnType<typeof archiveFile>> | undefined;
    try {
      archive = await archiveFile(config, file);
      const manifest = await restoreBackup({
        pool: handle.pool,
        file: archive.file,
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
      await archive?.release();
    }
    const results = await auditLedgers(db);
    for (const line of ledgerAuditReport(results)) print(line);
    return results.every((r) => r.ok) ? 0 : 1;
  },
};
