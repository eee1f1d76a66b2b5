// /mypage/dashboard: my figures at a glance — posts, views, likes and votes received,
// points, curation tickets, this season's rank and token rewards.
import { data, useLoaderData, type MetaFunction } from "react-router";
import { formatCount } from "../../../core/format";
import type { LoaderArgs } from "../../lib/viewer";
import "../../styles/curation.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data("회원만 이용 가능합니다.", { status: 401 });
  return context.services.curation.dashboard(context.viewer.userNo);
}

export const meta: MetaFunction = () => [{ title: "대시보드 | 나눔터" }, { name: "robots", content: "noindex" }];

export default function MypageDashboard() {
  const d = useLoaderData<typeof loader>();
  const figures: { label: string; value: string; reward?: boolean; id: string }[] = [
    { id: "posts", label: "게시물", value: `${formatCount(d.posts)}개` },
    { id: "views", label: "받은 조회", value: formatCount(d.views) },
    { id: "likes", label: "받은 좋아요", value: formatCount(d.likes) },
    { id: "votes", label: "받은 투표", value: formatCount(d.votesReceived) },
    { id: "points", label: "포인트", value: `${d.points.toLocaleString("ko-KR")} P`, reward: true },
    { id: "tickets", label: "보유 큐레이팅", value: `${d.tickets.balance}개`, reward: true },
    { id: "rank", label: "이번 시즌 작성자 순위", value: d.rank?.writer ? `${d.rank.writer.rank}위` : "-" },
    { id: "rewards", label: "누적 토큰 보상", value: `${d.rewardTotalText} 토큰`, reward: true },
  ];
  return (
    <>
      <h1 className="page-heading">대시보드</h1>
      <div className="figure-grid">
        {figures.map((f) => (
          <div key={f.id} className={f.reward ? "figure reward" : "figure"} data-testid={`figure-${f.id}`}>
            <span>{f.label}</span>
            <strong>{f.value}</strong>
          </div>
        ))}
      </div>
      {d.rank?.curator ? (
        <p style={{ color: "var(--color-text-secondary)" }}>
          이번 시즌 큐레이터 순위 {d.rank.curator.rank}위 · 예상 보상 {d.rank.curator.rewardText} 토큰
        </p>
      ) : null}
    </>
  );
}
