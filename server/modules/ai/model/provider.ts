// The AI tasks answered by an OpenAI-compatible model (docs/product/ai.md §1.2). Each task
// sends its fixed instructions and the member's content as data (prompts.ts); structured tasks
// ask for JSON and check its shape; answers keep only citations of passages they were given.
// Anything unusable throws, and the fallback (fallback.ts) answers offline instead.
import { z } from "zod";
import type { AiCallOptions, AiProvider, AiResult, Answer, Continuation, Enrichment, FaqEntry, Passage, Scene, Summary } from "../provider";
import type { ChatClient } from "./client";
import { ModelOutputError } from "./errors";
import { keepGivenCitations, parseJsonOutput, plainLine, plainText, streamCleaner } from "./output";
import { NO_ANSWER, taskMessages, type ModelTask } from "./prompts";
import { MODEL_TEXT } from "./texts";
import { analyseText } from "../offline/keywords";
import { additionsOf } from "../offline/enrich";

/** How much of a text goes to the model (characters): enough for the task, bounded cost. */
const LIMITS = {
  body: 12_000,
  continuationTail: 6_000,
  passage: 1_500,
  documentTotal: 24_000,
  page: 2_000,
  historyEntries: 10,
  historyEntry: 1_000,
  question: 1_000,
} as const;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const tail = (text: string, max: number) => (text.length > max ? text.slice(text.length - max) : text);

const model = <T>(value: T): AiResult<T> => ({ value, engine: "model" });

function distinct(values: string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
    if (out.length === max) break;
  }
  return out;
}

const titleSchema = z.object({ title: z.string() });
const tagsSchema = z.object({ tags: z.array(z.string()).min(1) });
const enrichmentSchema = z.object({
  keyPoints: z.array(z.string()).default([]),
  advice: z.array(z.object({ sentence: z.string(), note: z.string() })).default([]),
  suggestion: z.string().default(""),
});
const summarySchema = z.object({
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), sentences: z.array(z.string()) })).min(1),
  tags: z.array(z.string()).default([]),
});
const scriptSchema = z.object({
  scenes: z.array(z.object({ page: z.coerce.number().int(), narration: z.string() })).min(1),
});

