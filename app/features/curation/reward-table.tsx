// The member's token rewards, newest first (/curation-reward, /mypage/curation).
import { Link } from "react-router";
import type { RewardItem } from "../../../server/modules/curation/types";
import { useT } from "../../lib/i18n";
import { seoulDate, useTokens } from "./board";
import { CURATION_TEXT } from "./text";
import { RewardReviewBadge } from "./reward-review";

export type RewardRow = Pick<
  RewardItem,
  "entryId" | "seasonTitle" | "kind" | "amount" | "walletDeadline" | "status" | "regDate" | "review"
>;

/** `total`: micro-units, as the server sends them. */
export function RewardTable({ items, total, mobile }: { items: RewardRow[]; total: string; mobile: boolean }) {
  const t = useT();
  const tokens = useTokens();
  if (!items.length) {
    return (
      <div className="curation-empty">
        {t(CURATION_TEXT.rewardsEmpty)}
        <div style={{ marginTop: 12 }}>
          <Link to={mobile ? "/m/curation" : "/curation"} className="btn btn-blue-outline">
            {t(CURATION_TEXT.seeBoard)}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <p className="figure reward" style={{ display: "inline-block", marginBottom: 16 }}>
        <span>{t(CURATION_TEXT.rewardTotal)}</span>
        <strong data-testid="reward-total">{t(CURATION_TEXT.tokens, { amount: tokens(total) })}</strong>
      </p>
      <table className="reward-table">
        <thead>
          <tr>
            <th>{t(CURATION_TEXT.colSeason)}</th>
            <th>{t(CURATION_TEXT.colKind)}</th>
            <th>{t(CURATION_TEXT.colReward)}</th>
            <th>{t(CURATION_TEXT.colDeadline)}</th>
            <th>{t(CURATION_TEXT.colSettled)}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.entryId}>
              <td>{r.seasonTitle ?? "-"}</td>
              <td>{t(r.kind === "writer" ? CURATION_TEXT.writer : CURATION_TEXT.curator)}</td>
              <td>
                <strong>{t(CURATION_TEXT.tokens, { amount: tokens(r.amount) })}</strong>
              </td>
              <td className={r.status === "expired" ? "status-expired" : undefined}>
                {r.walletDeadline ? seoulDate(r.walletDeadline) : "-"}
                {r.status === "expired" ? t(CURATION_TEXT.expired) : ""}
                <RewardReviewBadge entryId={r.entryId} review={r.review} />
              </td>
              <td>{seoulDate(r.regDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
