// 하울 AI question search (docs/product/ai.md §7.2): the question box, the answer with its [n]
// citations linking to the quoted posts, the sources, the matching posts and the no-answer
// state. The A/B segment the server gave is kept for the browser session and sent back in its
// header with every question.
import "../../styles/howl.css";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import {
  HOWL_QUESTION_MAX,
  HOWL_SEGMENT_HEADER,
  HOWL_SEGMENT_STORAGE_KEY,
  answerPieces,
  checkHowlQuestion,
  isHowlSegment,
} from "../../../core/howl";
import { searchPath } from "../../../core/search";
import type { ApiData } from "../../lib/api";
import { apiStream } from "../../lib/api-transfer";
import { useT } from "../../lib/i18n";
import { SearchResultList } from "../search/search-results";
import { HOWL } from "./text";

type HowlAnswer = ApiData<"POST /api/v1/howl/question">;

const EXAMPLES = [HOWL.example1, HOWL.example2, HOWL.example3, HOWL.example4];

function storedSegment(): string | null {
  try {
    const value = sessionStorage.getItem(HOWL_SEGMENT_STORAGE_KEY);
    return isHowlSegment(value) ? value : null;
  } catch {
    return null;
  }
}

function storeSegment(segment: string): void {
  try {
    sessionStorage.setItem(HOWL_SEGMENT_STORAGE_KEY, segment);
  } catch {
    // Private mode without storage: the session cookie still keeps the segment.
  }
}

function EngineLabel({ engine }: { engine: HowlAnswer["engine"] }) {
  const t = useT();
  return (
    <span className={engine === "model" ? "howl-engine model" : "howl-engine"} data-engine={engine}>
      {t(engine === "model" ? HOWL.engineModel : HOWL.engineOffline)}
    </span>
  );
}

function AnswerText({ result, mobile }: { result: HowlAnswer; mobile: boolean }) {
  const t = useT();
  const prefix = mobile ? "/m" : "";
  const byNumber = new Map(result.cited.map((c) => [c.n, c]));
  return (
    <p className="howl-answer-text">
      {answerPieces(result.answer).map((piece, i) => {
        if ("text" in piece) return <span key={i}>{piece.text}</span>;
        const source = byNumber.get(piece.cite);
        if (!source) return <span key={i}>[{piece.cite}]</span>;
        return (
          <Link
            key={i}
            to={`${prefix}${source.url}`}
            className="howl-cite"
            aria-label={t(HOWL.citation, { n: source.n, title: source.title })}
            title={source.title}
          >
            [{source.n}]
          </Link>
        );
      })}
    </p>
  );
}

