// The test-prep quiz over HTTP: who may call what, one graded sitting per member inside the
// period, answers and explanations hidden until their date, 채점 실패 kept and regraded.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizQuestions, quizRounds, users } from "../../server/db/schema";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { makeRoles, type RoleName, type Roles } from "../support/roles";
import { createTestPlatform, type TestPlatform } from "../support/platform";

/** An answer body as the JSON parser gives it. */
type Json = ReturnType<typeof JSON.parse>;

let platform: TestPlatform;
let roles: Roles;
let moderator: Record<string, string>;
const DAY = 86_400_000;
const ROLES: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];
const MODERATORS = { visitor: 401, unverified: 403, verified: 403, other: 403, deleted: 401, moderator: 200 };

beforeAll(async () => {
  platform = await createTestPlatform();
  const db = platform.handle.db;
  roles = await makeRoles(db);
  const mod = await makeUser(db);
  await db.update(users).set({ role: "moderator", twoFactorAt: new Date() }).where(eq(users.userNo, mod.userNo));
  moderator = (await signedIn(db, mod.userNo)).headers;
});
afterAll(async () => platform?.dispose());

async function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Record<string, string>, payload?: unknown) {
  const res = await platform.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return { status: res.statusCode, body: res.json() as { data: Json; errorMsg?: string; errorId?: string } };
}

let nextRound = 100;
async function makeRound(start: number, end: number, answers: number, questions = 4) {
  const now = Date.now();
  const round = await call("POST", "/api/admin/quiz/rounds", moderator, {
    category: "economy",
    round: nextRound++,
    title: "모의고사",
    startDate: new Date(now + start).toISOString(),
    endDate: new Date(now + end).toISOString(),
    answerOpenDate: new Date(now + answers).toISOString(),
  });
  expect(round.status).toBe(200);
  const roundId = round.body.data.roundId as number;
  let detail = round.body.data;
  for (let i = 0; i < questions; i++) {
    const added = await call("POST", `/api/admin/quiz/rounds/${roundId}/questions`, moderator, {
      prompt: `문제 ${i + 1}`,
      options: ["가", "나", "다", "라"],
      correctIndex: i % 4,
      explanation: `해설 ${i + 1}`,
    });
    expect(added.status).toBe(200);
    detail = added.body.data;
  }
  return { roundId, questionIds: (detail.questions as { questionId: number }[]).map((q) => q.questionId) };
}

const answersFor = (ids: number[], choices: (number | null)[]) => ({
  answers: ids.map((questionId, i) => ({ questionId, choice: choices[i] ?? null })),
});

async function asRoles(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) {
  const out: Record<string, number> = {};
  for (const role of ROLES) out[role] = (await call(method, url, roles.headers[role], payload)).status;
  out.moderator = (await call(method, url, moderator, payload)).status;
  return out;
}

