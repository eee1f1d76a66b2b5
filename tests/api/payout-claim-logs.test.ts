// A member's refused payout claim is an ordinary refusal, not a failure of the server: through
// the API and through the wallet page's action alike, no refusal is logged as an error — the
// member's own (no phone check, no wallet, someone else's reward) at info, payouts switched off
// on this server at warn — while the member hears why (error-handler.ts logLevelOf).
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { curationSeasons, memberPhones, memberWallets, tokenPayouts, tokenRewardLedger } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { findViewerByToken } from "../../server/modules/auth/sessions";
import { castVote, createSeason } from "../../server/modules/curation/service";
import { settleSeason } from "../../server/modules/curation/settlement";
import { contextNotifier } from "../../server/modules/curation/settlement-job";
import { creditTickets } from "../../server/modules/curation/tickets";
import { setTrustMark } from "../../server/modules/trust/service";
import { createActRunner } from "../../server/page-actions";
import { signedIn, type SignedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

const DAY = 86_400_000;
let platform: TestPlatform;
const lines: { level: number; msg: string; errorId?: string }[] = [];

beforeAll(async () => {
  // No payout signer here: token payouts are switched off, as on an installation without a chain.
  platform = await createTestPlatform({
    queue: true,
    env: { LOG_LEVEL: "info" },
    logTo: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
});
afterAll(async () => platform?.dispose());

/** A settled season that owes `writer` a token reward (their curator vouched for, so the vote counts). */
async function settledReward() {
  const db = platform.handle.db;
  const start = Date.now() - 100 * DAY;
  const season = await createSeason(db, {
    title: "로그 확인 시즌",
    startsAt: new Date(start),
    endsAt: new Date(start + DAY),
    writerPool: 300,
    curatorPool: 100,
    walletDeadline: new Date(Date.now() + 14 * DAY),
  });
  const writer = await makeUser(db);
  const curator = await makeUser(db);
  const post = await makePost(db, writer.userNo);
  await withTransaction(db, (tx) =>
    creditTickets(tx, { userNo: curator.userNo, amount: 1, reason: "grant", idempotencyKey: `grant:logs:${curator.userNo}` }),
  );
  await setTrustMark(db, curator.userNo, "trusted", null);
  const curatorSession = await signedIn(db, curator.userNo);
  await castVote(platform.ctx, (await findViewerByToken(db, curatorSession.token))!, post.boardNo, new Date(start + DAY / 2));
  await settleSeason(db, contextNotifier(platform.ctx), season.seasonId);
  const [reward] = await db.select().from(tokenRewardLedger).where(eq(tokenRewardLedger.userNo, writer.userNo));
  const [settled] = await db
    .select({ at: curationSeasons.settledAt })
    .from(curationSeasons)
    .where(eq(curationSeasons.seasonId, season.seasonId));
  expect(settled!.at).not.toBeNull();
  return { writer, entryId: reward!.entryId, session: await signedIn(db, writer.userNo), curator: curatorSession };
}

/** The log lines written while `work` ran (they are written as each request finishes). */
async function logsOf<T>(work: () => Promise<T>): Promise<{ result: T; logged: typeof lines }> {
  const from = lines.length;
  const result = await work();
  await new Promise((r) => setTimeout(r, 50));
  return { result, logged: lines.slice(from) };
}

const claimByApi = (who: SignedIn, entryId: number) =>
  platform.app.inject({ method: "POST", url: `/api/curation/reward/${entryId}/claim`, headers: who.headers });

/** The wallet page's claim button: its action, run as the page runs it. */
async function claimByPage(who: SignedIn, entryId: number) {
  const viewer = await findViewerByToken(platform.handle.db, who.token);
  const request = { log: platform.app.log, language: "ko", server: platform.app, cookies: {}, headers: {} } as unknown as FastifyRequest;
  const act = createActRunner(
    request,
    async () => ({ viewer, ip: "127.0.0.1", userAgent: "vitest", language: "ko", https: false }),
    platform.ctx.pageCache,
  );
  const form = new Request("http://localhost:3000/mypage/wallet/detail", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: entryId }),
  });
  const answer = (await act(form, (input, tools) =>
    platform.services.write("POST /api/curation/reward/:id/claim", input, tools),
  )) as unknown as {
    data: { ok: boolean; errorId?: string };
    init: { status?: number } | null;
  };
  return { status: answer.init?.status ?? 200, errorId: answer.data.errorId };
}

const ERROR = 50;
const WARN = 40;
const INFO = 30;

describe("a refused payout claim", () => {
  it("is logged as the refusal it is, through the API and the wallet page alike", async () => {
    const db = platform.handle.db;
    const { writer, entryId, session, curator } = await settledReward();
    const cases: { name: string; errorId: string; status: number; level: number; by?: SignedIn; before?: () => Promise<unknown> }[] = [
      { name: "no phone check yet", errorId: "PERSON_VERIFICATION_REQUIRED", status: 403, level: INFO },
      {
        name: "no wallet",
        errorId: "WALLET_REQUIRED",
        status: 409,
        level: INFO,
        before: () =>
          db.insert(memberPhones).values({
            userNo: writer.userNo,
            phone: `010${String(writer.userNo).padStart(8, "0")}`,
            verifiedAt: new Date(),
            termsAgreedAt: new Date(),
          }),
      },
      { name: "someone else's reward", errorId: "REWARD_NOT_FOUND", status: 404, level: INFO, by: curator },
      {
        name: "payouts switched off on this server",
        errorId: "PAYOUTS_UNAVAILABLE",
        status: 503,
        level: WARN,
        before: () =>
          db.insert(memberWallets).values({
            userNo: writer.userNo,
            address: "0x00000000000000000000000000000000000a11ce",
            walletType: "metamask",
            chainId: 8217,
          }),
      },
    ];
    for (const c of cases) {
      await c.before?.();
      const who = c.by ?? session;
      const api = await logsOf(() => claimByApi(who, entryId));
      expect([api.result.statusCode, api.result.json().errorId], c.name).toEqual([c.status, c.errorId]);
      expect(
        api.logged.filter((l) => l.level >= ERROR),
        c.name,
      ).toEqual([]);
      expect(api.logged.find((l) => l.errorId === c.errorId)?.level, c.name).toBe(c.level);

      const page = await logsOf(() => claimByPage(who, entryId));
      expect([page.result.status, page.result.errorId], c.name).toEqual([c.status, c.errorId]);
      expect(
        page.logged.filter((l) => l.level >= ERROR),
        c.name,
      ).toEqual([]);
    }
    // Nothing was claimed.
    expect(await db.select().from(tokenPayouts)).toEqual([]);
  });
});
