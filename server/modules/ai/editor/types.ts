// What the editor helpers and AI feedback hand to the writing page (docs/product/ai.md §2, §3).
import type { AiEngine, Enrichment, Passage } from "../provider";

export interface Remaining {
  remain: number;
  limit: number;
}

/** Every helper's answer: the text, which engine produced it, what is left of today's allowance. */
export interface GeneratedBase {
  generatedText: string;
  engine: AiEngine;
  remain: number;
}

export interface GeneratedTags extends GeneratedBase {
  tags: string[];
}

export interface GeneratedEnrichment extends GeneratedBase {
  enrichment: Enrichment;
}

export interface GeneratedContinuation extends GeneratedBase {
  related: Passage[];
}

/** The helper bar's state: allowances and whether a model writes prose here. */
export interface GeneratorState {
  generator: Remaining;
  feedback: Remaining;
  /** "model" when an AI model is configured (continuation writes text); "offline" otherwise. */
  engine: "offline" | "model";
}

export interface FreeImage {
  url: string;
  /** Topic key for a cover; the file name for an upload or a site image. */
  label: string;
  /** cover: a topic's cover; site: an image of a post the site's staff published; upload: the member's own. */
  kind: "cover" | "site" | "upload";
}

export interface FeedbackView {
  boardNo: number;
  /** none: never asked; pending: being made; ready; failed. */
  state: "none" | "pending" | "ready" | "failed";
  keyPoints: string[];
  advice: Enrichment["advice"];
  engine: AiEngine | null;
  updatedAt: string | null;
  /** What is left of the author's feedback allowance today. */
  contentsFeedback: { remain: number };
}
