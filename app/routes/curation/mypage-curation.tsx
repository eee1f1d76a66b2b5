// /mypage/curation: my tickets, my rank this season, the posts I voted for, my rewards.
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { say } from "../../../core/i18n";
import { MSG } from "../../../core/messages";
import { CurationBoardList, seoulDate } from "../../features/curation/board";
import { RewardTable } from "../../features/curation/reward-table";
import { CURATION_TEXT as C } from "../../features/curation/text";
import { useIsMobile } from "../../lib/device";
import { useT } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import type { LoaderArgs } from "../../lib/viewer";
import "../../styles/curation.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  return context.services.curation.mine(context.viewer.userNo);
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function MypageCuration() {
  const { tickets, rank, voted, rewards } = useLoaderData<typeof loader>();
  const t = useT();
  const mobile = useIsMobile();
  return (
    <>
      <h1 className="page-heading">{t(C.mineHeading)}</h1>
      <div className="figure-grid">
        <div className="figure reward">
          <span>{t(C.myTickets)}</span>
          <strong data-testid="my-tickets">{t(C.count, { n: tickets.balance })}</strong>
        </div>
        <div className="figure">
          <span>{t(C.issued)}</span>
          <strong>{t(C.count, { n: tickets.issued })}</strong>
        </div>
        <div className="figure">
          <span>{t(C.todayViews)}</span>
          <strong>
            {tickets.todayFromViews} / {tickets.dailyCap}
          </strong>
        </div>
        <div className="figure">
          <span>{t(C.seasonRank)}</span>
          <strong>
            {rank?.writer ? t(C.writerRank, { n: rank.writer.rank }) : rank?.curator ? t(C.curatorRank, { n: rank.curator.rank }) : "-"}
          </strong>
        </div>
      </div>
      <div className="section-title">
        <h2>
          {t(C.votedPosts)}
          {voted.season ? ` · ${voted.season.title}` : ""}
        </h2>
        {voted.season ? (
          <span style={{ fontSize: 14, color: "var(--color-text-muted)" }}>{t(C.ends, { date: seoulDate(voted.season.endDate) })}</span>
        ) : null}
      </div>
      {voted.items.length ? (
        <CurationBoardList mobile={mobile} items={voted.items.map((v, i) => ({ rank: i + 1, votes: 1, board: v.board }))} />
      ) : (
        <div className="curation-empty">
          {t(C.votedEmptyBefore)}
          <Link to={mobile ? "/m/curation" : "/curation"}>{t(C.votedEmptyLink)}</Link>
          {t(C.votedEmptyAfter)}
        </div>
      )}
      <div className="section-title">
        <h2>{t(C.rewardHistory)}</h2>
        {mobile ? null : <Link to="/curation-reward">{t(C.seeAll)}</Link>}
      </div>
      <RewardTable items={rewards.items} total={rewards.total} mobile={mobile} />
    </>
  );
}
