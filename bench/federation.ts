// `node scripts/run-ts.mjs bench/federation.ts`: one post delivered to 1,000 remote followers.
//
// 1. A local fake fediverse: one HTTP server on 127.0.0.1 with 1,000 inboxes (one per follower,
//    no shared inbox, so 1,000 deliveries) that answers 202 and counts every request; the first
//    attempt at every twentieth inbox is answered 503, so Fedify's retries are part of the run.
// 2. Starts the app as `npm start` does (fresh data folder, demo content) with
//    FEDERATION=on on its loopback address, and gives a demo member the 1,000 followers (rows
//    of federation_followers, as accepted Follows leave them).
// 3. Post page req/s (autocannon, BENCH_CONNECTIONS (10), BENCH_SECONDS (5)) before, then the
//    member publishes through the API and the same load runs while the deliveries go out.
// Prints the time until every inbox had the Create, the requests and retries the fake server
// counted, and the two req/s figures; results in bench/.out/federation.json.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { boards, federationFollowers, uploadPolicyConsents, users } from "../server/db/schema";
import { createSession } from "../server/modules/auth/sessions";
import { PROJECT_ROOT } from "../server/paths";
import { freePort, startApp } from "../tests/support/app-process";
import { openAppDatabase } from "./database";

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FAIL_EVERY = 20;
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");

async function pageRate(url: string): Promise<number> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, outcome) => (error ? reject(error) : resolve(outcome)));
  });
  return result.requests.total / SECONDS;
}

async function main() {
  // The fake fediverse.
  const attempts = new Map<number, number>();
  const creates = new Set<number>();
  let requests = 0;
  const inboxes = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const m = /^\/users\/f(\d+)\/inbox$/.exec(request.url ?? "");
      if (request.method !== "POST" || !m) return void response.writeHead(404).end();
      requests++;
      const n = Number(m[1]);
      const tries = (attempts.get(n) ?? 0) + 1;
      attempts.set(n, tries);
      if (n % FAIL_EVERY === 0 && tries === 1) return void response.writeHead(503).end();
      if (/"type":\s*"Create"/.test(body)) creates.add(n);
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => inboxes.listen(0, "127.0.0.1", resolve));
  const fediverse = `http://127.0.0.1:${(inboxes.address() as AddressInfo).port}`;

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-federation-"));
  console.log("starting the app (npm start, FEDERATION=on) …");
  const app = await startApp({
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    LOG_LEVEL: "error",
    FEDERATION: "on",
    PUBLIC_URL: base,
  });
  const handle = await openAppDatabase(dataDir);
  try {
    const db = handle.db;
    const [post] = await db.select({ permalink: boards.permalink, userNo: boards.userNo }).from(boards).limit(1);
    const [author] = await db.select({ userNo: users.userNo, userId: users.userId }).from(users).where(eq(users.userNo, post!.userNo));
    await db.insert(uploadPolicyConsents).values({ userNo: author!.userNo }).onConflictDoNothing();
    const rows = Array.from({ length: FOLLOWERS }, (_, n) => ({
      userNo: author!.userNo,
      actorId: `${fediverse}/users/f${n}`,
      inbox: `${fediverse}/users/f${n}/inbox`,
      sharedInbox: null,
      followId: `${fediverse}/follows/${n}`,
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(federationFollowers).values(rows.slice(i, i + 500));
    const session = await createSession(db, author!.userNo, { userAgent: "bench", ip: "127.0.0.1" });
    const pageUrl = `${base}/d/${post!.permalink}`;

    console.log(`post page before: ${SECONDS} s …`);
    await pageRate(pageUrl); // warm-up
    const before = await pageRate(pageUrl);

    const t0 = performance.now();
    const published = await fetch(`${base}/api/contents/post`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie: `nt_session=${session.token}` },
      body: JSON.stringify({
        type: "editor",
        subject: "연합 배달 측정",
        webEditorContent: "<p>천 명에게 가는 글</p>",
        topic: "technology",
        tags: ["연합"],
        agreePolicy: true,
      }),
    });
    if (!published.ok) throw new Error(`publish failed: ${published.status} ${await published.text()}`);
    console.log(`post page during delivery: ${SECONDS} s …`);
    const during = await pageRate(pageUrl);
    while (creates.size < FOLLOWERS) {
      if (performance.now() - t0 > 600_000) throw new Error(`only ${creates.size} of ${FOLLOWERS} inboxes after 10 minutes`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const deliveredMs = performance.now() - t0;
    const result = {
      followers: FOLLOWERS,
      deliveredMs: Math.round(deliveredMs),
      requests,
      retries: requests - FOLLOWERS,
      failedFirstAttempts: Math.ceil(FOLLOWERS / FAIL_EVERY),
      pageRps: { before: Math.round(before), during: Math.round(during), ratio: Number((during / before).toFixed(3)) },
      cpus: os.cpus().length,
    };
    console.log(JSON.stringify(result, null, 2));
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, "federation.json"), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await handle.close();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    inboxes.close();
  }
}

await main();
