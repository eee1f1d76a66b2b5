// /prep-cert (members, desktop): the test-prep partner's certification (decision 0165). Each
// round the member sat, with the score and correct answers (or 채점 실패); a round they passed
// has its certificate — member, round, score, number, date — to print or save as PDF through
// the browser's print dialog (only the chosen certificate is printed).
import { useState } from "react";
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { say } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { PREP_CATEGORIES } from "../../core/quiz";
import type { QuizResult } from "../../server/modules/quiz/types";
import { Button } from "../components/ui/button";
import { categoryText } from "../features/exhibits/quiz-header";
import { CERT_TEXT, QUIZ_TEXT } from "../features/exhibits/text";
import { useFormat, useT } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/exhibits.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  const results = await context.services.quiz.myResults(context.viewer.userNo);
  return { results, userName: context.viewer.userName, siteName: context.services.site().siteName };
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function PrepCert() {
  const { results, userName, siteName } = useLoaderData<typeof loader>();
  const t = useT();
  const [printing, setPrinting] = useState<number | null>(null);
  const print = (resultId: number) => {
    setPrinting(resultId);
    // The print stylesheet shows only the marked certificate; the dialog saves a PDF too.
    requestAnimationFrame(() => {
      window.print();
      setPrinting(null);
    });
  };
  return (
    <div className="container prep-cert" data-printing={printing ?? undefined}>
      <section className="prep-hero">
        <span className="prep-badge">{t(QUIZ_TEXT.header)}</span>
        <h1>{t(CERT_TEXT.title)}</h1>
        <p>{t(CERT_TEXT.lead)}</p>
      </section>
      {results.length === 0 ? (
        <div className="empty-state">
          <strong>{t(CERT_TEXT.empty)}</strong>
          <Link to={`/exhibit/prep/${PREP_CATEGORIES[0]}`}>{t(CERT_TEXT.goQuiz)}</Link>
        </div>
      ) : (
        <ul className="cert-list">
          {results.map((r) => (
            <CertEntry
              key={r.resultId}
              result={r}
              userName={userName}
              siteName={siteName}
              printing={printing === r.resultId}
              onPrint={print}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function CertEntry(props: {
  result: QuizResult;
  userName: string;
  siteName: string;
  printing: boolean;
  onPrint: (resultId: number) => void;
}) {
  const { result: r } = props;
  const t = useT();
  const format = useFormat();
  const round = t(QUIZ_TEXT.round, { n: r.quiz.round });
  const category = t(categoryText(r.quiz.category));
  return (
    <li className="cert-entry" data-printing={props.printing ? "true" : undefined}>
      <div className="cert-summary">
        <strong>
          {round} · {category}
          {r.quiz.title ? ` · ${r.quiz.title}` : ""}
        </strong>
        <span>{t(CERT_TEXT.sittedOn, { date: format.date(r.sittedAt) })}</span>
        {r.gradingFailed ? (
          <span className="quiz-score-failed">{t(QUIZ_TEXT.gradingFailed)}</span>
        ) : (
          <>
            <span>{t(QUIZ_TEXT.score, { n: r.score ?? 0 })}</span>
            <span>{t(QUIZ_TEXT.correctCount, { n: r.answerCount ?? 0, total: r.questionCount })}</span>
            <span className={r.passed ? "quiz-pass" : "quiz-fail"}>
              {r.passed ? t(QUIZ_TEXT.passed) : t(QUIZ_TEXT.notPassed, { n: r.quiz.passScore })}
            </span>
          </>
        )}
        <span className="cert-actions">
          {r.answerUrl ? <Link to={r.answerUrl}>{t(QUIZ_TEXT.answerLink)}</Link> : null}
          {r.passed ? (
            <Button size="sm" variant="blue" onClick={() => props.onPrint(r.resultId)}>
              {t(CERT_TEXT.print)}
            </Button>
          ) : null}
        </span>
      </div>
      {r.passed && r.certificateNo ? (
        <article className="certificate" aria-label={t(CERT_TEXT.certTitle)}>
          <p className="certificate-site">{props.siteName}</p>
          <h2>{t(CERT_TEXT.certTitle)}</h2>
          <p className="certificate-name">{props.userName}</p>
          <p className="certificate-body">
            {t(CERT_TEXT.certBody, {
              site: props.siteName,
              category,
              round,
              total: r.questionCount,
              n: r.answerCount ?? 0,
              score: r.score ?? 0,
            })}
          </p>
          <p className="certificate-meta">
            <span>{t(CERT_TEXT.certNo, { no: r.certificateNo })}</span>
            <span>{t(CERT_TEXT.sittedOn, { date: format.date(r.sittedAt) })}</span>
          </p>
        </article>
      ) : null}
    </li>
  );
}
