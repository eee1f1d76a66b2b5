// The editor's AI helpers (docs/product/ai.md §2): which helper is loading (isLoad, loadType),
// the result waiting in a preview, accepting it into the title, tags or editor, and undoing
// the last accepted result (the title, tags or content as they were before). The remaining
// count comes with every answer.
import { useCallback, useEffect, useState, type Dispatch, type RefObject } from "react";
import { mergeAiTags, type AiHelper } from "../../../core/ai-editor";
import { checkTagToAdd, TAG_MAX_LENGTH } from "../../../core/writing";
import type { FreeImage } from "../../../server/modules/ai/editor/types";
import type { AiEngine, Enrichment, Passage } from "../../../server/modules/ai/provider";
import { useUi } from "../../components/ui/ui-provider";
import { api, type ApiData } from "../../lib/api";
import { apiLines } from "../../lib/api-transfer";
import type { useRichEditor } from "./editor";
import type { Action, UploadFormState } from "./form-state";
import { AI_TEXT } from "./ai-text";

type RichEditor = ReturnType<typeof useRichEditor>;
type ContinuationData = ApiData<"POST /api/v2/generator/continuation">;
export type LoadType = AiHelper | "freeImageCollection";

export type AiPreview =
  | { helper: "aiTitle"; engine: AiEngine; generatedText: string }
  | { helper: "aiTags"; engine: AiEngine; generatedText: string; tags: string[] }
  | { helper: "aiEnrichment"; engine: AiEngine; generatedText: string; enrichment: Enrichment }
  | { helper: "aiContinuation"; engine: AiEngine; generatedText: string; related: Passage[]; typing?: boolean }
  | { helper: "freeImageCollection"; images: FreeImage[] };

/** What an accepted result replaced, to put it back. */
type Undo = { field: "subject"; value: string } | { field: "tags"; value: string[] } | { field: "content"; value: string };

const PATH = {
  aiTitle: "POST /api/v2/generator/title",
  aiTags: "POST /api/v2/generator/tags",
  aiEnrichment: "POST /api/v2/generator/enrichment",
  aiContinuation: "POST /api/v2/generator/continuation",
} as const;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text as editor paragraphs (the editor and the server sanitize it again). */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
}

export interface AiHelpersOptions {
  state: UploadFormState;
  dispatch: Dispatch<Action>;
  editorRef: RefObject<RichEditor>;
  /** The editor's current HTML (the state may lag a keystroke). */
  content(): string;
}

/** A passage of another post as a quote with its source. */
const quoteHtml = (passage: Passage) =>
  `<blockquote><p>${escapeHtml(passage.text)} <a href="${escapeHtml(passage.url)}">${escapeHtml(passage.title)}</a></p></blockquote>`;

