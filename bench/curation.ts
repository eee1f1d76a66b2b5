// `npm run bench:curation`: 200 members at once, each claiming the view reward of a post and
// voting for it, over real HTTP against the real server (the embedded PostgreSQL server, or DATABASE_URL).
// Every request is sent twice at the same moment (a double click) to try to pay twice.
// Checks: exactly one view-reward entry and one vote debit per member, one vote row per
// member, every ticket balance equal to its ledger. Prints the time and the latencies.
// Size: BENCH_MEMBERS (200). Results: bench/.out/curation.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { openBenchDatabase } from "./database";
import { curationVotes, ticketLedger, users } from "../server/db/schema";
import { createLogger } from "../server/lib/logger";
import { buildPlatform } from "../server/main";
import { createSession } from "../server/modules/auth/sessions";
import { SESSION_COOKIE } from "../server/modules/auth/plugin";
import { createBoard } from "../server/modules/boards/service";
import { auditCurationLedgers, createSeason, issueViewToken } from "../server/modules/curation/service";
import { PROJECT_ROOT } from "../server/paths";
import { freePort } from "../tests/support/app-process";
import { percentile } from "./stats";
import { installSubscribers } from "../server/events/bus";
import { SUBSCRIBERS } from "../server/subscribers";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const DAY = 86_400_000;

async function main() {
  // Posts are written through the app's own write path and its side effects (server/events).
  installSubscribers(SUBSCRIBERS);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-curation-"));
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO: "false",
    LOG_LEVEL: "error",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const bench = await openBenchDatabase("curation");
  const handle = bench.handle;
  const platform = await buildPlatform({ config, logger: createLogger("error"), handle, ssr: false });
  await platform.app.listen({ port, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${port}`;
  const { db } = handle;

  const stamp = Date.now().toString(36);
  const [author] = await db
    .insert(users)
    .values({ userId: `a${stamp}`, userEmail: `author-${stamp}@example.test`, userName: `작성${stamp.slice(-5)}`, emailCertYn: "Y" })
    .returning();
  const post = await createBoard(db, {
    userNo: author!.userNo,
    boardType: "editor",
    topic: "economy",
    subject: "동시 요청 측정 글",
    contentHtml: "<p>본문</p>",
    tags: [],
  });
  await createSeason(db, {
    title: "측정 시즌",
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + DAY),
    writerPool: 1000,
    curatorPool: 500,
    walletDeadline: new Date(Date.now() + 9 * DAY),
  });
  const members = await db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        userId: `m${stamp}${i}`,
        userEmail: `m-${stamp}-${i}@example.test`,
        userName: `회원${i.toString(36)}${stamp.slice(-3)}`,
        emailCertYn: "Y",
      })),
    )
    .returning({ userNo: users.userNo });
  const sessions = await Promise.all(
    members.map(async (m) => ({
      userNo: m.userNo,
      token: (await createSession(db, m.userNo, { userAgent: "bench", ip: "127.0.0.1" })).token,
    })),
  );
  // View tokens as the detail page hands them out, issued more than the configured seconds ago.
  const issuedAt = Date.now() - (config.VIEW_REWARD_SECONDS + 1) * 1000;

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const call = async (url: string, token: string, body?: unknown) => {
    const t = performance.now();
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `${SESSION_COOKIE}=${token}`, origin: base },
      body: JSON.stringify(body ?? {}),
    });
    await res.arrayBuffer();
    latencies.push(performance.now() - t);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    return res.status;
  };
  const started = performance.now();
  await Promise.all(
    sessions.map(async (s) => {
      const viewToken = issueViewToken(platform.ctx, s.userNo, post.boardNo, issuedAt);
      await Promise.all([0, 1].map(() => call("/api/curation/view-reward", s.token, { boardNo: post.boardNo, viewToken })));
      await Promise.all([0, 1].map(() => call(`/api/board/curation/vote/${post.boardNo}`, s.token)));
    }),
  );
  const elapsed = performance.now() - started;

  const perMember = await db.execute(sql`
    select user_no, sum(case when reason = 'view_reward' then 1 else 0 end)::int as views, sum(case when reason = 'vote' then 1 else 0 end)::int as votes
    from curation_ticket_ledger group by user_no`);
  const rows = (Array.isArray(perMember) ? perMember : (perMember as { rows: unknown[] }).rows) as { views: number; votes: number }[];
  const voteRows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(curationVotes)
    .where(eq(curationVotes.boardNo, post.boardNo));
  const entries = await db.select({ n: sql<number>`count(*)::int` }).from(ticketLedger);
  const audit = await auditCurationLedgers(db);
  latencies.sort((a, b) => a - b);
  const result = {
    database: handle.kind,
    members: MEMBERS,
    requests: latencies.length,
    seconds: Math.round(elapsed) / 1000,
    rps: Math.round((latencies.length / elapsed) * 1000),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    statuses: Object.fromEntries(statuses),
    ledgerEntries: Number(entries[0]?.n ?? 0),
    membersWithOneViewAndOneVote: rows.filter((r) => Number(r.views) === 1 && Number(r.votes) === 1).length,
    voteRows: Number(voteRows[0]?.n ?? 0),
    ledgerMismatches: audit.tickets.length + audit.tokens.length,
  };
  console.log(JSON.stringify(result, null, 2));
  const out = path.join(PROJECT_ROOT, "bench", ".out");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "curation.json"), JSON.stringify(result, null, 2));
  await platform.close();
  await bench.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const ok =
    result.membersWithOneViewAndOneVote === MEMBERS &&
    result.voteRows === MEMBERS &&
    result.ledgerEntries === 2 * MEMBERS &&
    result.ledgerMismatches === 0;
  if (!ok) {
    console.error("double entry or unbalanced ledger");
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
