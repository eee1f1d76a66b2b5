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

  it("has a series of three posts in reading order, with its box on each part", async () => {
    const list = await platform.services.series.ofMember("demo-devkim");
    expect(list!.items).toHaveLength(1);
    expect(list!.items[0]).toMatchObject({ title: "개발 기초 다지기", partCount: 3 });
    const detail = await platform.services.series.read("demo-devkim", list!.items[0]!.seriesNo);
    expect(detail!.parts.map((p) => p.subject)).toEqual([
      "PostgreSQL 인덱스 기초: B-tree부터 EXPLAIN까지",
      "Git 커밋 메시지, 팀이 읽기 좋게 쓰는 5가지 규칙",
      "HTTP 캐싱 입문: Cache-Control 헤더 제대로 쓰기",
    ]);
    expect((await platform.services.series.ofPost(detail!.parts[1]!.boardNo))?.parts).toHaveLength(3);
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