describe("quiz authorization", () => {
  it("operators' routes refuse everyone but moderators", async () => {
    const { roundId, questionIds } = await makeRound(-DAY, DAY, 2 * DAY, 4);
    expect(await asRoles("GET", "/api/admin/quiz/rounds")).toEqual(MODERATORS);
    expect(await asRoles("GET", `/api/admin/quiz/rounds/${roundId}`)).toEqual(MODERATORS);
    expect(await asRoles("POST", `/api/admin/quiz/rounds/${roundId}/regrade`)).toEqual(MODERATORS);
    const q = { prompt: "고친 문제", options: ["1", "2", "3", "4", "5"], correctIndex: 4, explanation: "" };
    expect(await asRoles("PUT", `/api/admin/quiz/questions/${questionIds[0]}`, q)).toEqual(MODERATORS);
    const statuses = await asRoles("POST", "/api/admin/quiz/rounds", {
      category: "economy",
      round: 9000,
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + DAY).toISOString(),
      answerOpenDate: new Date(Date.now() + DAY).toISOString(),
    });
    expect(statuses).toEqual(MODERATORS);
    const extra = await makeRound(DAY, 2 * DAY, 3 * DAY, 1);
    expect(await asRoles("DELETE", `/api/admin/quiz/questions/${extra.questionIds[0]}`)).toMatchObject({ ...MODERATORS, moderator: 200 });
    expect(await asRoles("DELETE", `/api/admin/quiz/rounds/${extra.roundId}`)).toEqual(MODERATORS);
  });

  it("the paper and results are for members, sitting for verified members, the current round for all", async () => {
    const { roundId, questionIds } = await makeRound(-DAY, DAY, 2 * DAY, 2);
    expect(await asRoles("GET", "/api/prep/quiz/current?category=economy")).toEqual({
      visitor: 200,
      unverified: 200,
      verified: 200,
      other: 200,
      deleted: 200,
      moderator: 200,
    });
    const members = { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401, moderator: 200 };
    expect(await asRoles("GET", `/api/prep/quiz/${roundId}`)).toEqual(members);
    expect(await asRoles("GET", "/api/prep/quiz/results")).toEqual(members);
    expect(await asRoles("POST", `/api/prep/quiz/${roundId}/answers`, answersFor(questionIds, [0, 1]))).toEqual({
      visitor: 401,
      unverified: 403,
      verified: 200,
      other: 200,
      deleted: 401,
      moderator: 200,
    });
    // Each member sees only their own sitting: the unverified member never sat, which is an answer (200, status none).
    expect(await asRoles("GET", `/api/prep/quiz/${roundId}/result`)).toEqual(members);
    const none = await call("GET", `/api/prep/quiz/${roundId}/result`, roles.headers.unverified);
    expect(none.body.data).toEqual({ status: "none", roundId });
  });
});

