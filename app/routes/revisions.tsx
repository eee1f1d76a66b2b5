// /revisions/{boardNo} (+ /m): a post's history (docs/product/revisions.md). The list of its
// revisions, newest first, and the chosen one (?r=) with what changed since the one before it
// (or ?against=): removed words struck through, added words marked, topic and tags before and
// after; the revision's own text on request. The author restores a revision through this page's
// action (the handler of POST /api/board/{boardNo}/revisions/{revisionId}/restore).
import { useEffect, useState } from "react";
import { data, Link, redirect, useFetcher, useLoaderData, useNavigate, type MetaFunction } from "react-router";
import { say, texts, type Language, type Localized } from "../../core/i18n";
import { topicLabel } from "../../core/topics";
import { WRITING_MSG } from "../../core/writing";
import type { DiffPart } from "../../core/text-diff";
import type { RevisionKindName, RevisionSummary } from "../../server/modules/revisions/types";
import { Button } from "../components/ui/button";
import { useUi } from "../components/ui/ui-provider";
import { loginRedirectFor } from "../layouts/member-guard";
import { useIsMobile, useLinkTo } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/revisions.css";

export const REVISIONS_TEXT = texts({
  title: { ko: "수정 기록", en: "Revision history" },
  lead: {
    ko: "글을 발행하고 고칠 때마다 그때의 제목·토픽·태그·본문이 남아요. 기록을 골라 바뀐 내용을 보고, 필요하면 그 기록으로 되돌릴 수 있어요.",
    en: "Each publish and edit keeps the title, topic, tags and text of that moment. Pick one to see what changed, and restore it if you need to.",
  },
  list: { ko: "기록 목록", en: "Revisions" },
  publish: { ko: "발행", en: "Published" },
  edit: { ko: "수정", en: "Edited" },
  restore: { ko: "되돌림", en: "Restored" },
  current: { ko: "현재", en: "Current" },
  byModerator: { ko: "운영자", en: "moderator" },
  chars: { ko: "{n}자", en: "{n} characters" },
  restoredFrom: { ko: "#{id} 기록으로 되돌림", en: "Restored from #{id}" },
  changes: { ko: "바뀐 내용", en: "What changed" },
  firstVersion: { ko: "처음 발행한 내용이에요.", en: "This is the text as first published." },
  against: { ko: "#{id} 기록과 비교", en: "Compared with #{id}" },
  stats: { ko: "{added}자 추가 · {removed}자 삭제", en: "{added} characters added · {removed} removed" },
  noTextChange: { ko: "본문은 바뀌지 않았어요.", en: "The text did not change." },
  titleLabel: { ko: "제목", en: "Title" },
  textLabel: { ko: "본문", en: "Text" },
  topicLabel: { ko: "토픽", en: "Topic" },
  tagsLabel: { ko: "태그", en: "Tags" },
  added: { ko: "추가", en: "added" },
  removed: { ko: "삭제", en: "removed" },
  showText: { ko: "이 기록의 글 보기", en: "Show this revision's text" },
  showChanges: { ko: "바뀐 내용 보기", en: "Show what changed" },
  restoreButton: { ko: "이 기록으로 되돌리기", en: "Restore this revision" },
  restoreTitle: { ko: "이 기록으로 되돌릴까요?", en: "Restore this revision?" },
  restoreBody: {
    ko: "글의 제목·토픽·태그·본문이 이 기록의 내용으로 바뀌어요. 지금 내용도 기록에 남아 있어 언제든 다시 되돌릴 수 있어요.",
    en: "The post's title, topic, tags and text become this revision's. The current text stays in the history, so you can always come back to it.",
  },
  cancel: { ko: "취소", en: "Cancel" },
  confirm: { ko: "되돌리기", en: "Restore" },
  restored: { ko: "선택한 기록으로 되돌렸어요.", en: "The post now says what this revision said." },
  backToPost: { ko: "글로 돌아가기", en: "Back to the post" },
  editPost: { ko: "글 수정하기", en: "Edit the post" },
});

const KIND_TEXT: Record<RevisionKindName, Localized> = {
  publish: REVISIONS_TEXT.publish,
  edit: REVISIONS_TEXT.edit,
  restore: REVISIONS_TEXT.restore,
};

/** The services' refusal (an AppError) as the page's error answer, in the reader's language. */
function refusal(error: unknown, language: Language): never {
  const e = error as { status?: unknown; localized?: Localized | null; message?: string };
  if (typeof e?.status !== "number") throw error;
  throw data(e.localized ? e.localized[language] : String(e.message), { status: e.status });
}

