// /mypage/stats and /m/mypage/stats (docs/product/statistics.md, decision 0219): all of the
// member's posts over 7, 30 or 90 Korea days — totals, views and reads by day, where readers
// came from, and the table of their posts, each leading to its own statistics — and the CSV.
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { statsPeriodOf } from "../../core/author-stats";
import { say } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { DailyChart, PeriodSwitch, SourcesView, StatsTotalsView, useNumber } from "../features/stats/stats-view";
import { STATS_TEXT } from "../features/stats/text";
import { useLinkTo } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/stats.css";

export async function loader({ request, context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  const period = statsPeriodOf(new URL(request.url).searchParams.get("days"));
  return context.services.authorStats.mine(context.viewer, period);
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function MypageStats() {
  const stats = useLoaderData<typeof loader>();
  const t = useT();
  const num = useNumber();
  const format = useFormat();
  const linkTo = useLinkTo();
  return (
    <div className="stats-page">
      <div className="stats-top">
        <h1 className="page-heading">{t(STATS_TEXT.heading)}</h1>
        <a className="btn btn-blue-outline stats-csv" href={`/api/user/stats/csv?days=${stats.period}`} download>
          {t(STATS_TEXT.csvAll)}
        </a>
      </div>
      <p className="stats-lead">{t(STATS_TEXT.lead)}</p>
      <PeriodSwitch period={stats.period} path={linkTo("/mypage/stats")} />
      <StatsTotalsView totals={stats.totals} period={stats.period} />
      <DailyChart days={stats.days} id="stats-all" />
      <SourcesView sources={stats.sources} hosts={stats.hosts} />
      <section aria-labelledby="stats-posts-h">
        <h2 id="stats-posts-h" className="stats-h2">
          {t(STATS_TEXT.posts)}
        </h2>
        {stats.posts.length === 0 ? (
          <p className="stats-empty">
            {t(STATS_TEXT.noPosts)}{" "}
            <Link to={linkTo("/upload")} className="text-link">
              {t(STATS_TEXT.write)}
            </Link>
          </p>
        ) : (
          <>
            {stats.postCount > stats.posts.length ? (
              <p className="stats-note">{t(STATS_TEXT.postsNote, { n: num(stats.postCount), shown: num(stats.posts.length) })}</p>
            ) : null}
            <div className="stats-scroll">
              <table className="stats-table stats-posts">
                <thead>
                  <tr>
                    <th scope="col">{t(STATS_TEXT.title)}</th>
                    <th scope="col">{t(STATS_TEXT.views)}</th>
                    <th scope="col">{t(STATS_TEXT.reads)}</th>
                    <th scope="col">{t(STATS_TEXT.likes)}</th>
                    <th scope="col">{t(STATS_TEXT.votes)}</th>
                    <th scope="col">{t(STATS_TEXT.totalViews)}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.posts.map((post) => (
                    <tr key={post.boardNo}>
                      <th scope="row">
                        <Link to={linkTo(`/mypage/stats/${post.boardNo}?days=${stats.period}`)}>{post.subject}</Link>
                        <span className="stats-date">{format.date(post.regDate)}</span>
                      </th>
                      <td>{num(post.views)}</td>
                      <td>{num(post.reads)}</td>
                      <td>{num(post.likes)}</td>
                      <td>{num(post.votes)}</td>
                      <td>{num(post.viewCount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
