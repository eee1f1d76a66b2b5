// The settlement modals (docs/product/rewards.md): modalReward (your reward was recorded), modalRewardWallet
// (connect a wallet before the deadline or the reward expires) and modalNotice (the season's
// final settlement). One at a time, each with a dated key and "do not show again".
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { curationModalKey, formatTokens } from "../../../core/curation";
import { both } from "../../../core/i18n";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { T, useLanguage } from "../../lib/i18n";
import { seoulDate } from "./board";
import { CURATION_TEXT } from "./text";

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
  const language = useLanguage();
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    void api("GET /api/curation/reward").then((r) => {
      if (cancelled || !r.ok || !r.data.latestSettlement) return;
      const latest = r.data.latestSettlement;
      const day = latest.settledAt.slice(0, 10);
      const paid = BigInt(latest.myAmount) > 0n;
      const deadlineOpen = new Date(latest.walletDeadline).getTime() > Date.now();
      // The wallet reminder only for paid members who have no wallet yet, while it still counts.
      const remind = deadlineOpen && !latest.hasWallet;
      const order: ModalId[] = paid ? (remind ? ["modalReward", "modalRewardWallet"] : ["modalReward"]) : ["modalNotice"];
      const seen = new Set(dismissed());
      const showFrom = (i: number): boolean => {
        const id = order.slice(i).find((m) => !seen.has(curationModalKey(m, latest.seasonId, day)));
        if (!id) return false;
        // Opening the next modal replaces this one; false keeps the manager from closing it.
        const next = () => (showFrom(order.indexOf(id) + 1) ? false : undefined);
        const hide = {
          label: CURATION_TEXT.hide,
          style: "white" as const,
          onClick: () => {
            dismiss(curationModalKey(id, latest.seasonId, day));
            return next();
          },
        };
        const season = { season: latest.title };
        const rewardPath = mobile ? "/m/mypage/curation" : "/curation-reward";
        if (id === "modalReward") {
          ui.openModal({
            id,
            title: CURATION_TEXT.rewardTitle,
            body: (
              <p>
                <T text={CURATION_TEXT.rewardBody} params={season} />
                <strong>
                  <T text={CURATION_TEXT.tokens} params={{ amount: formatTokens(latest.myAmount, language) }} />
                </strong>
                <T text={CURATION_TEXT.rewardBodyEnd} />
              </p>
            ),
            size: "small",
            buttons: [hide, { label: CURATION_TEXT.seeRewards, style: "blue", onClick: () => void navigate(rewardPath) }],
          });
        } else if (id === "modalRewardWallet") {
          ui.openModal({
            id,
            title: CURATION_TEXT.walletTitle,
            body: (
              <>
                <p>
                  <T text={CURATION_TEXT.walletBody} params={{ ...season, date: seoulDate(latest.walletDeadline) }} />
                </p>
                <p>
                  {/* The wallet overview has no phone version yet (docs/product/wallet.md §9). */}
                  <Link to="/mypage/wallet" className="btn btn-blue-outline btn-sm" onClick={() => ui.closeModal()}>
                    <T text={CURATION_TEXT.connectWallet} />
                  </Link>
                </p>
              </>
            ),
            size: "small",
            buttons: [hide, { label: CURATION_TEXT.ok, style: "blue", onClick: next }],
          });
        } else {
          ui.openModal({
            id,
            title: both(CURATION_TEXT.noticeTitle, season),
            body: (
              <p>
                <T text={CURATION_TEXT.noticeBody} params={season} />
              </p>
            ),
            size: "small",
            buttons: [hide, { label: CURATION_TEXT.ok, style: "blue" }],
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
