// `npm run bench:comments`: reading a long comment thread against reading the newest-posts list,
// both measured in the same run on the same server.
//
// 1. Starts the app as `npm start` does (fresh data folder, demo content), stops it, writes a
//    thread of 1,000 comments (250 comments with 3 replies each, by the demo members) on one
//    demo post straight into its database, and starts it again.
// 2. autocannon: GET /api/comments?boardNo=… (first page: 20 comments with their 60 replies,
//    the count, the viewer flags) and GET /api/board/newBoards?size=20 (the list the home page
//    reads). Prints requests per second and p50/p95/p99 latency.
// Results are also written to bench/.out/comments.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openAppDatabase } from "./database";
import { boards, comments, users } from "../server/db/schema";
import { PROJECT_ROOT } from "../server/paths";
import { freePort, startApp } from "../tests/support/app-process";
import { percentile, type LoadResult } from "./stats";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");

async function load(url: string): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS }, (error, outcome) =>
      error ? reject(error) : resolve(outcome),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    url,
    requests: result.requests.total,
    rps: result.requests.total / DURATION_SECONDS,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

async function writeThread(dataDir: string): Promise<number> {
  const handle = await openAppDatabase(dataDir);
  try {
    const [post] = await handle.db.select({ boardNo: boards.boardNo }).from(boards).limit(1);
    const members = await handle.db.select({ userNo: users.userNo }).from(users);
    if (!post || members.length === 0) throw new Error("no demo content");
    const boardNo = Number(post.boardNo);
    for (let i = 0; i < 250; i++) {
      const [top] = await handle.db
        .insert(comments)
        .values({
          boardNo,
          userNo: members[i % members.length]!.userNo,
          content: `벤치마크 댓글 ${i + 1}번입니다. https://example.com/${i}`,
        })
        .returning({ commentNo: comments.commentNo });
      await handle.db.insert(comments).values(
        [1, 2, 3].map((n) => ({
          boardNo,
          userNo: members[(i + n) % members.length]!.userNo,
          parentNo: Number(top!.commentNo),
          content: `${i + 1}번 댓글의 답글 ${n}`,
        })),
      );
    }
    return boardNo;
  } finally {
    await handle.close();
  }
}

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-comments-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "error" };
  console.log("starting the app (npm start) for the demo content …");
  let app = await startApp(env);
  await app.stop();
  console.log("writing a thread of 1,000 comments …");
  const boardNo = await writeThread(dataDir);
  app = await startApp(env);
  try {
    const commentsUrl = `${baseUrl}/api/comments?boardNo=${boardNo}`;
    const listUrl = `${baseUrl}/api/board/newBoards?size=20`;
    const first = (await (await fetch(commentsUrl)).json()) as { data: { totalCount: number; items: { replies: unknown[] }[] } };
    if (first.data.totalCount !== 1000 || first.data.items.length !== 20) throw new Error("unexpected thread");
    console.log("warming up …");
    await Promise.all([
      autocannon({ url: commentsUrl, connections: 2, amount: 200 }),
      autocannon({ url: listUrl, connections: 2, amount: 200 }),
    ]);
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
    const listResult = await load(listUrl);
    const commentsResult = await load(commentsUrl);
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      list: listResult,
      comments: commentsResult,
    };
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, "comments.json"), JSON.stringify(report, null, 2));
    const row = (name: string, r: LoadResult) =>
      `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   non-2xx ${r.non2xx}`;
    console.log("");
    console.log(row("newBoards?size=20 (baseline)", listResult));
    console.log(row("comments (1,000; page of 20+60)", commentsResult));
    if (listResult.non2xx || commentsResult.non2xx) throw new Error("some responses were not 2xx");
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