export function useAiHelpers({ state, dispatch, editorRef, content }: AiHelpersOptions) {
  const ui = useUi();
  const [isLoad, setIsLoad] = useState(false);
  const [loadType, setLoadType] = useState<LoadType | null>(null);
  const [preview, setPreview] = useState<AiPreview | null>(null);
  const [remain, setRemain] = useState<number | null>(null);
  const [feedbackRemain, setFeedbackRemain] = useState<number | null>(null);
  const [engineKind, setEngineKind] = useState<"offline" | "model">("offline");
  const [undo, setUndo] = useState<Undo | null>(null);

  useEffect(() => {
    void api("GET /api/v2/generator").then((result) => {
      if (!result.ok) return;
      setRemain(result.data.generator.remain);
      setFeedbackRemain(result.data.feedback.remain);
      setEngineKind(result.data.engine);
    });
  }, []);

  /** The model's continuation shown as it is typed; applying waits for the end. */
  const typeContinuation = useCallback(
    async (body: string) => {
      let text = "";
      const show = (typing: boolean) => setPreview({ helper: "aiContinuation", engine: "model", generatedText: text, related: [], typing });
      const result = await apiLines("POST /api/v2/generator/continuation/stream", { body: { body } }, (raw) => {
        const line = raw as { delta?: string; restart?: boolean; done?: boolean; data?: ContinuationData; error?: string };
        if (line.restart) text = "";
        if (line.delta) {
          text += line.delta;
          show(true);
        }
        if (line.done && line.data) {
          setRemain(line.data.remain);
          setPreview({ helper: "aiContinuation", ...line.data });
        }
        if (line.error) {
          setPreview(null);
          ui.toast(line.error);
        }
      });
      if (!result.ok) {
        if (result.status === 429) setRemain(0);
        ui.toast(result.message);
      }
    },
    [ui],
  );

  const run = useCallback(
    async (helper: LoadType) => {
      if (isLoad) return;
      setIsLoad(true);
      setLoadType(helper);
      setPreview(null);
      try {
        if (helper === "freeImageCollection") {
          const result = await api("GET /api/v2/generator/images");
          if (result.ok) setPreview({ helper, images: result.data.items });
          else ui.toast(result.message);
          return;
        }
        const body = content();
        if (!body.replace(/<[^>]*>/g, "").trim()) {
          ui.toast(AI_TEXT.needText);
          return;
        }
        if (helper === "aiContinuation" && engineKind === "model") {
          await typeContinuation(body);
          return;
        }
        const result = await api(PATH[helper], { body: helper === "aiTags" ? { body, subject: state.subject } : { body } });
        if (!result.ok) {
          // manyRequest and the engine's failure: the server's message, in the reader's language.
          if (result.status === 429) setRemain(0);
          ui.toast(result.message);
          return;
        }
        setRemain(result.data.remain);
        setPreview({ helper, ...result.data } as AiPreview);
      } finally {
        setIsLoad(false);
        setLoadType(null);
      }
    },
    [content, engineKind, isLoad, state.subject, typeContinuation, ui],
  );

  /** Puts HTML at the end of the content (or where the cursor is), remembering the content before. */
  const insertHtml = useCallback(
    (html: string, atEnd: boolean) => {
      const editor = editorRef.current;
      if (!editor) return;
      setUndo({ field: "content", value: editor.getHTML() });
      const chain = editor.chain().focus(atEnd ? "end" : undefined);
      chain.insertContent(html).run();
    },
    [editorRef],
  );

  const accept = useCallback(() => {
    if (!preview) return;
    switch (preview.helper) {
      case "aiTitle":
        setUndo({ field: "subject", value: state.subject });
        dispatch({ type: "subject", value: preview.generatedText });
        break;
      case "aiTags":
        setUndo({ field: "tags", value: state.tags });
        dispatch({ type: "tags", value: mergeAiTags(state.tags, preview.tags, checkTagToAdd, TAG_MAX_LENGTH) });
        break;
      case "aiEnrichment": {
        // What the post lacks, never its own sentences again: the model's suggestion, or the
        // passages of similar posts quoted with their sources.
        const { suggestion, additions } = preview.enrichment;
        const html = suggestion ? paragraphsHtml(suggestion) : additions.map((a) => quoteHtml(a.passage)).join("");
        insertHtml(html, true);
        break;
      }
      case "aiContinuation":
        if (preview.generatedText) insertHtml(paragraphsHtml(preview.generatedText), true);
        break;
      case "freeImageCollection":
        return;
    }
    setPreview(null);
    ui.toast(AI_TEXT.applied);
  }, [dispatch, insertHtml, preview, state.subject, state.tags, ui]);

  const insertImage = useCallback(
    (image: FreeImage, alt: string) => {
      const editor = editorRef.current;
      if (!editor) return;
      setUndo({ field: "content", value: editor.getHTML() });
      editor.chain().focus().setImage({ src: image.url, alt }).run();
      setPreview(null);
      ui.toast(AI_TEXT.applied);
    },
    [editorRef, ui],
  );

  const insertQuote = useCallback(
    (passage: Passage) => {
      insertHtml(quoteHtml(passage), true);
      setPreview(null);
      ui.toast(AI_TEXT.applied);
    },
    [insertHtml, ui],
  );

  const restore = useCallback(() => {
    if (!undo) return;
    if (undo.field === "subject") dispatch({ type: "subject", value: undo.value });
    else if (undo.field === "tags") dispatch({ type: "tags", value: undo.value });
    else dispatch({ type: "replaceContent", value: undo.value });
    setUndo(null);
    ui.toast(AI_TEXT.undone);
  }, [dispatch, ui, undo]);

  return {
    isLoad,
    loadType,
    preview,
    remain,
    feedbackRemain,
    engineKind,
    canUndo: undo !== null,
    run,
    accept,
    dismiss: () => setPreview(null),
    insertImage,
    insertQuote,
    undo: restore,
  };
}

export type AiHelpers = ReturnType<typeof useAiHelpers>;
