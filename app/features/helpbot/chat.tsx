// The help chatbot's conversation (docs/product/ai.md §8), the same on the desktop panel and the
// phone page: today's remaining count, bot and user bubbles, the typing indicator, the starter
// message with the recommended questions in two columns, and the input. The input is disabled
// for visitors, while an answer is on its way and when nothing remains today; a message is sent
// only when it is not blank (core/helpbot.ts canSendChat).
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router";
import { FAQ_STARTERS, faqEntry } from "../../../core/faq";
import { HELP_QUESTION_MAX, HELPBOT_MSG, canSendChat, chatPieces } from "../../../core/helpbot";
import { api } from "../../lib/api";
import { useIsMobile } from "../../lib/device";
import { useLanguage, useT } from "../../lib/i18n";
import { useRootData } from "../../lib/viewer";
import { linkedPageTitle, siteHref } from "./links";
import { HELPBOT_TEXT } from "./text";

type Engine = "offline" | "model" | "fallback";

interface ChatEntry {
  role: "user" | "other";
  content: string;
  engine?: Engine;
  /** A refusal or failure shown in the conversation (not stored). */
  error?: boolean;
}

/** One line of a bot message: its text with site links and related questions as buttons. */
function BotLine({ line, onAsk, disabled }: { line: string; onAsk: (q: string) => void; disabled: boolean }) {
  const mobile = useIsMobile();
  const t = useT();
  const item = line.startsWith("- ");
  const pieces = chatPieces(item ? line.slice(2) : line);
  const body = pieces.map((piece, i) => {
    if (piece.kind === "link") {
      // A page link says which page (the FAQ's own links already quote the question).
      const title = piece.href.startsWith("/faq") ? undefined : linkedPageTitle(piece.href);
      return (
        <Link key={i} to={siteHref(piece.href, mobile)} className="chat-link">
          {title ? `${piece.text}: ${t(title)}` : piece.text}
        </Link>
      );
    }
    if (piece.kind === "ask") {
      return (
        <button key={i} type="button" className="chat-related" disabled={disabled} onClick={() => onAsk(piece.text)}>
          {piece.text}
        </button>
      );
    }
    return <span key={i}>{piece.text}</span>;
  });
  if (item) return <li>{body}</li>;
  return <p>{body}</p>;
}

function BotMessage({ content, onAsk, disabled }: { content: string; onAsk: (q: string) => void; disabled: boolean }) {
  // Consecutive "- " lines form one list; blank lines separate paragraphs.
  const blocks: { list: boolean; lines: string[] }[] = [];
  for (const line of content.split("\n")) {
    if (!line.trim()) continue;
    const list = line.startsWith("- ");
    const last = blocks[blocks.length - 1];
    if (last && last.list && list) last.lines.push(line);
    else blocks.push({ list, lines: [line] });
  }
  return (
    <>
      {blocks.map((block, i) =>
        block.list ? (
          <ul key={i}>
            {block.lines.map((line, j) => (
              <BotLine key={j} line={line} onAsk={onAsk} disabled={disabled} />
            ))}
          </ul>
        ) : (
          <BotLine key={i} line={block.lines[0]!} onAsk={onAsk} disabled={disabled} />
        ),
      )}
    </>
  );
}

