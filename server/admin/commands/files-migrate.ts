// files-migrate --to s3|local (decision 0223): copies every stored file from the local folder
// (DATA_DIR/files) into the bucket of FILES_S3_*, or from the bucket back into the folder.
// Resumable: what is already there with the same size and checksum is skipped. Each copy is
// verified; any mismatch is listed and the command exits 1. The app keeps reading whichever
// store its own settings name: run this, switch the app's settings, then run it once more to
// bring over what was uploaded in between.
import { filesFolder, createLocalFileStore } from "../../lib/storage";
import { migrateFiles } from "../../lib/files-migration";
import type { AdminCommand } from "./index";

const size = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);
/** A progress line at most this often (and after the last file). */
const PROGRESS_EVERY_MS = 2_000;

export const filesMigrateCommand: AdminCommand = {
  summary: "--to s3|local  저장된 파일을 로컬 폴더에서 FILES_S3_* 버킷으로(또는 반대로) 복사하고 체크섬을 확인합니다 (이어서 실행 가능)",
  async run({ config, args, print }) {
    const to = args[0] === "--to" ? args[1] : args[0]?.startsWith("--to=") ? args[0].slice("--to=".length) : undefined;
    if (to !== "s3" && to !== "local") {
      print("사용법: npm run admin -- files-migrate --to s3|local");
      return 2;
    }
    if (!config.filesS3) {
      print("FILES_S3_BUCKET 등 버킷 설정이 필요합니다 (set FILES_S3_* to name the bucket first)");
      return 2;
    }
    const { createS3FileStore } = await import("../../lib/storage-s3");
    const bucket = createS3FileStore(config.filesS3);
    const folder = createLocalFileStore(filesFolder(config.dataDir));
    const [from, target] = to === "s3" ? [folder, bucket] : [bucket, folder];
    const names = { local: `로컬 폴더 ${filesFolder(config.dataDir)}`, s3: `버킷 ${config.filesS3.bucket}` };
    print(`파일 옮기기: ${names[from.kind]} → ${names[target.kind]} (copying files)`);
    const started = Date.now();
    let lastPrinted = 0;
    try {
      const result = await migrateFiles({
        from,
        to: target,
        onProgress: ({ done, total, bytes, totalBytes }) => {
          if (done < total && Date.now() - lastPrinted < PROGRESS_EVERY_MS) return;
          lastPrinted = Date.now();
          print(`  ${done}/${total}개, ${size(bytes)}/${size(totalBytes)}`);
        },
        onMismatch: (key, why) => print(`  불일치 (mismatch): ${key}: ${why}`),
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      print(
        `복사 ${result.copied}개, 건너뜀 ${result.skipped}개(이미 같음), 불일치 ${result.mismatched.length}개, 사라짐 ${result.vanished}개, ` +
          `${size(result.bytes)}, ${seconds}초 (copied, skipped as identical, mismatched, vanished)`,
      );
      if (result.mismatched.length) {
        print("체크섬이 맞지 않는 파일이 있어요. 다시 실행하면 그 파일들을 다시 복사합니다 (run again to copy them again)");
        return 1;
      }
      return 0;
    } finally {
      bucket.close();
    }
  },
};
