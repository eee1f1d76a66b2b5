// Token payouts of curation rewards against a real chain (anvil): a claim pays one transfer;
// a hundred identical claims at once still pay one; a payout interrupted after it was signed
// and recorded (or also broadcast) is finished by the next run from its hash, never sent
// twice; without a signer the rewards stay visible and the page says payouts are off; the
// ledger audit covers payouts and catches a tampered one.
import { spawn } from "node:child_process";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { erc20Abi, parseAbiItem, type Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLedgers } from "../../server/admin/ledger-audits";
import {
  memberPhones,
  memberWallets,
  notifications,
  rewardHolds,
  rewardReviews,
  tokenPayouts,
  tokenRewardLedger,
} from "../../server/db/schema";
import { setTrustMark } from "../../server/modules/trust/service";
import { decideReview } from "../../server/modules/curation/review";
import { withTransaction } from "../../server/db/transaction";
import { castVote, createSeason } from "../../server/modules/curation/service";
import { settleSeason } from "../../server/modules/curation/settlement";
import { contextNotifier } from "../../server/modules/curation/settlement-job";
import { creditTickets } from "../../server/modules/curation/tickets";
import type { Viewer } from "../../server/modules/auth/types";
import { payoutDeps } from "../../server/modules/wallet/payout/job";
import { runPayouts, type PayoutDeps } from "../../server/modules/wallet/payout/service";
import { PROJECT_ROOT } from "../../server/paths";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { startChain, type TestChain } from "../support/chain";
import { createTestPlatform, type TestPlatform } from "../support/platform";

const DAY = 86_400_000;
const EXPLORER = "https://explorer.test";
let chain: TestChain;
let platform: TestPlatform;
let bare: TestPlatform;
let deps: PayoutDeps;
let addressSeq = 0x1000;
let seasonSeq = 0;

beforeAll(async () => {
  chain = await startChain();
  await chain.mintToken(chain.payoutSigner.address, 10n ** 30n);
  const env = { ...chain.chainEnv({ payoutSigner: false }), EXPLORER_URL: EXPLORER };
  // With the queue: claims queue the payout job and the worker pays too; runPayouts() below
  // waits for the signer's lock, so after it returns nothing is left in flight.
  platform = await createTestPlatform({ queue: true, env: { ...chain.chainEnv(), EXPLORER_URL: EXPLORER } });
  bare = await createTestPlatform({ queue: true, env });
  deps = { ...payoutDeps(platform.ctx)!, receiptWaitMs: 5_000 };
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
  await bare?.dispose();
  await chain?.dispose();
});

const viewerOf = (m: { userNo: number; userId: string; userName: string; userEmail: string }): Viewer => ({
  sessionId: 0,
  userNo: m.userNo,
  userId: m.userId,
  userName: m.userName,
  userEmail: m.userEmail,
  userProfileImg: null,
  emailCertYn: "Y",
  joinChannel: "A",
  role: "member",
  twoFactor: false,
  provedAt: new Date().toISOString(),
});

function freshAddress(): Hex {
  addressSeq += 1;
  return `0x${addressSeq.toString(16).padStart(40, "0")}` as Hex;
}

/**
 * A settled season with one writer (paid 300 tokens) and one curator (paid 100, vouched for by
 * operators so the vote weighs a whole vote), the writer with a wallet and a verified phone.
 */