const cleanTags = (tags: string[]) => distinct(tags.map((t) => plainLine(t.replace(/^#+/, ""), 30)).filter(Boolean), 10);

/**
 * What the page types while a streamed answer arrives: cleaned as it comes (streamCleaner) and,
 * for answers, with the start held back while it could still be the NO_ANSWER marker, so the
 * reader never sees the marker typed. `end` hands on what was held once the answer is complete.
 */
function typing(onDelta: ((chunk: string) => void) | undefined, given?: ReadonlySet<number>, marker = false) {
  if (!onDelta) return { delta: undefined, end: () => undefined };
  const cleaner = streamCleaner(given);
  let held = "";
  let passing = !marker;
  const pass = (piece: string) => {
    if (!piece) return;
    if (passing) return onDelta(piece);
    held += piece;
    const start = held.trimStart();
    if (NO_ANSWER.startsWith(start) || start.startsWith(NO_ANSWER)) return;
    passing = true;
    onDelta(held);
  };
  return {
    delta: (chunk: string) => pass(cleaner.push(chunk)),
    end: (noAnswer = false) => {
      if (noAnswer) return;
      pass(cleaner.flush());
      if (!passing && held.trim() && !held.trim().startsWith(NO_ANSWER)) onDelta(held);
    },
  };
}

/** FAQ entries as citable passages, numbered in the order given. */
export function faqPassages(entries: FaqEntry[]): Passage[] {
  return entries.map((entry, i) => ({
    n: i + 1,
    boardNo: 0,
    url: entry.link ?? `/faq#${entry.id}`,
    title: entry.question,
    text: entry.answer,
    score: 0,
  }));
}

export function modelProvider(client: ChatClient): AiProvider {
  const ask = (
    task: ModelTask,
    data: unknown,
    options: AiCallOptions | undefined,
    extra: { json?: boolean; stream?: boolean; onDelta?: (c: string) => void },
  ) =>
    client.complete({
      messages: taskMessages(task, data, options?.language ?? "ko"),
      json: extra.json,
      signal: options?.signal,
      onDelta: extra.stream ? extra.onDelta : undefined,
      temperature: extra.json ? 0.2 : 0.5,
    });

  async function cited(
    task: "answer" | "help",
    question: string,
    passages: Passage[],
    data: unknown,
    options: AiCallOptions | undefined,
  ): Promise<AiResult<Answer>> {
    const language = options?.language ?? "ko";
    const noAnswer = (): AiResult<Answer> =>
      model({ text: (task === "answer" ? MODEL_TEXT.noAnswer : MODEL_TEXT.noHelpAnswer)[language], cited: [], noAnswer: true });
    if (!passages.length || !question.trim()) return noAnswer();
    const given = new Set(passages.map((p) => p.n));
    const typed = typing(options?.onDelta, given, true);
    const raw = await ask(task, data, options, { stream: true, onDelta: typed.delta });
    const text = plainText(raw);
    typed.end(text.startsWith(NO_ANSWER));
    if (text.startsWith(NO_ANSWER)) return noAnswer();
    const kept = keepGivenCitations(text, given);
    if (!kept.text) throw new ModelOutputError("empty answer");
    const byNumber = new Map(passages.map((p) => [p.n, p]));
    return model({ text: kept.text, cited: kept.cited.map((n) => byNumber.get(n)!), noAnswer: false });
  }

  return {
    kind: "model",

    async title({ body }, options) {
      const raw = await ask("title", { body: cut(body, LIMITS.body) }, options, { json: true });
      const title = plainLine(parseJsonOutput(raw, titleSchema).title, 100);
      if (!title) throw new ModelOutputError("empty title");
      return model(title);
    },

    async tags({ body }, options) {
      const raw = await ask("tags", { body: cut(body, LIMITS.body) }, options, { json: true });
      const tags = cleanTags(parseJsonOutput(raw, tagsSchema).tags);
      if (!tags.length) throw new ModelOutputError("no tags");
      return model(tags);
    },

    async enrichment({ body, related, passages = [] }, options): Promise<AiResult<Enrichment>> {
      const raw = await ask("enrichment", { body: cut(body, LIMITS.body) }, options, { json: true });
      const parsed = parseJsonOutput(raw, enrichmentSchema);
      const keyPoints = parsed.keyPoints.map((p) => plainLine(p, 300)).filter(Boolean);
      const advice = parsed.advice
        .map((a) => ({ kind: "model" as const, sentence: plainLine(a.sentence, 500), note: plainLine(a.note, 300) }))
        .filter((a) => a.sentence && a.note)
        .slice(0, 5);
      const suggestion = plainText(parsed.suggestion);
      if (!keyPoints.length && !advice.length && !suggestion) throw new ModelOutputError("empty enrichment");
      // Related posts come from retrieval, not from the model: they are real posts.
      // What similar posts add is quoted from them, as offline: a model does not restate sources.
      const additions = await additionsOf((await analyseText(body)).sentences, passages);
      return model({ keyPoints: keyPoints.slice(0, 5), related, advice, additions, outline: [], suggestion });
    },

    async continuation({ body, related }, options): Promise<AiResult<Continuation>> {
      const data = {
        body: tail(body, LIMITS.continuationTail),
        related: related.slice(0, 3).map((p) => ({ title: p.title, text: cut(p.text, LIMITS.passage) })),
      };
      const typed = typing(options?.onDelta);
      const text = plainText(await ask("continuation", data, options, { stream: true, onDelta: typed.delta }));
      typed.end();
      if (!text) throw new ModelOutputError("empty continuation");
      return model({ text, related });
    },

    async summary({ title, sections }, options): Promise<AiResult<Summary>> {
      let budget = LIMITS.documentTotal;
      const given = [];
      for (const section of sections) {
        if (budget <= 0) break;
        const text = cut(section.text, budget);
        budget -= text.length;
        given.push({ heading: section.heading, text });
      }
      const raw = await ask("summary", { title, sections: given }, options, { json: true });
      const parsed = parseJsonOutput(raw, summarySchema);
      const summary: Summary = {
        title: plainLine(parsed.title, 100) || plainLine(title, 100),
        sections: parsed.sections
          .map((s) => ({ heading: plainLine(s.heading, 100), sentences: s.sentences.map((x) => plainLine(x, 500)).filter(Boolean) }))
          .filter((s) => s.sentences.length)
          .slice(0, 12),
        tags: cleanTags(parsed.tags),
      };
      if (!summary.title || !summary.sections.length) throw new ModelOutputError("empty summary");
      return model(summary);
    },

    answer({ question, passages }, options) {
      const data = {
        question: cut(question, LIMITS.question),
        passages: passages.map((p) => ({ n: p.n, title: p.title, text: cut(p.text, LIMITS.passage) })),
      };
      return cited("answer", question, passages, data, options);
    },

    help({ question, entries, history }, options) {
      const passages = faqPassages(entries);
      const data = {
        question: cut(question, LIMITS.question),
        entries: passages.map((p) => ({ n: p.n, question: p.title, answer: cut(p.text, LIMITS.passage) })),
        history: history.slice(-LIMITS.historyEntries).map((h) => ({ role: h.role, content: cut(h.content, LIMITS.historyEntry) })),
      };
      return cited("help", question, passages, data, options);
    },

    async videoScript({ pages }, options): Promise<AiResult<Scene[]>> {
      const data = { pages: pages.map((p) => ({ page: p.page, text: cut(p.text, LIMITS.page) })) };
      const raw = await ask("videoScript", data, options, { json: true });
      const byPage = new Map<number, string>();
      for (const scene of parseJsonOutput(raw, scriptSchema).scenes) {
        const narration = plainLine(scene.narration, 600);
        if (narration && !byPage.has(scene.page)) byPage.set(scene.page, narration);
      }
      // One scene per given page, in order: a script that lost or invented pages is not used.
      const scenes = pages.map((p) => ({ page: p.page, narration: byPage.get(p.page) ?? "" }));
      if (scenes.some((s) => !s.narration)) throw new ModelOutputError("a page without narration");
      return model(scenes);
    },
  };
}
