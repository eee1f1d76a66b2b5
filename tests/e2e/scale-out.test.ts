// Growing past one process by configuration alone: two web processes (JOBS=off) and a worker
// (`npm run worker`) on one PostgreSQL server, sharing one files folder, with and without Redis.
// A like through one web process shows on the other's cached page within a second; the worker
// does the queued work (the sign-up mail); with Redis the rate limits count across processes.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "../../server/db/embedded-server";
import { PROJECT_ROOT } from "../../server/paths";
import { freePort, startApp } from "../support/app-process";
import { firstLink, waitForFolderMail } from "../support/mail";
import { testRedisUrl } from "../support/redis";
import { DESKTOP_UA } from "./browser";

let server: EmbeddedServer;
const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-scale-pg-"));

beforeAll(async () => {
  server = await startEmbeddedServer({ dataDir: serverDir });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(serverDir, { recursive: true, force: true });
});

async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server.url.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return server.url.replace(/\/[^/]+$/, `/${name}`);
}

function startWorker(env: Record<string, string>): Promise<{ child: ChildProcess; output(): string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, "scripts/start.mjs"), "worker"], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 120_000);
    const check = setInterval(() => {
      if (!output.includes("작업 프로세스가 준비되었습니다")) return;
      clearInterval(check);
      clearTimeout(timer);
      resolve({
        child,
        output: () => output,
        async stop() {
          if (child.exitCode !== null) return;
          const exited = new Promise((r) => child.once("exit", r));
          child.kill("SIGTERM");
          await exited;
        },
      });
    }, 50);
    child.once("exit", (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}:\n${output}`));
    });
  });
}

describe.each(["redis", "postgres"] as const)("two web processes and a worker, invalidations over %s", (bus) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nt-scale-${bus}-`));
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a like on A shows on B's cached page within a second; the worker sends the mail", { timeout: 240_000 }, async () => {
    const redisUrl = bus === "redis" ? `${await testRedisUrl()}` : "";
    const env = {
      DATABASE_URL: await freshDatabase(`scale_${bus}_${process.pid}`),
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
    };
    // The web processes and the worker may start together: preparation runs one at a time.
    const [portA, portB] = [await freePort(), await freePort()];
    const [a, b, worker] = await Promise.all([
      startApp({ ...env, PORT: String(portA), JOBS: "off" }),
      startApp({ ...env, PORT: String(portB), JOBS: "off" }),
      startWorker(env),
    ]);
    stops.push(
      () => a.stop(),
      () => b.stop(),
      () => worker.stop(),
    );
    const A = `http://127.0.0.1:${portA}`;
    const B = `http://127.0.0.1:${portB}`;

    // A member signs up on A; the worker (not A) writes the verification mail.
    const email = `scale-${bus}-${process.pid}@example.test`;
    const signUp = await fetch(`${A}/api/user/signUp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: A },
      body: JSON.stringify({
        userEmail: email,
        userPw: "scale-out-2024!",
        userName: `확장${bus.slice(0, 3)}`,
        agreeTerms: true,
        agreeAge: true,
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const mail = await waitForFolderMail(dataDir, email);
    const verify = await fetch(firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, B), {
      redirect: "manual",
      headers: { cookie },
    });
    expect(verify.status).toBe(303);

    // B serves a post from its cache.
    const list = (await (await fetch(`${B}/api/board/newBoards?size=1`)).json()) as {
      data: { items: { boardNo: number; permaLink: string }[] };
    };
    const post = list.data.items[0]!;
    const read = async () => {
      const res = await fetch(`${B}/d/${post.permaLink}`, { headers: { "user-agent": DESKTOP_UA } });
      return { hit: res.headers.get("x-page-cache") === "hit", likes: /reaction-count">(\d+)</.exec(await res.text())?.[1] };
    };
    await read();
    const before = await read();
    expect(before.hit).toBe(true);

    // The like goes through A; B's copy is emptied by the message and re-rendered with it.
    const liked = await fetch(`${A}/api/board/likeCntUp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: A, cookie },
      body: JSON.stringify({ boardNo: post.boardNo }),
    });
    expect(liked.status).toBe(200);
    const likedAt = Date.now();
    let after = await read();
    while (after.likes === before.likes && Date.now() - likedAt < 5_000) after = await read();
    const elapsed = Date.now() - likedAt;
    expect(after.likes).toBe(String(Number(before.likes) + 1));
    expect(elapsed).toBeLessThan(1_000);
    console.log(`[${bus}] like on A visible on B after ${elapsed} ms`);

    if (bus === "redis") {
      // Rate limits count across both processes: 20 search words a minute from one address.
      const word = (base: string) =>
        fetch(`${base}/api/board/searchWord`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base },
          body: JSON.stringify({ searchKey: "부동산" }),
        }).then((r) => r.status);
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push(await word(A), await word(B));
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
    }
    expect(worker.output()).not.toContain("job failed");
  });
});
