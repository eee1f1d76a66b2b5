// Reward integrity, replayed from outside through the HTTP API (docs/product/rewards.md §13–§14,
// decisions 0179–0181). One season: 30 honest members, each on its own loopback address, write
// 45 posts of real Korean text, read 8 others' posts as a browser does (the page, the state
// call, the reading time, the claim), vote for 75% of them, like half, comment on a fifth; six
// of them verified their phones. Beside them a ring of 30 fresh accounts behaves like the ring
// an outside probe measured (one-line posts, reading and voting only each other's posts), each
// request from another address of the same loopback block — so address blocks tell nothing.
// The season ends and is settled: the ring takes at most 10% of either pool, every honest
// member voted for by three unrelated members is paid, and the ring is listed for review.
// A second, smaller season shows a ring that bought phone numbers — trusted accounts of its
// own — held for review: nothing it earned can be paid, its members appeal, operators release
// and void, and every decision is audited.
import http from "node:http";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { DEMO_POSTS } from "../../server/seed/demo-content";
import { TEST_ORIGIN, signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { seededRandom } from "../support/random";
import { waitForSmsCode } from "../support/sms";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import TAG_POSTS from "../../bench/ai-data/tags.json";

let platform: TestPlatform;
let port: number;
let moderator: Record<string, string>;

beforeAll(async () => {
  // One second of reading instead of ten keeps the replay short; every other rule is as shipped.
  platform = await createTestPlatform({ queue: true, env: { VIEW_REWARD_SECONDS: "1" } });
  await platform.app.listen({ host: "127.0.0.1", port: 0 });
  port = (platform.app.server.address() as { port: number }).port;
  const mod = await makeUser(platform.handle.db, { role: "moderator" });
  moderator = (await signedIn(platform.handle.db, mod.userNo)).headers;
}, 60_000);
afterAll(async () => platform?.dispose());

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  setCookie: string[];
}

