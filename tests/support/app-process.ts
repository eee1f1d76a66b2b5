// Starts the real app the way a user does (`node scripts/start.mjs`, i.e. `npm start`:
// build when needed, migrate, seed) as a child process, and waits for its ready line.
// Browser journeys and benchmarks both use it.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PROJECT_ROOT } from "../../server/paths";
import { e2eDatabaseUrl } from "./e2e-database";

export { freePort } from "../../server/lib/ports";

/**
 * Builds the app when the sources changed since the last build (what `npm start` would do), so
 * several apps can then start at once without building into the same folder together.
 */
export async function ensureBuilt(): Promise<void> {
  const { sourceFingerprint } = (await import(pathToFileURL(path.join(PROJECT_ROOT, "scripts/fingerprint.mjs")).href)) as {
    sourceFingerprint(root: string): string;
  };
  const fingerprintFile = path.join(PROJECT_ROOT, "build/.fingerprint");
  const built = fs.existsSync(fingerprintFile) ? fs.readFileSync(fingerprintFile, "utf8") : "";
  const complete = ["build/server-main.js", "build/worker-main.js"].every((f) => fs.existsSync(path.join(PROJECT_ROOT, f)));
  if (complete && built === sourceFingerprint(PROJECT_ROOT)) return;
  const child = spawn(process.execPath, [`${PROJECT_ROOT}/scripts/build.mjs`], { cwd: PROJECT_ROOT, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`build failed (${code}):\n${output}`);
}

export interface AppProcess {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * `root`: another checkout of the app (a bench's earlier build), this one by default.
 * `command` "worker": `npm run worker` (the job queue alone) instead of `npm start`.
 */
export async function startApp(
  env: Record<string, string>,
  timeoutMs = 180_000,
  root = PROJECT_ROOT,
  command: "web" | "worker" = "web",
): Promise<AppProcess> {
  // The embedded database of DATA_DIR, or (E2E_DATABASE_URL) that folder's database on a server.
  const databaseUrl = env.DATA_DIR ? await e2eDatabaseUrl(env.DATA_DIR) : "";
  const child = spawn(process.execPath, [`${root}/scripts/start.mjs`, ...(command === "worker" ? ["worker"] : [])], {
    cwd: root,
    // One web process unless asked (WEB_PROCESSES): journeys run several apps side by side.
    // NODE_ENV production as `npm start` gives a shell without one: vitest sets "test" in its own
    // environment, which the app would inherit and then render pages with React's development
    // build (slower by about half, and not what members are served).
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      SIGN_UP_LIMIT_SCALE: "100",
      WEB_PROCESSES: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`app did not start in time:\n${output}`)), timeoutMs);
    const check = setInterval(() => {
      // "나눔터가 준비되었습니다: …" or, for a worker, "나눔터 작업 프로세스가 준비되었습니다".
      if (output.includes("준비되었습니다")) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`app exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    output: () => output,
    async stop() {
      // Already gone (ended, or killed by a journey: then exitCode stays null and signalCode says how).
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** `npm run worker`: a process that runs the job queue only, waited for until it is ready. */
export function startWorker(env: Record<string, string>, timeoutMs = 180_000): Promise<AppProcess> {
  return startApp(env, timeoutMs, PROJECT_ROOT, "worker");
}
