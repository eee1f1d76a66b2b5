// /admin/quiz (moderators, desktop): the test-prep quiz's rounds — category, number, sitting
// period, answer opening date, pass mark —, their questions (4–5 options, one correct, an
// explanation) and the members' results, with grading run again after a correction. Writes go
// through this page's action, the same commands as /api/admin/quiz.
import { requireConsoleTwoFactor } from "../features/admin/console-access";
import { useState, type FormEvent } from "react";
import { data, Link, useLoaderData, useNavigate, type MetaFunction } from "react-router";
import { pageIntents } from "../lib/page-intents";
import { say } from "../../core/i18n";
import { ADMIN_MSG, MSG } from "../../core/messages";
import { PREP_CATEGORIES, QUIZ_MAX_OPTIONS, QUIZ_MSG, questionProblem } from "../../core/quiz";
import type { QuizQuestionAdmin, QuizRoundAdminDetail } from "../../server/modules/quiz/types";
import { Button } from "../components/ui/button";
import { Field, FormAlert } from "../components/ui/field";
import { instant, localInput, useAdminWrite } from "../features/exhibits/admin-write";
import { categoryText } from "../features/exhibits/quiz-header";
import { ADMIN_EXHIBIT_TEXT, ADMIN_QUIZ_TEXT as TEXT, QUIZ_TEXT } from "../features/exhibits/text";
import { useFormat, useT, type Showable } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";
import "../styles/exhibits.css";

