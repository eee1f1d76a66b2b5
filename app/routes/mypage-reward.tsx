// /mypage/reward (+ /m): the member's points. Balance, the attendance calendar, today's
// missions with their progress, points per day for the last 30 days, and the history with
// filters (earned/used, period) and pagination.
import { data, Link, useLoaderData, useLocation, useRevalidator, type MetaFunction } from "react-router";
import { isMonthKey, pointReasonLabel } from "../../core/missions";
import { MSG } from "../../core/messages";
import { Pagination } from "../components/ui/pagination";
import { AttendanceCalendar } from "../features/reward/attendance-calendar";
import { MissionList } from "../features/reward/mission-list";
import { PointsChart } from "../features/reward/points-chart";
import { useIsMobile } from "../lib/device";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/reward.css";

const TYPES = { all: "전체", earn: "적립", use: "사용" } as const;
type HistoryType = keyof typeof TYPES;
const PERIODS = [
  { days: undefined, label: "전체 기간" },
  { days: 7, label: "7일" },
  { days: 30, label: "30일" },
  { days: 90, label: "90일" },
] as const;

export async function loader({ context, request }: LoaderArgs) {
  if (!context.viewer) throw data(MSG.membersOnly, { status: 401 });
  const url = new URL(request.url);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const typeParam = url.searchParams.get("type");
  const type: HistoryType = typeParam === "earn" || typeParam === "use" ? typeParam : "all";
  const daysParam = Number(url.searchParams.get("days"));
  const days = [7, 30, 90].includes(daysParam) ? daysParam : undefined;
  const monthParam = url.searchParams.get("month");
  const month = isMonthKey(monthParam) ? monthParam : undefined;
  const reward = await context.services.rewards.page(context.viewer.userNo, { page, type, days, month });
  return { ...reward, type, days: days ?? null };
}

export const meta: MetaFunction = () => [{ title: "리워드 | 나눔터" }, { name: "robots", content: "noindex" }];

function when(iso: string): string {
  // 'YY.MM.DD HH:mm' in Seoul time (fixed +9 h, as everywhere in the product).
  const d = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCFullYear() % 100)}.${p(d.getUTCMonth() + 1)}.${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

export default function MypageReward() {
  const { balance, history, daily, missions, attendance, type, days } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const location = useLocation();
  const revalidator = useRevalidator();
  const totalPages = Math.max(1, Math.ceil(history.totalItemCount / history.size));
  const filterHref = (next: { type?: HistoryType; days?: number | null }) => {
    const params = new URLSearchParams();
    const t = next.type ?? type;
    const d = next.days === undefined ? days : next.days;
    if (t !== "all") params.set("type", t);
    if (d) params.set("days", String(d));
    const q = params.toString();
    return `${location.pathname}${q ? `?${q}` : ""}`;
  };
  return (
    <div className={mobile ? "reward-page m-reward" : "reward-page"}>
      <h1 className="page-heading">리워드</h1>
      <section className="reward-balance" aria-label="보유 포인트">
        <div>
          <span className="reward-balance-label">보유 포인트</span>
          <strong className="reward-balance-value" data-testid="point-balance">
            {balance.toLocaleString("ko-KR")}
            <span className="reward-p">P</span>
          </strong>
        </div>
        {mobile ? null : (
          <Link to="/guide/reward-intro" className="btn btn-blue-outline btn-sm">
            포인트 안내
          </Link>
        )}
      </section>

      <div className="reward-grid">
        <AttendanceCalendar initial={attendance} onAttended={() => void revalidator.revalidate()} />
        <MissionList status={missions} />
      </div>

      <section className="reward-card" aria-label="일별 포인트">
        <h2 className="reward-card-title">일별 적립 포인트</h2>
        {mobile ? <PointsChart days={daily.slice(-14)} width={340} height={200} /> : <PointsChart days={daily} />}
      </section>

      <section className="reward-card" aria-label="포인트 내역">
        <h2 className="reward-card-title">포인트 내역</h2>
        <div className="reward-filters">
          <nav className="seg" aria-label="내역 종류">
            {(Object.keys(TYPES) as HistoryType[]).map((t) => (
              <Link
                key={t}
                to={filterHref({ type: t })}
                className={t === type ? "seg-item active" : "seg-item"}
                aria-current={t === type ? "page" : undefined}
              >
                {TYPES[t]}
              </Link>
            ))}
          </nav>
          <nav className="seg" aria-label="기간">
            {PERIODS.map((p) => (
              <Link
                key={p.label}
                to={filterHref({ days: p.days ?? null })}
                className={(p.days ?? null) === days ? "seg-item active" : "seg-item"}
                aria-current={(p.days ?? null) === days ? "page" : undefined}
              >
                {p.label}
              </Link>
            ))}
          </nav>
        </div>
        {history.pointHistoryList.length === 0 ? (
          <div className="reward-empty">
            <p>아직 포인트 내역이 없어요.</p>
            <p className="muted">오늘 출석 체크부터 시작해 보세요!</p>
          </div>
        ) : (
          <ul className="history-list">
            {history.pointHistoryList.map((e) => (
              <li key={e.entryId}>
                <div>
                  <span className="history-label">{e.label || pointReasonLabel(e.reason)}</span>
                  <span className="history-date">{when(e.regDate)}</span>
                </div>
                <strong className={e.amount > 0 ? "history-amount plus" : "history-amount minus"}>
                  {e.amount > 0 ? "+" : ""}
                  {e.amount.toLocaleString("ko-KR")}P
                </strong>
              </li>
            ))}
          </ul>
        )}
        <p className="history-total">총 {history.totalItemCount.toLocaleString("ko-KR")}건</p>
        <Pagination page={history.page} totalPages={totalPages} />
      </section>
    </div>
  );
}
