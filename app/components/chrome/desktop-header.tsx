// Desktop header (SPEC §2): logo; tabs home, new, curation, howl (with its submenu); the
// search toggle; write button; login link or the profile circle opening modalProfile. Panels
// close on page scroll or an outside click. The notification bell opens the feed panel.
import { Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useRootData } from "../../lib/viewer";
import { Avatar } from "../ui/avatar";
import { BellIcon, LogoMark, PenIcon, SearchIcon } from "../ui/icons";
import { lazyNamed } from "../ui/lazy-part";
import { DesktopSearch } from "./search-box";
import { loginHref } from "../../features/auth/links";
import { useMemberAction } from "../../features/auth/use-member-action";
import { useWriteAction } from "./write-action";

// A member's bell (new dot, feed panel) and the profile modal load only for members.
const NotificationBell = lazyNamed(() => import("../../features/notify/notification-bell"), "NotificationBell");
const ProfileModalOpener = lazyNamed(() => import("../../features/auth/profile-modal"), "ProfileModalOpener");

/** The bell: for a visitor it only says that notifications are for members. */
function HeaderBell() {
  const { viewer } = useRootData();
  const guard = useMemberAction({});
  // A member who clicks before they are known (a shared page's first moments) or before the
  // bell's code arrived: the member's bell opens its panel as soon as it is there.
  const [openAsked, setOpenAsked] = useState(false);
  const visitorBell = (
    <div className="notify-bell-wrap">
      <button
        type="button"
        className="icon-btn notify-bell"
        aria-label="알림"
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
        <Link to="/" className="logo" aria-label={`${siteName} 홈`}>
          <LogoMark />
          <span>{siteName}</span>
        </Link>
        <nav className="main-nav" aria-label="주요 메뉴">
          <div className="nav-item">
            <NavLink to="/" end className={navClass}>
              홈
            </NavLink>
          </div>
          <div className="nav-item">
            <NavLink to="/new" className={navClass}>
              최신
            </NavLink>
          </div>
          <div className="nav-item">
            <NavLink to="/curation" className={navClass}>
              큐레이션
            </NavLink>
          </div>
          <div className="nav-item">
            <NavLink to="/howl" className={navClass} aria-haspopup="true">
              하울 AI
            </NavLink>
            <div className="nav-submenu" role="menu">
              <Link to="/howl/question" role="menuitem">
                AI 검색
              </Link>
              <Link to="/howl/docs-to-video" role="menuitem">
                문서로 영상 만들기
              </Link>
            </div>
          </div>
        </nav>
        <div className="header-actions" ref={actionsRef}>
          {searchOpen ? (
            <DesktopSearch onClose={() => setSearchOpen(false)} />
          ) : (
            <button type="button" className="icon-btn" aria-label="검색 열기" onClick={() => setSearchOpen(true)}>
              <SearchIcon />
            </button>
          )}
          <HeaderBell />
          <button type="button" className="btn btn-blue btn-sm" onClick={write}>
            <PenIcon />
            글쓰기
          </button>
          {/* One fixed slot for the login link, the profile circle and, while a member's state
              is on its way after a shared page loads, a placeholder: nothing moves. */}
          <div className="header-account">
            {viewer ? (
              <button
                type="button"
                aria-label="내 프로필"
                aria-haspopup="dialog"
                className="icon-btn"
                onClick={() => setProfileAsked((n) => n + 1)}
              >
                <Avatar name={viewer.userName} src={viewer.userProfileImg} size={32} />
              </button>
            ) : viewerPending ? (
              <span className="header-account-pending" aria-hidden="true" />
            ) : (
              <Link to={loginHref(location.pathname, location.search, false)} className="btn btn-sm">
                로그인
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
