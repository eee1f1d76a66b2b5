// The embedded PostgreSQL server `npm start` runs under DATA_DIR: first start and later starts,
// a server left behind by a killed app, a stale pid file, ports in use, a crash of the server
// itself under a running app, and commands joining a running server.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { connectDatabase, DatabaseUnavailableError } from "../../server/db/connect";
import { EmbeddedServerError, runningEmbeddedServer, startEmbeddedServer, type EmbeddedServer } from "../../server/db/embedded-server";
import { processIsRunning } from "../../server/lib/process-alive";
import { queryOnce } from "../support/sql";

const folders: string[] = [];
const servers: EmbeddedServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-embedded-"));
  folders.push(dir);
  return dir;
}

async function start(dataDir: string, options: Partial<Parameters<typeof startEmbeddedServer>[0]> = {}): Promise<EmbeddedServer> {
  const server = await startEmbeddedServer({ dataDir, ...options });
  servers.push(server);
  return server;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

function occupy(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

describe("embedded PostgreSQL server", () => {
  it("initialises once with a password of its own, durable settings, and stops cleanly", { timeout: 60_000 }, async () => {
    const dataDir = folder();
    const first = await start(dataDir);
    expect(fs.existsSync(path.join(dataDir, "postgres", "PG_VERSION"))).toBe(true);
    expect(fs.statSync(path.join(dataDir, "postgres.secret")).mode & 0o077).toBe(0);
    const [settings] = await queryOnce<{ fsync: string; sync: string; version: string }>(
      first.url,
      "select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync, current_setting('server_version_num') as version",
    );
    expect(settings).toMatchObject({ fsync: "on", sync: "on" });
    expect(Number(settings!.version)).toBeGreaterThanOrEqual(180000);
    // The password is required: no trust authentication, even on loopback.
    const withoutPassword = new pg.Client({ connectionString: first.url.replace(/:[^:@/]+@/, "@") });
    await expect(withoutPassword.connect()).rejects.toThrow();
    await queryOnce(first.url, "create table kept (n int)");
    await queryOnce(first.url, "insert into kept values (1)");
    await first.stop();
    expect(processIsRunning(first.pid)).toBe(false);
    expect(runningEmbeddedServer(dataDir)).toBeNull();

    // A second start reuses the cluster: the data is there, no new initialisation.
    const started = Date.now();
    const second = await start(dataDir);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await queryOnce(second.url, "select n from kept")).toEqual([{ n: 1 }]);
    await second.stop();
  });

  it("adopts a server left running by a killed app, and recovers from a stale pid file", { timeout: 60_000 }, async () => {
    const dataDir = folder();
    const orphan = await start(dataDir);
    await queryOnce(orphan.url, "create table t (n int); insert into t values (7)");
    // The app died without stopping its server: the next start uses that server as it is.
    const adopted = await start(dataDir);
    expect(adopted.pid).toBe(orphan.pid);
    expect(await queryOnce(adopted.url, "select n from t")).toEqual([{ n: 7 }]);
    expect(runningEmbeddedServer(dataDir)?.pid).toBe(orphan.pid);

    // The server is killed outright; its pid file stays behind, naming a process that is gone.
    process.kill(adopted.pid, "SIGKILL");
    await until(() => !processIsRunning(adopted.pid));
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(true);
    const recovered = await start(dataDir);
    expect(recovered.pid).not.toBe(adopted.pid);
    expect(await queryOnce(recovered.url, "select n from t")).toEqual([{ n: 7 }]);
    await recovered.stop();
  });

  it("restarts the server under a running app when it dies, losing nothing committed", { timeout: 60_000 }, async () => {
    const dataDir = folder();
    const server = await start(dataDir, { restartOnCrash: true });
    await queryOnce(server.url, "create table acknowledged (n int)");
    for (let n = 1; n <= 50; n++) await queryOnce(server.url, "insert into acknowledged values ($1)", [n]);
    const before = server.pid;
    process.kill(before, "SIGKILL");
    await until(() => server.pid !== before && runningEmbeddedServer(dataDir) !== null);
    const [row] = await queryOnce<{ n: string }>(server.url, "select count(*) as n from acknowledged");
    expect(Number(row!.n)).toBe(50);
    await server.stop();
  });

  it("takes another port when the last one is taken, and names an explicit port in use", { timeout: 60_000 }, async () => {
    const dataDir = folder();
    const first = await start(dataDir);
    const port = first.port;
    await first.stop();
    const squatter = await occupy(port);
    try {
      const moved = await start(dataDir);
      expect(moved.port).not.toBe(port);
      await moved.stop();
      await expect(startEmbeddedServer({ dataDir, port })).rejects.toThrow(new RegExp(`${port}`));
      await expect(startEmbeddedServer({ dataDir, port })).rejects.toBeInstanceOf(EmbeddedServerError);
    } finally {
      squatter.close();
    }
  });

  it("lets commands and workers join the app's running server; a worker alone is told what to do", { timeout: 60_000 }, async () => {
    const dataDir = folder();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    await expect(connectDatabase(config, { role: "worker", log: () => undefined })).rejects.toBeInstanceOf(DatabaseUnavailableError);

    // No app running: a command starts the server for its own run and stops it afterwards.
    const alone = await connectDatabase(config, { role: "command", log: () => undefined });
    await alone.executeSql("create table visits (n int)");
    const pidWhileCommand = runningEmbeddedServer(dataDir)!.pid;
    await alone.close();
    expect(processIsRunning(pidWhileCommand)).toBe(false);

    // The app runs: a worker and a command join its server and leave it running.
    const app = await start(dataDir);
    const worker = await connectDatabase(config, { role: "worker", log: () => undefined });
    const command = await connectDatabase(config, { role: "command", log: () => undefined });
    await command.executeSql("insert into visits values (1)");
    expect(await worker.executeSql("select n from visits")).toMatchObject({ rows: [{ n: 1 }] });
    await worker.close();
    await command.close();
    expect(processIsRunning(app.pid)).toBe(true);
    await app.stop();
  });
});
