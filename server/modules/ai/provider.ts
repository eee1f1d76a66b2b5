// One interface for every AI task of the site (docs/product/ai.md). Two implementations sit
// behind it: the offline one (Korean morphology, TextRank and BM25 over the site's own content;
// it never writes prose it did not find) and the OpenAI-compatible one (any chat-completions
// server: a hosted vendor, Ollama, llama.cpp), which falls back to the offline one and says so.
//
// Retrieval (which posts and passages are relevant) happens before the provider is called and is
// the same for both; a provider only turns what it is given into an answer.

/** Which engine produced a result; `fallback` = a model is configured but failed, the offline engine answered. */
export type AiEngine = "offline" | "model" | "fallback";

export interface AiResult<T> {
  value: T;
  engine: AiEngine;
}

/** Options every task accepts. */
export interface AiCallOptions {
  signal?: AbortSignal;
  /** Receives the text as it is produced (streamed from a model; the offline engine calls it once). */
  onDelta?: (chunk: string) => void;
  /**
   * The text streamed so far is void and a new one follows: a model failed mid-answer and the
   * offline engine answers instead. A page that shows the typing clears what it typed.
   */
  onRestart?: () => void;
  /** Language of the reader (labels and model instructions); members' words are never translated. */
  language?: "ko" | "en";
}

/** A passage of site content an answer may quote; `n` is its citation number ([1], [2] …). */
export interface Passage {
  n: number;
  /** Post number and link of the source. */
  boardNo: number;
  url: string;
  title: string;
  text: string;
  /** Retrieval score (BM25); higher is more relevant. */
  score: number;
}

/** A post related to a text (editor enrichment, continuation offline). */
export interface RelatedPost {
  boardNo: number;
  url: string;
  title: string;
}

/** A question-and-answer entry of the FAQ (core data, ko and en). */
export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: string;
  /** Site path the answer points to, if any. */
  link?: string;
}

/** A section of a document: its heading (if the document has one) and its text. */
export interface DocSection {
  heading: string | null;
  text: string;
  /** 1-based page the section starts on, when known. */
  page?: number;
}

export interface Enrichment {
  /** The text's key points (sentences of the member's own text). */
  keyPoints: string[];
  related: RelatedPost[];
  /** Advice: long sentences, repeated words, the text's structure … each with the sentence it is about. */
  advice: { kind: "long-sentence" | "repeated-word" | "structure" | "model"; sentence: string; note: string }[];
  /** What similar posts say that this one does not: a quoted passage and the topics it adds. */
  additions: { topics: string[]; passage: Passage }[];
  /** Subheadings proposed for a long text without any, each with the start of the paragraph it heads. */
  outline: { heading: string; before: string }[];
  /** Text a model proposed (empty offline). */
  suggestion: string;
}

export interface Continuation {
  /** Text a model wrote to follow the member's text; empty offline (nothing offline writes prose). */
  text: string;
  /** Passages of published posts that continue the subject (offline offers these instead). */
  related: Passage[];
}

export interface Summary {
  title: string;
  sections: { heading: string; sentences: string[] }[];
  tags: string[];
}

export interface Answer {
  /** The answer text; cites passages as [n]. Offline: the best passages quoted. */
  text: string;
  /** The passages the answer cites, in citation order. */
  cited: Passage[];
  /** Nothing relevant was found: the text says so instead of guessing. */
  noAnswer: boolean;
}

export interface Scene {
  page: number;
  narration: string;
}

export interface AiProvider {
  /** "offline" or "model": what this installation is configured to use. */
  readonly kind: "offline" | "model";
  title(input: { body: string }, options?: AiCallOptions): Promise<AiResult<string>>;
  /** `subject`: the post's title when the member has written one. */
  tags(input: { body: string; subject?: string }, options?: AiCallOptions): Promise<AiResult<string[]>>;
  /** `passages`: passages of similar posts (하울's retrieval) the additions are chosen from. */
  enrichment(input: { body: string; related: RelatedPost[]; passages?: Passage[] }, options?: AiCallOptions): Promise<AiResult<Enrichment>>;
  continuation(input: { body: string; related: Passage[] }, options?: AiCallOptions): Promise<AiResult<Continuation>>;
  summary(input: { title: string; sections: DocSection[] }, options?: AiCallOptions): Promise<AiResult<Summary>>;
  answer(input: { question: string; passages: Passage[] }, options?: AiCallOptions): Promise<AiResult<Answer>>;
  help(
    input: { question: string; entries: FaqEntry[]; history: { role: "user" | "bot"; content: string }[] },
    options?: AiCallOptions,
  ): Promise<AiResult<Answer>>;
  videoScript(input: { pages: { page: number; text: string }[] }, options?: AiCallOptions): Promise<AiResult<Scene[]>>;
}
