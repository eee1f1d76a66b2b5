// The embedded database as `npm start` runs it: one app per data folder, and no acknowledged
// write lost when the app or its PostgreSQL server is killed outright (kill -9) and `npm start`
// runs again.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { processIsRunning } from "../../server/lib/process-alive";
import { isProfane } from "../../server/lib/decency";
import { runProcess } from "../support/run-process";

const ROOT = path.resolve(import.meta.dirname, "../..");
const embedded = !process.env.E2E_DATABASE_URL;

describe.skipIf(!embedded)("embedded data folder", () => {
  it("a second start on the same DATA_DIR exits with a message naming the other process", async () => {
    // Run beside this process, not with spawnSync, which stopped this process's event loop (its
    // timers and sockets) for seconds: the health call right after it failed once on a busy
    // machine, saying only "fetch failed". It now has a connection of its own and says why.
    const second = await runProcess(process.execPath, [path.join(ROOT, "build/server-main.js")], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: inject("e2eDataDir"), PORT: "0" },
      timeout: 60_000,
    });
    expect(second.status, second.stderr).toBe(3);
    expect(second.stderr).toContain("다른 나눔터 프로세스");
    // The running app still answers a new visitor.
    expect(await statusOnNewConnection(`${inject("baseUrl")}/actuator/health`)).toBe(200);
  });
});

/** A GET on a connection of its own: the status, or the reason no answer came. */
function statusOnNewConnection(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", (error: NodeJS.ErrnoException) => resolve(`${error.code ?? ""} ${error.message}`));
  });
}

describe.skipIf(!embedded)("kill -9 and npm start again", () => {
  // Each attempt (journeys run once more when they fail) has its own folder and app.
  let dataDir = "";
  let app: AppProcess | null = null;
  let port = 0;
  const base = () => `http://127.0.0.1:${port}`;
  const cleanUp = async () => {
    await app?.stop();
    app = null;
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  afterAll(cleanUp);

  const start = async () => {
    app = await startApp({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false" });
  };
  /** An acknowledged write: a sign-up the server answered 200 to. */
  const signUp = async (email: string): Promise<boolean> => {
    try {
      const res = await fetch(`${base()}/api/user/signUp`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base() },
        body: JSON.stringify({
          userEmail: email,
          userPw: "durable-2024!",
          userName: `내구${email.slice(2, 8)}`,
          agreeTerms: true,
          agreeAge: true,
        }),
      });
      return res.status === 200;
    } catch {
      return false;
    }
  };
  const registered = async (email: string): Promise<boolean> => {
    const res = await fetch(`${base()}/api/user/checkSignUp?userEmail=${encodeURIComponent(email)}&joinChannel=A`);
    if (res.status === 200) return false;
    expect(res.status).toBe(409);
    return true;
  };
  // Each e-mail gives its nickname (내구 + six of its characters): one that spells a swear word is drawn again.
  const email = (): string => {
    for (;;) {
      const candidate = `d-${crypto.randomBytes(5).toString("hex")}@example.test`;
      if (!isProfane(`내구${candidate.slice(2, 8)}`)) return candidate;
    }
  };
  const emails = (n: number) => Array.from({ length: n }, email);
  const postgresPid = () => Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);

  it("keeps every acknowledged write when the app is killed, then when its database server is", { timeout: 180_000 }, async () => {
    await cleanUp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-kill-"));
    port = await freePort();
    await start();

    // 1. Writes acknowledged, then the app is killed mid-flight: its server keeps running, and the
    //    next `npm start` adopts it.
    const first = emails(8);
    const acked: string[] = [];
    for (const email of first) if (await signUp(email)) acked.push(email);
    expect(acked).toHaveLength(8);
    const inFlight = emails(4).map((email) => signUp(email).then((ok) => ok && acked.push(email)));
    app!.child.kill("SIGKILL");
    await Promise.all(inFlight);
    await new Promise((r) => (app!.child.exitCode !== null || app!.child.signalCode !== null ? r(null) : app!.child.once("exit", r)));
    await start();
    expect(app!.output()).toContain("이어서 사용합니다");
    for (const email of acked) expect(await registered(email)).toBe(true);

    // 2. The database server is killed while writes go on: the app starts it again (crash
    //    recovery from the write-ahead log) and every write it acknowledged is there.
    const before = postgresPid();
    const second = emails(10);
    const results = second.map(async (email, i) => {
      await new Promise((r) => setTimeout(r, i * 30));
      if (await signUp(email)) acked.push(email);
    });
    setTimeout(() => process.kill(before, "SIGKILL"), 120);
    await Promise.all(results);
    const deadline = Date.now() + 30_000;
    while (
      (await fetch(`${base()}/actuator/health`)
        .then((r) => r.status)
        .catch(() => 0)) !== 200
    ) {
      if (Date.now() > deadline) throw new Error(`the database did not come back:\n${app!.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(postgresPid()).not.toBe(before);
    for (const email of acked) expect(await registered(email)).toBe(true);
    // Writes work again.
    const after = emails(1)[0]!;
    expect(await signUp(after)).toBe(true);
    expect(await registered(after)).toBe(true);

    // 3. A clean stop stops the server too; the next start is quick and has everything.
    const running = postgresPid();
    await app!.stop();
    expect(processIsRunning(running), `the database server outlived the app:\n${app!.output().slice(-2000)}`).toBe(false);
    const started = Date.now();
    await start();
    expect(Date.now() - started).toBeLessThan(30_000);
    for (const email of [...acked, after]) expect(await registered(email)).toBe(true);
  });
});
