// The help chatbot (docs/product/ai.md §8): one conversation per member and Asia/Seoul day, a
// daily allowance of questions (core/ai.ts helpBot), answers from the FAQ (offline/help.ts
// retrieves; the provider words the answer and cites it).
//
// A question takes one unit of the allowance before the engine runs and gives it back when the
// engine fails, so a member pays only for answers received. A bot message is stored as plain
// text with any markup a model wrote removed; the chat renders it as text and draws only the
// site links and related questions of core/helpbot.ts chatPieces.
import { and, asc, desc, eq, lt } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import { HELP_QUESTION_MAX, HELP_THREAD_RETENTION_DAYS, HELPBOT_MSG } from "../../../../core/helpbot";
import { seoulDayKey } from "../../../../core/format";
import { both, type Language } from "../../../../core/i18n";
import { cleanParagraphs } from "../../../../core/text";
import type { AppContext } from "../../../context";
import type { Executor } from "../../../db/client";
import { helpMessages, helpThreads } from "../../../db/schema";
import { errors } from "../../../lib/errors";
import { allowanceLeft, returnAllowance, takeAllowance } from "../allowance";
import { faqSource } from "../../faq/service";
import { faqEntryOf, faqPageLine, searchFaq, sourceLines } from "../offline/help";
import type { AiEngine, Answer, FaqEntry } from "../provider";

/** Messages of the thread handed to the engine as context (a model reads them; offline ignores them). */
const HISTORY_FOR_ENGINE = 6;

/** Today's thread of the member, created on first use (one per Seoul day: the unique index decides under races). */
export async function todaysThread(db: Executor, userNo: number, at = new Date()): Promise<number> {
  const day = seoulDayKey(at);
  const inserted = await db.insert(helpThreads).values({ userNo, day }).onConflictDoNothing().returning({ threadId: helpThreads.threadId });
  if (inserted[0]) return inserted[0].threadId;
  const rows = await db
    .select({ threadId: helpThreads.threadId })
    .from(helpThreads)
    .where(and(eq(helpThreads.userNo, userNo), eq(helpThreads.day, day)));
  return rows[0]!.threadId;
}

export async function openChat(db: Executor, userNo: number, at = new Date()) {
  const [threadId, allowance] = await Promise.all([todaysThread(db, userNo, at), allowanceLeft(db, userNo, "helpBot", at)]);
  return { threadId, remain: allowance.remain, limit: allowance.limit };
}

/** The thread, only when it is the member's own (someone else's is "not found", not "forbidden": nothing is revealed). */
async function ownThread(db: Executor, userNo: number, threadId: number): Promise<{ day: string }> {
  const rows = await db
    .select({ day: helpThreads.day })
    .from(helpThreads)
    .where(and(eq(helpThreads.threadId, threadId), eq(helpThreads.userNo, userNo)));
  if (!rows[0]) throw errors.notFound(HELPBOT_MSG.notYourThread, "HELP_THREAD_NOT_FOUND");
  return rows[0];
}

export async function chatHistory(db: Executor, userNo: number, threadId: number) {
  await ownThread(db, userNo, threadId);
  const rows = await db
    .select({ role: helpMessages.role, content: helpMessages.content })
    .from(helpMessages)
    .where(eq(helpMessages.threadId, threadId))
    .orderBy(asc(helpMessages.messageNo));
  return rows.map((r) => ({ role: r.role === "user" ? ("user" as const) : ("other" as const), content: r.content }));
}

/** What a bot message may hold: plain text, no markup (a model's HTML is dropped), no control characters. */
export function sanitizeBotText(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  return cleanParagraphs(stripped);
}

/**
 * A model's answer with the links the offline answer carries: each cited FAQ entry's source line
 * and page, or the FAQ page when nothing answered. (The offline engine writes them itself; the
 * fallback answer is the offline one.)
 */
export function withSources(answer: Answer, entries: FaqEntry[], language: Language): string {
  if (answer.noAnswer) return `${answer.text}\n${faqPageLine(language)}`;
  const lines = answer.cited.flatMap((p) => (entries[p.n - 1] ? sourceLines(entries[p.n - 1]!, p.n, language) : []));
  return lines.length ? `${answer.text}\n\n${lines.join("\n")}` : answer.text;
}

export async function askHelpBot(
  ctx: AppContext,
  userNo: number,
  input: { question: string; threadId: number },
  language: Language,
  at = new Date(),
): Promise<{ message: string; remain: number; engine: AiEngine }> {
  const question = cleanParagraphs(input.question);
  if (!question) throw errors.badRequest(HELPBOT_MSG.blank, "HELP_BLANK");
  if ([...question].length > HELP_QUESTION_MAX)
    throw errors.badRequest(both(HELPBOT_MSG.tooLong, { n: HELP_QUESTION_MAX }), "HELP_TOO_LONG");
  await ownThread(ctx.db, userNo, input.threadId);

  const taken = await takeAllowance(ctx.db, userNo, "helpBot", at);
  if (!taken.taken) throw errors.tooManyRequests(HELPBOT_MSG.limit, "HELP_LIMIT");
  try {
    // Only a model reads the conversation; the offline engine answers each question by itself.
    const history =
      ctx.ai.kind === "model"
        ? (
            await ctx.db
              .select({ role: helpMessages.role, content: helpMessages.content })
              .from(helpMessages)
              .where(eq(helpMessages.threadId, input.threadId))
              .orderBy(desc(helpMessages.messageNo))
              .limit(HISTORY_FOR_ENGINE)
          ).reverse()
        : [];
    // The operators' FAQ (docs/decisions/0169): the index is rebuilt when the entries changed.
    const hits = await searchFaq(question, language, 3, await faqSource(ctx.db));
    const result = await ctx.ai.help(
      {
        question,
        entries: hits.map((hit) => faqEntryOf(hit, language)),
        history: history.map((m) => ({ role: m.role === "user" ? "user" : "bot", content: m.content })),
      },
      { language },
    );
    const entries = hits.map((hit) => faqEntryOf(hit, language));
    const message = sanitizeBotText(result.engine === "model" ? withSources(result.value, entries, language) : result.value.text);
    if (!message) throw new Error("empty answer");
    // One statement: the question and its answer are stored together or not at all.
    await ctx.db.insert(helpMessages).values([
      { threadId: input.threadId, role: "user", content: question },
      { threadId: input.threadId, role: "bot", content: message, engine: result.engine },
    ]);
    return { message, remain: taken.remain, engine: result.engine };
  } catch (error) {
    await returnAllowance(ctx.db, userNo, "helpBot", at);
    ctx.logger.warn({ err: error }, "help chatbot answer failed");
    throw errors.unavailable(HELPBOT_MSG.failure, "HELP_FAILED");
  }
}

/** Removes conversations older than the retention (their messages go with them); returns how many. */
export async function sweepOldThreads(db: Executor, at = new Date()): Promise<number> {
  const oldestKept = seoulDayKey(new Date(at.getTime() - HELP_THREAD_RETENTION_DAYS * 86_400_000));
  const removed = await db.delete(helpThreads).where(lt(helpThreads.day, oldestKept)).returning({ threadId: helpThreads.threadId });
  return removed.length;
}
