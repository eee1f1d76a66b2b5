// What the member's share links brought (docs/product/engagement.md short-link info: cumulativeReward,
// sharedBoardCount, influxCount), the sign-ups through them, and the member's invite link.
import { SHARE_MSG } from "../../../core/share";
import type { ShortLinkInfo } from "../../../server/modules/reactions/invites";
import { Button } from "../../components/ui/button";
import { useUi } from "../../components/ui/ui-provider";
import { useFormat, useT } from "../../lib/i18n";
import { SHARE_SUMMARY } from "./text";
import "../../styles/reactions.css";

export interface ShareSummaryData extends ShortLinkInfo {
  inviteCount: number;
  inviteUrl: string;
}

export function ShareSummary({ share }: { share: ShareSummaryData }) {
  const ui = useUi();
  const t = useT();
  const format = useFormat();
  const copy = () =>
    void navigator.clipboard
      .writeText(share.inviteUrl)
      .then(() => ui.toast(SHARE_MSG.copied))
      .catch(() => ui.toast(SHARE_MSG.copyFailed));
  const figures = [
    { label: t(SHARE_SUMMARY.sharedPosts), value: t(SHARE_SUMMARY.sharedPostsValue, { n: format.count(share.sharedBoardCount) }) },
    { label: t(SHARE_SUMMARY.visits), value: t(SHARE_SUMMARY.people, { n: format.count(share.influxCount) }) },
    { label: t(SHARE_SUMMARY.signUps), value: t(SHARE_SUMMARY.people, { n: format.count(share.inviteCount) }) },
    { label: t(SHARE_SUMMARY.reward), value: `${share.cumulativeReward.toLocaleString("ko-KR")} P`, reward: true },
  ];
  return (
    <section className="share-summary" aria-label={t(SHARE_SUMMARY.title)}>
      <dl>
        {figures.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd className={f.reward ? "reward" : undefined}>{f.value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="blue-outline" onClick={copy}>
        {t(SHARE_SUMMARY.copyInvite)}
      </Button>
    </section>
  );
}
