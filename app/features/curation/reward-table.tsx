// The member's token rewards, newest first (/curation-reward, /mypage/curation).
import { Link } from "react-router";
import type { RewardItem } from "../../../server/modules/curation/types";
import { seoulDate } from "./board";

export type RewardRow = Pick<RewardItem, "entryId" | "seasonTitle" | "kind" | "amountText" | "walletDeadline" | "status" | "regDate">;

export function RewardTable({ items, totalText, mobile }: { items: RewardRow[]; totalText: string; mobile: boolean }) {
  if (!items.length) {
    return (
      <div className="curation-empty">
        아직 받은 큐레이션 보상이 없어요. 시즌 동안 글을 쓰고 좋은 글에 투표하면 시즌이 끝날 때 토큰 보상이 정산됩니다.
        <div style={{ marginTop: 12 }}>
          <Link to={mobile ? "/m/curation" : "/curation"} className="btn btn-blue-outline">
            큐레이션 보드 보기
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <p className="figure reward" style={{ display: "inline-block", marginBottom: 16 }}>
        <span>누적 보상</span>
        <strong data-testid="reward-total">{totalText} 토큰</strong>
      </p>
      <table className="reward-table">
        <thead>
          <tr>
            <th>시즌</th>
            <th>구분</th>
            <th>보상</th>
            <th>지갑 연결 기한</th>
            <th>정산일</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.entryId}>
              <td>{r.seasonTitle ?? "-"}</td>
              <td>{r.kind === "writer" ? "작성자" : "큐레이터"}</td>
              <td>
                <strong>{r.amountText} 토큰</strong>
              </td>
              <td className={r.status === "expired" ? "status-expired" : undefined}>
                {r.walletDeadline ? seoulDate(r.walletDeadline) : "-"}
                {r.status === "expired" ? " (기한 만료)" : ""}
              </td>
              <td>{seoulDate(r.regDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
