// `npm run bench:delivery`: how fast notifications reach members after a burst of writes.
//
// 1. Starts the app as `npm start` does (fresh data folder, demo content) and gives 100 new
//    verified members a session each, straight in its database.
// 2. For BENCH_SECONDS (10) seconds, 100 comments a second through the real API (each member
//    one a second, spread over ten demo posts): every comment queues one notification for the
//    post's author, 1,000 in all.
// 3. Waits until every one of them is delivered, then reads from the job table how long each
//    delivery job waited in the queue (started − created) and how long after the last write
//    the last notification was in place.
// Prints the write rate reached, the queue wait p50/p95/max and the time to the last
// delivery; results in bench/.out/delivery.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openAppDatabase } from "./database";
import { boards, users } from "../server/db/schema";
import { createSession } from "../server/modules/auth/sessions";
import { PROJECT_ROOT } from "../server/paths";
import { freePort, startApp } from "../tests/support/app-process";
import { percentile } from "./stats";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 100);
const MEMBERS = 100;
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-delivery-"));
  const base = `http://127.0.0.1:${port}`;
  console.log("starting the app (npm start) …");
  const app = await startApp({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "error" });
  const handle = await openAppDatabase(dataDir);
  try {
    const db = handle.db;
    const posts = (await db.select({ boardNo: boards.boardNo, userNo: boards.userNo }).from(boards).limit(10)).map((p) =>
      Number(p.boardNo),
    );
    if (posts.length < 10) throw new Error("not enough demo posts");
    const stamp = Date.now().toString(36);
    const cookies: string[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const [member] = await db
        .insert(users)
        .values({
          userId: `bd${stamp}${i}`,
          userEmail: `delivery-${stamp}-${i}@example.test`,
          userName: `배달${i}${stamp.slice(-3)}`,
          emailCertYn: "Y",
          termsAgreedAt: new Date(),
        })
        .returning({ userNo: users.userNo });
      const session = await createSession(db, member!.userNo, { userAgent: "bench", ip: "127.0.0.1" });
      cookies.push(`nt_session=${session.token}`);
    }
    const startedAt = new Date();
    console.log(`writing: ${PER_SECOND} comments a second for ${SECONDS} s …`);
    let failed = 0;
    const writes: Promise<void>[] = [];
    const t0 = performance.now();
    for (let second = 0; second < SECONDS; second++) {
      for (let k = 0; k < PER_SECOND; k++) {
        const at = second * 1000 + (k * 1000) / PER_SECOND;
        const wait = at - (performance.now() - t0);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const member = (second * PER_SECOND + k) % MEMBERS;
        writes.push(
          fetch(`${base}/api/comments`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: base, cookie: cookies[member]! },
            body: JSON.stringify({ boardNo: posts[k % posts.length], content: `알림 측정 댓글 ${second}-${k}` }),
          }).then(async (res) => {
            if (!res.ok) {
              failed++;
              if (failed <= 3) console.error(`comment refused: ${res.status} ${await res.text()}`);
            }
          }),
        );
      }
    }
    await Promise.all(writes);
    const lastWriteMs = performance.now();
    const writeSeconds = (lastWriteMs - t0) / 1000;
    const expected = SECONDS * PER_SECOND - failed;
    console.log(`written: ${expected} comments in ${writeSeconds.toFixed(1)} s (${failed} refused); waiting for delivery …`);
    let delivered = 0;
    for (;;) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from notifications where notification_type = 'NEW_COMMENT' and created_at >= ${startedAt}`,
        ),
      );
      delivered = Number(row?.n ?? 0);
      if (delivered >= expected || performance.now() - lastWriteMs > 120_000) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const lastDeliveryAfterMs = performance.now() - lastWriteMs;
    const waits = rowsOf<{ ms: number }>(
      await db.execute(sql`
        select extract(epoch from (started_on - created_on)) * 1000 as ms
        from pgboss.job where name = 'notifications.deliver' and created_on >= ${startedAt} and started_on is not null`),
    )
      .map((r) => Number(r.ms))
      .sort((a, b) => a - b);
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      writes: { planned: SECONDS * PER_SECOND, refused: failed, seconds: writeSeconds, perSecond: expected / writeSeconds },
      notifications: { expected, delivered, lastDeliveryAfterLastWriteMs: lastDeliveryAfterMs },
      queueWaitMs: { jobs: waits.length, p50: percentile(waits, 50), p95: percentile(waits, 95), max: waits[waits.length - 1] ?? 0 },
    };
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, "delivery.json"), JSON.stringify(report, null, 2));
    console.log("");
    console.log(`writes          ${report.writes.perSecond.toFixed(0)} comments/s over ${writeSeconds.toFixed(1)} s, ${failed} refused`);
    console.log(
      `notifications   ${delivered} of ${expected} delivered; the last ${lastDeliveryAfterMs.toFixed(0)} ms after the last write`,
    );
    console.log(
      `queue wait      p50 ${report.queueWaitMs.p50.toFixed(0)} ms   p95 ${report.queueWaitMs.p95.toFixed(0)} ms   max ${report.queueWaitMs.max.toFixed(0)} ms (${waits.length} jobs)`,
    );
    if (delivered < expected) throw new Error("not every notification was delivered");
  } finally {
    await handle.close();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