export function HowlQuestionSearch({ mobile }: { mobile: boolean }) {
  const t = useT();
  const [question, setQuestion] = useState("");
  const [asked, setAsked] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<HowlAnswer | null>(null);
  /** The answer so far, while a model writes it. */
  const [typing, setTyping] = useState("");
  const pending = useRef<AbortController | null>(null);
  const prefix = mobile ? "/m" : "";

  const [params] = useSearchParams();
  const fromArea = params.get("q");

  useEffect(() => () => pending.current?.abort(), []);

  const ask = async (text: string) => {
    const checked = checkHowlQuestion(text);
    if (!checked.ok) {
      setError(t(checked.message));
      return;
    }
    setError(null);
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setLoading(true);
    setAsked(checked.value);
    setResult(null);
    setTyping("");
    const segment = storedSegment();
    let finished: HowlAnswer | null = null;
    let failedMidway = false;
    // Streamed: a model's answer appears as it is written; the offline engine sends it whole.
    const answer = await apiStream(
      "POST /api/v1/howl/question/stream",
      { body: { question: checked.value } },
      {
        signal: controller.signal,
        headers: segment ? { [HOWL_SEGMENT_HEADER]: segment } : {},
        failure: HOWL.failed,
        onEvent: ({ event, data }) => {
          if (controller.signal.aborted) return;
          if (event === "delta") setTyping((text) => text + String((data as { text?: unknown }).text ?? ""));
          else if (event === "done") finished = data as HowlAnswer;
          else if (event === "error") failedMidway = true;
        },
      },
    );
    if (controller.signal.aborted) return;
    setLoading(false);
    setTyping("");
    const result = finished as HowlAnswer | null;
    if (!answer.ok || failedMidway || !result) {
      setResult(null);
      setError(answer.ok ? t(HOWL.failed) : answer.message);
      return;
    }
    storeSegment(result.segment);
    setResult(result);
  };

  // A question typed in the area's box (/howl) arrives as ?q= and is asked at once.
  useEffect(() => {
    if (!fromArea) return;
    setQuestion(fromArea);
    void ask(fromArea);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per arriving question
  }, [fromArea]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(question);
  };

  const askExample = (text: string) => {
    setQuestion(text);
    void ask(text);
  };

  return (
    <div className={mobile ? "howl-question m" : "howl-question"}>
      <p className="howl-lead">{t(HOWL.lead)}</p>
      {/* A plain GET form: submitted before the page is live, it comes back as ?q= and is asked then. */}
      <form className="howl-form" method="get" onSubmit={submit} role="search" noValidate>
        <label htmlFor="howl-question-input" className="sr-only">
          {t(HOWL.label)}
        </label>
        <input
          id="howl-question-input"
          name="q"
          type="search"
          value={question}
          maxLength={HOWL_QUESTION_MAX}
          placeholder={t(HOWL.placeholder)}
          aria-invalid={error ? true : undefined}
          aria-describedby="howl-question-error"
          onChange={(event) => setQuestion(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="btn btn-blue" disabled={loading}>
          {t(HOWL.ask)}
        </button>
      </form>
      <p id="howl-question-error" className="howl-error" role={error ? "alert" : undefined}>
        {error ?? ""}
      </p>

      {!result && !loading ? (
        <section className="howl-examples" aria-labelledby="howl-examples-title">
          <h2 id="howl-examples-title">{t(HOWL.examples)}</h2>
          <ul>
            {EXAMPLES.map((example) => (
              <li key={t(example)}>
                <button type="button" className="howl-example" onClick={() => askExample(t(example))}>
                  {t(example)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {loading && typing ? (
        <article className="howl-answer howl-typing" aria-busy="true">
          <header>
            <h2>{t(HOWL.answerTitle)}</h2>
          </header>
          <p className="howl-answer-text">
            {typing}
            <span className="howl-caret" aria-hidden="true" />
          </p>
        </article>
      ) : loading ? (
        <div className="howl-loading" role="status" aria-live="polite">
          <span className="howl-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t(HOWL.asking)}
        </div>
      ) : null}

      {result && !loading ? (
        <section className="howl-result" aria-live="polite">
          {result.noAnswer ? (
            <div className="empty-state howl-no-answer">
              <strong>{t(HOWL.noAnswerTitle)}</strong>
              <p>{result.answer}</p>
              <Link to={searchPath(asked.slice(0, 100), "all", mobile)} className="btn btn-blue-outline btn-sm">
                {t(HOWL.searchInstead, { q: asked.length > 30 ? `${asked.slice(0, 30)}…` : asked })}
              </Link>
            </div>
          ) : (
            <article className="howl-answer">
              <header>
                <h2>{t(HOWL.answerTitle)}</h2>
                <EngineLabel engine={result.engine} />
              </header>
              {result.engine === "fallback" ? <p className="howl-note">{t(HOWL.engineFallback)}</p> : null}
              <AnswerText result={result} mobile={mobile} />
              {result.engine !== "model" ? <p className="howl-note">{t(HOWL.offlineNote)}</p> : null}
              <h3>{t(HOWL.sources)}</h3>
              <ol className="howl-sources">
                {result.cited.map((source) => (
                  <li key={source.n} id={`howl-source-${source.n}`}>
                    <span className="howl-source-n">[{source.n}]</span>
                    <div>
                      <Link to={`${prefix}${source.url}`} className="howl-source-title">
                        {source.title}
                      </Link>
                      <p className="howl-source-excerpt">{source.excerpt}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </article>
          )}
          {result.posts.length ? (
            <section className="howl-posts" aria-labelledby="howl-posts-title">
              <h2 id="howl-posts-title">{t(HOWL.posts)}</h2>
              <SearchResultList items={result.posts} term={asked} mobile={mobile} now={new Date()} />
            </section>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
