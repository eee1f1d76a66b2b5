// The help chatbot's rules and wording (docs/product/ai.md §8), shared by the chat and the server.
import { AI_ALLOWANCE } from "./ai";
import { texts } from "./i18n";

/** Longest question accepted, in characters (a question, not a document; keeps retrieval fast). */
export const HELP_QUESTION_MAX = 300;

/** Days a conversation is kept after its day (only today's is shown; older ones are removed daily). */
export const HELP_THREAD_RETENTION_DAYS = 30;

/** Questions a member may ask per Asia/Seoul day (core/ai.ts). */
export const HELP_DAILY_QUESTIONS = AI_ALLOWANCE.helpBot;

export const HELPBOT_MSG = texts({
  failure: { ko: "죄송합니다.다시 시도해주세요.", en: "Sorry. Please try again." },
  limit: { ko: "죄송합니다. 오늘은 제한횟수를 초과했습니다.", en: "Sorry. You have reached today's limit." },
  loginRequired: { ko: "로그인 후 이용할 수 있어요.", en: "Sign in to use this." },
  tooLong: { ko: "질문은 {n}자까지 입력할 수 있어요.", en: "A question can be up to {n} characters." },
  blank: { ko: "질문을 입력해 주세요.", en: "Please type a question." },
  notYourThread: { ko: "대화를 찾을 수 없습니다.", en: "This conversation was not found." },
});

/** A chat message may be sent (§8.4): not blank, nothing loading, allowance left. */
export function canSendChat({ message, loading, remain }: { message: string; loading: boolean; remain: number }): boolean {
  return message.trim().length > 0 && !loading && remain > 0;
}

/** A piece of a bot message: text, a site link, or a related question the chat can ask. */
export type ChatPiece = { kind: "text"; text: string } | { kind: "link"; text: string; href: string } | { kind: "ask"; text: string };

/**
 * A bot message's line cut into pieces. The only markup a bot message carries is
 * `[label](target)` with a site path ("/faq#id") or `ask:`; any other target stays text, so an
 * answer can never link off-site or run script.
 */
export function chatPieces(line: string): ChatPiece[] {
  const out: ChatPiece[] = [];
  const re = /\[([^\]]+)\]\(([^)\s]*)\)/g;
  let last = 0;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const [whole, label, target] = m as unknown as [string, string, string];
    const internal = /^\/(?![/\\])[^\s]*$/.test(target);
    if (!internal && target !== "ask:") continue;
    if (m.index > last) out.push({ kind: "text", text: line.slice(last, m.index) });
    out.push(target === "ask:" ? { kind: "ask", text: label } : { kind: "link", text: label, href: target });
    last = m.index + whole.length;
  }
  if (last < line.length) out.push({ kind: "text", text: line.slice(last) });
  return out;
}
