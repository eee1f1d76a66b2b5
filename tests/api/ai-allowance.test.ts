// The daily AI allowance on the real database: parallel takes never pass the limit, the day
// rolls at 00:00 Asia/Seoul, a failed call gives its unit back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_ALLOWANCE } from "../../core/ai";
import { allowanceLeft, returnAllowance, takeAllowance } from "../../server/modules/ai/allowance";
import { makeUser } from "../support/factories";
import { openTestDatabase } from "../support/platform";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe("AI daily allowance", () => {
  it("lets 100 parallel takes spend exactly the allowance", async () => {
    const user = await makeUser(db());
    const at = new Date("2026-11-27T03:00:00Z");
    const results = await Promise.all(Array.from({ length: 100 }, () => takeAllowance(db(), user.userNo, "helpBot", at)));
    expect(results.filter((r) => r.taken)).toHaveLength(AI_ALLOWANCE.helpBot);
    expect(await allowanceLeft(db(), user.userNo, "helpBot", at)).toEqual({ remain: 0, limit: AI_ALLOWANCE.helpBot });
    // 00:00 Asia/Seoul is 15:00 UTC: a new day, a full allowance; other kinds are counted apart.
    expect((await allowanceLeft(db(), user.userNo, "helpBot", new Date("2026-11-27T15:00:00Z"))).remain).toBe(AI_ALLOWANCE.helpBot);
    expect((await allowanceLeft(db(), user.userNo, "generator", at)).remain).toBe(AI_ALLOWANCE.generator);
  });

  it("gives a unit back for a failed call, never below zero", async () => {
    const user = await makeUser(db());
    const taken = await takeAllowance(db(), user.userNo, "generator");
    expect(taken).toMatchObject({ taken: true, remain: AI_ALLOWANCE.generator - 1 });
    await returnAllowance(db(), user.userNo, "generator");
    await returnAllowance(db(), user.userNo, "generator");
    expect((await allowanceLeft(db(), user.userNo, "generator")).remain).toBe(AI_ALLOWANCE.generator);
  });
});
