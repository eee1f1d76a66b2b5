// The longer AI results shown in the helper's preview: the enrichment (key points, related
// posts, sentence advice, each labelled as a suggestion) and the continuation (the model's
// text, or without a model the plain note and passages of related posts).
import type { Enrichment, Passage } from "../../../server/modules/ai/provider";
import { Button } from "../../components/ui/button";
import { useT } from "../../lib/i18n";
import { AI_TEXT } from "./ai-text";

export const ADVICE_LABEL = {
  "long-sentence": AI_TEXT.adviceLong,
  "repeated-word": AI_TEXT.adviceRepeat,
  structure: AI_TEXT.adviceStructure,
  model: AI_TEXT.adviceModel,
} as const;

export function AiEnrichmentView({ enrichment }: { enrichment: Enrichment }) {
  const t = useT();
  return (
    <div className="ai-enrichment">
      {enrichment.suggestion ? <p className="ai-suggestion">{enrichment.suggestion}</p> : null}
      <h4>{t(AI_TEXT.additions)}</h4>
      {enrichment.additions.length ? (
        <ul className="ai-passages" data-testid="ai-additions">
          {enrichment.additions.map(({ topics, passage }) => (
            <li key={passage.boardNo}>
              <p className="ai-muted">{t(AI_TEXT.additionTopics, { topics: topics.join(", ") })}</p>
              <blockquote>{passage.text}</blockquote>
              <a href={passage.url} target="_blank" rel="noreferrer">
                {passage.title}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ai-muted">{t(AI_TEXT.noAdditions)}</p>
      )}
      {enrichment.outline.length ? (
        <>
          <h4>{t(AI_TEXT.outline)}</h4>
          <ol className="ai-list" data-testid="ai-outline">
            {enrichment.outline.map((item) => (
              <li key={item.heading + item.before}>
                <strong>{item.heading}</strong> <span className="ai-muted">{t(AI_TEXT.outlineBefore, { text: item.before })}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <h4>{t(AI_TEXT.advice)}</h4>
      {enrichment.advice.length ? (
        <ul className="ai-advice" data-testid="ai-advice">
          {enrichment.advice.map((item, i) => (
            <li key={i}>
              <span className="ai-advice-kind">{t(ADVICE_LABEL[item.kind])}</span>
              <span className="ai-advice-note">{item.note}</span>
              <q className="ai-advice-sentence">{item.sentence}</q>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ai-muted">{t(AI_TEXT.noAdvice)}</p>
      )}
      {enrichment.related.length ? (
        <>
          <h4>{t(AI_TEXT.related)}</h4>
          <ul className="ai-list" data-testid="ai-related">
            {enrichment.related.map((post) => (
              <li key={post.boardNo}>
                <a href={post.url} target="_blank" rel="noreferrer">
                  {post.title}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function AiContinuationView({ text, related, onQuote }: { text: string; related: Passage[]; onQuote(p: Passage): void }) {
  const t = useT();
  return (
    <div className="ai-continuation">
      {text ? (
        <p className="ai-suggestion" data-testid="ai-continuation-text">
          {text}
        </p>
      ) : (
        <p className="ai-note" data-testid="ai-needs-model">
          {t(AI_TEXT.continuationNeedsModel)}
        </p>
      )}
      {related.length ? (
        <ul className="ai-passages" data-testid="ai-passages">
          {related.map((passage) => (
            <li key={passage.boardNo}>
              <a href={passage.url} target="_blank" rel="noreferrer">
                [{passage.n}] {passage.title}
              </a>
              <p>{passage.text}</p>
              <Button size="sm" onClick={() => onQuote(passage)} data-testid="ai-quote">
                {t(AI_TEXT.quote)}
              </Button>
            </li>
          ))}
        </ul>
      ) : !text ? (
        <p className="ai-muted">{t(AI_TEXT.noPassages)}</p>
      ) : null}
    </div>
  );
}
