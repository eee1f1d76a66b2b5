// The moderators' report queue (/admin/reports, /m/admin/reports; docs/decisions/0081):
// items with open reports grouped with counts and reasons, and the items hidden now; each
// can be blinded, restored or dismissed, and shows the latest decision with who and when.
import { useState } from "react";
import { data, Link, useLoaderData, useRevalidator, type MetaFunction } from "react-router";
import { formatRelativeTime } from "../../core/format";
import { reportReasonLabel } from "../../core/reports";
import { Pagination } from "../components/ui/pagination";
import { useUi } from "../components/ui/ui-provider";
import { api } from "../lib/api";
import { useIsMobile } from "../lib/device";
import type { LoaderArgs } from "../lib/viewer";
import type { QueueItem, QueuePage } from "../../server/modules/reports/types";
import "../styles/reports.css";

export async function loader({ request, context }: LoaderArgs) {
  const viewer = context.viewer;
  if (!viewer) throw data("회원만 이용 가능합니다.", { status: 401 });
  if (viewer.role !== "moderator" && viewer.role !== "admin") throw data("접근 권한이 없습니다.", { status: 403 });
  const url = new URL(request.url);
  const status = url.searchParams.get("status") === "blinded" ? "blinded" : "open";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  return { queue: (await context.services.moderation.queue(status, page)) as QueuePage, now: new Date().toISOString() };
}

export const meta: MetaFunction = () => [{ title: "신고 관리 | 나눔터" }, { name: "robots", content: "noindex" }];

const ACTION_LABEL = { blind: "숨김", restore: "복구", dismiss: "기각" } as const;
const DONE_MESSAGE = { blind: "숨김 처리했습니다.", restore: "다시 공개했습니다.", dismiss: "신고를 기각했습니다." } as const;

function QueueCard({ item, now, mobile }: { item: QueueItem; now: Date; mobile: boolean }) {
  const ui = useUi();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const prefix = mobile ? "/m" : "";
  const act = async (action: "blind" | "restore" | "dismiss") => {
    setBusy(true);
    const result = await api("POST /api/moderation/reports/:targetType/:targetNo", {
      params: { targetType: item.targetType, targetNo: item.targetNo },
      body: { action },
    });
    setBusy(false);
    if (!result.ok) {
      ui.toast(result.message);
      return;
    }
    ui.toast(DONE_MESSAGE[action], "blue");
    await revalidator.revalidate();
  };
  const last = item.lastAction;
  return (
    <li className="queue-card" data-target={`${item.targetType}-${item.targetNo}`}>
      <div className="queue-head">
        <span className="chip">{item.targetType === "post" ? "게시물" : "댓글"}</span>
        {item.blind ? <span className="chip queue-blind">숨김 중</span> : null}
        {item.deleted ? <span className="chip">삭제됨</span> : null}
        <span className="queue-count">신고 {item.openReports > 0 ? `${item.openReports}건 대기` : `${item.totalReports}건`}</span>
      </div>
      <p className="queue-title">
        {item.url && !item.blind && !item.deleted ? (
          <Link to={`${prefix}${item.url}`}>{item.title || "(내용 없음)"}</Link>
        ) : (
          item.title || "(내용 없음)"
        )}
      </p>
      <p className="queue-meta">
        작성자 {item.author?.userName ?? "알 수 없음"}
        {item.lastReportedAt ? ` · 최근 신고 ${formatRelativeTime(new Date(item.lastReportedAt), now)}` : ""}
      </p>
      {item.reasons.length ? (
        <ul className="queue-reasons" aria-label="신고 사유">
          {item.reasons.map((r) => (
            <li key={r.reason} className="chip">
              {reportReasonLabel(r.reason)} {r.count}
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
          최근 처리: {ACTION_LABEL[last.action]} · {last.by ?? "자동 (신고 누적)"} · {formatRelativeTime(new Date(last.at), now)}
          {last.reason ? ` · ${last.reason}` : ""}
        </p>
      ) : null}
      {item.deleted ? null : (
        <div className="queue-actions">
          {item.blind ? (
            <>
              {item.openReports > 0 ? (
                <button type="button" className="btn btn-sm btn-red" disabled={busy} onClick={() => void act("blind")}>
                  숨김 유지
                </button>
              ) : null}
              <button type="button" className="btn btn-sm btn-blue-outline" disabled={busy} onClick={() => void act("restore")}>
                복구
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-sm btn-red" disabled={busy} onClick={() => void act("blind")}>
                숨김
              </button>
              {item.openReports > 0 ? (
                <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void act("dismiss")}>
                  기각
                </button>
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
  const mobile = useIsMobile();
  const prefix = mobile ? "/m" : "";
  const at = new Date(now);
  return (
    <div className={mobile ? "m-container queue-page" : "container queue-page"}>
      <h1 className="page-heading">신고 관리</h1>
      <nav className="queue-tabs" aria-label="신고 목록">
        <Link
          to={`${prefix}/admin/reports`}
          className={queue.status === "open" ? "active" : ""}
          aria-current={queue.status === "open" ? "page" : undefined}
        >
          처리 대기{queue.status === "open" ? ` ${queue.totalCount}` : ""}
        </Link>
        <Link
          to={`${prefix}/admin/reports?status=blinded`}
          className={queue.status === "blinded" ? "active" : ""}
          aria-current={queue.status === "blinded" ? "page" : undefined}
        >
          숨김 중{queue.status === "blinded" ? ` ${queue.totalCount}` : ""}
        </Link>
      </nav>
      {queue.items.length === 0 ? (
        <p className="queue-empty">{queue.status === "open" ? "처리할 신고가 없어요." : "숨김 처리된 콘텐츠가 없어요."}</p>
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
