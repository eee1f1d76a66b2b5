// `npm run bench:notifications`: the notification feed for a member with 10,000 notifications
// against a member with 10, through the real HTTP server (`npm start` on a fresh data folder).
//
// 1. Starts the app, signs up two members (their sessions are real cookies), stops it.
// 2. Writes the history straight into the embedded database: 10,000 rows for the heavy member
//    (a third of them likes grouped per post, as delivery leaves them: superseded rows plus one
//    listed row per group), 10 for the light one and 100 each for 400 other members (40,000);
//    prints the query plan of the feed read.
// 3. Starts the app again and times GET /api/notification and GET /api/notification/new,
//    alternating the two members, BENCH_REQUESTS each (default 400, after 40 warm-up requests).
// Prints p50/p95 per member and the ratio heavy : light; results in bench/.out/notifications.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openAppDatabase } from "./database";
import { PROJECT_ROOT } from "../server/paths";
import { freePort, startApp } from "../tests/support/app-process";
import { percentile } from "./stats";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARMUP = 40;
const HEAVY = 10_000;
const BACKGROUND_MEMBERS = 400;
const LIGHT = 10;
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");

async function signUp(base: string, tag: string): Promise<{ cookie: string; email: string }> {
  const stamp = Date.now().toString(36).slice(-5);
  const email = `bench-${tag}-${stamp}@example.test`;
  const res = await fetch(`${base}/api/user/signUp`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      userEmail: email,
      userPw: "bench2024!",
      userName: `측정${tag}${stamp.slice(-3)}`,
      agreeTerms: true,
      agreeAge: true,
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { cookie: (res.headers.get("set-cookie") ?? "").split(";")[0]!, email };
}

async function fillHistory(dataDir: string, heavyEmail: string, lightEmail: string): Promise<string> {
  const handle = await openAppDatabase(dataDir);
  try {
    const db = handle.db;
    const ids = await db.execute(sql`select user_no, user_email from users where user_email in (${heavyEmail}, ${lightEmail})`);
    const rows = (ids as unknown as { rows: Array<{ user_no: number; user_email: string }> }).rows;
    const heavy = rows.find((r) => r.user_email === heavyEmail)!.user_no;
    const light = rows.find((r) => r.user_email === lightEmail)!.user_no;
    // Two thirds single events (comments, follows, publishing); one third likes in groups of 10 per
    // post: 9 superseded rows and the group's listed row carrying group_count 10.
    await db.execute(sql`
      insert into notifications (user_no, notification_type, event_key, group_key, notification_title, notification_content, notification_url, read_yn, superseded, group_count, created_at)
      select ${heavy},
             case when g % 3 = 0 then 'LIKE' else 'NEW_COMMENT' end,
             'BENCH:' || g,
             case when g % 3 = 0 then 'LIKE:' || (g / 30) else null end,
             case when g % 3 = 0 then '회원' || g || '님이 회원님의 글을 좋아합니다.' else '회원' || g || '님이 댓글을 남겼습니다.' end,
             '[측정용 알림 내용 ' || g || ']',
             '/d/bench' || (g / 30),
             case when g < ${HEAVY - 50} then 'Y' else 'N' end,
             case when g % 3 = 0 and (g / 3) % 10 <> 9 then true else false end,
             case when g % 3 = 0 and (g / 3) % 10 = 9 then 10 else 1 end,
             now() - ((${HEAVY} - g) * interval '1 minute')
      from generate_series(0, ${HEAVY - 1}) as g`);
    await db.execute(sql`
      insert into notifications (user_no, notification_type, event_key, notification_title, notification_content, notification_url, created_at)
      select ${light}, 'NEW_COMMENT', 'BENCH:' || g, '회원님이 댓글을 남겼습니다.', '[측정용]', '/d/x', now() - (g * interval '1 minute')
      from generate_series(1, ${LIGHT}) as g`);
    // Everyone else: BACKGROUND_MEMBERS members with 100 notifications each, so the table looks
    // like a site's (the heavy member is not most of it) and the planner sees real statistics.
    await db.execute(sql`
      insert into users (user_id, user_email, user_name, email_cert_yn)
      select 'bg' || g, 'bench-bg-' || g || '@example.test', '배경' || g, 'Y' from generate_series(1, ${BACKGROUND_MEMBERS}) as g`);
    await db.execute(sql`
      insert into notifications (user_no, notification_type, event_key, notification_title, notification_content, notification_url, read_yn, created_at)
      select u.user_no, 'FOLLOW', 'BENCH-BG:' || g, '회원님을 팔로우합니다.', '', '/other/x', 'Y', now() - (g * interval '7 minute')
      from users u cross join generate_series(1, 100) as g where u.user_id like 'bg%'`);
    await db.execute(sql`analyze notifications`);
    const plan = await db.execute(
      sql`explain select * from notifications where user_no = ${heavy} and superseded = false order by created_at desc nulls last, notification_no desc nulls last limit 20`,
    );
    return (plan as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join("\n");
  } finally {
    await handle.close();
  }
}

async function timeGets(base: string, url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, { headers: { cookie } });
  const body = (await res.json()) as { data: { notificationList?: unknown[] } };
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  if (url === "/api/notification" && body.data.notificationList?.length === 0) throw new Error("empty feed");
  return performance.now() - started;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: +percentile(sorted, 50).toFixed(2), p95: +percentile(sorted, 95).toFixed(2), p99: +percentile(sorted, 99).toFixed(2) };
}

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-notify-"));
  const env = { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "error" };
  const base = `http://127.0.0.1:${port}`;
  let app = await startApp(env);
  const heavy = await signUp(base, "h");
  const light = await signUp(base, "l");
  await app.stop();
  const plan = await fillHistory(dataDir, heavy.email, light.email);
  console.log(`feed query plan (member with ${HEAVY} notifications):\n${plan}\n`);
  app = await startApp(env);
  try {
    const results: Record<string, { heavy: ReturnType<typeof summary>; light: ReturnType<typeof summary>; ratioP95: number }> = {};
    for (const url of ["/api/notification", "/api/notification/new"]) {
      for (let i = 0; i < WARMUP; i++) {
        await timeGets(base, url, heavy.cookie);
        await timeGets(base, url, light.cookie);
      }
      const h: number[] = [];
      const l: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        h.push(await timeGets(base, url, heavy.cookie));
        l.push(await timeGets(base, url, light.cookie));
      }
      const hs = summary(h);
      const ls = summary(l);
      results[url] = { heavy: hs, light: ls, ratioP95: +(hs.p95 / ls.p95).toFixed(2) };
      console.log(
        `${url}: ${HEAVY} notifications p50 ${hs.p50} ms p95 ${hs.p95} ms | ${LIGHT} notifications p50 ${ls.p50} ms p95 ${ls.p95} ms | p95 ratio ${results[url]!.ratioP95}×`,
      );
    }
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(OUT_DIR, "notifications.json"),
      JSON.stringify({ requests: REQUESTS, heavy: HEAVY, light: LIGHT, plan, results }, null, 2),
    );
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