async function settledReward(p: TestPlatform, options: { wallet?: boolean; deadline?: Date; phone?: boolean } = {}) {
  const db = p.handle.db;
  // Seasons may not overlap: each test's season gets its own two days, long ago.
  seasonSeq += 1;
  const start = Date.now() - 1000 * DAY + seasonSeq * 2 * DAY;
  const season = await createSeason(db, {
    title: `지급 시즌 ${addressSeq}`,
    startsAt: new Date(start),
    endsAt: new Date(start + DAY),
    writerPool: 300,
    curatorPool: 100,
    walletDeadline: options.deadline ?? new Date(Date.now() + 14 * DAY),
  });
  const writer = await makeUser(db);
  const curator = await makeUser(db);
  const post = await makePost(db, writer.userNo);
  await withTransaction(db, (tx) =>
    creditTickets(tx, { userNo: curator.userNo, amount: 1, reason: "grant", idempotencyKey: `grant:payout:${curator.userNo}` }),
  );
  await setTrustMark(db, curator.userNo, "trusted", null);
  await castVote(p.ctx, viewerOf(curator), post.boardNo, new Date(start + DAY / 2));
  await settleSeason(db, contextNotifier(p.ctx), season.seasonId);
  if (options.phone !== false) {
    const now = new Date();
    await db
      .insert(memberPhones)
      .values({ userNo: writer.userNo, phone: `010${String(writer.userNo).padStart(8, "0")}`, verifiedAt: now, termsAgreedAt: now });
  }
  const [reward] = await db.select().from(tokenRewardLedger).where(eq(tokenRewardLedger.userNo, writer.userNo));
  const address = freshAddress();
  if (options.wallet !== false)
    await db.insert(memberWallets).values({ userNo: writer.userNo, address, walletType: "metamask", chainId: 8217 });
  const { headers } = await signedIn(db, writer.userNo);
  return { writer, reward: reward!, address, headers, seasonId: season.seasonId };
}

/** The payout row a claim writes, without the job it queues (so no worker runs before the test's own step). */
async function queuedWithoutJob(x: Awaited<ReturnType<typeof settledReward>>) {
  await platform.handle.db.insert(tokenPayouts).values({
    rewardEntryId: x.reward.entryId,
    userNo: x.writer.userNo,
    seasonId: x.seasonId,
    address: x.address,
    amount: x.reward.amount,
  });
}

const claim = (p: TestPlatform, headers: Record<string, string>, entryId: number) =>
  p.app.inject({ method: "POST", url: `/api/curation/reward/${entryId}/claim`, headers });
const detail = (p: TestPlatform, headers: Record<string, string>) =>
  p.app.inject({ method: "GET", url: "/api/wallet/detail", headers }).then((r) => r.json().data);

const balanceOf = (address: string) =>
  chain.client.readContract({ address: chain.addresses.token, abi: erc20Abi, functionName: "balanceOf", args: [address as Hex] });

/** Transfer events of the reward token to an address, from the first block. */
async function transfersTo(address: string): Promise<number> {
  const logs = await chain.client.getLogs({
    address: chain.addresses.token,
    event: parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)"),
    args: { to: address as Hex },
    fromBlock: 0n,
  });
  return logs.length;
}

const TOKEN_UNITS = (micro: bigint) => micro * 10n ** 12n; // 18 decimals, rewards in micro-units

