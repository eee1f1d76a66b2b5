// /admin/feedback (moderators and admins, desktop; docs/decisions/0170): the feedback inbox.
// Open messages oldest first, answered ones latest answer first; each shows who sent it, the
// message, link and attachments, and takes one answer (the member gets a notification). The
// answer goes through this page's action, the same command as the API's answer route.
import { requireConsoleTwoFactor } from "../../features/admin/console-access";
import { useEffect, useState } from "react";
import { data, Link, useFetcher, useLoaderData, type MetaFunction } from "react-router";
import { say, texts } from "../../../core/i18n";
import { ADMIN_MSG, MSG } from "../../../core/messages";
import { FEEDBACK_ANSWER_MAX } from "../../../core/operators";
import { Button } from "../../components/ui/button";
import { Pagination } from "../../components/ui/pagination";
import { useUi } from "../../components/ui/ui-provider";
import { AdminPage } from "../../features/admin/admin-page";
import { FEEDBACK_KIND_TEXT } from "../../features/feedback/text";
import { useFormat, useT } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../../lib/viewer";
import type { FeedbackInboxItem } from "../../../server/modules/feedback/types";
import "../../styles/reports.css";

export async function loader({ request, context }: LoaderArgs) {
  const viewer = context.viewer;
  if (!viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  if (viewer.role === "member") throw data(say(ADMIN_MSG.forbidden, context.language), { status: 403 });
  requireConsoleTwoFactor(viewer);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") === "answered" ? "answered" : "open";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  return { inbox: await context.services.feedback.inbox(status, page) };
}

/** An answer ({ feedbackNo, answer }). */
export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.write("POST /api/admin/feedback/:feedbackNo/answer", input, tools));
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

const INBOX_TEXT = texts({
  heading: { ko: "의견함", en: "Feedback inbox" },
  lists: { ko: "의견 목록", en: "Feedback lists" },
  open: { ko: "답변 대기", en: "Waiting" },
  answered: { ko: "답변 완료", en: "Answered" },
  noOpen: { ko: "답변할 의견이 없어요.", en: "Nothing waits for an answer." },
  noAnswered: { ko: "답변한 의견이 없어요.", en: "No answered feedback yet." },
  from: { ko: "{name} ({email})", en: "{name} ({email})" },
  left: { ko: "탈퇴한 회원", en: "Member who left" },
  answer: { ko: "답변", en: "Answer" },
  answerPlaceholder: { ko: "회원에게 보낼 답변 ({max}자 이내)", en: "The answer for the member (up to {max} characters)" },
  send: { ko: "답변 보내기", en: "Send answer" },
  sent: { ko: "답변을 보냈어요. 회원에게 알림이 가요.", en: "Answer sent. The member is notified." },
  answeredBy: { ko: "{by} · {when} 답변", en: "Answered by {by} · {when}" },
});

function InboxCard({
  item,
  send,
  pending,
}: {
  item: FeedbackInboxItem;
  send: (feedbackNo: number, answer: string) => void;
  pending: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const [text, setText] = useState("");
  return (
    <li className="feedback-card" data-feedback={item.feedbackNo}>
      <div className="feedback-meta">
        <span className="chip">{t(FEEDBACK_KIND_TEXT[item.kind])}</span>
        <span>{item.author ? t(INBOX_TEXT.from, { name: item.author.userName, email: item.author.userEmail }) : t(INBOX_TEXT.left)}</span>
        <span>{format.date(item.createdAt)}</span>
      </div>
      <p className="feedback-content">{item.content}</p>
      {item.link ? (
        <a href={item.link} target="_blank" rel="noopener noreferrer nofollow" className="text-link">
          {item.link}
        </a>
      ) : null}
      {item.files.length ? (
        <ul className="feedback-files">
          {item.files.map((file) => (
            <li key={file.fileNo}>
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.fileName}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {item.answer ? (
        <div className="feedback-answer">
          {item.answer}
          <br />
          <span className="feedback-hint">
            {t(INBOX_TEXT.answeredBy, { by: item.answeredBy ?? "-", when: item.answeredAt ? format.date(item.answeredAt) : "" })}
          </span>
        </div>
      ) : (
        <form
          className="feedback-answer-form"
          onSubmit={(event) => {
            event.preventDefault();
            send(item.feedbackNo, text);
          }}
        >
          <label className="sr-only" htmlFor={`answer-${item.feedbackNo}`}>
            {t(INBOX_TEXT.answer)}
          </label>
          <textarea
            id={`answer-${item.feedbackNo}`}
            className="admin-textarea"
            required
            maxLength={FEEDBACK_ANSWER_MAX}
            placeholder={t(INBOX_TEXT.answerPlaceholder, { max: FEEDBACK_ANSWER_MAX })}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="button-row">
            <Button type="submit" size="sm" variant="blue" pending={pending}>
              {t(INBOX_TEXT.send)}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

export default function AdminFeedback() {
  const { inbox } = useLoaderData<typeof loader>();
  const t = useT();
  const ui = useUi();
  // One answer at a time, watched here: the answered card leaves the open list as the page reloads.
  const answer = useFetcher<typeof action>();
  const [sending, setSending] = useState<number | null>(null);
  useEffect(() => {
    if (!answer.data || answer.state !== "idle") return;
    if (answer.data.ok) ui.toast(INBOX_TEXT.sent, "blue");
    else ui.toast(answer.data.message);
  }, [answer.data, answer.state]); // eslint-disable-line react-hooks/exhaustive-deps
  const send = (feedbackNo: number, text: string) => {
    setSending(feedbackNo);
    void answer.submit({ feedbackNo, answer: text }, { method: "post", encType: "application/json" });
  };
  return (
    <AdminPage title={INBOX_TEXT.heading} className="admin-feedback">
      <nav className="queue-tabs" aria-label={t(INBOX_TEXT.lists)}>
        <Link
          to="/admin/feedback"
          className={inbox.status === "open" ? "active" : ""}
          aria-current={inbox.status === "open" ? "page" : undefined}
        >
          {t(INBOX_TEXT.open)}
          {inbox.status === "open" ? ` ${inbox.totalCount}` : ""}
        </Link>
        <Link
          to="/admin/feedback?status=answered"
          className={inbox.status === "answered" ? "active" : ""}
          aria-current={inbox.status === "answered" ? "page" : undefined}
        >
          {t(INBOX_TEXT.answered)}
          {inbox.status === "answered" ? ` ${inbox.totalCount}` : ""}
        </Link>
      </nav>
      {inbox.items.length === 0 ? (
        <p className="admin-empty">{t(inbox.status === "open" ? INBOX_TEXT.noOpen : INBOX_TEXT.noAnswered)}</p>
      ) : (
        <ul className="admin-list">
          {inbox.items.map((item) => (
            <InboxCard key={item.feedbackNo} item={item} send={send} pending={answer.state !== "idle" && sending === item.feedbackNo} />
          ))}
        </ul>
      )}
      <Pagination page={inbox.page} totalPages={inbox.totalPages} />
    </AdminPage>
  );
}
