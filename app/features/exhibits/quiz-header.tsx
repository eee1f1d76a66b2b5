// The quiz header of a prep exhibit (docs/product/exhibits.md §2.3): the round number, the
// category, the sitting period, the answer-explanation link or the date it opens, and — for a
// member who sat the round — the number of correct answers, or 채점 실패. The round comes with
// the shared page; the member's own result is fetched after the page loads.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { QuizInfo, QuizResult } from "../../../server/modules/quiz/types";
import { api } from "../../lib/api";
import { useFormat, useT } from "../../lib/i18n";
import { useRootData } from "../../lib/viewer";
import { QUIZ_TEXT } from "./text";

export const CATEGORY_TEXT = { economy: QUIZ_TEXT.economy } as const;

export function categoryText(category: string) {
  return CATEGORY_TEXT[category as keyof typeof CATEGORY_TEXT] ?? QUIZ_TEXT.economy;
}

export function quizPath(mobile: boolean, quiz: Pick<QuizInfo, "category" | "roundId">): string {
  return `${mobile ? "/m" : ""}/exhibit/prep/${quiz.category}/quiz/${quiz.roundId}`;
}

/** The member's sitting of the round, once known (null: not sat or a visitor). */
function useMyResult(roundId: number | null): QuizResult | null {
  const { viewer } = useRootData();
  const [result, setResult] = useState<QuizResult | null>(null);
  useEffect(() => {
    if (!viewer || !roundId) return;
    let live = true;
    void api("GET /api/prep/quiz/:roundId/result", { params: { roundId } }).then((answer) => {
      if (live && answer.ok && answer.data.status !== "none") setResult(answer.data);
    });
    return () => {
      live = false;
    };
  }, [viewer, roundId]);
  return result;
}

export function QuizHeader({ quiz, mobile }: { quiz: QuizInfo | null; mobile: boolean }) {
  const t = useT();
  const format = useFormat();
  const mine = useMyResult(quiz?.roundId ?? null);
  if (!quiz) {
    return (
      <section className="quiz-header" aria-label={t(QUIZ_TEXT.header)}>
        <p className="quiz-header-none">{t(QUIZ_TEXT.none)}</p>
      </section>
    );
  }
  const path = quizPath(mobile, quiz);
  return (
    <section className="quiz-header" aria-label={t(QUIZ_TEXT.header)} data-state={quiz.state}>
      <div className="quiz-header-main">
        <strong className="quiz-round">{t(QUIZ_TEXT.round, { n: quiz.round })}</strong>
        <span className="quiz-category">{t(categoryText(quiz.category))}</span>
        {quiz.title ? <span className="quiz-title">{quiz.title}</span> : null}
        <span className="quiz-period">{t(QUIZ_TEXT.period, { from: format.date(quiz.startDate), to: format.date(quiz.endDate) })}</span>
        <span className="quiz-count">{t(QUIZ_TEXT.questions, { n: quiz.questionCount })}</span>
      </div>
      <div className="quiz-header-side">
        {quiz.answersOpen ? (
          <Link className="quiz-answer-link" to={path}>
            {t(QUIZ_TEXT.answerLink)}
          </Link>
        ) : (
          <span className="quiz-answer-date">{t(QUIZ_TEXT.answerOpens, { date: format.date(quiz.answerOpenDate) })}</span>
        )}
        {mine ? (
          mine.gradingFailed ? (
            <span className="quiz-score quiz-score-failed">{t(QUIZ_TEXT.gradingFailed)}</span>
          ) : (
            <Link className="quiz-score" to={path}>
              {t(QUIZ_TEXT.correctCount, { n: mine.answerCount ?? 0, total: mine.questionCount })}
            </Link>
          )
        ) : quiz.state === "open" ? (
          <Link className="btn btn-blue quiz-take" to={path}>
            {t(QUIZ_TEXT.take)}
          </Link>
        ) : quiz.state === "upcoming" ? (
          <span className="quiz-answer-date">{t(QUIZ_TEXT.upcoming, { date: format.date(quiz.startDate) })}</span>
        ) : (
          <span className="quiz-answer-date">{t(QUIZ_TEXT.closed)}</span>
        )}
      </div>
    </section>
  );
}