describe("claiming and paying a reward", () => {
  it("pays one transfer of the reward's amount and shows it paid with the explorer link", async () => {
    const { reward, address, headers, writer } = await settledReward(platform);
    expect(reward.amount).toBe(300_000_000n);
    const before = await detail(platform, headers);
    expect(before.rewards[0]).toMatchObject({ entryId: reward.entryId, status: "claimable", payout: null });
    expect(before.wallet).toMatchObject({ address, network: "Kaia", chainId: 8217 });

    const answer = await claim(platform, headers, reward.entryId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ status: "paying", payout: { state: "queued" } });
    await runPayouts(deps);

    expect(await balanceOf(address)).toBe(TOKEN_UNITS(300_000_000n));
    expect(await transfersTo(address)).toBe(1);
    const after = await detail(platform, headers);
    const paid = after.rewards.find((r: { entryId: number }) => r.entryId === reward.entryId);
    expect(paid.status).toBe("paid");
    expect(paid.payout.explorerUrl).toBe(`${EXPLORER}/tx/${paid.payout.txHash}`);
    expect(after.balance).toEqual({ units: TOKEN_UNITS(300_000_000n).toString(), text: "300" });
    const [row] = await platform.handle.db.select().from(tokenPayouts).where(eq(tokenPayouts.rewardEntryId, reward.entryId));
    expect(row).toMatchObject({ state: "confirmed", nonce: expect.any(Number), blockNumber: expect.any(Number) });
    expect((row!.receipt as { transactionHash: string }).transactionHash).toBe(row!.txHash);
    // Claiming again changes nothing.
    expect((await claim(platform, headers, reward.entryId)).json().data.status).toBe("paid");
    await runPayouts(deps);
    expect(await transfersTo(address)).toBe(1);
    // The member is told, in the reader's language too.
    // The member is told (delivered by the notification job).
    const title = `${await seasonTitle(reward.seasonId!)} 큐레이션 보상이 지갑으로 지급되었습니다.`;
    await expect
      .poll(
        async () =>
          (await platform.handle.db.select().from(notifications).where(eq(notifications.userNo, writer.userNo))).map(
            (n) => n.notificationTitle,
          ),
        {
          timeout: 15_000,
        },
      )
      .toContain(title);
  });

  it("100 parallel identical claims make one payout row and one transfer on chain", async () => {
    const { reward, address, headers } = await settledReward(platform);
    const answers = await Promise.all(Array.from({ length: 100 }, () => claim(platform, headers, reward.entryId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    // Two workers racing on the same queue: the signer's lock lets one send.
    await Promise.all([runPayouts(deps), runPayouts(deps)]);
    const rows = await platform.handle.db.select().from(tokenPayouts).where(eq(tokenPayouts.rewardEntryId, reward.entryId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe("confirmed");
    expect(await transfersTo(address)).toBe(1);
    expect(await balanceOf(address)).toBe(TOKEN_UNITS(reward.amount));
  });

  it("a payout interrupted after it was recorded, or also broadcast, is finished by its hash, not sent again", async () => {
    // Recorded (signed, hash + raw + nonce committed), then the process died before broadcasting.
    const a = await settledReward(platform);
    await queuedWithoutJob(a);
    await runPayouts({ ...deps, stopAfter: "recorded" });
    const [recorded] = await platform.handle.db.select().from(tokenPayouts).where(eq(tokenPayouts.rewardEntryId, a.reward.entryId));
    expect(recorded).toMatchObject({ state: "sending", txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(await transfersTo(a.address)).toBe(0);

    // Broadcast, then the process died before writing "sent" or the receipt.
    const b = await settledReward(platform);
    await queuedWithoutJob(b);
    await runPayouts({ ...deps, stopAfter: "recorded" });
    const [signed] = await platform.handle.db.select().from(tokenPayouts).where(eq(tokenPayouts.rewardEntryId, b.reward.entryId));
    await deps.sender.broadcast(signed!.rawTx as Hex);
    // The node answers a broadcast before it has mined the block: read the logs once it has.
    await chain.client.waitForTransactionReceipt({ hash: signed!.txHash as Hex });
    expect(await transfersTo(b.address)).toBe(1);

    await runPayouts(deps);
    for (const [x, row] of [
      [a, recorded!],
      [b, signed!],
    ] as const) {
      const [now] = await platform.handle.db.select().from(tokenPayouts).where(eq(tokenPayouts.rewardEntryId, x.reward.entryId));
      expect(now).toMatchObject({ state: "confirmed", txHash: row.txHash, nonce: row.nonce });
      expect(await transfersTo(x.address)).toBe(1);
      expect(await balanceOf(x.address)).toBe(TOKEN_UNITS(x.reward.amount));
    }
  });

  it("refuses claims without a wallet and after the deadline", async () => {
    const none = await settledReward(platform, { wallet: false });
    expect((await detail(platform, none.headers)).rewards[0].status).toBe("needs_wallet");
    const refused = await claim(platform, none.headers, none.reward.entryId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorId).toBe("WALLET_REQUIRED");

    const late = await settledReward(platform, { deadline: new Date(Date.now() - 20 * DAY) });
    expect((await detail(platform, late.headers)).rewards[0].status).toBe("expired");
    expect((await claim(platform, late.headers, late.reward.entryId)).json().errorId).toBe("REWARD_EXPIRED");
    // Someone else's reward is not found.
    expect((await claim(platform, none.headers, late.reward.entryId)).statusCode).toBe(404);
  });

  it("pays tokens only to members verified by phone or World ID (decision 0181)", async () => {
    const x = await settledReward(platform, { phone: false });
    expect((await detail(platform, x.headers)).rewards[0].status).toBe("needs_verification");
    const refused = await claim(platform, x.headers, x.reward.entryId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorId: "PERSON_VERIFICATION_REQUIRED",
      errorMsg: "토큰을 받으려면 휴대폰 인증이나 World ID 인증이 필요해요.",
    });
  });

  it("refuses a held reward (409) until it is released, then pays it; a voided one never", async () => {
    const db = platform.handle.db;
    const x = await settledReward(platform);
    const y = await settledReward(platform);
    for (const z of [x, y]) {
      const [review] = await db
        .insert(rewardReviews)
        .values({ seasonId: z.seasonId, kind: "ring", fingerprint: `ring:${z.writer.userNo}`, members: [z.writer.userNo], evidence: {} })
        .returning();
      await db.insert(rewardHolds).values({
        entryId: z.reward.entryId,
        caseId: review!.caseId,
        userNo: z.writer.userNo,
        seasonId: z.seasonId,
        amount: z.reward.amount,
      });
      Object.assign(z, { caseId: review!.caseId });
    }
    const caseOf = (z: typeof x) => (z as typeof x & { caseId: number }).caseId;
    expect((await detail(platform, x.headers)).rewards[0]).toMatchObject({ status: "held", review: { state: "held", appealed: false } });
    const reward = await platform.app.inject({ method: "GET", url: "/api/curation/reward", headers: x.headers });
    expect(reward.json().data.items[0]).toMatchObject({ status: "held", review: { state: "held", caseId: caseOf(x) } });
    const held = await claim(platform, x.headers, x.reward.entryId);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ errorId: "REWARD_HELD", errorMsg: "검토 중인 보상이에요. 운영팀 확인이 끝나면 받을 수 있어요." });

    const notifier = contextNotifier(platform.ctx);
    await decideReview(db, notifier, { caseId: caseOf(x), action: "release" }, null);
    expect((await claim(platform, x.headers, x.reward.entryId)).statusCode).toBe(200);
    await runPayouts(deps);
    expect(await balanceOf(x.address)).toBe(TOKEN_UNITS(x.reward.amount));

    const voided = await decideReview(db, notifier, { caseId: caseOf(y), action: "void", note: "같은 기기" }, null);
    expect(voided).toMatchObject({ voided: 1, voidedAmount: y.reward.amount.toString(), state: "closed" });
    expect((await detail(platform, y.headers)).rewards[0].status).toBe("voided");
    expect((await claim(platform, y.headers, y.reward.entryId)).json().errorId).toBe("REWARD_VOIDED");
    const summary = (await platform.app.inject({ method: "GET", url: "/api/curation/reward", headers: y.headers })).json().data;
    expect(summary).toMatchObject({ total: "0", items: [{ status: "voided" }] });
    const holds = await auditLedgers(db).then((all) => all.find((r) => r.name.startsWith("보상 보류"))!);
    expect(holds).toMatchObject({ ok: true, problems: [] });
  });
});

describe("a worker process killed mid-payout", () => {
  it("leaves the signed transfer recorded; the next run finishes it by its hash, one transfer", { timeout: 180_000 }, async () => {
    // This app only sends jobs (JOBS=off): the payout is taken by the worker process below.
    const env = { ...chain.chainEnv(), EXPLORER_URL: EXPLORER };
    const sendOnly = await createTestPlatform({ queue: true, env: { ...env, JOBS: "off" } });
    const automine = (on: boolean) => chain.client.request({ method: "evm_setAutomine", params: [on] } as never);
    try {
      const x = await settledReward(sendOnly);
      // Blocks wait, so the worker is stuck between broadcasting and the receipt when killed.
      await automine(false);
      const worker = spawn(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-ts.mjs"), "server/worker.ts"], {
        cwd: PROJECT_ROOT,
        env: {
          ...process.env,
          ...env,
          DATABASE_URL: sendOnly.databaseUrl,
          DATA_DIR: sendOnly.dataDir,
          LOG_LEVEL: "silent",
          NODE_ENV: "test",
        },
        stdio: "ignore",
      });
      const exited = new Promise((r) => worker.once("exit", r));
      expect((await claim(sendOnly, x.headers, x.reward.entryId)).statusCode).toBe(200);
      const row = async () =>
        (await sendOnly.handle.db.select().from(tokenPayouts).where(eq(tokenPayouts.rewardEntryId, x.reward.entryId)))[0]!;
      await expect.poll(async () => (await row()).state, { timeout: 120_000, interval: 200 }).toBe("sent");
      worker.kill("SIGKILL");
      await exited;
      const recorded = await row();
      expect(recorded.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(await transfersTo(x.address)).toBe(0);

      await chain.client.request({ method: "evm_mine", params: [] } as never);
      await automine(true);
      await runPayouts({ ...payoutDeps(sendOnly.ctx)!, receiptWaitMs: 5_000 });
      expect(await row()).toMatchObject({ state: "confirmed", txHash: recorded.txHash, nonce: recorded.nonce });
      expect(await transfersTo(x.address)).toBe(1);
      expect(await balanceOf(x.address)).toBe(TOKEN_UNITS(x.reward.amount));
    } finally {
      await automine(true);
      await sendOnly.dispose();
    }
  });
});

describe("without a payout signer", () => {
  it("keeps rewards visible and says payouts are not available", async () => {
    const { reward, headers } = await settledReward(bare);
    const page = await detail(bare, headers);
    expect(page.payoutsAvailable).toBe(false);
    expect(page.rewards[0]).toMatchObject({ entryId: reward.entryId, status: "unavailable", amountText: "300" });
    const refused = await claim(bare, headers, reward.entryId);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      errorId: "PAYOUTS_UNAVAILABLE",
      errorMsg: "지금은 토큰 지급을 할 수 없습니다. 보상은 기록되어 있어요.",
    });
    expect(payoutDeps(bare.ctx)).toBeNull();
  });
});

describe("audit-ledgers", () => {
  it("passes on honest payouts and catches a tampered amount and a missing receipt", async () => {
    const db = platform.handle.db;
    const payouts = () => auditLedgers(db).then((all) => all.find((r) => r.name === "토큰 지급")!);
    expect(await payouts()).toMatchObject({ ok: true, problems: [], duplicateKeys: [] });
    const [victim] = await db.select().from(tokenPayouts).where(eq(tokenPayouts.state, "confirmed")).limit(1);
    await db.execute(sql`update token_payouts set amount = amount + 1 where payout_id = ${victim!.payoutId}`);
    const tampered = await payouts();
    expect(tampered.ok).toBe(false);
    expect(tampered.problems!.join("\n")).toContain(`시즌 ${victim!.seasonId}`);
    await db.execute(sql`update token_payouts set amount = amount - 1, receipt = null where payout_id = ${victim!.payoutId}`);
    expect((await payouts()).problems!.join("\n")).toContain(`지급 ${victim!.payoutId}`);
  });
});

async function seasonTitle(seasonId: number): Promise<string> {
  const r = await platform.handle.db.execute(sql`select title from curation_seasons where season_id = ${seasonId}`);
  return (r as unknown as { rows: { title: string }[] }).rows[0]!.title;
}
