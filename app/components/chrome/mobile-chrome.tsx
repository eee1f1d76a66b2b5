// Mobile chrome (docs/product/site.md §3): the footer tab bar (home, write, alarm, mypage;
// hidden on chatbot pages), on every /m page. The header with search and the site footer, which
// post pages do not show, are in mobile-frame.tsx. Floating buttons: floating-buttons.tsx.
import { Suspense } from "react";
import { NavLink } from "react-router";
import { useRootData } from "../../lib/viewer";
import { useT } from "../../lib/i18n";
import { EVERY_PAGE_CHROME as CHROME } from "./every-page-text";
import { BellIcon, HomeIcon, PenIcon, UserIcon } from "../ui/icons";
import { lazyNamed } from "../ui/lazy-part";
import { useMemberOnlyAction, useWriteAction } from "./write-action";

// Loaded when used: the new-notification dot for a signed-in member.
const BellWithDot = lazyNamed(() => import("../../features/notifications/notification-bell"), "BellWithDot");

/** The tab bar's bell: a member's shows a dot while something new arrived. */
function TabBell() {
  const { viewer } = useRootData();
  const bell = (
    <span className="notify-tab-icon">
      <BellIcon />
    </span>
  );
  if (!viewer) return bell;
  return (
    <Suspense fallback={bell}>
      <BellWithDot />
    </Suspense>
  );
}

export function MobileTabbar() {
  const write = useWriteAction(true);
  const alarm = useMemberOnlyAction(true, "/m/newsfeed", "modalAlarm");
  const mypage = useMemberOnlyAction(true, "/m/mypage", "modalSuggestMypage");
  const t = useT();
  return (
    <nav className="m-tabbar" aria-label={t(CHROME.bottomMenu)}>
      <NavLink to="/m" end className={({ isActive }) => (isActive ? "active" : undefined)}>
        <HomeIcon />
        {t(CHROME.home)}
      </NavLink>
      <button type="button" onClick={write}>
        <PenIcon />
        {t(CHROME.write)}
      </button>
      <button type="button" onClick={alarm}>
        <TabBell />
        {t(CHROME.notifications)}
      </button>
      <button type="button" onClick={mypage}>
        <UserIcon />
        {t(CHROME.myTab)}
      </button>
    </nav>
  );
}
