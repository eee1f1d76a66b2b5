// /mypage/reward (+ /m): the member's points. Balance, the attendance calendar, today's
// missions with their progress, points per day for the last 30 days, and the history with
// filters (earned/used, period) and pagination. The check-in writes through this page's action.
import { data, Link, useLoaderData, useLocation, type MetaFunction } from "react-router";
import { isMonthKey, pointReasonLabel } from "../../core/missions";
import { say } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { Pagination } from "../components/ui/pagination";
import { AttendanceCalendar } from "../features/reward/attendance-calendar";
import { MissionList } from "../features/reward/mission-list";
import { PointsChart } from "../features/reward/points-chart";
import { REWARD_TEXT } from "../features/reward/text";
import { useIsMobile } from "../lib/device";
import { useT } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/reward.css";

const TYPES = { all: REWARD_TEXT.typeAll, earn: REWARD_TEXT.typeEarn, use: REWARD_TEXT.typeUse } as const;
type HistoryType = keyof typeof TYPES;
const PERIODS = [undefined, 7, 30, 90] as const;

export async function loader({ context, request }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
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

/** The day's check-in (the calendar's button): the same as POST /api/mission/attendance. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.write("POST /api/mission/attendance", input, tools));
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

function when(iso: string): string {
  // 'YY.MM.DD HH:mm' in Seoul time (fixed +9 h, as everywhere in the product).
  const d = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCFullYear() % 100)}.${p(d.getUTCMonth() + 1)}.${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

export default function MypageReward() {
  const { balance, history, daily, missions, attendance, type, days } = useLoaderData<typeof loader>();
  const t = useT();
  const mobile = useIsMobile();
  const location = useLocation();
  const totalPages = Math.max(1, Math.ceil(history.totalItemCount / history.size));
  const filterHref = (next: { type?: HistoryType; days?: number | null }) => {
    const params = new URLSearchParams();
    const kind = next.type ?? type;
    const d = next.days === undefined ? days : next.days;
    if (kind !== "all") params.set("type", kind);
    if (d) params.set("days", String(d));
    const q = params.toString();
    return `${location.pathname}${q ? `?${q}` : ""}`;
  };
  return (
    <div className={mobile ? "reward-page m-reward" : "reward-page"}>
      <h1 className="page-heading">{t(REWARD_TEXT.heading)}</h1>
      <section className="reward-balance" aria-label={t(REWARD_TEXT.balance)}>
        <div>
          <span className="reward-balance-label">{t(REWARD_TEXT.balance)}</span>
          <strong className="reward-balance-value" data-testid="point-balance">
            {balance.toLocaleString("ko-KR")}
            <span className="reward-p">P</span>
          </strong>
        </div>
        {mobile ? null : (
          <Link to="/guide/reward-intro" className="btn btn-blue-outline btn-sm">
            {t(REWARD_TEXT.pointsGuide)}
          </Link>
        )}
      </section>

      <div className="reward-grid">
        <AttendanceCalendar attendance={attendance} />
        <MissionList status={missions} />
      </div>

      <section className="reward-card" aria-label={t(REWARD_TEXT.dailyPoints)}>
        <h2 className="reward-card-title">{t(REWARD_TEXT.dailyEarned)}</h2>
        {mobile ? <PointsChart days={daily.slice(-14)} width={340} height={200} /> : <PointsChart days={daily} />}
      </section>

      <section className="reward-card" aria-label={t(REWARD_TEXT.history)}>
        <h2 className="reward-card-title">{t(REWARD_TEXT.history)}</h2>
        <div className="reward-filters">
          <nav className="seg" aria-label={t(REWARD_TEXT.historyKind)}>
            {(Object.keys(TYPES) as HistoryType[]).map((kind) => (
              <Link
                key={kind}
                to={filterHref({ type: kind })}
                className={kind === type ? "seg-item active" : "seg-item"}
                aria-current={kind === type ? "page" : undefined}
              >
                {t(TYPES[kind])}
              </Link>
            ))}
          </nav>
          <nav className="seg" aria-label={t(REWARD_TEXT.period)}>
            {PERIODS.map((p) => (
              <Link
                key={p ?? "all"}
                to={filterHref({ days: p ?? null })}
                className={(p ?? null) === days ? "seg-item active" : "seg-item"}
                aria-current={(p ?? null) === days ? "page" : undefined}
              >
                {p ? t(REWARD_TEXT.periodDays, { n: p }) : t(REWARD_TEXT.periodAll)}
              </Link>
            ))}
          </nav>
        </div>
        {history.pointHistoryList.length === 0 ? (
          <div className="reward-empty">
            <p>{t(REWARD_TEXT.emptyHistory)}</p>
            <p className="muted">{t(REWARD_TEXT.emptyHistoryNext)}</p>
          </div>
        ) : (
          <ul className="history-list">
            {history.pointHistoryList.map((e) => (
              <li key={e.entryId}>
                <div>
                  <span className="history-label">{t(pointReasonLabel(e.reason))}</span>
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
        <p className="history-total">
          {t(REWARD_TEXT.historyTotal, { n: history.totalItemCount.toLocaleString("ko-KR"), count: history.totalItemCount })}
        </p>
        <Pagination page={history.page} totalPages={totalPages} />
      </section>
    </div>
  );
}
