// The settlement modals (SPEC §2, §9): modalReward (your reward was recorded), modalRewardWallet
// (connect a wallet before the deadline or the reward expires) and modalNotice (the season's
// final settlement). One at a time, each with a dated key and "다시 보지 않기".
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { curationModalKey } from "../../../core/curation";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { seoulDate } from "./board";

type ModalId = "modalReward" | "modalRewardWallet" | "modalNotice";
const STORE = "nt_curation_modals";

function dismissed(): string[] {
  try {
    const list = JSON.parse(window.localStorage.getItem(STORE) ?? "[]") as unknown;
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return [];
  }
}

function dismiss(key: string): void {
  window.localStorage.setItem(STORE, JSON.stringify([...dismissed().slice(-50), key]));
}

export function CurationRewardModals({ signedIn, mobile }: { signedIn: boolean; mobile: boolean }) {
  const ui = useUi();
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    void api("GET /api/curation/reward").then((r) => {
      if (cancelled || !r.ok || !r.data.latestSettlement) return;
      const latest = r.data.latestSettlement;
      const day = latest.settledAt.slice(0, 10);
      const paid = BigInt(latest.myAmount) > 0n;
      const deadlineOpen = new Date(latest.walletDeadline).getTime() > Date.now();
      const order: ModalId[] = paid ? (deadlineOpen ? ["modalReward", "modalRewardWallet"] : ["modalReward"]) : ["modalNotice"];
      const seen = new Set(dismissed());
      const showFrom = (i: number): boolean => {
        const id = order.slice(i).find((m) => !seen.has(curationModalKey(m, latest.seasonId, day)));
        if (!id) return false;
        // Opening the next modal replaces this one; false keeps the manager from closing it.
        const next = () => (showFrom(order.indexOf(id) + 1) ? false : undefined);
        const hide = {
          label: "다시 보지 않기",
          style: "white" as const,
          onClick: () => {
            dismiss(curationModalKey(id, latest.seasonId, day));
            return next();
          },
        };
        const rewardPath = mobile ? "/m/mypage/curation" : "/curation-reward";
        if (id === "modalReward") {
          ui.openModal({
            id,
            title: "큐레이션 보상이 지급되었습니다",
            body: (
              <p>
                {latest.title} 정산 결과 <strong>{latest.myAmountText} 토큰</strong>이 기록되었습니다.
              </p>
            ),
            size: "small",
            buttons: [hide, { label: "보상 내역 보기", style: "blue", onClick: () => void navigate(rewardPath) }],
          });
        } else if (id === "modalRewardWallet") {
          ui.openModal({
            id,
            title: "지갑을 연결해 주세요",
            body: (
              <p>
                {seoulDate(latest.walletDeadline)}까지 지갑을 연결하지 않으면 {latest.title} 보상이 소멸됩니다.
              </p>
            ),
            size: "small",
            buttons: [hide, { label: "확인", style: "blue", onClick: next }],
          });
        } else {
          ui.openModal({
            id,
            title: `${latest.title} 최종 정산 안내`,
            body: <p>{latest.title} 큐레이션 보상 정산이 끝났습니다. 작성자·큐레이터 랭킹과 보상을 확인해 보세요.</p>,
            size: "small",
            buttons: [hide, { label: "확인", style: "blue" }],
          });
        }
        return true;
      };
      showFrom(0);
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
  return null;
}
