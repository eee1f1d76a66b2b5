// The AI helper bar of the writing page (docs/product/ai.md §2): AI 제목, AI 태그, AI 보강,
// AI 이어쓰기 and 무료 이미지, the day's remaining count, and the result in a preview the member
// applies or dismisses; after applying, 되돌리기 puts back what was there. Each result says
// which engine made it (keyword extraction, AI, or extraction after the model failed).
import type { AiEngine } from "../../../server/modules/ai/provider";
import { Button } from "../../components/ui/button";
import { useT } from "../../lib/i18n";
import { AiFreeImages } from "./ai-free-images";
import { AiEnrichmentView, AiContinuationView } from "./ai-results";
import { AI_TEXT } from "./ai-text";
import type { AiHelpers, LoadType } from "./use-ai-helpers";

const HELPERS: LoadType[] = ["aiTitle", "aiTags", "aiEnrichment", "aiContinuation", "freeImageCollection"];

const ENGINE_LABEL = { offline: AI_TEXT.engineOffline, model: AI_TEXT.engineModel, fallback: AI_TEXT.engineFallback } as const;

export function EngineBadge({ engine }: { engine: AiEngine }) {
  const t = useT();
  return (
    <span className={`ai-engine ai-engine-${engine}`} data-testid="ai-engine">
      {t(ENGINE_LABEL[engine])}
    </span>
  );
}

export function AiHelperBar({ ai }: { ai: AiHelpers }) {
  const t = useT();
  return (
    <div className="ai-helpers" data-testid="ai-helpers">
      <div className="ai-bar" role="toolbar" aria-label={t(AI_TEXT.bar)}>
        {HELPERS.map((helper) => (
          <Button
            key={helper}
            size="sm"
            variant="blue-outline"
            className="ai-btn"
            disabled={ai.isLoad || (helper !== "freeImageCollection" && ai.remain === 0)}
            pending={ai.loadType === helper}
            pendingLabel={t(AI_TEXT.loading)}
            onClick={() => void ai.run(helper)}
            data-testid={`ai-${helper}`}
          >
            {t(AI_TEXT[helper])}
          </Button>
        ))}
        <span className="ai-spacer" />
        {ai.canUndo ? (
          <Button size="sm" className="ai-undo" onClick={ai.undo} data-testid="ai-undo">
            {t(AI_TEXT.undo)}
          </Button>
        ) : null}
        {ai.remain !== null ? (
          <span className="ai-remain" data-testid="ai-remain">
            {t(AI_TEXT.remain, { n: ai.remain })}
          </span>
        ) : null}
      </div>
      {ai.preview ? <AiPreviewPanel ai={ai} /> : null}
    </div>
  );
}

function AiPreviewPanel({ ai }: { ai: AiHelpers }) {
  const t = useT();
  const preview = ai.preview!;
  if (preview.helper === "freeImageCollection") {
    return (
      <section className="ai-preview" aria-label={t(AI_TEXT.imagesPreview)} data-testid="ai-preview">
        <AiFreeImages images={preview.images} onPick={ai.insertImage} />
        <div className="ai-preview-actions">
          <Button size="sm" onClick={ai.dismiss} data-testid="ai-dismiss">
            {t(AI_TEXT.dismiss)}
          </Button>
        </div>
      </section>
    );
  }
  const heading =
    preview.helper === "aiTitle"
      ? AI_TEXT.titlePreview
      : preview.helper === "aiTags"
        ? AI_TEXT.tagsPreview
        : preview.helper === "aiEnrichment"
          ? AI_TEXT.aiEnrichment
          : AI_TEXT.continuationPreview;
  const canApply =
    preview.helper === "aiContinuation"
      ? preview.generatedText.trim() !== "" && !preview.typing
      : preview.helper === "aiEnrichment"
        ? preview.enrichment.additions.length > 0 || preview.enrichment.suggestion !== ""
        : preview.generatedText.trim() !== "";
  return (
    <section className="ai-preview" aria-label={t(heading)} data-testid="ai-preview">
      <header className="ai-preview-head">
        <h3>{t(heading)}</h3>
        <EngineBadge engine={preview.engine} />
      </header>
      {preview.helper === "aiTitle" ? <p className="ai-title-preview">{preview.generatedText}</p> : null}
      {preview.helper === "aiTags" ? (
        <ul className="tag-chips ai-tag-preview">
          {preview.tags.map((tag) => (
            <li key={tag} className="tag-chip">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      {preview.helper === "aiEnrichment" ? <AiEnrichmentView enrichment={preview.enrichment} /> : null}
      {preview.helper === "aiContinuation" ? (
        <AiContinuationView text={preview.generatedText} related={preview.related} onQuote={ai.insertQuote} />
      ) : null}
      <div className="ai-preview-actions">
        {canApply ? (
          <Button size="sm" variant="blue" onClick={ai.accept} data-testid="ai-accept">
            {t(preview.helper === "aiEnrichment" && !preview.enrichment.suggestion ? AI_TEXT.insertAdditions : AI_TEXT.accept)}
          </Button>
        ) : null}
        <Button size="sm" onClick={ai.dismiss} data-testid="ai-dismiss">
          {t(AI_TEXT.dismiss)}
        </Button>
      </div>
    </section>
  );
}