/** One request from a loopback source address, as a client on another machine would send it. */
function call(address: string, method: string, path: string, options: { body?: object; cookie?: string } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress: address,
        method,
        path,
        agent: false,
        headers: {
          origin: TEST_ORIGIN,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          let body: unknown = null;
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
          const setCookie = res.headers["set-cookie"] ?? [];
          resolve({ status: res.statusCode!, body, setCookie });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Member {
  userNo: number;
  name: string;
  cookie: string;
  /** Where its requests come from: a fixed address, or a new one each time (the ring). */
  address: () => string;
  posts: { boardNo: number; permaLink: string }[];
}

const rand = seededRandom(20261201);
const pick = <T>(list: T[], n: number) => [...list].sort(() => rand() - 0.5).slice(0, n);

async function signUp(address: () => string, email: string, name: string): Promise<Member> {
  const res = await call(address(), "POST", "/api/user/signUp", {
    body: { userEmail: email, userPw: "hangul2026!", userName: name, agreeTerms: true, agreeAge: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const cookie = res.setCookie.map((c) => c.split(";")[0]).join("; ");
  const [row] = await platform.handle.db.select({ userNo: users.userNo }).from(users).where(eq(users.userName, name));
  return { userNo: row!.userNo, name, cookie, address, posts: [] };
}

async function publish(member: Member, subject: string, html: string, tags: string[], first: boolean) {
  const res = await call(member.address(), "POST", "/api/contents/post", {
    cookie: member.cookie,
    body: { type: "editor", subject, webEditorContent: html, topic: "others", tags, thumb: null, ...(first ? { agreePolicy: true } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  member.posts.push({ boardNo: res.body.data.boardNo, permaLink: res.body.data.permaLink });
}

/** Reads a post as a browser does: the page, the state call, the reading time, the claim. */
async function read(member: Member, post: { boardNo: number; permaLink: string }): Promise<"ticket" | "no-ticket"> {
  const address = member.address();
  await call(address, "GET", `/d/${post.permaLink}`, { cookie: member.cookie });
  const state = await call(address, "GET", `/api/viewer/state?boardNo=${post.boardNo}`, { cookie: member.cookie });
  const viewToken = state.body?.data?.post?.curation?.viewToken;
  if (!viewToken) return "no-ticket";
  await sleep(1000 + Math.floor(rand() * 400));
  for (let attempt = 0; attempt < 20; attempt++) {
    const claim = await call(member.address(), "POST", "/api/curation/view-reward", {
      cookie: member.cookie,
      body: { boardNo: post.boardNo, viewToken },
    });
    if (claim.status === 200) return "ticket";
    // Reading is paid once per second of reading across open pages: the page waits as told.
    if (claim.status === 422 && claim.body.errorId === "VIEW_TOO_EARLY") {
      await sleep(Math.max(100, Number(claim.body.details?.retryAfterMs ?? 500)));
      continue;
    }
    return "no-ticket";
  }
  return "no-ticket";
}

async function vote(member: Member, boardNo: number) {
  return call(member.address(), "POST", `/api/board/curation/vote/${boardNo}`, { cookie: member.cookie });
}

/** Korean posts: the demo content, the tag benchmark's posts and one more. */
function koreanTexts(): { subject: string; html: string; tags: string[] }[] {
  return [
    ...DEMO_POSTS.map((p) => ({ subject: p.subject, html: p.html, tags: p.tags })),
    // The benchmark's first 17 posts: the short Korean ones this population was measured with.
    ...(TAG_POSTS.posts as { title: string; body: string; tags: string[] }[]).slice(0, 17).map((p) => ({
      subject: p.title,
      html: `<p>${p.body}</p>`,
      tags: p.tags.slice(0, 5),
    })),
    {
      subject: "동네 도서관을 200% 활용하는 법",
      html: "<p>동네 도서관은 책만 빌리는 곳이 아닙니다. 희망 도서 신청을 하면 읽고 싶은 신간을 도서관이 대신 사 주고, 상호대차로 다른 도서관의 책도 집 근처에서 받을 수 있습니다. 전자책과 오디오북 대출은 출퇴근길에 특히 쓸모가 있고, 주말마다 열리는 인문학 강좌나 독서 모임은 새로운 사람을 만나는 좋은 기회가 됩니다.</p>",
      tags: ["도서관", "독서", "전자책"],
    },
  ];
}

let phoneSeq = 0;

async function verifyPhone(m: Member) {
  const phone = `0101234${String(5000 + phoneSeq++).padStart(4, "0")}`;
  const sent = await call(m.address(), "GET", `/api/user/user/authenticate/code?phone=${phone}&termsAgreement=true`, { cookie: m.cookie });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = await waitForSmsCode(platform.dataDir, phone);
  const verified = await call(m.address(), "POST", "/api/user/user/authenticate", { cookie: m.cookie, body: { phone, code } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}

interface Replay {
  seasonId: number;
  honest: Member[];
  ring: Member[];
  /** Distinct voters of each honest author. */
  votersOf: Map<number, Set<number>>;
  rewards: { userNo: number; reason: string; amount: bigint }[];
}

/**
 * One season as the outside probe played it: sign-ups, phones, posts, reading, voting, liking,
 * commenting, then the end and the settlement, all through the HTTP API.
 */
async function replay(options: {
  tag: string;
  honest: number;
  honestPhones: number;
  posts: number;
  ring: number;
  ringPhones: number;
  reads: number;
}): Promise<Replay> {
  const db = platform.handle.db;
  const start = Date.now();
  const season = await platform.app.inject({
    method: "POST",
    url: "/api/curation/admin/seasons",
    headers: moderator,
    payload: {
      title: `${options.tag} 시즌`,
      // Just after the season before it ended (seasons never overlap); sign-ups take longer than that.
      startDate: new Date(start + 1_000).toISOString(),
      endDate: new Date(start + 86_400_000).toISOString(),
      walletDeadline: new Date(start + 30 * 86_400_000).toISOString(),
      writerPool: 10_000,
      curatorPool: 5_000,
    },
  });
  expect(season.statusCode, season.body).toBe(200);
  const seasonId = season.json().data.seasonId as number;

  // The honest community: one address each. The ring: every request from another address of
  // the same block.
  const honest: Member[] = [];
  for (let i = 0; i < options.honest; i++) {
    const address = `127.0.0.${10 + i}`;
    honest.push(await signUp(() => address, `writer${i}.${options.tag}.${start}@example.test`, `${options.tag}정직${i}`));
  }
  const ring: Member[] = [];
  const rotating = () => `127.0.0.${100 + Math.floor(rand() * 100)}`;
  for (let k = 0; k < options.ring; k++)
    ring.push(await signUp(rotating, `fan${k}.${options.tag}.${start}@example.test`, `${options.tag}팬${k}`));
  // E-mail verification has its own tests: here every member has verified.
  await db
    .update(users)
    .set({ emailCertYn: "Y" })
    .where(
      inArray(
        users.userNo,
        [...honest, ...ring].map((m) => m.userNo),
      ),
    );
  for (const m of [...honest.slice(0, options.honestPhones), ...ring.slice(0, options.ringPhones)]) await verifyPhone(m);

  const texts = koreanTexts();
  expect(texts.length).toBeGreaterThanOrEqual(options.posts);
  for (const [i, text] of texts.slice(0, options.posts).entries()) {
    await publish(honest[i % honest.length]!, text.subject, text.html, text.tags, i < honest.length);
  }
  for (const [k, m] of ring.entries()) await publish(m, `좋은 글 ${options.tag}${k}`, `<p>좋아요 ${k}</p>`, ["추천"], true);

  // Reading and voting, everyone at once.
  const honestPosts = honest.flatMap((m) => m.posts.map((p) => ({ ...p, author: m })));
  const ringPosts = ring.flatMap((m) => m.posts.map((p) => ({ ...p, author: m })));
  const votersOf = new Map<number, Set<number>>();
  await Promise.all([
    ...honest.map(async (m) => {
      for (const post of pick(
        honestPosts.filter((p) => p.author !== m),
        options.reads,
      )) {
        await read(m, post);
        if (rand() < 0.75 && (await vote(m, post.boardNo)).status === 200) {
          const set = votersOf.get(post.author.userNo) ?? new Set();
          votersOf.set(post.author.userNo, set.add(m.userNo));
        }
        if (rand() < 0.5) await call(m.address(), "POST", "/api/board/likeCntUp", { cookie: m.cookie, body: { boardNo: post.boardNo } });
        if (rand() < 0.2)
          await call(m.address(), "POST", "/api/comments", {
            cookie: m.cookie,
            body: { boardNo: post.boardNo, content: "잘 읽었습니다. 정리해 주셔서 고마워요." },
          });
      }
    }),
    ...ring.map(async (m) => {
      for (const post of pick(
        ringPosts.filter((p) => p.author !== m),
        options.reads,
      )) {
        await read(m, post);
        await vote(m, post.boardNo);
      }
    }),
  ]);

  // The season ends; its settlement computes trust, runs the review and records the rewards.
  const ended = await platform.app.inject({ method: "POST", url: `/api/curation/admin/seasons/${seasonId}/end`, headers: moderator });
  expect(ended.statusCode, ended.body).toBe(200);
  const settled = await platform.app.inject({ method: "POST", url: `/api/curation/admin/seasons/${seasonId}/settle`, headers: moderator });
  expect(settled.statusCode, settled.body).toBe(200);
  const rewards = await db.execute(sql`
    select user_no, reason, amount::text as amount from token_reward_ledger where season_id = ${seasonId} and amount > 0`);
  return {
    seasonId,
    honest,
    ring,
    votersOf,
    rewards: (rewards as unknown as { rows: { user_no: number; reason: string; amount: string }[] }).rows.map((r) => ({
      userNo: Number(r.user_no),
      reason: r.reason,
      amount: BigInt(r.amount),
    })),
  };
}

/** The ring's share of a pool, 0–1. */
function ringShare(run: Replay, reason: "curation_writer" | "curation_curator"): number {
  const ringNos = new Set(run.ring.map((m) => m.userNo));
  const all = run.rewards.filter((r) => r.reason === reason);
  const total = all.reduce((a, r) => a + r.amount, 0n);
  const ringTotal = all.filter((r) => ringNos.has(r.userNo)).reduce((a, r) => a + r.amount, 0n);
  return total === 0n ? 0 : Number((ringTotal * 10_000n) / total) / 10_000;
}

async function heldMembers(seasonId: number): Promise<Set<number>> {
  const held = await platform.handle.db.execute(sql`select distinct user_no from reward_holds where season_id = ${seasonId}`);
  return new Set((held as unknown as { rows: { user_no: number }[] }).rows.map((r) => Number(r.user_no)));
}

type ReviewCase = {
  caseId: number;
  kind: string;
  members: { userNo: number; appeal: { message: string } | null }[];
  evidence: { internalShare: number; edges: unknown[] };
};

async function reviewCases(seasonId: number): Promise<ReviewCase[]> {
  const review = await platform.app.inject({ method: "GET", url: `/api/admin/reward-reviews?seasonId=${seasonId}`, headers: moderator });
  expect(review.statusCode).toBe(200);
  return review.json().data as ReviewCase[];
}

describe("a ring of fresh accounts beside an honest community", () => {
  it(
    "takes at most 10% of either pool, is listed for review, and every honest writer with three unrelated voters is paid",
    { timeout: 240_000 },
    async () => {
      const run = await replay({ tag: "가", honest: 30, honestPhones: 6, posts: 45, ring: 30, ringPhones: 0, reads: 8 });
      const writerShare = ringShare(run, "curation_writer");
      const curatorShare = ringShare(run, "curation_curator");
      console.info(`ring share: writer pool ${(writerShare * 100).toFixed(1)}%, curator pool ${(curatorShare * 100).toFixed(1)}%`);
      expect(writerShare).toBeLessThanOrEqual(0.1);
      expect(curatorShare).toBeLessThanOrEqual(0.1);

      // Every honest member voted for by at least three unrelated members is paid, and not held.
      const paid = new Set(run.rewards.filter((r) => r.reason === "curation_writer").map((r) => r.userNo));
      const held = await heldMembers(run.seasonId);
      const deserving = run.honest.filter((m) => (run.votersOf.get(m.userNo)?.size ?? 0) >= 3);
      expect(deserving.length).toBeGreaterThan(10);
      for (const m of deserving) {
        expect({ member: m.name, paid: paid.has(m.userNo), held: held.has(m.userNo) }).toEqual({ member: m.name, paid: true, held: false });
      }

      // The ring is listed for review, with its evidence; no honest member is.
      const cases = await reviewCases(run.seasonId);
      const listed = new Set(cases.flatMap((c) => c.members.map((m) => m.userNo)));
      const ringListed = run.ring.filter((m) => listed.has(m.userNo)).length;
      console.info(`ring accounts listed for review: ${ringListed} of ${run.ring.length}`);
      expect(ringListed).toBe(run.ring.length);
      expect(run.honest.filter((m) => listed.has(m.userNo)).map((m) => m.name)).toEqual([]);
      const ringCase = cases.find((c) => c.kind === "ring")!;
      expect(ringCase.evidence.internalShare).toBe(1);
      expect(ringCase.evidence.edges.length).toBeGreaterThan(30);
      // Whatever the ring got is held.
      for (const r of run.rewards.filter((x) => run.ring.some((m) => m.userNo === x.userNo))) expect(held.has(r.userNo)).toBe(true);
    },
  );

  it(
    "holds everything a ring with bought phone numbers earned: claims refused, appeals heard, operators release and void",
    { timeout: 240_000 },
    async () => {
      const db = platform.handle.db;
      const run = await replay({ tag: "나", honest: 12, honestPhones: 3, posts: 15, ring: 10, ringPhones: 2, reads: 6 });
      const ringNos = new Set(run.ring.map((m) => m.userNo));
      const ringRewards = run.rewards.filter((r) => ringNos.has(r.userNo));
      // The bought numbers gave the ring trust of its own: it earned something …
      expect(ringRewards.length).toBeGreaterThan(0);
      // … and all of it is held, the whole ring listed in one case.
      const held = await heldMembers(run.seasonId);
      for (const r of ringRewards) expect(held.has(r.userNo)).toBe(true);
      for (const m of run.honest) expect(held.has(m.userNo)).toBe(false);
      const cases = await reviewCases(run.seasonId);
      const ringCase = cases.find((c) => c.members.some((m) => ringNos.has(m.userNo)))!;
      expect(ringCase.members.map((m) => m.userNo).sort()).toEqual([...ringNos].sort());

      // A held reward tells the member so, and cannot be claimed.
      const member = run.ring.find((m) => ringRewards.some((r) => r.userNo === m.userNo))!;
      const mine = await call(member.address(), "GET", "/api/curation/reward", { cookie: member.cookie });
      expect(mine.body.data.items[0]).toMatchObject({
        status: "held",
        review: { state: "held", caseId: ringCase.caseId, appealed: false },
      });
      const entryId = mine.body.data.items[0].entryId as number;
      const claimed = await call(member.address(), "POST", `/api/curation/reward/${entryId}/claim`, { cookie: member.cookie });
      expect(claimed.status).toBe(409);
      expect(claimed.body.errorId).toBe("REWARD_HELD");

      // The member appeals once.
      const appeal = await call(member.address(), "POST", `/api/curation/reward/${entryId}/appeal`, {
        cookie: member.cookie,
        body: { message: "친구들과 서로 글을 읽고 추천했을 뿐입니다. 확인 부탁드려요." },
      });
      expect(appeal.status, JSON.stringify(appeal.body)).toBe(200);
      expect(appeal.body.data).toMatchObject({ state: "held", appealed: true });
      const again = await call(member.address(), "POST", `/api/curation/reward/${entryId}/appeal`, {
        cookie: member.cookie,
        body: { message: "다시 한 번 확인 부탁드립니다. 정말이에요." },
      });
      expect([again.status, again.body.errorId]).toEqual([409, "ALREADY_APPEALED"]);
      const listed = (await reviewCases(run.seasonId)).find((c) => c.caseId === ringCase.caseId) as ReviewCase & {
        members: { userNo: number; appeal: { message: string } | null }[];
      };
      expect(listed.members.find((m) => m.userNo === member.userNo)!.appeal?.message).toContain("친구들과");

      // Operators void the appellant's rewards and release the rest.
      const decide = (body: object) =>
        platform.app.inject({
          method: "POST",
          url: `/api/admin/reward-reviews/${ringCase.caseId}/decision`,
          headers: moderator,
          payload: body,
        });
      const voided = await decide({ action: "void", userNos: [member.userNo], note: "한 사람이 여러 계정으로 투표" });
      expect(voided.statusCode, voided.body).toBe(200);
      expect(voided.json().data).toMatchObject({ action: "void", state: "open" });
      const after = await call(member.address(), "GET", "/api/curation/reward", { cookie: member.cookie });
      expect(after.body.data.items[0]).toMatchObject({ status: "voided", review: { state: "voided" } });
      expect(after.body.data.total).toBe("0");
      const released = await decide({ action: "release", note: "" });
      expect(released.statusCode, released.body).toBe(200);
      expect(released.json().data).toMatchObject({ action: "release", state: "closed" });
      expect((await decide({ action: "release" })).json().errorId).toBe("NOTHING_HELD");

      // Every decision is in the audit log; the ledgers, holds and payouts agree.
      const audit = await db.execute(
        sql`select count(*)::int as n from admin_audit_log where action = 'POST /api/admin/reward-reviews/:caseId/decision'`,
      );
      expect((audit as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(2);
      const { auditLedgers } = await import("../../server/admin/ledger-audits");
      for (const result of await auditLedgers(db)) expect({ name: result.name, ok: result.ok }).toEqual({ name: result.name, ok: true });
    },
  );
});
