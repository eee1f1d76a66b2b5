// /mypage/curation: my tickets, my rank this season, the posts I voted for, my rewards.
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { VIEW_TICKETS_DAILY_CAP } from "../../../core/curation";
import { CurationBoardList, seoulDate } from "../../features/curation/board";
import { RewardTable } from "../../features/curation/reward-table";
import { useIsMobile } from "../../lib/device";
import type { LoaderArgs } from "../../lib/viewer";
import "../../styles/curation.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data("회원만 이용 가능합니다.", { status: 401 });
  return context.services.curation.mine(context.viewer.userNo);
}

export const meta: MetaFunction = () => [{ title: "나의 큐레이션 | 나눔터" }, { name: "robots", content: "noindex" }];

export default function MypageCuration() {
  const { tickets, rank, voted, rewards } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  return (
    <>
      <h1 className="page-heading">나의 큐레이션</h1>
      <div className="figure-grid">
        <div className="figure reward">
          <span>보유 큐레이팅</span>
          <strong data-testid="my-tickets">{tickets.balance}개</strong>
        </div>
        <div className="figure">
          <span>누적 지급</span>
          <strong>{tickets.issued}개</strong>
        </div>
        <div className="figure">
          <span>오늘 읽기 보상</span>
          <strong>
            {tickets.todayFromViews} / {VIEW_TICKETS_DAILY_CAP}
          </strong>
        </div>
        <div className="figure">
          <span>이번 시즌 순위</span>
          <strong>{rank?.writer ? `작성 ${rank.writer.rank}위` : rank?.curator ? `큐레이션 ${rank.curator.rank}위` : "-"}</strong>
        </div>
      </div>
      <div className="section-title">
        <h2>내가 투표한 글{voted.season ? ` · ${voted.season.title}` : ""}</h2>
        {voted.season ? (
          <span style={{ fontSize: 14, color: "var(--color-text-muted)" }}>{seoulDate(voted.season.endDate)} 종료</span>
        ) : null}
      </div>
      {voted.items.length ? (
        <CurationBoardList mobile={mobile} items={voted.items.map((v, i) => ({ rank: i + 1, votes: 1, board: v.board }))} />
      ) : (
        <div className="curation-empty">
          아직 투표한 글이 없어요. <Link to={mobile ? "/m/curation" : "/curation"}>큐레이션 보드</Link>에서 좋은 글을 찾아 보세요.
        </div>
      )}
      <div className="section-title">
        <h2>보상 내역</h2>
        {mobile ? null : <Link to="/curation-reward">전체 보기</Link>}
      </div>
      <RewardTable items={rewards.items} totalText={rewards.totalText} mobile={mobile} />
    </>
  );
}
