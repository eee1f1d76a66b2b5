// /mypage/stats/{boardNo} and its /m mirror (docs/product/statistics.md, decision 0219): one
// post over 7, 30 or 90 Korea days — totals, views and reads by day, where readers came from —
// and its CSV. The author's (moderators may look too); anyone else is refused by the server.
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { statsPeriodOf } from "../../core/author-stats";
import { say, type Language, type Localized } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { DailyChart, PeriodSwitch, SourcesView, StatsTotalsView, useNumber } from "../features/stats/stats-view";
import { STATS_TEXT } from "../features/stats/text";
import { useLinkTo } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/stats.css";

/** A refusal of the service (not the author, no such post) as the page's error. */
function refusal(error: unknown, language: Language): never {
  const e = error as { status?: unknown; localized?: Localized | null; message?: string };
  if (typeof e?.status !== "number") throw error;
  throw data(e.localized ? e.localized[language] : String(e.message), { status: e.status });
}

export async function loader({ request, params, context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  const boardNo = Number(params.boardNo);
  if (!Number.isSafeInteger(boardNo) || boardNo <= 0) throw data(say(STATS_TEXT.notFound, context.language), { status: 404 });
  const period = statsPeriodOf(new URL(request.url).searchParams.get("days"));
  try {
    return await context.services.authorStats.post(context.viewer, boardNo, period);
  } catch (error) {
    return refusal(error, context.language);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: stats }) =>
  stats ? privateMeta(matches, STATS_TEXT.postTitle, { subject: stats.post.subject }) : privateMeta(matches, STATS_TEXT.postHeading);

export default function MypageStatsPost() {
  const stats = useLoaderData<typeof loader>();
  const t = useT();
  const num = useNumber();
  const format = useFormat();
  const linkTo = useLinkTo();
  const { post } = stats;
  return (
    <div className="stats-page">
      <p className="stats-crumb">
        <Link to={linkTo(`/mypage/stats?days=${stats.period}`)} className="text-link">
          {t(STATS_TEXT.back)}
        </Link>
      </p>
      <div className="stats-top">
        <div>
          <p className="stats-kicker">{t(STATS_TEXT.postHeading)}</p>
          <h1 className="page-heading">{post.subject}</h1>
          <p className="stats-meta">
            {t(STATS_TEXT.published, { date: format.date(post.regDate) })} · {t(STATS_TEXT.totalViews)} {num(post.viewCount)} ·{" "}
            <Link to={linkTo(`/d/${post.permaLink}`)} className="text-link">
              {t(STATS_TEXT.openPost)}
            </Link>
          </p>
        </div>
        <a className="btn btn-blue-outline stats-csv" href={`/api/user/stats/posts/${post.boardNo}/csv?days=${stats.period}`} download>
          {t(STATS_TEXT.csvPost)}
        </a>
      </div>
      <PeriodSwitch period={stats.period} path={linkTo(`/mypage/stats/${post.boardNo}`)} />
      <StatsTotalsView totals={stats.totals} period={stats.period} />
      <DailyChart days={stats.days} id="stats-post" />
      <SourcesView sources={stats.sources} hosts={stats.hosts} />
    </div>
  );
}
