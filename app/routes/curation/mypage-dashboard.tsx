// /mypage/dashboard: my figures at a glance — posts, views, likes and votes received,
// points, curation tickets, this season's rank and token rewards.
import { data, useLoaderData, type MetaFunction } from "react-router";
import { say, type Text } from "../../../core/i18n";
import { MSG } from "../../../core/messages";
import { useTokens } from "../../features/curation/board";
import { CURATION_TEXT as C } from "../../features/curation/text";
import { useFormat, useT } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import type { LoaderArgs } from "../../lib/viewer";
import "../../styles/curation.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  return context.services.curation.dashboard(context.viewer.userNo);
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function MypageDashboard() {
  const d = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  const tokens = useTokens();
  const figures: { label: Text; value: string; reward?: boolean; id: string }[] = [
    { id: "posts", label: C.posts, value: t(C.postCount, { n: format.count(d.posts) }) },
    { id: "views", label: C.receivedViews, value: format.count(d.views) },
    { id: "likes", label: C.receivedLikes, value: format.count(d.likes) },
    { id: "votes", label: C.receivedVotes, value: format.count(d.votesReceived) },
    { id: "points", label: C.points, value: `${d.points.toLocaleString("ko-KR")} P`, reward: true },
    { id: "tickets", label: C.myTickets, value: t(C.count, { n: d.tickets.balance }), reward: true },
    { id: "rank", label: C.writerSeasonRank, value: d.rank?.writer ? t(C.rank, { n: d.rank.writer.rank }) : "-" },
    { id: "rewards", label: C.tokenTotal, value: t(C.tokens, { amount: tokens(d.rewardTotal) }), reward: true },
  ];
  return (
    <>
      <h1 className="page-heading">{t(C.dashboardHeading)}</h1>
      <div className="figure-grid">
        {figures.map((f) => (
          <div key={f.id} className={f.reward ? "figure reward" : "figure"} data-testid={`figure-${f.id}`}>
            <span>{t(f.label)}</span>
            <strong>{f.value}</strong>
          </div>
        ))}
      </div>
      {d.rank?.curator ? (
        <p style={{ color: "var(--color-text-secondary)" }}>
          {t(C.curatorLine, { rank: d.rank.curator.rank, amount: tokens(d.rank.curator.rewardAmount) })}
        </p>
      ) : null}
    </>
  );
}
