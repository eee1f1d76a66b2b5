// What the member's share links brought (SPEC §3 short-link info: cumulativeReward,
// sharedBoardCount, influxCount), the sign-ups through them, and the member's invite link.
import { formatCount } from "../../../core/format";
import { SHARE_MSG } from "../../../core/share";
import type { ShortLinkInfo } from "../../../server/modules/reactions/invites";
import { useUi } from "../../components/ui/ui-provider";
import "../../styles/reactions.css";

export interface ShareSummaryData extends ShortLinkInfo {
  inviteCount: number;
  inviteUrl: string;
}

export function ShareSummary({ share }: { share: ShareSummaryData }) {
  const ui = useUi();
  const copy = () =>
    void navigator.clipboard
      .writeText(share.inviteUrl)
      .then(() => ui.toast(SHARE_MSG.copied))
      .catch(() => ui.toast(SHARE_MSG.copyFailed));
  const figures = [
    { label: "공유한 글", value: `${formatCount(share.sharedBoardCount)}개` },
    { label: "링크로 방문", value: `${formatCount(share.influxCount)}명` },
    { label: "링크로 가입", value: `${formatCount(share.inviteCount)}명` },
    { label: "공유 보상", value: `${share.cumulativeReward.toLocaleString("ko-KR")} P`, reward: true },
  ];
  return (
    <section className="share-summary" aria-label="공유 현황">
      <dl>
        {figures.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd className={f.reward ? "reward" : undefined}>{f.value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn btn-blue-outline" onClick={copy}>
        초대 링크 복사
      </button>
    </section>
  );
}
