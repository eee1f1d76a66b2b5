// The view mission (docs/product/rewards.md view reward, POST /mission {type:'view', boardNo}): after 10
// seconds on someone else's published post, a signed-in member claims the points once; the
// server checks that the view was recorded at least 10 seconds earlier today.
import { useEffect } from "react";
import { useUi } from "../../components/ui/ui-provider";
import { useRootData } from "../../lib/viewer";
import { useT } from "../../lib/i18n";

export const VIEW_MISSION_DELAY_MS = 10_000;

export function ViewMission({ boardNo, authorUserId, publishing }: { boardNo: number; authorUserId: string; publishing: boolean }) {
  const viewer = useRootData().viewer;
  const ui = useUi();
  const t = useT();
  const eligible = Boolean(viewer && viewer.emailCertYn === "Y" && viewer.userId !== authorUserId && !publishing);
  useEffect(() => {
    if (!eligible) return;
    // Slightly after 10 s so the server's clock agrees the view lasted that long.
    const timer = window.setTimeout(() => {
      // The rewards' catalogue comes with the claim: a reader who leaves before never loads it.
      void Promise.all([import("../../lib/api"), import("./text")]).then(async ([{ api }, { REWARD_TEXT }]) => {
        const res = await api("POST /api/mission", { body: { type: "view", boardNo } });
        if (res.ok && res.data.status === "credited") ui.toast(t(REWARD_TEXT.viewMissionDone, { points: res.data.points }));
      });
    }, VIEW_MISSION_DELAY_MS + 500);
    return () => window.clearTimeout(timer);
  }, [eligible, boardNo]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
