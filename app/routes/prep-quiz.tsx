// /exhibit/prep/:category/quiz/:roundId (members): sit a round of the test-prep quiz — one
// submission inside the sitting period, graded at once — then the result (score, correct
// answers, pass, or 채점 실패) and, from the opening date, each question's answer and
// explanation beside the member's own choice (docs/product/exhibits.md §2).
import { useEffect, useState, type FormEvent } from "react";
import { data, Link, useFetcher, useLoaderData, type MetaFunction } from "react-router";
import { say } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { isPrepCategory } from "../../core/quiz";
import type { QuizPaper, QuizResult } from "../../server/modules/quiz/types";
import { Button } from "../components/ui/button";
import { FormAlert } from "../components/ui/field";
import { categoryText } from "../features/exhibits/quiz-header";
import { QUIZ_TEXT } from "../features/exhibits/text";
import { LISTS } from "../features/search/text";
import { useIsMobile } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/exhibits.css";

export async function loader({ params, context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  const roundId = Number(params.roundId);
  const info = Number.isSafeInteger(roundId) && roundId > 0 && roundId < 2 ** 31 ? await context.services.quiz.info(roundId) : null;
  if (!info || !isPrepCategory(String(params.category)) || info.category !== params.category) {
    throw data(say(LISTS.pageNotFound, context.language), { status: 404 });
  }
  const [paper, result] = await Promise.all([
    info.state === "upcoming" ? null : context.services.quiz.paper(roundId),
    context.services.quiz.myResult(context.viewer.userNo, roundId),
  ]);
  return { info, paper, result };
}

export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.write("POST /api/prep/quiz/:roundId/answers", input, tools));
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function PrepQuiz() {
  const { info, paper, result } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  const mobile = useIsMobile();
  const prefix = mobile ? "/m" : "";
  return (
    <div className={mobile ? "m-container quiz-page" : "container quiz-page"}>
      <header className="quiz-page-head">
        <Link to={`${prefix}/exhibit/prep/${info.category}`} className="quiz-back">
          {t(QUIZ_TEXT.backToExhibit)}
        </Link>
        <h1>
          {t(QUIZ_TEXT.round, { n: info.round })} · {t(categoryText(info.category))}
          {info.title ? ` · ${info.title}` : ""}
        </h1>
        <p className="quiz-page-meta">
          <span>{t(QUIZ_TEXT.period, { from: format.date(info.startDate), to: format.date(info.endDate) })}</span>
          <span>{t(QUIZ_TEXT.questions, { n: info.questionCount })}</span>
          {info.answersOpen ? null : <span>{t(QUIZ_TEXT.answerOpens, { date: format.date(info.answerOpenDate) })}</span>}
        </p>
      </header>
      {result ? <ResultCard result={result} mobile={mobile} /> : null}
      {!result && info.state === "upcoming" ? (
        <p className="quiz-note">{t(QUIZ_TEXT.notOpenPaper, { date: format.date(info.startDate) })}</p>
      ) : null}
      {!result && info.state === "closed" ? <p className="quiz-note">{t(QUIZ_TEXT.closedNotSat)}</p> : null}
      {!result && info.state === "open" && paper ? <QuizForm paper={paper} /> : null}
      {paper && info.answersOpen ? <Explanations paper={paper} result={result} /> : null}
    </div>
  );
}

function ResultCard({ result, mobile }: { result: QuizResult; mobile: boolean }) {
  const t = useT();
  return (
    <section className="quiz-result" aria-labelledby="quiz-result-title" data-status={result.status}>
      <h2 id="quiz-result-title">{t(QUIZ_TEXT.resultTitle)}</h2>
      {result.gradingFailed ? (
        <>
          <p className="quiz-result-score quiz-score-failed">{t(QUIZ_TEXT.gradingFailed)}</p>
          <p>{t(QUIZ_TEXT.gradingFailedHint)}</p>
        </>
      ) : (
        <>
          <p className="quiz-result-score">{t(QUIZ_TEXT.score, { n: result.score ?? 0 })}</p>
          <p className="quiz-result-count">{t(QUIZ_TEXT.correctCount, { n: result.answerCount ?? 0, total: result.questionCount })}</p>
          <p className={result.passed ? "quiz-pass" : "quiz-fail"}>
            {result.passed ? t(QUIZ_TEXT.passed) : t(QUIZ_TEXT.notPassed, { n: result.quiz.passScore })}
          </p>
        </>
      )}
      {!mobile ? (
        <Link to="/prep-cert" className="btn btn-blue-outline">
          {t(QUIZ_TEXT.toCert)}
        </Link>
      ) : null}
    </section>
  );
}

