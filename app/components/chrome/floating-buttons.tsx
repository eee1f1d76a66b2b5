// The floating buttons (docs/product/site.md §3): back-to-top (once the page is scrolled) and
// the AI briefing (docs/product/ai.md §6.1), 70 px from the bottom, 10 px on detail pages.
// Desktop and /m alike. The briefing modal's code loads on the first click.
import { useLocation, useRevalidator } from "react-router";
import { COMMON_MSG } from "../../../core/common-messages";
import { useMemberAction } from "../../features/auth/use-member-action";
import { useT } from "../../lib/i18n";
import { useUi } from "../ui/ui-provider";
import { ArrowUpIcon, SparkIcon } from "../ui/icons";
import { EVERY_PAGE_CHROME as CHROME } from "./every-page-text";
import { useScrolledPast } from "./scrolled-past";

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

export function FloatingButtons({ detail }: { detail: boolean }) {
  const scrolled = useScrolledPast(400);
  const t = useT();
  const ui = useUi();
  const revalidator = useRevalidator();
  const location = useLocation();
  // A visitor reads '로그인 후, 이용가능합니다.', then goes to sign in and comes back here.
  const guard = useMemberAction({
    verified: true,
    visitor: {
      desktop: { kind: "alert", body: COMMON_MSG.loginRequired, modalId: "modalLoginRequired" },
      mobile: { id: "modalSuggestMypage", body: COMMON_MSG.loginRequired },
    },
    returnTo: `${location.pathname}${location.search}`,
  });
  const openBriefing = () =>
    void guard(() => {
      void import("../../features/ai-briefing/briefing-modal").then(({ openBriefingModal }) =>
        openBriefingModal(ui, { reload: () => void revalidator.revalidate() }),
      );
    });
  return (
    <div className={detail ? "floating-buttons detail" : "floating-buttons"}>
      {scrolled ? (
        <button
          type="button"
          aria-label={t(CHROME.backToTop)}
          onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
        >
          <ArrowUpIcon />
        </button>
      ) : null}
      <button
        type="button"
        className="floating-briefing"
        aria-label={t(CHROME.aiBriefing)}
        title={t(CHROME.aiBriefing)}
        onClick={openBriefing}
      >
        <SparkIcon />
        <span>AI</span>
      </button>
    </div>
  );
}
