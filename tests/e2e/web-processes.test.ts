// `npm start` on several cores (WEB_PROCESSES, docs/decisions/0174): the first process owns the
// embedded database, runs the jobs and keeps the rate-limit counters; two web processes share
// the port. Each request below opens its own connection, so the cluster hands them round both
// web processes: the rate limits count across them, a like through one shows on the other's
// cached page within a second, a web process that dies is replaced, and stopping the app stops
// every process.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { firstLink, waitForFolderMail } from "../support/mail";
import { DESKTOP_UA } from "./browser";
import { processIsRunning } from "../../server/lib/process-alive";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own (no keep-alive): the next one may reach the other web process. */
function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? "GET", headers: options.headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer in 10 s: ${url}`)));
    req.end(options.body);
  });
}

function childrenOf(pid: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid), "-f", "server-main"], { encoding: "utf8" })
      .trim()
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

describe("npm start with two web processes on the embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-web-processes-"));
  let app: AppProcess | null = null;
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("shares limits and cache invalidations, replaces a dead web process and stops them all", { timeout: 180_000, retry: 0 }, async () => {
    const port = await freePort();
    app = await startApp({ DATA_DIR: dataDir, SEED_DEMO: "true", PORT: String(port), WEB_PROCESSES: "2" });
    const base = `http://127.0.0.1:${port}`;
    expect(app.output()).toContain("web processes: 2");
    const primary = app.child.pid!;
    const web = childrenOf(primary);
    expect(web).toHaveLength(2);

    // Rate limits count across the web processes: 20 search words a minute from one address.
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await request(`${base}/api/board/searchWord`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ searchKey: "부동산" }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);

    // A verified member (the first process runs the mail job).
    const email = `web-processes-${process.pid}@example.test`;
    const signUp = await request(`${base}/api/user/signUp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ userEmail: email, userPw: "web-processes-2024!", userName: "웹프로세스", agreeTerms: true, agreeAge: true }),
    });
    expect(signUp.status).toBe(200);
    const cookie = ([] as string[])
      .concat(signUp.headers["set-cookie"] ?? [])
      .map((c) => c.split(";")[0])
      .join("; ");
    const mail = await waitForFolderMail(dataDir, email);
    const verify = await request(firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, base), {
      headers: { cookie },
    });
    expect(verify.status).toBe(303);

    // Both web processes keep the post's page; a like through one empties the other's copy.
    const list = JSON.parse((await request(`${base}/api/board/newBoards?size=1`)).body) as {
      data: { items: { boardNo: number; permaLink: string }[] };
    };
    const post = list.data.items[0]!;
    const read = async () => {
      const res = await request(`${base}/d/${post.permaLink}`, { headers: { "user-agent": DESKTOP_UA } });
      return { hit: res.headers["x-page-cache"] === "hit", likes: /reaction-count">(\d+)</.exec(res.body)?.[1] };
    };
    for (let i = 0; i < 4; i++) await read();
    const before = [await read(), await read()];
    expect(before.every((r) => r.hit)).toBe(true);
    const liked = await request(`${base}/api/board/likeCntUp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({ boardNo: post.boardNo }),
    });
    expect(liked.status).toBe(200);
    const likedAt = Date.now();
    const expected = String(Number(before[0]!.likes) + 1);
    let after = [await read(), await read()];
    while (after.some((r) => r.likes !== expected) && Date.now() - likedAt < 5_000) after = [await read(), await read()];
    expect(after.map((r) => r.likes)).toEqual([expected, expected]);
    expect(Date.now() - likedAt).toBeLessThan(1_000);

    // The public list answers are shared with visitors and emptied with the lists.
    await request(`${base}/api/board/Top10tags`);
    await request(`${base}/api/board/Top10tags`);
    expect((await request(`${base}/api/board/Top10tags`)).headers["x-page-cache"]).toBe("hit");
    const asMember = await request(`${base}/api/board/Top10tags`, { headers: { cookie } });
    expect(asMember.headers["x-page-cache"]).toBeUndefined();

    // A web process that dies is replaced (a connection it held is lost with it, as with any crash).
    process.kill(web[0]!, "SIGKILL");
    const replacedBy = Date.now() + 30_000;
    while (childrenOf(primary).filter((pid) => pid !== web[0]).length < 2 && Date.now() < replacedBy) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const now = childrenOf(primary);
    expect(now).toHaveLength(2);
    expect(now).not.toContain(web[0]);
    await expect.poll(() => request(`${base}/actuator/health`).then((r) => r.status), { timeout: 20_000 }).toBe(200);
    for (let i = 0; i < 6; i++) expect((await request(`${base}/api/board/Top10tags`)).status).toBe(200);

    // Stopping the app stops every process it started.
    await app.stop();
    app = null;
    expect([primary, ...now].filter(processIsRunning)).toEqual([]);
  });
});
