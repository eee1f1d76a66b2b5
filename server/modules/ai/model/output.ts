// Reading what a model wrote: JSON that may come fenced or with words around it, text that may
// carry markup, citations that may point at passages that were never given.
import type { z } from "zod";
import { ModelOutputError } from "./errors";

/** The first JSON object in the text: bare, inside a ``` fence, or after a sentence of preamble. */
export function extractJson(text: string): unknown {
  const trimmed = text.trim();
  const candidates = [trimmed];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed);
  if (fenced) candidates.push(fenced[1]!.trim());
  const first = trimmed.indexOf("{");
  const last = trimmed.lastIndexOf("}");
  if (first >= 0 && last > first) candidates.push(trimmed.slice(first, last + 1));
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next reading
    }
  }
  throw new ModelOutputError("not JSON");
}

/** The model's JSON checked against the task's shape; anything else is a failure (→ offline). */
export function parseJsonOutput<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  const parsed = schema.safeParse(extractJson(text));
  if (!parsed.success) throw new ModelOutputError(`wrong shape: ${parsed.error.issues[0]?.message ?? "?"}`);
  return parsed.data;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/**
 * Plain text from what a model wrote: tags and HTML comments gone, entities decoded once,
 * Markdown emphasis, headings, list bullets and code fences dropped, spaces tidied. What the
 * features build from it is sanitized again like any rich text.
 */
export function plainText(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<\/?[a-zA-Z][^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/<\/?[a-zA-Z][^>]*>/g, "")
    .replace(/```[a-z]*\n?/gi, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/^\s{0,3}#{1,6}\s+/gm, "")
    .replace(/^\s*[-*•]\s+/gm, "")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** One line of plain text (titles, tags, headings), at most `max` characters. */
export function plainLine(text: string, max: number): string {
  const line = plainText(text)
    .replace(/\s+/g, " ")
    .replace(/^["'“”‘’「」『』]+|["'“”‘’「」『』]+$/g, "")
    .trim();
  return [...line].slice(0, max).join("").trim();
}

/**
 * Citations of an answer: `[n]` (also `[1, 2]`, `[1][2]`) kept only when n is one of the given
 * numbers, the others removed. Returns the text and the numbers cited, in order of first use.
 */
export function keepGivenCitations(text: string, given: ReadonlySet<number>): { text: string; cited: number[] } {
  const cited: number[] = [];
  const cleaned = text.replace(/\[(\s*\d+\s*(?:,\s*\d+\s*)*)\]/g, (_, inside: string) => {
    const kept = inside
      .split(",")
      .map((s) => Number(s.trim()))
      .filter((n) => given.has(n));
    for (const n of kept) if (!cited.includes(n)) cited.push(n);
    return kept.map((n) => `[${n}]`).join("");
  });
  return {
    text: cleaned
      .replace(/[ \t]+([.,!?。])/g, "$1")
      .replace(/[ \t]{2,}/g, " ")
      .trim(),
    cited,
  };
}

/**
 * The streamed pieces of an answer, cleaned as they come, for the typing on the page: tags and
 * Markdown emphasis dropped, citations of passages not given removed. A piece that may be the
 * start of a tag or a citation is held until it is complete. The final result (plainText,
 * keepGivenCitations) is what the page keeps; this only keeps the typing from showing markup.
 */
export function streamCleaner(given?: ReadonlySet<number>): { push(chunk: string): string; flush(): string } {
  let raw = "";
  let sent = 0;
  const clean = (text: string) => {
    let out = text
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<\/?[a-zA-Z][^>]*>/g, "")
      .replace(/\*\*|__|```/g, "");
    if (given) out = out.replace(/\[(\s*\d+\s*(?:,\s*\d+\s*)*)\]/g, (match) => keepGivenCitations(match, given).text);
    return out;
  };
  const emit = (final: boolean) => {
    // Hold an unfinished tag, comment, citation or emphasis mark at the end.
    const held = final ? "" : (/(<!--(?:(?!-->)[\s\S])*|<!-{0,2}|<\/?(?:[a-zA-Z][^>]*)?|\[[\d,\s]*|[*_`]+)$/.exec(raw)?.[0] ?? "");
    const cleaned = clean(raw.slice(0, raw.length - held.length));
    if (cleaned.length <= sent) return "";
    const piece = cleaned.slice(sent);
    sent = cleaned.length;
    return piece;
  };
  return {
    push(chunk) {
      raw += chunk;
      return emit(false);
    },
    flush: () => emit(true),
  };
}