function QuizForm({ paper }: { paper: QuizPaper }) {
  const t = useT();
  const save = useFetcher<typeof action>();
  const [choices, setChoices] = useState<Record<number, number>>({});
  const [confirming, setConfirming] = useState(false);
  const blanks = paper.questions.filter((q) => choices[q.questionId] === undefined).length;
  useEffect(() => setConfirming(false), [choices]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.state !== "idle") return;
    if (blanks > 0 && !confirming) return setConfirming(true);
    void save.submit(
      {
        roundId: paper.roundId,
        answers: paper.questions.map((q) => ({ questionId: q.questionId, choice: choices[q.questionId] ?? null })),
      },
      { method: "post", encType: "application/json" },
    );
  };
  const refusal = save.data && !save.data.ok && save.state === "idle" ? save.data.message : null;
  return (
    <form className="quiz-form" onSubmit={submit} noValidate aria-busy={save.state !== "idle"}>
      <p className="quiz-note">{t(QUIZ_TEXT.once)}</p>
      <ol className="quiz-questions">
        {paper.questions.map((q, i) => (
          <li key={q.questionId} className="quiz-question">
            <fieldset>
              <legend>
                <span className="quiz-question-no">{t(QUIZ_TEXT.question, { n: i + 1 })}</span> {q.prompt}
              </legend>
              {q.options.map((option, k) => (
                <label key={k} className="quiz-option">
                  <input
                    type="radio"
                    name={`q-${q.questionId}`}
                    value={k}
                    checked={choices[q.questionId] === k}
                    onChange={() => setChoices((c) => ({ ...c, [q.questionId]: k }))}
                  />
                  <span className="quiz-option-no">{k + 1}</span>
                  <span>{option}</span>
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      <FormAlert
        message={
          refusal ? { tone: "error", text: refusal } : confirming ? { tone: "info", text: t(QUIZ_TEXT.unanswered, { n: blanks }) } : null
        }
      />
      <Button type="submit" variant="blue" pending={save.state !== "idle"}>
        {t(QUIZ_TEXT.submit)}
      </Button>
    </form>
  );
}

function Explanations({ paper, result }: { paper: QuizPaper; result: QuizResult | null }) {
  const t = useT();
  return (
    <section className="quiz-explanations" aria-labelledby="quiz-explanations-title">
      <h2 id="quiz-explanations-title">{t(QUIZ_TEXT.explanations)}</h2>
      <ol className="quiz-questions">
        {paper.questions.map((q, i) => {
          const mine = result ? (result.answers[i] ?? null) : undefined;
          const mark = result?.marks?.[i];
          return (
            <li key={q.questionId} className="quiz-question" data-mark={mark === undefined ? undefined : mark ? "right" : "wrong"}>
              <p className="quiz-question-prompt">
                <span className="quiz-question-no">{t(QUIZ_TEXT.question, { n: i + 1 })}</span> {q.prompt}
                {mark === undefined ? null : (
                  <span className={`quiz-mark quiz-mark-${mark ? "right" : "wrong"}`}>{t(mark ? QUIZ_TEXT.right : QUIZ_TEXT.wrong)}</span>
                )}
              </p>
              <ol className="quiz-options-read">
                {q.options.map((option, k) => (
                  <li key={k} data-correct={k === q.correctIndex ? "true" : undefined} data-mine={k === mine ? "true" : undefined}>
                    <span className="quiz-option-no">{k + 1}</span> {option}
                  </li>
                ))}
              </ol>
              <p className="quiz-answer-line">
                <strong>{t(QUIZ_TEXT.correct)}</strong> {(q.correctIndex ?? 0) + 1}
                {result ? (
                  <>
                    {" · "}
                    <strong>{t(QUIZ_TEXT.mine)}</strong> {mine === null || mine === undefined ? t(QUIZ_TEXT.blank) : mine + 1}
                  </>
                ) : null}
              </p>
              {q.explanation ? (
                <p className="quiz-explanation">
                  <strong>{t(QUIZ_TEXT.explanation)}</strong> {q.explanation}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
