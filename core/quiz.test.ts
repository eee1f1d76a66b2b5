import { describe, expect, it } from "vitest";
import { answersOpen, certificateNumber, gradeSitting, passed, periodProblem, questionProblem, scoreOf, sittingState } from "./quiz";

const at = (s: string) => new Date(s);
const period = { startsAt: at("2026-12-01T00:00:00Z"), endsAt: at("2026-12-08T00:00:00Z"), answerOpensAt: at("2026-12-10T00:00:00Z") };
const q = (correctIndex: number, n = 4) => ({ options: Array.from({ length: n }, (_, i) => `보기 ${i + 1}`), correctIndex });

describe("quiz periods", () => {
  it("is upcoming before the start, open from the start and closed from the end", () => {
    expect(sittingState(period, at("2026-11-30T23:59:59Z"))).toBe("upcoming");
    expect(sittingState(period, period.startsAt)).toBe("open");
    expect(sittingState(period, at("2026-12-07T23:59:59Z"))).toBe("open");
    expect(sittingState(period, period.endsAt)).toBe("closed");
  });
  it("opens the answers on their date", () => {
    expect(answersOpen(period, at("2026-12-09T23:59:59Z"))).toBe(false);
    expect(answersOpen(period, period.answerOpensAt)).toBe(true);
  });
  it("refuses an end before the start and answers opening before the end", () => {
    expect(periodProblem(period)).toBeNull();
    expect(periodProblem({ ...period, endsAt: period.startsAt })).toBe("endBeforeStart");
    expect(periodProblem({ ...period, answerOpensAt: at("2026-12-07T00:00:00Z") })).toBe("answersBeforeEnd");
    expect(periodProblem({ ...period, answerOpensAt: period.endsAt })).toBeNull();
  });
});

describe("questions", () => {
  it("takes 4 or 5 filled options and a correct one among them", () => {
    expect(questionProblem(q(0))).toBeNull();
    expect(questionProblem(q(4, 5))).toBeNull();
    expect(questionProblem(q(0, 3))).toBe("options");
    expect(questionProblem(q(0, 6))).toBe("options");
    expect(questionProblem({ options: ["a", "b", " ", "d"], correctIndex: 0 })).toBe("options");
    expect(questionProblem(q(4))).toBe("correct");
    expect(questionProblem(q(-1))).toBe("correct");
  });
});

describe("grading", () => {
  it("counts correct answers; blanks are wrong", () => {
    const g = gradeSitting([q(0), q(1), q(2), q(3)], [0, 1, null, 0]);
    expect(g).toEqual({ ok: true, correctCount: 2, questionCount: 4, score: 50, marks: [true, true, false, false] });
  });
  it("fails rather than guesses when the paper and answers differ or a question is broken", () => {
    expect(gradeSitting([q(0), q(1)], [0])).toMatchObject({ ok: false });
    expect(gradeSitting([], [])).toMatchObject({ ok: false });
    expect(gradeSitting([q(0), { options: ["a", "b", "c", "d"], correctIndex: 7 }], [0, 1])).toEqual({
      ok: false,
      error: "question 2: invalid correct",
    });
    expect(gradeSitting([q(0)], [9])).toMatchObject({ ok: false, error: "question 1: answer out of range" });
  });
  it("scores in whole percents and passes at the pass score", () => {
    expect(scoreOf(2, 3)).toBe(66);
    expect(scoreOf(0, 0)).toBe(0);
    expect(passed(60, 60)).toBe(true);
    expect(passed(59, 60)).toBe(false);
  });
  it("numbers certificates by category, round and result", () => {
    expect(certificateNumber("economy", 3, 42)).toBe("ECO-003-000042");
  });
});
