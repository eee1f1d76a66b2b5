// /curation-reward: the member's curation token rewards per season, with the settlement modals.
import { Link, useLoaderData, type MetaFunction } from "react-router";
import { CurationRewardModals } from "../../features/curation/reward-modals";
import { RewardTable } from "../../features/curation/reward-table";
import { useIsMobile } from "../../lib/device";
import type { LoaderArgs } from "../../lib/viewer";
import "../../styles/curation.css";

export async function loader({ context }: LoaderArgs) {
  return { rewards: context.viewer ? await context.services.curation.rewards(context.viewer.userNo) : null };
}

export const meta: MetaFunction = () => [{ title: "큐레이션 리워드 | 나눔터" }];

export default function CurationReward() {
  const { rewards } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  return (
    <div className="container" style={{ paddingBottom: 48 }}>
      <h1 className="page-heading">큐레이션 리워드</h1>
      <p className="page-lead">
        시즌이 끝나면 작성자와 큐레이터 보상이 토큰으로 기록됩니다. 지갑 연결 기한까지 지갑을 연결해야 보상을 받을 수 있어요.{" "}
        <Link to="/curation-guide" style={{ color: "var(--color-primary)" }}>
          보상 계산 방법 보기
        </Link>
      </p>
      {rewards ? (
        <>
          <CurationRewardModals signedIn mobile={mobile} />
          <RewardTable items={rewards.items} totalText={rewards.totalText} mobile={mobile} />
        </>
      ) : (
        <div className="curation-empty">
          로그인하면 내 큐레이션 보상을 볼 수 있어요.
          <div style={{ marginTop: 12 }}>
            <Link to="/login?redirect=%2Fcuration-reward" className="btn btn-blue">
              로그인
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
