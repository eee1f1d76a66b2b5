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

export interface AdminCommandLine {
  /** Runs `npm run admin -- …args` and waits for it. */
  run(...args: string[]): SpawnSyncReturns<string>;
  handle: DatabaseHandle;
  databaseUrl: string;
  /** DATA_DIR of the command (files it reads, e.g. a terms body). */
  dataDir: string;
  dispose(): Promise<void>;
}

export async function adminCommandLine(): Promise<AdminCommandLine> {
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
  return {
    handle,
    databaseUrl: url,
    dataDir,
    run(...args) {
      return spawnSync(process.execPath, [outfile, ...args], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "silent", REDIS_URL: "" },
        encoding: "utf8",
        timeout: 60_000,
      });
    },
    async dispose() {
      fs.rmSync(outfile, { force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
      await drop();
    },
  };
}
