// The help chatbot through the real API (docs/product/ai.md §8): members only with the exact
// refusal, today's thread reused, history only of one's own thread, answers quoted from the FAQ
// with their links, the daily allowance counted down to the exact limit message, a new Seoul day
// bringing a new thread and a full allowance, and a failed answer costing nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_ALLOWANCE } from "../../core/ai";
import { seoulDayKey } from "../../core/format";
import { HELP_THREAD_RETENTION_DAYS } from "../../core/helpbot";
import { sweepOldThreads } from "../../server/modules/ai/helpbot/service";
import { aiDailyUsage, helpMessages, helpThreads } from "../../server/db/schema";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
type Headers = Record<string, string>;

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

async function call(method: "GET" | "POST", url: string, headers: Headers, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function member(language = "ko") {
  const user = await makeUser(platform.handle.db);
  const headers = { ...((await signedIn(platform.handle.db, user.userNo)).headers as Headers), "accept-language": language };
  return { ...user, headers };
}

describe("help chatbot", () => {
  it("refuses visitors with the chat's own message", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/v1/howl/helper", undefined],
      ["GET", "/api/v1/howl/helper/question/history?threadId=1", undefined],
      ["POST", "/api/v1/howl/helper/question", { question: "토큰", threadId: 1 }],
    ] as const) {
      const res = await call(method, url, { "accept-language": "ko" }, body);
      expect(res.status).toBe(401);
      expect(res.body.errorMsg).toBe("로그인 후 이용할 수 있어요.");
    }
  });

  it("opens today's thread once, answers from the FAQ with its links, and keeps the history", async () => {
    const m = await member();
    const first = await call("GET", "/api/v1/howl/helper", m.headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ threadId: expect.any(Number), remain: AI_ALLOWANCE.helpBot, limit: AI_ALLOWANCE.helpBot });
    const again = await call("GET", "/api/v1/howl/helper", m.headers);
    expect(again.body.data.threadId).toBe(first.body.data.threadId);
    const threadId = first.body.data.threadId as number;

    const asked = await call("POST", "/api/v1/howl/helper/question", m.headers, { question: "토큰은 어떻게 받아요?", threadId });
    expect(asked.status).toBe(200);
    expect(asked.body.data.remain).toBe(AI_ALLOWANCE.helpBot - 1);
    expect(asked.body.data.engine).toBe("offline");
    expect(asked.body.data.message).toContain("큐레이션 시즌 정산");
    expect(asked.body.data.message).toContain("(/faq#how-to-get-token)");
    expect(asked.body.data.message).toContain("(/curation-reward)");

    const nothing = await call("POST", "/api/v1/howl/helper/question", m.headers, { question: "오늘 날씨 어때", threadId });
    expect(nothing.body.data.message).toContain("찾지 못했어요");
    expect(nothing.body.data.message).toContain("(/faq)");

    const history = await call("GET", `/api/v1/howl/helper/question/history?threadId=${threadId}`, m.headers);
    expect(history.body.data.map((h: { role: string }) => h.role)).toEqual(["user", "other", "user", "other"]);
    expect(history.body.data[0]).toEqual({ role: "user", content: "토큰은 어떻게 받아요?" });
  });

  it("answers in English for an English reader", async () => {
    const m = await member("en");
    const { threadId } = (await call("GET", "/api/v1/howl/helper", m.headers)).body.data;
    const asked = await call("POST", "/api/v1/howl/helper/question", m.headers, { question: "I forgot my password", threadId });
    expect(asked.body.data.message).toContain("find password");
  });

  it("shows and takes questions only in the member's own thread", async () => {
    const owner = await member();
    const other = await member();
    const { threadId } = (await call("GET", "/api/v1/howl/helper", owner.headers)).body.data;
    await call("POST", "/api/v1/howl/helper/question", owner.headers, { question: "큐레이션이 뭐야?", threadId });
    const peek = await call("GET", `/api/v1/howl/helper/question/history?threadId=${threadId}`, other.headers);
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain("큐레이션");
    const post = await call("POST", "/api/v1/howl/helper/question", other.headers, { question: "큐레이션", threadId });
    expect(post.status).toBe(404);
    const rows = await platform.handle.db.select().from(helpMessages).where(eq(helpMessages.threadId, threadId));
    expect(rows).toHaveLength(2);
  });

  it("refuses blank and overlong questions without spending the allowance", async () => {
    const m = await member();
    const { threadId } = (await call("GET", "/api/v1/howl/helper", m.headers)).body.data;
    expect((await call("POST", "/api/v1/howl/helper/question", m.headers, { question: "   ", threadId })).status).toBe(400);
    expect((await call("POST", "/api/v1/howl/helper/question", m.headers, { question: "가".repeat(301), threadId })).status).toBe(400);
    expect((await call("GET", "/api/v1/howl/helper", m.headers)).body.data.remain).toBe(AI_ALLOWANCE.helpBot);
  });

  it("counts down to 0, then answers the exact limit message; the next Seoul day starts over", async () => {
    const m = await member();
    const { threadId } = (await call("GET", "/api/v1/howl/helper", m.headers)).body.data;
    let remain = -1;
    for (let i = 0; i < AI_ALLOWANCE.helpBot; i++) {
      const res = await call("POST", "/api/v1/howl/helper/question", m.headers, { question: `포인트 받는 법 ${i}`, threadId });
      expect(res.status).toBe(200);
      remain = res.body.data.remain;
    }
    expect(remain).toBe(0);
    const refused = await call("POST", "/api/v1/howl/helper/question", m.headers, { question: "포인트", threadId });
    expect(refused.status).toBe(429);
    expect(refused.body.errorMsg).toBe("죄송합니다. 오늘은 제한횟수를 초과했습니다.");
    expect((await call("GET", "/api/v1/howl/helper", m.headers)).body.data.remain).toBe(0);

    // Midnight in Seoul: today's counter and thread become yesterday's.
    const yesterday = seoulDayKey(new Date(Date.now() - 86_400_000));
    const db = platform.handle.db;
    await db.update(aiDailyUsage).set({ day: yesterday }).where(eq(aiDailyUsage.userNo, m.userNo));
    await db.update(helpThreads).set({ day: yesterday }).where(eq(helpThreads.userNo, m.userNo));
    const next = (await call("GET", "/api/v1/howl/helper", m.headers)).body.data;
    expect(next.remain).toBe(AI_ALLOWANCE.helpBot);
    expect(next.threadId).not.toBe(threadId);
    const fresh = await call("GET", `/api/v1/howl/helper/question/history?threadId=${next.threadId}`, m.headers);
    expect(fresh.body.data).toEqual([]);
  });

  it("gives the unit back and answers the exact failure message when the engine fails", async () => {
    const m = await member();
    const { threadId } = (await call("GET", "/api/v1/howl/helper", m.headers)).body.data;
    const ai = platform.ctx.ai;
    const original = ai.help;
    ai.help = () => Promise.reject(new Error("engine down"));
    try {
      const res = await call("POST", "/api/v1/howl/helper/question", m.headers, { question: "토큰", threadId });
      expect(res.status).toBe(503);
      expect(res.body.errorMsg).toBe("죄송합니다.다시 시도해주세요.");
    } finally {
      ai.help = original;
    }
    expect((await call("GET", "/api/v1/howl/helper", m.headers)).body.data.remain).toBe(AI_ALLOWANCE.helpBot);
  });

  it("stores a bot message as plain text, whatever markup the engine wrote", async () => {
    const m = await member();
    const { threadId } = (await call("GET", "/api/v1/howl/helper", m.headers)).body.data;
    const ai = platform.ctx.ai;
    const original = ai.help;
    ai.help = async () => ({
      value: { text: '답 <img src=x onerror="alert(1)"><script>alert(2)</script>[링크](/faq) & 끝', cited: [], noAnswer: false },
      engine: "model",
    });
    try {
      const res = await call("POST", "/api/v1/howl/helper/question", m.headers, { question: "토큰", threadId });
      expect(res.body.data.message).toBe("답 [링크](/faq) & 끝");
    } finally {
      ai.help = original;
    }
  });

  it("adds the cited entries' sources and pages to a model's answer", async () => {
    const m = await member();
    const { threadId } = (await call("GET", "/api/v1/howl/helper", m.headers)).body.data;
    const ai = platform.ctx.ai;
    const original = ai.help;
    ai.help = async ({ entries }) => ({
      value: {
        text: "시즌 정산으로 받아요 [1]",
        cited: [{ n: 1, boardNo: 0, url: entries[0]!.link!, title: entries[0]!.question, text: entries[0]!.answer, score: 1 }],
        noAnswer: false,
      },
      engine: "model",
    });
    try {
      const res = await call("POST", "/api/v1/howl/helper/question", m.headers, { question: "토큰은 어떻게 받아요?", threadId });
      expect(res.body.data.engine).toBe("model");
      expect(res.body.data.message).toBe(
        "시즌 정산으로 받아요 [1]\n\n[1] [출처: 자주 묻는 질문 · 토큰은 어떻게 받나요?](/faq#how-to-get-token)\n[관련 페이지](/curation-reward)",
      );
    } finally {
      ai.help = original;
    }
  });

  it("removes conversations past the retention with their messages, and keeps recent ones", async () => {
    const m = await member();
    const db = platform.handle.db;
    const now = new Date();
    const old = await db
      .insert(helpThreads)
      .values({ userNo: m.userNo, day: seoulDayKey(new Date(now.getTime() - (HELP_THREAD_RETENTION_DAYS + 1) * 86_400_000)) })
      .returning();
    const recent = await db
      .insert(helpThreads)
      .values({ userNo: m.userNo, day: seoulDayKey(new Date(now.getTime() - HELP_THREAD_RETENTION_DAYS * 86_400_000)) })
      .returning();
    await db.insert(helpMessages).values({ threadId: old[0]!.threadId, role: "user", content: "오래된 질문" });
    expect(await sweepOldThreads(db, now)).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(helpThreads).where(eq(helpThreads.userNo, m.userNo));
    expect(left.map((t) => t.threadId)).toEqual([recent[0]!.threadId]);
    expect(await db.select().from(helpMessages).where(eq(helpMessages.threadId, old[0]!.threadId))).toEqual([]);
  });
});
