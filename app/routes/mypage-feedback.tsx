// /mypage/feedback and /m/mypage/feedback (docs/product/site.md §12, docs/decisions/0170): the
// member's feedback with the operators' answers, and the button that opens the feedback modal
// (a verified e-mail is needed to send; unverified members get the verification prompt).
// `?write=1` opens the modal as the page loads (the help chatbot's link).
import { lazy, Suspense, useEffect, useState } from "react";
import { data, useLoaderData, useRevalidator, useSearchParams, type MetaFunction } from "react-router";
import { say } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { Button } from "../components/ui/button";
import { useMemberAction } from "../features/auth/use-member-action";
import { FEEDBACK_KIND_TEXT, FEEDBACK_TEXT } from "../features/feedback/text";
import { useFormat, useT } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/admin.css";

const FeedbackModal = lazy(() => import("../features/feedback/feedback-modal").then((m) => ({ default: m.FeedbackModal })));

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  return context.services.feedback.mine(context.viewer.userNo);
}

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, FEEDBACK_TEXT.title);

export default function MypageFeedback() {
  const { items, unsentFiles } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  const revalidator = useRevalidator();
  const guard = useMemberAction({ verified: true });
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const write = () => void guard(() => setOpen(true));

  useEffect(() => {
    if (params.get("write") !== "1") return;
    const next = new URLSearchParams(params);
    next.delete("write");
    setParams(next, { replace: true });
    write();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="feedback-page">
      <div className="feedback-top">
        <h1 className="page-heading">{t(FEEDBACK_TEXT.mine)}</h1>
        <Button variant="blue" onClick={write}>
          {t(FEEDBACK_TEXT.open)}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="admin-empty">{t(FEEDBACK_TEXT.none)}</p>
      ) : (
        <ul className="admin-list">
          {items.map((item) => (
            <li key={item.feedbackNo} id={`feedback-${item.feedbackNo}`} className="feedback-card">
              <div className="feedback-meta">
                <span className="chip">{t(FEEDBACK_KIND_TEXT[item.kind])}</span>
                <span className={item.answer ? "chip chip-blue" : "chip"}>
                  {t(item.answer ? FEEDBACK_TEXT.answered : FEEDBACK_TEXT.waiting)}
                </span>
                <span>{t(FEEDBACK_TEXT.sentAt, { date: format.date(item.createdAt) })}</span>
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
                  <strong>{t(FEEDBACK_TEXT.answer)}</strong>
                  <br />
                  {item.answer}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <Suspense fallback={null}>
          <FeedbackModal
            unsent={unsentFiles}
            onClose={() => {
              setOpen(false);
              void revalidator.revalidate();
            }}
            onSent={() => {
              setOpen(false);
              void revalidator.revalidate();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
