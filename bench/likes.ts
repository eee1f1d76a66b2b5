// `npm run bench:likes`: likes under contention, through the real HTTP server.
//
// Starts the app as `npm start` does (fresh data folder), signs up an author and 100 members
// the way people do (sign-up, then the link of the verification mail), publishes one post,
// then runs BENCH_ROUNDS rounds (default 5) of 1,000 like/unlike requests fired at once —
// 10 per member, in random order, up or down at random. After each round it asks every
// member whether they like the post and checks that the post's like count equals the number
// of members who do. Prints per-round time, throughput, latency percentiles and statuses.
// Results: bench/.out/likes.json and the console. Exits 1 when any round is inconsistent.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "../server/paths";
import { freePort, startApp } from "../tests/support/app-process";
import { firstLink, waitForFolderMail } from "../tests/support/mail";
import { percentile } from "./stats";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const PER_MEMBER = Number(process.env.BENCH_PER_MEMBER ?? 10);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

interface Member {
  email: string;
  cookie: string;
}

async function pool<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-likes-"));
  const app = await startApp({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "error" });
  const base = `http://127.0.0.1:${port}`;
  const json = { "content-type": "application/json", origin: base, "user-agent": UA };
  try {
    const stamp = Date.now().toString(36).slice(-5);
    const signUp = async (i: number | "author"): Promise<Member> => {
      const email = `bench-likes-${stamp}-${i}@example.test`;
      const res = await fetch(`${base}/api/user/signUp`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          userEmail: email,
          userPw: "bench2024!",
          userName: `좋${stamp}${i === "author" ? "a" : i}`,
          agreeTerms: true,
          agreeAge: true,
        }),
      });
      if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      return { email, cookie: (res.headers.get("set-cookie") ?? "").split(";")[0]! };
    };
    const verify = async (m: Member) => {
      const mail = await waitForFolderMail(dataDir, m.email, { timeoutMs: 180_000 });
      const link = firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, base);
      await fetch(link, { redirect: "manual" });
    };
    const started = Date.now();
    const author = await signUp("author");
    await verify(author);
    const members: Member[] = new Array(MEMBERS);
    await pool(
      Array.from({ length: MEMBERS }, (_, i) => i),
      10,
      async (i) => {
        members[i] = await signUp(i);
      },
    );
    await pool(members, 10, verify);
    console.log(`${MEMBERS} members signed up and verified in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const published = await fetch(`${base}/api/contents/post`, {
      method: "POST",
      headers: { ...json, cookie: author.cookie },
      body: JSON.stringify({
        type: "editor",
        subject: "좋아요 측정용 글",
        webEditorContent: "<p>측정</p>",
        topic: "economy",
        tags: [],
        thumb: null,
        agreePolicy: true,
      }),
    });
    if (!published.ok) throw new Error(`publish failed: ${published.status} ${await published.text()}`);
    const { boardNo } = ((await published.json()) as { data: { boardNo: number } }).data;

    const rounds = [];
    let consistent = true;
    for (let round = 1; round <= ROUNDS; round++) {
      const ops = members.flatMap((m) => Array.from({ length: PER_MEMBER }, () => ({ m, up: Math.random() < 0.5 })));
      for (let i = ops.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [ops[i], ops[j]] = [ops[j]!, ops[i]!];
      }
      const latencies: number[] = [];
      const statuses: Record<string, number> = {};
      const t0 = performance.now();
      await Promise.all(
        ops.map(async ({ m, up }) => {
          const t = performance.now();
          const res = await fetch(`${base}/api/board/${up ? "likeCntUp" : "likeCntDown"}`, {
            method: "POST",
            headers: { ...json, cookie: m.cookie },
            body: JSON.stringify({ boardNo }),
          }).catch(() => null);
          latencies.push(performance.now() - t);
          const key = res ? String(res.status) : "network";
          statuses[key] = (statuses[key] ?? 0) + 1;
          await res?.arrayBuffer();
        }),
      );
      const ms = performance.now() - t0;
      let liking = 0;
      let likeCount = -1;
      await pool(members, 20, async (m) => {
        const res = await fetch(`${base}/api/board/contents/${boardNo}/reactions`, { headers: { cookie: m.cookie, "user-agent": UA } });
        const data = ((await res.json()) as { data: { likeYn: boolean; likeCount: number } }).data;
        if (data.likeYn) liking++;
        likeCount = data.likeCount;
      });
      latencies.sort((a, b) => a - b);
      const ok = likeCount === liking && (statuses["200"] ?? 0) === ops.length;
      consistent &&= ok;
      const figures = {
        round,
        requests: ops.length,
        seconds: Number((ms / 1000).toFixed(2)),
        rps: Math.round(ops.length / (ms / 1000)),
        p50: Math.round(percentile(latencies, 50)),
        p95: Math.round(percentile(latencies, 95)),
        p99: Math.round(percentile(latencies, 99)),
        statuses,
        membersLiking: liking,
        likeCount,
        consistent: ok,
      };
      rounds.push(figures);
      console.log(
        `round ${round}: ${figures.requests} requests in ${figures.seconds} s (${figures.rps} req/s), p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, statuses ${JSON.stringify(statuses)}; ` +
          `members liking ${liking}, likeCount ${likeCount} → ${ok ? "consistent" : "INCONSISTENT"}`,
      );
    }
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, "likes.json"), JSON.stringify({ members: MEMBERS, perMember: PER_MEMBER, rounds }, null, 2));
    if (!consistent) process.exitCode = 1;
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
