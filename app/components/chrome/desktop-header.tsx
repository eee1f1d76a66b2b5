// Desktop header (docs/product/site.md §1): logo; tabs home, new, curation, howl (with its submenu); the
// search toggle; write button; login link or the profile circle opening modalProfile. Panels
// close on page scroll or an outside click. The notification bell opens the feed panel.
import { Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { usePrefetch } from "../../lib/prefetch";
import { useRootData } from "../../lib/viewer";
import { useT } from "../../lib/i18n";
import { CHROME } from "./text";
import { Avatar } from "../ui/avatar";
import { BellIcon, LogoMark, PenIcon, SearchIcon } from "../ui/icons";
import { lazyNamed } from "../ui/lazy-part";
import { DesktopSearch } from "./search-box";
import { loginHref } from "../../features/auth/links";
import { useMemberAction } from "../../features/auth/use-member-action";
import { useWriteAction } from "./write-action";

// A member's bell (new dot, feed panel) and the profile modal load only for members.
const NotificationBell = lazyNamed(() => import("../../features/notifications/notification-bell"), "NotificationBell");
const ProfileModalOpener = lazyNamed(() => import("../../features/auth/profile-modal"), "ProfileModalOpener");

/** The bell: for a visitor it only says that notifications are for members. */
function HeaderBell() {
  const { viewer } = useRootData();
  const t = useT();
  const guard = useMemberAction({});
  // A member who clicks before they are known (a shared page's first moments) or before the
  // bell's code arrived: the member's bell opens its panel as soon as it is there.
  const [openAsked, setOpenAsked] = useState(false);
  const visitorBell = (
    <div className="notify-bell-wrap">
      <button
        type="button"
        className="icon-btn notify-bell"
        aria-label={t(CHROME.notifications)}
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={() => void guard(() => setOpenAsked(true))}
      >
        <BellIcon />
      </button>
    </div>
  );
  if (!viewer) return visitorBell;
  return (
    <Suspense fallback={visitorBell}>
      <NotificationBell openAtStart={openAsked} />
    </Suspense>
  );
}

export function DesktopHeader() {
  const { viewer, viewerPending, siteName } = useRootData();
  const [searchOpen, setSearchOpen] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const write = useWriteAction(false);
  const [profileAsked, setProfileAsked] = useState(0);
  const location = useLocation();
  const prefetch = usePrefetch();
  const t = useT();

  useEffect(() => {
    if (!searchOpen) return;
    const close = () => setSearchOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (!actionsRef.current?.contains(event.target as Node)) close();
    };
    window.addEventListener("scroll", close, { passive: true });
    window.addEventListener("pointerdown", onPointer);
    return () => {
      window.removeEventListener("scroll", close);
      window.removeEventListener("pointerdown", onPointer);
    };
  }, [searchOpen]);

  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? "nav-link active" : "nav-link");
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="logo" aria-label={t(CHROME.homeOf, { site: siteName })}>
          <LogoMark />
          <span>{siteName}</span>
        </Link>
        <nav className="main-nav" aria-label={t(CHROME.mainMenu)}>
          <div className="nav-item">
            <NavLink to="/" end className={navClass} prefetch={prefetch}>
              {t(CHROME.home)}
            </NavLink>
          </div>
          <div className="nav-item">
            <NavLink to="/new" className={navClass} prefetch={prefetch}>
              {t(CHROME.newest)}
            </NavLink>
          </div>
          <div className="nav-item">
            <NavLink to="/curation" className={navClass} prefetch={prefetch}>
              {t(CHROME.curation)}
            </NavLink>
          </div>
          <div className="nav-item">
            <NavLink to="/howl" className={navClass} aria-haspopup="true" prefetch={prefetch}>
              {t(CHROME.howl)}
            </NavLink>
            <div className="nav-submenu" role="menu">
              <Link to="/howl/question" role="menuitem">
                {t(CHROME.howlQuestion)}
              </Link>
              <Link to="/howl/docs-to-video" role="menuitem">
                {t(CHROME.docsToVideo)}
              </Link>
            </div>
          </div>
        </nav>
        <div className="header-actions" ref={actionsRef}>
          {searchOpen ? (
            <DesktopSearch onClose={() => setSearchOpen(false)} />
          ) : (
            <button type="button" className="icon-btn" aria-label={t(CHROME.openSearch)} onClick={() => setSearchOpen(true)}>
              <SearchIcon />
            </button>
          )}
          <HeaderBell />
          <button type="button" className="btn btn-blue btn-sm" onClick={write}>
            <PenIcon />
            {t(CHROME.write)}
          </button>
          {/* One fixed slot for the login link, the profile circle and, while a member's state
              is on its way after a shared page loads, a placeholder: nothing moves. */}
          <div className="header-account">
            {viewer ? (
              <button
                type="button"
                aria-label={t(CHROME.myProfile)}
                aria-haspopup="dialog"
                className="icon-btn"
                onClick={() => setProfileAsked((n) => n + 1)}
              >
                <Avatar name={viewer.userName} src={viewer.userProfileImg} ring={viewer.pfpTokenRarity} size={32} />
              </button>
            ) : viewerPending ? (
              <span className="header-account-pending" aria-hidden="true" />
            ) : (
              <Link to={loginHref(location.pathname, location.search, false)} className="btn btn-sm">
                {t(CHROME.signIn)}
              </Link>
            )}
          </div>
          {profileAsked ? (
            <Suspense fallback={null}>
              <ProfileModalOpener key={profileAsked} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