describe("sitting a round", () => {
  it("grades once per member and hides answers until they open", async () => {
    const { roundId, questionIds } = await makeRound(-DAY, DAY, 2 * DAY, 4);
    const paper = await call("GET", `/api/prep/quiz/${roundId}`, roles.headers.verified);
    expect(paper.body.data.questions).toHaveLength(4);
    expect(paper.body.data.questions.every((q: Json) => q.correctIndex === null && q.explanation === null)).toBe(true);

    const sat = await call("POST", `/api/prep/quiz/${roundId}/answers`, roles.headers.verified, answersFor(questionIds, [0, 1, 0, null]));
    expect(sat.status).toBe(200);
    expect(sat.body.data).toMatchObject({
      status: "graded",
      gradingFailed: false,
      answerCount: 2,
      questionCount: 4,
      score: 50,
      passed: false,
    });
    expect(sat.body.data.answerUrl).toBeNull();
    expect(sat.body.data.marks).toBeNull();

    const again = await call("POST", `/api/prep/quiz/${roundId}/answers`, roles.headers.verified, answersFor(questionIds, [0, 1, 2, 3]));
    expect(again.status).toBe(409);
    expect(again.body.errorMsg).toBe("이미 응시한 회차입니다.");

    // The answers open: the paper shows them, the result links to them and marks each answer.
    await platform.handle.db
      .update(quizRounds)
      .set({ endsAt: new Date(Date.now() - 1000), answerOpensAt: new Date(Date.now() - 1000) })
      .where(eq(quizRounds.roundId, roundId));
    const open = await call("GET", `/api/prep/quiz/${roundId}`, roles.headers.verified);
    expect(open.body.data.questions.map((q: Json) => q.correctIndex)).toEqual([0, 1, 2, 3]);
    expect(open.body.data.questions[0].explanation).toBe("해설 1");
    const result = await call("GET", `/api/prep/quiz/${roundId}/result`, roles.headers.verified);
    expect(result.body.data.answerUrl).toBe(`/exhibit/prep/economy/quiz/${roundId}`);
    expect(result.body.data.marks).toEqual([true, true, false, false]);
  });

  it("refuses sittings outside the period and answers to another paper", async () => {
    const later = await makeRound(DAY, 2 * DAY, 3 * DAY, 2);
    const early = await call("POST", `/api/prep/quiz/${later.roundId}/answers`, roles.headers.other, answersFor(later.questionIds, [0, 0]));
    expect(early.status).toBe(409);
    expect(early.body.errorMsg).toBe("아직 응시 기간이 아닙니다.");
    expect((await call("GET", `/api/prep/quiz/${later.roundId}`, roles.headers.other)).status).toBe(409);

    const ended = await makeRound(-2 * DAY, -DAY, -DAY, 2);
    const late = await call("POST", `/api/prep/quiz/${ended.roundId}/answers`, roles.headers.other, answersFor(ended.questionIds, [0, 0]));
    expect(late.status).toBe(409);
    expect(late.body.errorMsg).toBe("응시 기간이 끝났습니다.");

    const open = await makeRound(-DAY, DAY, DAY, 2);
    const partial = await call(
      "POST",
      `/api/prep/quiz/${open.roundId}/answers`,
      roles.headers.other,
      answersFor(open.questionIds.slice(0, 1), [0]),
    );
    expect(partial.status).toBe(409);
    const foreign = await call(
      "POST",
      `/api/prep/quiz/${open.roundId}/answers`,
      roles.headers.other,
      answersFor(later.questionIds, [0, 0]),
    );
    expect(foreign.status).toBe(409);
    // The paper is locked once someone sat it.
    expect(
      (await call("POST", `/api/prep/quiz/${open.roundId}/answers`, roles.headers.other, answersFor(open.questionIds, [0, 1]))).body.data
        .score,
    ).toBe(100);
    const add = await call("POST", `/api/admin/quiz/rounds/${open.roundId}/questions`, moderator, {
      prompt: "추가",
      options: ["a", "b", "c", "d"],
      correctIndex: 0,
    });
    expect(add.status).toBe(409);
    expect((await call("DELETE", `/api/admin/quiz/rounds/${open.roundId}`, moderator)).status).toBe(409);
  });

  it("keeps a failed grading as 채점 실패 and regrades after the correction", async () => {
    const { roundId, questionIds } = await makeRound(-DAY, DAY, 2 * DAY, 2);
    // A question broken behind the rules' back (an imported paper): grading cannot be trusted.
    await platform.handle.db.update(quizQuestions).set({ correctIndex: 7 }).where(eq(quizQuestions.questionId, questionIds[1]!));
    const sat = await call("POST", `/api/prep/quiz/${roundId}/answers`, roles.headers.other, answersFor(questionIds, [0, 1]));
    expect(sat.body.data).toMatchObject({ status: "failed", gradingFailed: true, answerCount: null, score: null, passed: false });
    const detail = await call("GET", `/api/admin/quiz/rounds/${roundId}`, moderator);
    expect(detail.body.data.results[0]).toMatchObject({ status: "failed", gradingError: "question 2: invalid correct" });
    const fixed = await call("PUT", `/api/admin/quiz/questions/${questionIds[1]}`, moderator, {
      prompt: "문제 2",
      options: ["가", "나", "다", "라"],
      correctIndex: 1,
      explanation: "고친 해설",
    });
    expect(fixed.body.data.results[0]).toMatchObject({ status: "graded", answerCount: 2, score: 100 });
    const mine = await call("GET", "/api/prep/quiz/results", roles.headers.other);
    const entry = mine.body.data.resultList.find((r: Json) => r.quiz.roundId === roundId);
    expect(entry).toMatchObject({ passed: true, certificateNo: expect.stringMatching(/^ECO-\d{3}-\d{6}$/) });
  });

  it("validates rounds and questions", async () => {
    const bad = await call("POST", "/api/admin/quiz/rounds", moderator, {
      category: "economy",
      round: 8000,
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + DAY).toISOString(),
      answerOpenDate: new Date().toISOString(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMsg).toBe("해설 공개일은 응시 종료 이후여야 합니다.");
    const { roundId } = await makeRound(DAY, 2 * DAY, 2 * DAY, 0);
    const three = await call("POST", `/api/admin/quiz/rounds/${roundId}/questions`, moderator, {
      prompt: "x",
      options: ["a", "b", "c"],
      correctIndex: 0,
    });
    expect(three.status).toBe(400);
    const wrong = await call("POST", `/api/admin/quiz/rounds/${roundId}/questions`, moderator, {
      prompt: "x",
      options: ["a", "b", "c", "d"],
      correctIndex: 4,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMsg).toBe("정답은 보기 중 하나여야 합니다.");
  });
});
