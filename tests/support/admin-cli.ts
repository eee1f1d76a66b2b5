// `npm run admin` as an operator runs it — a real process — against this test file's own
// database (DATABASE_URL), so its effects can be read back through the services. The command
// line is bundled once per file (what scripts/run-ts.mjs does on every `npm run admin`).
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import type { DatabaseHandle } from "../../server/db/client";
import { PROJECT_ROOT } from "../../server/paths";
import { openTestDatabase } from "./platform";
import { runProcess, type ProcessResult } from "./run-process";

export interface AdminCommandLine {
  /** Runs `npm run admin -- …args` and waits for it. */
  run(...args: string[]): SpawnSyncReturns<string>;
  /**
   * The same without blocking this process, with more (or emptied) environment variables for
   * the run: for commands that talk to a server this test process runs itself (an S3 server).
   */
  runAsync(env: Record<string, string>, ...args: string[]): Promise<ProcessResult>;
  handle: DatabaseHandle;
  databaseUrl: string;
  /** DATA_DIR of the command (files it reads, e.g. a terms body). */
  dataDir: string;
  dispose(): Promise<void>;
}

/** `env`: settings every run gets besides the database and data folder (e.g. a bucket's FILES_S3_*). */
export async function adminCommandLine(options: { env?: Record<string, string> } = {}): Promise<AdminCommandLine> {
  const { handle, url, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-admin-"));
  // In the project's cache folder, so bare imports resolve from its node_modules.
  const outfile = path.join(
    PROJECT_ROOT,
    "node_modules",
    ".cache",
    "run-ts",
    `admin-cli-test-${process.pid}-${path.basename(dataDir)}.mjs`,
  );
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [path.join(PROJECT_ROOT, "server/admin/cli.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  const envOf = (env: Record<string, string>) => ({
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    REDIS_URL: "",
    ...options.env,
    ...env,
  });
  return {
    handle,
    databaseUrl: url,
    dataDir,
    run(...args) {
      return spawnSync(process.execPath, [outfile, ...args], { cwd: PROJECT_ROOT, env: envOf({}), encoding: "utf8", timeout: 60_000 });
    },
    runAsync(env, ...args) {
      return runProcess(process.execPath, [outfile, ...args], { cwd: PROJECT_ROOT, env: envOf(env), timeout: 120_000 });
    },
    async dispose() {
      fs.rmSync(outfile, { force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
      await drop();
    },
  };
}
