// The admin command line (`npm run admin -- …`) on the data folder of a journey's own app, as
// an operator runs it: before the app starts (it starts the folder's database server for
// itself) or beside the running app (it joins the app's server).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { PROJECT_ROOT } from "../../server/paths";
import { e2eDatabaseUrl } from "../support/e2e-database";

/** Runs `server/admin/cli.ts` with these arguments on the app's data folder; returns its stdout, throws on failure. */
export async function runAdminCommand(dataDir: string, ...args: string[]): Promise<string> {
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-ts.mjs"), "server/admin/cli.ts", ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: await e2eDatabaseUrl(dataDir), DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(" ")} failed: ${result.stdout}${result.stderr}`);
  return result.stdout;
}