export function HelpChat({ autoFocus = false }: { autoFocus?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const { viewer, viewerPending } = useRootData();
  const [threadId, setThreadId] = useState<number | null>(null);
  const [remain, setRemain] = useState(0);
  const [history, setHistory] = useState<ChatEntry[]>([]);
  const [message, setMessage] = useState("");
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    setLoading(true);
    const opened = await api("GET /api/v1/howl/helper");
    if (!opened.ok) {
      setLoading(false);
      setLoadError(opened.message);
      return;
    }
    setThreadId(opened.data.threadId);
    setRemain(opened.data.remain);
    const past = await api("GET /api/v1/howl/helper/question/history", { query: { threadId: opened.data.threadId } });
    setLoading(false);
    if (past.ok) setHistory(past.data);
    else setLoadError(past.message);
  }, []);

  useEffect(() => {
    if (viewer) void load();
  }, [viewer, load]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [history, loading]);

  useEffect(() => {
    if (autoFocus && viewer && !loading && remain > 0) inputRef.current?.focus();
  }, [autoFocus, viewer, loading, remain]);

  const ask = async (question: string) => {
    if (!viewer || threadId === null || !canSendChat({ message: question, loading, remain })) return;
    const text = question.trim().slice(0, HELP_QUESTION_MAX);
    setHistory((h) => [...h, { role: "user", content: text }]);
    setMessage("");
    setLoading(true);
    const result = await api("POST /api/v1/howl/helper/question", { body: { question: text, threadId } });
    setLoading(false);
    if (result.ok) {
      setRemain(result.data.remain);
      setHistory((h) => [...h, { role: "other", content: result.data.message, engine: result.data.engine }]);
      return;
    }
    if (result.errorId === "HELP_LIMIT") setRemain(0);
    const shown = result.errorId === "HELP_LIMIT" || result.errorId.startsWith("HELP_") ? result.message : t(HELPBOT_MSG.failure);
    setHistory((h) => [...h, { role: "other", content: shown, error: true }]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(message);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line; never while a Korean syllable is being composed.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void ask(message);
    }
  };

  const signedOut = !viewer && !viewerPending;
  const disabled = !viewer || loading || remain <= 0 || threadId === null;
  const placeholder = signedOut
    ? t(HELPBOT_MSG.loginRequired)
    : viewer && threadId !== null && remain <= 0
      ? t(HELPBOT_MSG.limit)
      : t(HELPBOT_TEXT.placeholder);
  const loginHref = `${mobile ? "/m/login" : "/login"}?redirect=${encodeURIComponent(pathname)}`;
  const starters = FAQ_STARTERS.map((id) => faqEntry(id)!.question[language]);

  return (
    <div className="help-chat" lang={language}>
      <div className="help-chat-remain" aria-live="polite">
        {viewer && threadId !== null ? t(HELPBOT_TEXT.remain, { n: remain }) : signedOut ? t(HELPBOT_MSG.loginRequired) : "\u00a0"}
      </div>
      <div className="help-chat-list" ref={listRef} role="log" aria-label={t(HELPBOT_TEXT.title)}>
        <div className="chat-row bot">
          <div className="chat-bubble">
            <p>{t(HELPBOT_TEXT.starter)}</p>
          </div>
        </div>
        {history.length === 0 ? (
          <div className="chat-starters" role="group" aria-label={t(HELPBOT_TEXT.recommended)}>
            {starters.map((q) => (
              <button key={q} type="button" className="chat-starter" disabled={disabled} onClick={() => void ask(q)}>
                {q}
              </button>
            ))}
          </div>
        ) : null}
        {history.map((entry, i) =>
          entry.role === "user" ? (
            <div key={i} className="chat-row user">
              <div className="chat-bubble">{entry.content}</div>
            </div>
          ) : (
            <div key={i} className={entry.error ? "chat-row bot error" : "chat-row bot"}>
              <div className="chat-bubble">
                {entry.error ? (
                  <p role="alert">{entry.content}</p>
                ) : (
                  <BotMessage content={entry.content} onAsk={(q) => void ask(q)} disabled={disabled} />
                )}
                {entry.engine === "fallback" ? <p className="chat-engine">{t(HELPBOT_TEXT.engineFallback)}</p> : null}
                {entry.engine === "model" ? <p className="chat-engine">{t(HELPBOT_TEXT.engineModel)}</p> : null}
              </div>
            </div>
          ),
        )}
        {loading && viewer ? (
          <div className="chat-row bot">
            <div className="chat-bubble chat-typing" role="status" aria-label={t(HELPBOT_TEXT.typing)}>
              <span />
              <span />
              <span />
            </div>
          </div>
        ) : null}
        {loadError ? (
          <div className="chat-row bot error">
            <div className="chat-bubble">
              <p role="alert">{loadError}</p>
              <button type="button" className="btn btn-sm btn-blue-outline" onClick={() => void load()}>
                {t(HELPBOT_TEXT.retry)}
              </button>
            </div>
          </div>
        ) : null}
        {signedOut ? (
          <div className="chat-login">
            <Link to={loginHref} className="btn btn-blue">
              {t(HELPBOT_TEXT.login)}
            </Link>
          </div>
        ) : null}
      </div>
      <form className="help-chat-input" onSubmit={submit}>
        <textarea
          ref={inputRef}
          rows={1}
          value={message}
          maxLength={HELP_QUESTION_MAX}
          placeholder={placeholder}
          aria-label={t(HELPBOT_TEXT.placeholder)}
          disabled={disabled}
          onChange={(e) => setMessage(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn-blue" disabled={!canSendChat({ message, loading, remain }) || !viewer}>
          {t(HELPBOT_TEXT.send)}
        </button>
      </form>
      <div className="help-chat-links">
        {viewer ? (
          <Link className="help-chat-faq" to={mobile ? "/m/mypage/feedback?write=1" : "/mypage/feedback?write=1"}>
            {t(HELPBOT_TEXT.feedbackLink)}
          </Link>
        ) : null}
        <Link className="help-chat-faq" to={mobile ? "/m/faq" : "/faq"}>
          {t(HELPBOT_TEXT.faqLink)}
        </Link>
      </div>
    </div>
  );
}
