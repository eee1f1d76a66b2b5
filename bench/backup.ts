// `npm run bench:backup`: an operator's backup and restore of a big site, against the same
// files packed by the system's own tar and gzip in the same run.
//
// 1. A data folder with its embedded PostgreSQL server (as `npm start` makes it), migrated and
//    filled with BENCH_POSTS (100,000) synthetic Korean posts by 2,000 members (the search
//    bench's data, bench/background-posts.ts) and BENCH_FILES (1,000) stored images of 64 KB
//    of noise each (they do not compress, as real photos barely do).
// 2. Baseline: `tar -czf` of the files folder alone (what copying the uploads costs anyway).
// 3. `npm run admin -- backup` beside the running server: seconds and archive size.
// 4. `npm run admin -- restore FILE` into a new, empty data folder: seconds (including the
//    start of that folder's own server and the ledger audit).
// 5. The app started on the restored folder answers a restored post's page.
// Results are also written to bench/.out/backup.json.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { openDatabase } from "../server/db/client";
import { startEmbeddedServer } from "../server/db/embedded-server";
import { runMigrations } from "../server/db/migrate";
import { PROJECT_ROOT } from "../server/paths";
import { ensureBuilt, freePort, startApp } from "../tests/support/app-process";
import { insertBackgroundPosts, insertBenchMembers } from "./background-posts";
import { useTail, vocabulary } from "./search-data";

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const FILES = Number(process.env.BENCH_FILES ?? 1_000);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function admin(dataDir: string, ...args: string[]): { seconds: number; out: string } {
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-ts.mjs"), "server/admin/cli.ts", ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(" ")} failed: ${result.stdout}${result.stderr}`);
  return { seconds: (Date.now() - started) / 1000, out: result.stdout };
}

async function main(): Promise<void> {
  await ensureBuilt();
  const source = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-backup-"));
  const restored = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-restored-"));
  const server = await startEmbeddedServer({ dataDir: source });
  const handle = await openDatabase({ url: server.url, kind: "embedded" });
  try {
    await runMigrations(handle);
    console.log(`filling: ${POSTS} posts, ${FILES} files`);
    const members = await insertBenchMembers(handle.db, "bench", 2_000);
    useTail(vocabulary(new Set()));
    await insertBackgroundPosts(handle.db, { members, count: POSTS, firstBoardNo: 1, seed: 42, batch: 1_000, progressEvery: 25 });
    const noise = await sharp(Buffer.from(Array.from({ length: 256 * 256 * 3 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256)), {
      raw: { width: 256, height: 256, channels: 3 },
    })
      .webp({ quality: 95 })
      .toBuffer();
    const folder = path.join(source, "files", "images", "2026", "12");
    fs.mkdirSync(folder, { recursive: true });
    for (let i = 0; i < FILES; i += 1) {
      // Each file its own bytes (a different last byte run), so nothing is shared by chance.
      const bytes = Buffer.concat([noise, Buffer.from(String(i).padStart(8, "0"))]);
      fs.writeFileSync(path.join(folder, `bench${String(i).padStart(5, "0")}.webp`), bytes);
    }
    const sized = await handle.pool.query<{ size: string }>("select pg_database_size(current_database())::text as size");
    const databaseBytes = Number(sized.rows[0]!.size);

    // Baseline: the files alone through the system's tar and gzip.
    const baselineFile = path.join(os.tmpdir(), `nt-bench-files-${process.pid}.tar.gz`);
    let started = Date.now();
    execFileSync("tar", ["-czf", baselineFile, "-C", source, "files"]);
    const baseline = { seconds: (Date.now() - started) / 1000, bytes: fs.statSync(baselineFile).size };
    fs.rmSync(baselineFile, { force: true });

    const backup = admin(source, "backup");
    const archive = backup.out.trim().split("\n").at(-1)!;
    const archiveBytes = fs.statSync(archive).size;

    const restore = admin(restored, "restore", archive);
    if (!restore.out.includes("모든 원장이 잔액과 일치합니다.")) throw new Error(`restore did not audit clean:\n${restore.out}`);

    // The app on the restored folder answers a restored post.
    const [post] = (
      await handle.pool.query<{ permalink: string; subject: string }>(
        "select permalink, subject from boards order by board_no desc limit 1",
      )
    ).rows;
    const port = await freePort();
    started = Date.now();
    const app = await startApp({ PORT: String(port), DATA_DIR: restored, SEED_DEMO: "false", DATABASE_URL: "" });
    const appStart = (Date.now() - started) / 1000;
    const page = await fetch(`http://localhost:${port}/d/${post!.permalink}`);
    const html = await page.text();
    await app.stop();
    const answers = page.status === 200 && html.includes(post!.subject.slice(0, 10));

    const result = {
      posts: POSTS,
      files: FILES,
      databaseBytes,
      baseline,
      backup: { seconds: backup.seconds, bytes: archiveBytes },
      restore: { seconds: restore.seconds },
      restoredApp: { startSeconds: appStart, status: page.status, answers },
    };
    console.log(`database on disk: ${mb(databaseBytes)}; files: ${FILES} × ${Math.round(noise.length / 1024)} KB`);
    console.log(`baseline tar -czf of the files alone: ${baseline.seconds.toFixed(1)} s, ${mb(baseline.bytes)}`);
    console.log(
      `backup (database + files): ${backup.seconds.toFixed(1)} s, ${mb(archiveBytes)} ` +
        `(${(backup.seconds / baseline.seconds).toFixed(2)}× the baseline's time)`,
    );
    console.log(`restore into an empty folder: ${restore.seconds.toFixed(1)} s`);
    console.log(`app on the restored folder: started in ${appStart.toFixed(1)} s, post page ${page.status}, post found: ${answers}`);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, "backup.json"), JSON.stringify(result, null, 2));
    if (!answers) process.exitCode = 1;
  } finally {
    await handle.close();
    await server.stop();
    fs.rmSync(source, { recursive: true, force: true });
    fs.rmSync(restored, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
