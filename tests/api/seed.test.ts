import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOPIC_KEYS } from "../../core/topics";
import { boards, users } from "../../server/db/schema";
import { seedDemoContent } from "../../server/seed/demo";
import { createTestPlatform, type TestPlatform } from "../support/platform";

describe("demo content", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform({ seedDemo: true });
  });
  afterAll(async () => {
    await platform.dispose();
  });

  it("covers all nine topics with Korean members, every post marked as demo", async () => {
    const rows = await platform.handle.db
      .select({ topic: boards.topic, n: sql<number>`count(*)::int`, demo: sql<boolean>`bool_and(${boards.isDemo})` })
      .from(boards)
      .groupBy(boards.topic);
    expect(rows.map((r) => r.topic).sort()).toEqual([...TOPIC_KEYS].sort());
    expect(rows.every((r) => r.demo && Number(r.n) >= 1)).toBe(true);
    const members = await platform.handle.db.select().from(users);
    expect(members.length).toBeGreaterThanOrEqual(3);
    expect(members.every((m) => m.isDemo && m.passwordHash === null)).toBe(true);
  });

  it("runs once: a second start adds nothing, even after demo posts were removed", async () => {
    const before = await platform.handle.db.select({ n: sql<number>`count(*)::int` }).from(boards);
    expect((await seedDemoContent(platform.handle.db)).created).toBe(false);
    const after = await platform.handle.db.select({ n: sql<number>`count(*)::int` }).from(boards);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("/event shows the demo notice and the two campaign events, open now", async () => {
    const notices = (await platform.app.inject({ method: "GET", url: "/api/event/list?kind=notice" })).json().data.items;
    expect(notices.map((n: { slug: string }) => n.slug)).toEqual(["welcome"]);
    const events = (await platform.app.inject({ method: "GET", url: "/api/event/list?kind=event&filter=ongoing" })).json().data.items;
    expect(events.map((e: { slug: string }) => e.slug).sort()).toEqual(["ai-contest", "share-content"]);
    expect(events.every((e: { phase: string }) => e.phase === "ongoing")).toBe(true);
  });

  it("the newest demo post is listed first by the API", async () => {
    const res = await platform.app.inject({ method: "GET", url: "/api/board/newBoards?size=3" });
    const items = res.json().data.items as { regDate: string; isDemo: boolean }[];
    expect(items).toHaveLength(3);
    expect(items.every((i) => i.isDemo)).toBe(true);
    expect(new Date(items[0]!.regDate).getTime()).toBeGreaterThan(new Date(items[2]!.regDate).getTime());
  });
});
