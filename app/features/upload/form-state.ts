// The upload form state of docs/product/writing.md and its transitions (): the 'done' flag is recalculated
// on every change by the core rule and can be forced (a complete draft was loaded); the three
// reset variants; choosing a draft fills subject, content, topic, tags and thumbnail.
import { isUploadFormDone, type UploadPageType, type UploadType } from "../../../core/upload-form";
import { imageSources } from "../../../core/writing";

export interface Snapshot {
  subject: string;
  webEditorContent: string;
  topic: string;
  tags: string[];
  thumb: string | null;
}

export interface UploadFormState extends Snapshot {
  pageType: UploadPageType;
  type: UploadType;
  /** The uploaded document of updDocs posts (arrives with uploaded documents). */
  file: null;
  /** The thumbnail suggestion (first image of the content) was dismissed. */
  suggestDismissed: boolean;
  /** The draft being written (docs/product 'current draft number'); null until the first save. */
  draftNo: number | null;
  /** What the server last stored (docs/product 'last/previous title and content'); null = nothing yet. */
  saved: Snapshot | null;
  /** docs/product isSaveComplete: the draft status line shows 저장 완료. */
  isSaveComplete: boolean;
  done: boolean;
  /** Bumped when the content is replaced from outside (draft load, reset) so the editor reloads it. */
  contentVersion: number;
}

export type ResetVariant = "all" | "editorData" | "keepPageType";

export type Action =
  | { type: "subject"; value: string }
  | { type: "content"; value: string }
  /** Content set from outside the editor (an AI helper's result undone): the editor reloads it. */
  | { type: "replaceContent"; value: string }
  | { type: "topic"; value: string }
  | { type: "tags"; value: string[] }
  | { type: "thumb"; value: string | null }
  | { type: "dismissSuggest" }
  | { type: "load"; snapshot: Snapshot; draftNo: number | null; saved: Snapshot | null; forceDone: boolean }
  | { type: "saved"; draftNo: number | null; snapshot: Snapshot }
  | { type: "draftGone" }
  | { type: "saveStatus"; value: boolean }
  | { type: "forceDone" }
  | { type: "reset"; variant: ResetVariant };

export const EMPTY_SNAPSHOT: Snapshot = { subject: "", webEditorContent: "", topic: "", tags: [], thumb: null };

export function initialState(pageType: UploadPageType, snapshot: Snapshot = EMPTY_SNAPSHOT): UploadFormState {
  const state: UploadFormState = {
    pageType,
    type: "editor",
    file: null,
    ...snapshot,
    suggestDismissed: false,
    draftNo: null,
    saved: pageType === "edit" ? snapshot : null,
    isSaveComplete: false,
    done: false,
    contentVersion: 0,
  };
  return recalc(state);
}

function recalc(state: UploadFormState): UploadFormState {
  return { ...state, done: isUploadFormDone(state) };
}

export function snapshotOf(state: Snapshot): Snapshot {
  return {
    subject: state.subject,
    webEditorContent: state.webEditorContent,
    topic: state.topic,
    tags: state.tags,
    thumb: state.thumb,
  };
}

export function sameSnapshot(a: Snapshot | null, b: Snapshot | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.subject === b.subject &&
    a.webEditorContent === b.webEditorContent &&
    a.topic === b.topic &&
    a.thumb === b.thumb &&
    a.tags.length === b.tags.length &&
    a.tags.every((t, i) => t === b.tags[i])
  );
}

/** The first image of the content from our own storage: what the product pages' showSuggestThumb offers. */
export function suggestedThumb(state: Pick<UploadFormState, "webEditorContent" | "thumb" | "suggestDismissed">): string | null {
  if (state.thumb || state.suggestDismissed) return null;
  return imageSources(state.webEditorContent).find((src) => src.startsWith("/files/")) ?? null;
}

export function reducer(state: UploadFormState, action: Action): UploadFormState {
  switch (action.type) {
    case "subject":
      return recalc({ ...state, subject: action.value });
    case "content":
      return recalc({ ...state, webEditorContent: action.value });
    case "replaceContent":
      return recalc({ ...state, webEditorContent: action.value, contentVersion: state.contentVersion + 1 });
    case "topic":
      return recalc({ ...state, topic: action.value });
    case "tags":
      return { ...state, tags: action.value };
    case "thumb":
      return { ...state, thumb: action.value };
    case "dismissSuggest":
      return { ...state, suggestDismissed: true };
    case "load": {
      const next = recalc({
        ...state,
        ...action.snapshot,
        draftNo: action.draftNo,
        saved: action.saved,
        suggestDismissed: false,
        contentVersion: state.contentVersion + 1,
      });
      return action.forceDone ? { ...next, done: true } : next;
    }
    case "saved":
      return { ...state, draftNo: action.draftNo, saved: action.snapshot };
    case "draftGone":
      return { ...state, draftNo: null, saved: null };
    case "saveStatus":
      return { ...state, isSaveComplete: action.value };
    case "forceDone":
      return { ...state, done: true };
    case "reset": {
      if (action.variant === "editorData") {
        // Only what the editor holds: the body and its thumbnail.
        return recalc({ ...state, webEditorContent: "", thumb: null, suggestDismissed: false, contentVersion: state.contentVersion + 1 });
      }
      const pageType = action.variant === "keepPageType" ? state.pageType : "upload";
      return { ...initialState(pageType), contentVersion: state.contentVersion + 1 };
    }
  }
}
