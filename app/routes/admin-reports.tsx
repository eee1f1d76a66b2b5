// The moderators' report queue (/admin/reports, /m/admin/reports; docs/decisions/0081):
// items with open reports grouped with counts and reasons, and the items hidden now; each
// can be blinded, restored or dismissed (the API's own command), and shows the latest
// decision with who and when.
import { requireConsoleTwoFactor } from "../features/admin/console-access";
import { useState } from "react";
import { data, Link, useLoaderData, useRevalidator, type MetaFunction } from "react-router";
import { say, texts } from "../../core/i18n";
import { ADMIN_MSG, MSG } from "../../core/messages";
import { reportReasonLabel } from "../../core/reports";
import { Button } from "../components/ui/button";
import { Pagination } from "../components/ui/pagination";
import { useUi } from "../components/ui/ui-provider";
import { useIsMobile } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import { api } from "../lib/api";
import type { LoaderArgs } from "../lib/viewer";
import type { QueueItem, QueuePage } from "../../server/modules/reports/types";
import "../styles/reports.css";

export async function loader({ request, context }: LoaderArgs) {
  const viewer = context.viewer;
  if (!viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  if (viewer.role !== "moderator" && viewer.role !== "admin") throw data(say(ADMIN_MSG.forbidden, context.language), { status: 403 });
  requireConsoleTwoFactor(viewer);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") === "blinded" ? "blinded" : "open";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  return { queue: (await context.services.moderation.queue(status, page)) as QueuePage, now: new Date().toISOString() };
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

const QUEUE_TEXT = texts({
  heading: { ko: "신고 관리", en: "Reports" },
  lists: { ko: "신고 목록", en: "Report lists" },
  open: { ko: "처리 대기", en: "Open" },
  blinded: { ko: "숨김 중", en: "Hidden" },
  noOpen: { ko: "처리할 신고가 없어요.", en: "No reports to handle." },
  noBlinded: { ko: "숨김 처리된 콘텐츠가 없어요.", en: "No hidden content." },
  post: { ko: "게시물", en: "Post" },
  comment: { ko: "댓글", en: "Comment" },
  deleted: { ko: "삭제됨", en: "Deleted" },
  waiting: { ko: "신고 {n}건 대기", en: "{n} open reports" },
  reports: { ko: "신고 {n}건", en: "{n} reports" },
  noContent: { ko: "(내용 없음)", en: "(no content)" },
  author: { ko: "작성자 {name}", en: "By {name}" },
  unknown: { ko: "알 수 없음", en: "unknown" },
  lastReported: { ko: " · 최근 신고 {when}", en: " · last reported {when}" },
  reasons: { ko: "신고 사유", en: "Reasons" },
  lastAction: { ko: "최근 처리: {action} · {by} · {when}", en: "Last decision: {action} · {by} · {when}" },
  automatic: { ko: "자동 (신고 누적)", en: "automatic (reports piled up)" },
  blind: { ko: "숨김", en: "Hide" },
  keepHidden: { ko: "숨김 유지", en: "Keep hidden" },
  restore: { ko: "복구", en: "Restore" },
  dismiss: { ko: "기각", en: "Dismiss" },
  blindDone: { ko: "숨김 처리했습니다.", en: "Hidden." },
  restoreDone: { ko: "다시 공개했습니다.", en: "Shown again." },
  dismissDone: { ko: "신고를 기각했습니다.", en: "Reports dismissed." },
});

const ACTION_LABEL = { blind: QUEUE_TEXT.blind, restore: QUEUE_TEXT.restore, dismiss: QUEUE_TEXT.dismiss } as const;
const DONE_MESSAGE = { blind: QUEUE_TEXT.blindDone, restore: QUEUE_TEXT.restoreDone, dismiss: QUEUE_TEXT.dismissDone } as const;

function QueueCard({ item, now, mobile }: { item: QueueItem; now: Date; mobile: boolean }) {
  const t = useT();
  const format = useFormat();
  const ui = useUi();
  const prefix = mobile ? "/m" : "";
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  // The decision is said before the list is read again: a decided item may leave the list (an
  // open report hidden moves to 숨김 중), and this card with it.
  const act = async (action: "blind" | "restore" | "dismiss") => {
    setBusy(true);
    const answer = await api("POST /api/moderation/reports/:targetType/:targetNo", {
      params: { targetType: item.targetType, targetNo: item.targetNo },
      body: { action },
    });
    setBusy(false);
    if (!answer.ok) return ui.toast(answer.message);
    if (answer.data.lastAction) ui.toast(DONE_MESSAGE[answer.data.lastAction.action], "blue");
    void revalidator.revalidate();
  };
  const last = item.lastAction;
  return (
    <li className="queue-card" data-target={`${item.targetType}-${item.targetNo}`}>
      <div className="queue-head">
        <span className="chip">{t(item.targetType === "post" ? QUEUE_TEXT.post : QUEUE_TEXT.comment)}</span>
        {item.blind ? <span className="chip queue-blind">{t(QUEUE_TEXT.blinded)}</span> : null}
        {item.deleted ? <span className="chip">{t(QUEUE_TEXT.deleted)}</span> : null}
        <span className="queue-count">
          {item.openReports > 0 ? t(QUEUE_TEXT.waiting, { n: item.openReports }) : t(QUEUE_TEXT.reports, { n: item.totalReports })}
        </span>
      </div>
      <p className="queue-title">
        {item.url && !item.blind && !item.deleted ? (
          <Link to={`${prefix}${item.url}`}>{item.title || t(QUEUE_TEXT.noContent)}</Link>
        ) : (
          item.title || t(QUEUE_TEXT.noContent)
        )}
      </p>
      <p className="queue-meta">
        {t(QUEUE_TEXT.author, { name: item.author?.userName ?? t(QUEUE_TEXT.unknown) })}
        {item.lastReportedAt ? t(QUEUE_TEXT.lastReported, { when: format.ago(item.lastReportedAt, now) }) : ""}
      </p>
      {item.reasons.length ? (
        <ul className="queue-reasons" aria-label={t(QUEUE_TEXT.reasons)}>
          {item.reasons.map((r) => (
            <li key={r.reason} className="chip">
              {t(reportReasonLabel(r.reason))} {r.count}
            </li>
          ))}
        </ul>
      ) : null}
      {item.otherTexts.length ? (
        <ul className="queue-texts">
          {item.otherTexts.map((text, i) => (
            <li key={i}>“{text}”</li>
          ))}
        </ul>
      ) : null}
      {last ? (
        <p className="queue-last">
          {t(QUEUE_TEXT.lastAction, {
            action: t(ACTION_LABEL[last.action]),
            by: last.by ?? t(QUEUE_TEXT.automatic),
            when: format.ago(last.at, now),
          })}
          {last.reason ? ` · ${last.reason}` : ""}
        </p>
      ) : null}
      {item.deleted ? null : (
        <div className="queue-actions">
          {item.blind ? (
            <>
              {item.openReports > 0 ? (
                <Button size="sm" variant="red" pending={busy} onClick={() => void act("blind")}>
                  {t(QUEUE_TEXT.keepHidden)}
                </Button>
              ) : null}
              <Button size="sm" variant="blue-outline" pending={busy} onClick={() => void act("restore")}>
                {t(QUEUE_TEXT.restore)}
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="red" pending={busy} onClick={() => void act("blind")}>
                {t(QUEUE_TEXT.blind)}
              </Button>
              {item.openReports > 0 ? (
                <Button size="sm" pending={busy} onClick={() => void act("dismiss")}>
                  {t(QUEUE_TEXT.dismiss)}
                </Button>
              ) : null}
            </>
          )}
        </div>
      )}
    </li>
  );
}

export default function AdminReports() {
  const { queue, now } = useLoaderData<typeof loader>();
  const t = useT();
  const mobile = useIsMobile();
  const prefix = mobile ? "/m" : "";
  const at = new Date(now);
  return (
    <div className={mobile ? "m-container queue-page" : "container queue-page"}>
      <h1 className="page-heading">{t(QUEUE_TEXT.heading)}</h1>
      <nav className="queue-tabs" aria-label={t(QUEUE_TEXT.lists)}>
        <Link
          to={`${prefix}/admin/reports`}
          className={queue.status === "open" ? "active" : ""}
          aria-current={queue.status === "open" ? "page" : undefined}
        >
          {t(QUEUE_TEXT.open)}
          {queue.status === "open" ? ` ${queue.totalCount}` : ""}
        </Link>
        <Link
          to={`${prefix}/admin/reports?status=blinded`}
          className={queue.status === "blinded" ? "active" : ""}
          aria-current={queue.status === "blinded" ? "page" : undefined}
        >
          {t(QUEUE_TEXT.blinded)}
          {queue.status === "blinded" ? ` ${queue.totalCount}` : ""}
        </Link>
      </nav>
      {queue.items.length === 0 ? (
        <p className="queue-empty">{t(queue.status === "open" ? QUEUE_TEXT.noOpen : QUEUE_TEXT.noBlinded)}</p>
      ) : (
        <ul className="queue-list">
          {queue.items.map((item) => (
            <QueueCard key={`${item.targetType}-${item.targetNo}`} item={item} now={at} mobile={mobile} />
          ))}
        </ul>
      )}
      <Pagination page={queue.page} totalPages={queue.totalPages} />
    </div>
  );
}
