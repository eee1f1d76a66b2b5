// The upload form's "use AI feedback" toggle (docs/product/ai.md §3, useFeedback): on by
// default; turning it on with no feedback left today is refused with
// 'AI 피드백을 받을 수 없습니다.'. Only the upload page has it (editing never asks).
import { AI_EDITOR_MSG } from "../../../core/ai-editor";
import { useUi } from "../../components/ui/ui-provider";
import { useT } from "../../lib/i18n";
import { AI_TEXT } from "./ai-text";

export function AiFeedbackToggle({ on, remain, onChange }: { on: boolean; remain: number | null; onChange(on: boolean): void }) {
  const t = useT();
  const ui = useUi();
  return (
    <div className="field ai-feedback-field">
      <label className="ai-feedback-toggle">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          data-testid="use-feedback"
          onChange={(e) => {
            if (e.target.checked && remain === 0) {
              ui.toast(AI_EDITOR_MSG.feedbackRefused);
              return;
            }
            onChange(e.target.checked);
          }}
        />
        <span className="field-label">{t(AI_TEXT.useFeedback)}</span>
      </label>
      <p className="ai-muted">{t(AI_TEXT.useFeedbackHint, { n: remain ?? "-" })}</p>
    </div>
  );
}