export async function loader({ request, context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  if (context.viewer.role === "member") throw data(say(ADMIN_MSG.forbidden, context.language), { status: 403 });
  requireConsoleTwoFactor(context.viewer);
  const url = new URL(request.url);
  const id = Number(url.searchParams.get("id"));
  const rounds = await context.services.quiz.roundsForModerator();
  const selected = rounds.some((r) => r.roundId === id) ? await context.services.quiz.roundForModerator(id) : null;
  return { rounds, selected };
}

const WRITES = pageIntents({
  createRound: "POST /api/admin/quiz/rounds",
  updateRound: "PUT /api/admin/quiz/rounds/:roundId",
  deleteRound: "DELETE /api/admin/quiz/rounds/:roundId",
  regrade: "POST /api/admin/quiz/rounds/:roundId/regrade",
  addQuestion: "POST /api/admin/quiz/rounds/:roundId/questions",
  updateQuestion: "PUT /api/admin/quiz/questions/:questionId",
  removeQuestion: "DELETE /api/admin/quiz/questions/:questionId",
});

/** `intent` names the API route; the rest is its path parameters and body. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, async (input, tools) => (await WRITES.run(context.services, input, tools)).data);
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

const STATE_TEXT = { upcoming: TEXT.upcoming, open: TEXT.open, closed: TEXT.closed } as const;

export default function AdminQuiz() {
  const { rounds, selected } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container admin-site">
      <p className="admin-back">
        <Link to="/admin">{t(ADMIN_EXHIBIT_TEXT.console)}</Link>
      </p>
      <h1 className="page-heading">{t(TEXT.heading)}</h1>
      <div className="admin-columns">
        <section className="settings-card admin-list" aria-labelledby="round-list">
          <h2 id="round-list">{t(TEXT.rounds)}</h2>
          {rounds.length === 0 ? <p className="field-hint">{t(TEXT.none)}</p> : null}
          <ul>
            {rounds.map((r) => (
              <li key={r.roundId} aria-current={selected?.roundId === r.roundId ? "true" : undefined}>
                <Link to={`/admin/quiz?id=${r.roundId}`}>
                  <strong>
                    {t(QUIZ_TEXT.round, { n: r.round })} · {t(categoryText(r.category))}
                    {r.title ? ` · ${r.title}` : ""}
                  </strong>
                  <span>
                    {t(STATE_TEXT[r.state])}
                    {r.answersOpen ? ` · ${t(TEXT.answersOpen)}` : ""} ·{" "}
                    {t(TEXT.summary, { questions: r.questionCount, results: r.resultCount })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link className="btn btn-blue-outline" to="/admin/quiz">
            {t(TEXT.newRound)}
          </Link>
        </section>
        <div className="admin-detail">
          {selected ? (
            <>
              <RoundForm key={`round-${selected.roundId}-${selected.answerOpenDate}-${selected.endDate}`} round={selected} />
              <Questions round={selected} />
              <Results round={selected} />
            </>
          ) : (
            <RoundForm key="new" round={null} />
          )}
        </div>
      </div>
    </div>
  );
}

function RoundForm({ round }: { round: QuizRoundAdminDetail | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    category: round?.category ?? PREP_CATEGORIES[0],
    round: String(round?.round ?? ""),
    title: round?.title ?? "",
    startDate: localInput(round?.startDate ?? null),
    endDate: localInput(round?.endDate ?? null),
    answerOpenDate: localInput(round?.answerOpenDate ?? null),
    passScore: String(round?.passScore ?? 60),
  });
  const [problem, setProblem] = useState<Showable | null>(null);
  const write = useAdminWrite<QuizRoundAdminDetail>(TEXT.saved, (saved) => {
    if (!round) navigate(`/admin/quiz?id=${saved.roundId}`);
  });
  const remove = useAdminWrite<null>(TEXT.deleted, () => navigate("/admin/quiz"));
  const set = (name: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (write.pending) return;
    const startDate = instant(values.startDate);
    const endDate = instant(values.endDate);
    const answerOpenDate = instant(values.answerOpenDate);
    if (!startDate || !endDate || !answerOpenDate || !Number(values.round)) return setProblem(ADMIN_EXHIBIT_TEXT.required);
    write.send(round ? "updateRound" : "createRound", {
      ...(round ? { roundId: round.roundId } : {}),
      category: values.category,
      round: Number(values.round),
      title: values.title,
      startDate,
      endDate,
      answerOpenDate,
      passScore: Number(values.passScore),
    });
  };
  const shown = problem ?? write.refusal ?? remove.refusal;
  return (
    <section className="settings-card" aria-labelledby="round-form-title">
      <h2 id="round-form-title">
        {round ? `${t(QUIZ_TEXT.round, { n: round.round })} · ${t(categoryText(round.category))}` : t(TEXT.newRound)}
      </h2>
      <form onSubmit={submit} noValidate aria-busy={write.pending}>
        <div className="admin-row">
          <label>
            {t(TEXT.category)}
            <select value={values.category} onChange={(e) => set("category", e.target.value)}>
              {PREP_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(categoryText(c))}
                </option>
              ))}
            </select>
          </label>
          <Field
            id="round-number"
            label={TEXT.round}
            inputMode="numeric"
            value={values.round}
            maxLength={5}
            onValue={(v) => set("round", v)}
          />
          <Field
            id="round-pass"
            label={TEXT.passScore}
            inputMode="numeric"
            value={values.passScore}
            maxLength={3}
            onValue={(v) => set("passScore", v)}
          />
        </div>
        <Field id="round-title" label={TEXT.title} value={values.title} maxLength={100} onValue={(v) => set("title", v)} />
        <div className="admin-row">
          <label>
            {t(TEXT.start)}
            <input id="round-start" type="datetime-local" value={values.startDate} onChange={(e) => set("startDate", e.target.value)} />
          </label>
          <label>
            {t(TEXT.end)}
            <input id="round-end" type="datetime-local" value={values.endDate} onChange={(e) => set("endDate", e.target.value)} />
          </label>
          <label>
            {t(TEXT.answerOpen)}
            <input
              id="round-answers"
              type="datetime-local"
              value={values.answerOpenDate}
              onChange={(e) => set("answerOpenDate", e.target.value)}
            />
          </label>
        </div>
        <FormAlert message={shown ? { tone: "error", text: shown } : null} />
        <div className="admin-row">
          <Button type="submit" variant="blue" pending={write.pending}>
            {t(TEXT.save)}
          </Button>
          {round && round.resultCount === 0 ? (
            <Button variant="red" pending={remove.pending} onClick={() => remove.send("deleteRound", { roundId: round.roundId })}>
              {t(TEXT.deleteRound)}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function Questions({ round }: { round: QuizRoundAdminDetail }) {
  const t = useT();
  return (
    <section className="settings-card" aria-labelledby="questions-title">
      <h2 id="questions-title">
        {t(TEXT.questions)} ({round.questions.length})
      </h2>
      {round.questions.length === 0 ? <p className="field-hint">{t(TEXT.noQuestions)}</p> : null}
      <ol className="admin-questions">
        {round.questions.map((q, i) => (
          <li key={`${q.questionId}-${q.correctIndex}-${q.prompt}`}>
            <QuestionForm roundId={round.roundId} question={q} no={i + 1} locked={round.resultCount > 0} />
          </li>
        ))}
      </ol>
      {round.resultCount === 0 ? (
        <QuestionForm key={round.questions.length} roundId={round.roundId} question={null} no={round.questions.length + 1} locked={false} />
      ) : null}
    </section>
  );
}

function QuestionForm({
  roundId,
  question,
  no,
  locked,
}: {
  roundId: number;
  question: QuizQuestionAdmin | null;
  no: number;
  locked: boolean;
}) {
  const t = useT();
  const [prompt, setPrompt] = useState(question?.prompt ?? "");
  const [options, setOptions] = useState(() => Array.from({ length: QUIZ_MAX_OPTIONS }, (_, i) => question?.options[i] ?? ""));
  const [correct, setCorrect] = useState(question?.correctIndex ?? 0);
  const [explanation, setExplanation] = useState(question?.explanation ?? "");
  const [problem, setProblem] = useState<Showable | null>(null);
  const save = useAdminWrite(question ? TEXT.questionSaved : TEXT.questionAdded);
  const remove = useAdminWrite(TEXT.questionRemoved);
  const id = question ? `q-${question.questionId}` : "q-new";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.pending) return;
    const filled = options.map((o) => o.trim());
    const used = filled.at(-1) ? filled : filled.slice(0, -1);
    const wrong = questionProblem({ options: used, correctIndex: correct });
    if (!prompt.trim()) return setProblem(TEXT.prompt);
    if (wrong) return setProblem(QUIZ_MSG[wrong]);
    setProblem(null);
    const body = { prompt, options: used, correctIndex: correct, explanation };
    save.send(question ? "updateQuestion" : "addQuestion", question ? { questionId: question.questionId, ...body } : { roundId, ...body });
  };
  const refusal = problem ?? save.refusal ?? remove.refusal;
  return (
    <form className="admin-question" onSubmit={submit} noValidate aria-busy={save.pending} aria-label={t(QUIZ_TEXT.question, { n: no })}>
      <h3>{question ? t(QUIZ_TEXT.question, { n: no }) : t(TEXT.addQuestion)}</h3>
      <label className="field-label" htmlFor={`${id}-prompt`}>
        {t(TEXT.prompt)}
      </label>
      <textarea
        id={`${id}-prompt`}
        className="admin-textarea"
        rows={2}
        maxLength={2000}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
      />
      <p className="field-hint">{t(TEXT.optionHint)}</p>
      <div className="admin-options">
        {options.map((o, k) => (
          <label key={k} className="admin-option">
            <input
              type="radio"
              name={`${id}-correct`}
              checked={correct === k}
              onChange={() => setCorrect(k)}
              aria-label={t(TEXT.correctOption)}
            />
            <input
              id={`${id}-option-${k}`}
              type="text"
              placeholder={t(TEXT.option, { n: k + 1 })}
              maxLength={500}
              value={o}
              onChange={(e) => setOptions((list) => list.map((x, j) => (j === k ? e.target.value : x)))}
            />
          </label>
        ))}
      </div>
      <label className="field-label" htmlFor={`${id}-explanation`}>
        {t(TEXT.explanation)}
      </label>
      <textarea
        id={`${id}-explanation`}
        className="admin-textarea"
        rows={2}
        maxLength={4000}
        value={explanation}
        onChange={(e) => setExplanation(e.target.value)}
      />
      <FormAlert message={refusal ? { tone: "error", text: refusal } : null} />
      <div className="admin-row">
        <Button type="submit" size="sm" variant="blue" pending={save.pending}>
          {t(question ? TEXT.saveQuestion : TEXT.addQuestion)}
        </Button>
        {question && !locked ? (
          <Button
            size="sm"
            variant="red"
            pending={remove.pending}
            onClick={() => remove.send("removeQuestion", { questionId: question.questionId })}
          >
            {t(TEXT.removeQuestion)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Results({ round }: { round: QuizRoundAdminDetail }) {
  const t = useT();
  const format = useFormat();
  const regrade = useAdminWrite(TEXT.regraded);
  return (
    <section className="settings-card" aria-labelledby="results-title">
      <h2 id="results-title">
        {t(TEXT.results)} ({round.results.length})
      </h2>
      {round.results.length === 0 ? (
        <p className="field-hint">{t(TEXT.noResults)}</p>
      ) : (
        <>
          <table className="admin-results">
            <thead>
              <tr>
                <th>{t(TEXT.member)}</th>
                <th>{t(TEXT.score)}</th>
                <th>{t(TEXT.correctCount)}</th>
                <th>{t(TEXT.status)}</th>
                <th>{t(TEXT.sittedAt)}</th>
              </tr>
            </thead>
            <tbody>
              {round.results.map((r) => (
                <tr key={r.resultId}>
                  <td>
                    {r.userName} ({r.userId})
                  </td>
                  <td>{r.score ?? "-"}</td>
                  <td>{r.answerCount === null ? "-" : `${r.answerCount}/${r.questionCount}`}</td>
                  <td>{r.status === "graded" ? t(TEXT.graded) : `${t(QUIZ_TEXT.gradingFailed)} (${r.gradingError ?? ""})`}</td>
                  <td>{format.date(r.sittedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button
            size="sm"
            variant="blue-outline"
            pending={regrade.pending}
            onClick={() => regrade.send("regrade", { roundId: round.roundId })}
          >
            {t(TEXT.regrade)}
          </Button>
        </>
      )}
    </section>
  );
}
