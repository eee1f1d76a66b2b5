// The AI feedback of a post, for its author only (docs/product/ai.md §3): key points and
// sentence advice made when the post was published with useFeedback on, and a button to ask
// for a new review (the day's feedback allowance, shown as contentsFeedback.remain).
import { useEffect, useState } from "react";
import aiCss from "../../styles/ai-editor.css?url";
import type { FeedbackView } from "../../../server/modules/ai/editor/types";
import { Button } from "../../components/ui/button";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { useRootData } from "../../lib/viewer";
import { EngineBadge } from "../upload/ai-helpers";
import { ADVICE_LABEL } from "../upload/ai-results";
import { AI_TEXT } from "../upload/ai-text";

export function AiFeedbackPanel({ boardNo, authorUserId }: { boardNo: number; authorUserId: string | null }) {
  const viewer = useRootData().viewer;
  const isAuthor = Boolean(viewer && authorUserId && viewer.userId === authorUserId);
  const [feedback, setFeedback] = useState<FeedbackView | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const ui = useUi();

  useEffect(() => {
    if (!isAuthor) return;
    const controller = new AbortController();
    void api("GET /api/contents/feedback/:boardNo", { params: { boardNo } }, { signal: controller.signal }).then((result) => {
      if (result.ok) setFeedback(result.data);
    });
    return () => controller.abort();
  }, [boardNo, isAuthor]);

  if (!isAuthor || !feedback) return null;
  const review = async () => {
    setBusy(true);
    const result = await api("POST /api/contents/feedback/review", { body: { boardNo } });
    setBusy(false);
    if (result.ok) setFeedback(result.data);
    else ui.toast(result.message);
  };
  return (
    <section className="ai-feedback-panel" aria-label={t(AI_TEXT.feedbackTitle)} data-testid="ai-feedback-panel">
      <link rel="stylesheet" href={aiCss} precedence="default" />
      <header className="ai-preview-head">
        <h2>{t(AI_TEXT.feedbackTitle)}</h2>
        {feedback.engine ? <EngineBadge engine={feedback.engine} /> : null}
        <span className="ai-muted">{t(AI_TEXT.feedbackOnlyYou)}</span>
      </header>
      {feedback.state === "ready" ? (
        <>
          <h3>{t(AI_TEXT.keyPoints)}</h3>
          <ul className="ai-list">
            {feedback.keyPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <h3>{t(AI_TEXT.advice)}</h3>
          {feedback.advice.length ? (
            <ul className="ai-advice" data-testid="ai-feedback-advice">
              {feedback.advice.map((item, i) => (
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
        </>
      ) : (
        <p className="ai-muted">{t(AI_TEXT.feedbackNone)}</p>
      )}
      <div className="ai-preview-actions">
        <Button size="sm" variant="blue-outline" pending={busy} onClick={() => void review()} data-testid="ai-feedback-review">
          {t(feedback.state === "ready" ? AI_TEXT.feedbackAgain : AI_TEXT.feedbackRequest)}
        </Button>
        <span className="ai-remain">{t(AI_TEXT.remain, { n: feedback.contentsFeedback.remain })}</span>
      </div>
    </section>
  );
}
