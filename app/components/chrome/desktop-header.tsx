// Desktop header (SPEC §2): logo; tabs home, new, curation, howl (with its submenu); the
// search toggle; write button; login link or the profile circle opening modalProfile. Panels
// close on page scroll or an outside click. The notification bell opens the feed panel.
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useRootData } from "../../lib/viewer";
import { Avatar } from "../ui/avatar";
import { LogoMark, PenIcon, SearchIcon } from "../ui/icons";
import { DesktopSearch } from "./search-box";
import { loginHref } from "../../features/auth/links";
import { useProfileModal } from "../../features/auth/profile-modal";
import { useWriteAction } from "./write-action";
import { NotificationBell } from "../../features/notify/notification-bell";

export function DesktopHeader() {
  const { viewer, viewerPending, siteName } = useRootData();
  const [searchOpen, setSearchOpen] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const write = useWriteAction(false);
  const openProfile = useProfileModal();
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
          <NotificationBell />
          <button type="button" className="btn btn-blue btn-sm" onClick={write}>
            <PenIcon />
            글쓰기
          </button>
          {/* One fixed slot for the login link, the profile circle and, while a member's state
              is on its way after a shared page loads, a placeholder: nothing moves. */}
          <div className="header-account">
            {viewer ? (
              <button type="button" aria-label="내 프로필" aria-haspopup="dialog" className="icon-btn" onClick={openProfile}>
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
        </div>
      </div>
    </header>
  );
}