const positiveInt = (raw: string | null | undefined): number | null => {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export async function loader({ request, params, context }: LoaderArgs) {
  const url = new URL(request.url);
  const viewer = context.viewer;
  if (!viewer) throw redirect(loginRedirectFor(url));
  const boardNo = positiveInt(params.boardNo);
  if (!boardNo) throw data(say(WRITING_MSG.postNotFound, context.language), { status: 404 });
  try {
    const list = await context.services.revisions.list(viewer, boardNo);
    const chosen = positiveInt(url.searchParams.get("r")) ?? list.items[0]?.revisionId ?? null;
    const against = positiveInt(url.searchParams.get("against")) ?? undefined;
    const detail = chosen ? await context.services.revisions.read(viewer, boardNo, chosen, against) : null;
    return { list, detail };
  } catch (error) {
    return refusal(error, context.language);
  }
}

/** `{ boardNo, revisionId }`: the author restores that revision. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) =>
    context.services.write("POST /api/board/:boardNo/revisions/:revisionId/restore", input, tools),
  );
}

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, REVISIONS_TEXT.title);

/** Removed text struck through, added text marked; screen readers hear which is which. */
function Parts({ parts, label }: { parts: DiffPart[]; label: (kind: "added" | "removed") => string }) {
  return (
    <>
      {parts.map((part, i) =>
        part.kind === "same" ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === "added" ? (
          <ins key={i}>
            <span className="sr-only">[{label("added")}] </span>
            {part.text}
          </ins>
        ) : (
          <del key={i}>
            <span className="sr-only">[{label("removed")}] </span>
            {part.text}
          </del>
        ),
      )}
    </>
  );
}

function RevisionItem({ item, chosen, href }: { item: RevisionSummary; chosen: boolean; href: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <li className={chosen ? "revision-item chosen" : "revision-item"}>
      <Link to={href} aria-current={chosen ? "page" : undefined} preventScrollReset>
        <span className="revision-item-head">
          <span className={`revision-kind kind-${item.kind}`}>{t(KIND_TEXT[item.kind])}</span>
          <span className="revision-id">#{item.revisionId}</span>
          {item.current ? <span className="revision-current">{t(REVISIONS_TEXT.current)}</span> : null}
        </span>
        <span className="revision-item-subject">{item.subject}</span>
        <span className="revision-item-meta">
          <time dateTime={item.createdAt}>
            {format.date(item.createdAt)} · {format.ago(item.createdAt)}
          </time>
          <span>
            {item.userName}
            {item.byModerator ? ` (${t(REVISIONS_TEXT.byModerator)})` : ""}
          </span>
          <span>{t(REVISIONS_TEXT.chars, { n: format.count(item.textLength) })}</span>
        </span>
      </Link>
    </li>
  );
}

export default function RevisionsPage() {
  const { list, detail } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  const mobile = useIsMobile();
  const linkTo = useLinkTo();
  const ui = useUi();
  const navigate = useNavigate();
  const restore = useFetcher<typeof action>();
  const [showText, setShowText] = useState(false);
  const base = linkTo(`/revisions/${list.boardNo}`);
  const label = (kind: "added" | "removed") => t(kind === "added" ? REVISIONS_TEXT.added : REVISIONS_TEXT.removed);

  useEffect(() => setShowText(false), [detail?.revision.revisionId]);
  useEffect(() => {
    if (!restore.data || restore.state !== "idle") return;
    if (restore.data.ok) {
      ui.toast(REVISIONS_TEXT.restored, "blue");
      void navigate(`${base}?r=${restore.data.data.revisionId}`, { preventScrollReset: true });
    } else ui.toast(restore.data.message);
  }, [restore.data, restore.state]); // eslint-disable-line react-hooks/exhaustive-deps

  const askRestore = (revisionId: number) =>
    ui.openModal({
      id: "modalRestoreRevision",
      title: REVISIONS_TEXT.restoreTitle,
      body: REVISIONS_TEXT.restoreBody,
      buttons: [
        { label: REVISIONS_TEXT.cancel, style: "white" },
        {
          label: REVISIONS_TEXT.confirm,
          style: "blue",
          onClick: () => void restore.submit({ boardNo: list.boardNo, revisionId }, { method: "post", encType: "application/json" }),
        },
      ],
    });

  const revision = detail?.revision;
  const diff = detail?.diff;
  const textChanged = diff ? diff.text.some((p) => p.kind !== "same") : false;
  return (
    <div className={mobile ? "m-container revisions-page" : "container revisions-page"}>
      <p className="revisions-back">
        <Link to={linkTo(`/d/${list.permaLink}`)}>{t(REVISIONS_TEXT.backToPost)}</Link>
        {list.canRestore ? (
          <Link to={`${linkTo("/upload")}?permaLink=${list.permaLink}&boardNo=${list.boardNo}`}>{t(REVISIONS_TEXT.editPost)}</Link>
        ) : null}
      </p>
      <h1 className="page-heading">{t(REVISIONS_TEXT.title)}</h1>
      <p className="page-lead">{t(REVISIONS_TEXT.lead)}</p>
      <div className="revisions-layout">
        <nav className="revisions-list" aria-label={t(REVISIONS_TEXT.list)}>
          <ol>
            {list.items.map((item) => (
              <RevisionItem
                key={item.revisionId}
                item={item}
                chosen={item.revisionId === revision?.revisionId}
                href={`${base}?r=${item.revisionId}`}
              />
            ))}
          </ol>
        </nav>
        {revision && diff ? (
          <article className="revision-detail" aria-labelledby="revision-heading">
            <header className="revision-detail-head">
              <h2 id="revision-heading">
                {t(KIND_TEXT[revision.kind])} #{revision.revisionId}
                {revision.current ? <span className="revision-current">{t(REVISIONS_TEXT.current)}</span> : null}
              </h2>
              <p className="revision-detail-meta">
                <time dateTime={revision.createdAt}>{format.date(revision.createdAt)}</time> · {revision.userName}
                {revision.byModerator ? ` (${t(REVISIONS_TEXT.byModerator)})` : ""}
                {revision.restoredFrom ? ` · ${t(REVISIONS_TEXT.restoredFrom, { id: revision.restoredFrom })}` : ""}
              </p>
              <p className="revision-detail-meta">
                {diff.againstRevisionId === null
                  ? t(REVISIONS_TEXT.firstVersion)
                  : t(REVISIONS_TEXT.against, { id: diff.againstRevisionId })}
                {diff.againstRevisionId === null
                  ? ""
                  : ` · ${t(REVISIONS_TEXT.stats, { added: format.count(diff.stats.added), removed: format.count(diff.stats.removed) })}`}
              </p>
              <div className="revision-actions">
                <Button variant="blue-outline" onClick={() => setShowText((v) => !v)} aria-pressed={showText}>
                  {t(showText ? REVISIONS_TEXT.showChanges : REVISIONS_TEXT.showText)}
                </Button>
                {list.canRestore && !revision.current ? (
                  <Button variant="blue" pending={restore.state !== "idle"} onClick={() => askRestore(revision.revisionId)}>
                    {t(REVISIONS_TEXT.restoreButton)}
                  </Button>
                ) : null}
              </div>
            </header>
            {showText ? (
              <section className="revision-text" aria-label={t(REVISIONS_TEXT.showText)}>
                <h3 className="revision-text-title">{revision.subject}</h3>
                {/* Stored as the post was saved: sanitized by the same policy as the post page. */}
                <div className="article-body" dangerouslySetInnerHTML={{ __html: revision.html }} />
              </section>
            ) : (
              <dl className="revision-diff" aria-label={t(REVISIONS_TEXT.changes)}>
                <dt>{t(REVISIONS_TEXT.titleLabel)}</dt>
                <dd className="diff-line">
                  <Parts parts={diff.subject} label={label} />
                </dd>
                <dt>{t(REVISIONS_TEXT.topicLabel)}</dt>
                <dd>
                  {diff.topic ? (
                    <>
                      <del>{t(topicLabel(diff.topic.before) ?? { ko: diff.topic.before, en: diff.topic.before })}</del>{" "}
                      <ins>{t(topicLabel(diff.topic.after) ?? { ko: diff.topic.after, en: diff.topic.after })}</ins>
                    </>
                  ) : (
                    t(topicLabel(revision.topic) ?? { ko: revision.topic, en: revision.topic })
                  )}
                </dd>
                <dt>{t(REVISIONS_TEXT.tagsLabel)}</dt>
                <dd className="revision-tags">
                  {revision.tags.map((tag) => (
                    <span key={tag} className={diff.tags.added.includes(tag) ? "tag-chip added" : "tag-chip"}>
                      {diff.tags.added.includes(tag) ? <ins>#{tag}</ins> : `#${tag}`}
                    </span>
                  ))}
                  {diff.tags.removed.map((tag) => (
                    <span key={`-${tag}`} className="tag-chip removed">
                      <del>#{tag}</del>
                    </span>
                  ))}
                </dd>
                <dt>{t(REVISIONS_TEXT.textLabel)}</dt>
                <dd className="diff-text">
                  {diff.againstRevisionId !== null && !textChanged ? (
                    <p className="revision-note">{t(REVISIONS_TEXT.noTextChange)}</p>
                  ) : (
                    <Parts parts={diff.text} label={label} />
                  )}
                </dd>
              </dl>
            )}
          </article>
        ) : null}
      </div>
    </div>
  );
}
