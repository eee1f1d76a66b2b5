// The comments of a post (docs/decisions/0080), under the article on desktop and /m: the
// thread (oldest first, one level of replies, more on demand), the write box (visitors are
// asked to sign in, unverified members to verify), reply, edit own, delete (own, or any on
// one's own post) after modalDelete / modalDeleteMobile, and report (modalReport).
import { T, useFormat, useT, type Showable } from "../../lib/i18n";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { COMMENT_MAX_LENGTH, COMMENT_MSG, linkifyComment, validateCommentText } from "../../../core/comments";
import { Avatar } from "../../components/ui/avatar";
import { Button } from "../../components/ui/button";
import { useUi } from "../../components/ui/ui-provider";
import { useRootData } from "../../lib/viewer";
import { useMemberAction } from "../auth/use-member-action";
import { useReport } from "../reports/report-modal";
import type { CommentItem, CommentPage } from "../../../server/modules/comments/types";
import { api } from "../../lib/api";
import { COMMENTS } from "./text";
import "../../styles/comments.css";
import { FEDERATION_TEXT } from "../federation/text";

const PAGE = 20;

function CommentText({ text }: { text: string }) {
  return (
    <p className="comment-text">
      {linkifyComment(text).map((part, i) =>
        part.kind === "link" ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function CommentBox(props: {
  initial?: string;
  placeholder: Showable;
  submitLabel: Showable;
  onSubmit: (text: string) => Promise<Showable | null>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const t = useT();
  const [text, setText] = useState(props.initial ?? "");
  const [error, setError] = useState<Showable | null>(null);
  const [busy, setBusy] = useState(false);
  const length = Array.from(text.trim()).length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCommentText(text);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    const failure = await props.onSubmit(checked.value);
    setBusy(false);
    if (failure) setError(failure);
    else if (!props.onCancel) setText("");
  };
  return (
    <form className="comment-box" onSubmit={(e) => void submit(e)} noValidate>
      <textarea
        aria-label={t(props.placeholder)}
        placeholder={t(props.placeholder)}
        value={text}
        rows={3}
        autoFocus={props.autoFocus}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
      />
      <div className="comment-box-foot">
        <span className={length > COMMENT_MAX_LENGTH ? "comment-count over" : "comment-count"}>
          {length.toLocaleString("en-US")}/{COMMENT_MAX_LENGTH.toLocaleString("en-US")}
        </span>
        <p className="comment-error" role="alert">
          {error ? <T text={error} /> : ""}
        </p>
        {props.onCancel ? (
          <Button size="sm" onClick={props.onCancel}>
            {t(COMMENTS.cancel)}
          </Button>
        ) : null}
        <Button type="submit" variant="blue" size="sm" pending={busy} disabled={length === 0}>
          {t(props.submitLabel)}
        </Button>
      </div>
    </form>
  );
}

interface Actions {
  reply(parentNo: number, text: string): Promise<Showable | null>;
  edit(commentNo: number, text: string): Promise<Showable | null>;
  remove(comment: CommentItem): void;
  report(comment: CommentItem): void;
  canWrite(run: () => void): void;
}

function Comment({ comment, mobile, now, actions }: { comment: CommentItem; mobile: boolean; now: Date; actions: Actions }) {
  const t = useT();
  const format = useFormat();
  const [mode, setMode] = useState<"view" | "edit" | "reply">("view");
  const prefix = mobile ? "/m" : "";
  const isReply = comment.parentNo !== null;
  const writer = comment.writer;
  return (
    <li id={`comment-${comment.commentNo}`} className={isReply ? "comment reply" : "comment"}>
      {comment.state !== "live" || !writer ? (
        <p className="comment-gone">{t(comment.state === "blind" ? COMMENT_MSG.blindPlaceholder : COMMENT_MSG.deletedPlaceholder)}</p>
      ) : (
        <>
          <div className="comment-head">
            <Avatar name={writer.userName} src={writer.userProfileImg} ring={writer.pfpTokenRarity} size={mobile ? 28 : 32} />
            {writer.userId ? (
              <Link className="comment-name" to={`${prefix}/other/${writer.userId}${mobile ? "" : "/dashboard"}`}>
                {writer.userName}
              </Link>
            ) : writer.remote ? (
              // A reply from another server: its writer's page there, and their handle.
              <a className="comment-name" href={writer.remote.url} rel="noopener noreferrer nofollow ugc" target="_blank">
                {writer.userName} <small>{t(FEDERATION_TEXT.remoteWriter, { handle: writer.remote.handle })}</small>
              </a>
            ) : (
              <span className="comment-name">{writer.userName}</span>
            )}
            <time dateTime={comment.regDate}>{format.ago(comment.regDate, now)}</time>
            {comment.edited ? <span className="comment-edited">{t(COMMENTS.edited)}</span> : null}
          </div>
          {mode === "edit" ? (
            <CommentBox
              initial={comment.content}
              placeholder={COMMENTS.editPlaceholder}
              submitLabel={COMMENTS.save}
              autoFocus
              onCancel={() => setMode("view")}
              onSubmit={async (text) => {
                const failure = await actions.edit(comment.commentNo, text);
                if (!failure) setMode("view");
                return failure;
              }}
            />
          ) : (
            <CommentText text={comment.content} />
          )}
          {mode !== "edit" ? (
            <div className="comment-actions">
              {!isReply ? (
                <button type="button" onClick={() => actions.canWrite(() => setMode(mode === "reply" ? "view" : "reply"))}>
                  {t(COMMENTS.reply)}
                </button>
              ) : null}
              {comment.mine ? (
                <button type="button" onClick={() => setMode("edit")}>
                  {t(COMMENTS.edit)}
                </button>
              ) : null}
              {comment.canDelete ? (
                <button type="button" className="danger" onClick={() => actions.remove(comment)}>
                  {t(COMMENTS.delete)}
                </button>
              ) : null}
              {!comment.mine ? (
                comment.reported ? (
                  <span className="comment-reported">{t(COMMENTS.reported)}</span>
                ) : (
                  <button type="button" onClick={() => actions.report(comment)}>
                    {t(COMMENTS.report)}
                  </button>
                )
              ) : null}
            </div>
          ) : null}
        </>
      )}
      {comment.replies.length || mode === "reply" ? (
        <ul className="comment-replies">
          {comment.replies.map((reply) => (
            <Comment key={reply.commentNo} comment={reply} mobile={mobile} now={now} actions={actions} />
          ))}
          {mode === "reply" ? (
            <li className="comment reply">
              <CommentBox
                placeholder={COMMENTS.replyPlaceholder}
                submitLabel={COMMENTS.replySubmit}
                autoFocus
                onCancel={() => setMode("view")}
                onSubmit={async (text) => {
                  const failure = await actions.reply(comment.commentNo, text);
                  if (!failure) setMode("view");
                  return failure;
                }}
              />
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}

export function CommentSection({ boardNo, mobile }: { boardNo: number; mobile: boolean }) {
  const { viewer, viewerPending } = useRootData();
  const t = useT();
  const ui = useUi();
  const report = useReport();
  const guard = useMemberAction({ verified: true });
  const [page, setPage] = useState<CommentPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const loaded = useRef(PAGE);

  /** (Re)loads the thread from the start, as many top-level comments as are shown. */
  const load = useCallback(
    async (size: number) => {
      const result = await api("GET /api/comments", { query: { boardNo, size: Math.min(size, 100) } });
      if (!result.ok) {
        setFailed(true);
        return;
      }
      setFailed(false);
      setNow(new Date());
      loaded.current = Math.max(PAGE, result.data.items.length);
      setPage(result.data);
    },
    [boardNo],
  );

  useEffect(() => {
    // The thread marks the reader's own comments: load it once who reads is known.
    if (!viewerPending) void load(PAGE);
  }, [load, viewer?.userId, viewerPending]);

  // A link to one comment (a notification's /d/…#comment-N) scrolls to it once the thread is in.
  const scrolled = useRef(false);
  useEffect(() => {
    if (!page || scrolled.current || !window.location.hash.startsWith("#comment-")) return;
    scrolled.current = true;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: "center" });
  }, [page]);

  const more = async () => {
    if (!page?.nextCursor) return;
    const result = await api("GET /api/comments", { query: { boardNo, after: page.nextCursor, size: PAGE } });
    if (!result.ok) {
      ui.toast(COMMENT_MSG.loadError);
      return;
    }
    loaded.current += result.data.items.length;
    setPage({ ...result.data, items: [...page.items, ...result.data.items] });
  };

  const write = async (body: { content: string; parentNo?: number }): Promise<Showable | null> => {
    const result = await api("POST /api/comments", { body: { boardNo, ...body } }, { failure: COMMENT_MSG.saveError });
    if (!result.ok) return result.message;
    await load(loaded.current + (body.parentNo ? 0 : 1));
    return null;
  };

  const actions: Actions = {
    reply: (parentNo, content) => write({ parentNo, content }),
    async edit(commentNo, content) {
      const result = await api(
        "PUT /api/comments/:commentNo",
        { params: { commentNo }, body: { content } },
        { failure: COMMENT_MSG.saveError },
      );
      if (!result.ok) return result.message;
      await load(loaded.current);
      return null;
    },
    remove(comment) {
      ui.openModal({
        id: mobile ? "modalDeleteMobile" : "modalDelete",
        title: COMMENTS.deleteTitle,
        body: COMMENTS.deleteBody,
        size: "small",
        footer: mobile ? "topBottomAlign" : "leftRightAlign",
        reverse: mobile,
        buttons: [
          { label: COMMENTS.cancel, style: "white" },
          {
            label: COMMENTS.delete,
            style: "red",
            onClick: () => {
              void api(
                "DELETE /api/comments/:commentNo",
                { params: { commentNo: comment.commentNo } },
                { failure: COMMENT_MSG.saveError },
              ).then(async (result) => {
                if (!result.ok) {
                  ui.toast(result.message);
                  return;
                }
                ui.toast(COMMENT_MSG.deleted);
                await load(loaded.current);
              });
            },
          },
        ],
      });
    },
    report(comment) {
      report({ targetType: "comment", targetNo: comment.commentNo }, () => void load(loaded.current));
    },
    canWrite(run) {
      void guard(run);
    },
  };

  return (
    <section className={mobile ? "comments m-comments" : "comments"} aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments-title">
        {t(COMMENTS.title)} <span>{page ? page.totalCount.toLocaleString("en-US") : ""}</span>
      </h2>
      {viewer?.emailCertYn === "Y" ? (
        <CommentBox placeholder={COMMENTS.placeholder} submitLabel={COMMENTS.submit} onSubmit={(content) => write({ content })} />
      ) : (
        <button type="button" className="comment-login" onClick={() => void guard(() => undefined)}>
          {t(viewer ? COMMENTS.verifyToComment : COMMENTS.signInToComment)}
        </button>
      )}
      {failed ? (
        <div className="comments-state">
          <p>{t(COMMENT_MSG.loadError)}</p>
          <Button size="sm" onClick={() => void load(loaded.current)}>
            {t(COMMENTS.retry)}
          </Button>
        </div>
      ) : !page ? (
        <div className="comments-state" aria-busy="true">
          <div className="comment-skeleton" />
          <div className="comment-skeleton" />
        </div>
      ) : page.items.length === 0 ? (
        <p className="comments-state">{t(COMMENTS.empty)}</p>
      ) : (
        <ul className="comment-list">
          {page.items.map((comment) => (
            <Comment key={comment.commentNo} comment={comment} mobile={mobile} now={now} actions={actions} />
          ))}
        </ul>
      )}
      {page?.nextCursor ? (
        <button type="button" className="btn comments-more" onClick={() => void more()}>
          {t(COMMENTS.more)}
        </button>
      ) : null}
    </section>
  );
}
