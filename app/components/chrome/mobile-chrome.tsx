// Mobile chrome (SPEC §2): header with search that hides after 6 px of scroll (not on
// full-screen or document pages), the menu (intro, faq, curation, new, howl/question; login
// and sign-up for visitors, the member's name, my page and logout for members), the
// footer tab bar (home, write, alarm, mypage; hidden on chatbot pages), the collapsible
// site footer (서비스 always open, internal links under /m) and floating buttons.
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { withMobilePrefix } from "../../../core/device";
import { FOOTER_GROUPS, SUPPORT_EMAIL } from "../../site-links";
import { useRootData } from "../../lib/viewer";
import { BellWithDot } from "../../features/notify/notification-bell";
import { ArrowUpIcon, CloseIcon, HomeIcon, LogoMark, MenuIcon, PenIcon, UserIcon } from "../ui/icons";
import { loginHref } from "../../features/auth/links";
import { useLogout } from "../../features/auth/session";
import { Avatar } from "../ui/avatar";
import { SearchFields, useSearchForm } from "./search-box";
import "../../styles/auth.css";
import { useMemberOnlyAction, useWriteAction } from "./write-action";

const MOBILE_HEADER_HIDE_AFTER = 6;

export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPast(window.scrollY > threshold));
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [threshold]);
  return past;
}

export function MobileHeader({ keepSearch }: { keepSearch: boolean }) {
  const { siteName } = useRootData();
  const scrolled = useScrolledPast(MOBILE_HEADER_HIDE_AFTER);
  const [menuOpen, setMenuOpen] = useState(false);
  const form = useSearchForm(true);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const hideSearch = scrolled && !keepSearch;
  return (
    <header className="m-header">
      <div className="m-header-bar">
        <Link to="/m" className="logo" aria-label={`${siteName} 홈`}>
          <LogoMark />
          <span>{siteName}</span>
        </Link>
        <div className="m-header-actions">
          <button type="button" className="icon-btn" aria-label="메뉴 열기" onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </button>
        </div>
      </div>
      <form className={hideSearch ? "m-search hidden" : "m-search"} role="search" onSubmit={form.submit} inert={hideSearch}>
        <SearchFields form={form} idPrefix="m-search" />
        <button type="submit" className="btn btn-blue btn-sm">
          검색
        </button>
      </form>
      {form.error && !hideSearch ? (
        <p className="m-search-error" id="m-search-error" role="alert">
          {form.error}
        </p>
      ) : null}
      {menuOpen ? <MobileMenu onClose={() => setMenuOpen(false)} /> : null}
    </header>
  );
}

const MENU = [
  { label: "나눔터 소개", to: "/m/intro" },
  { label: "자주 묻는 질문", to: "/m/faq" },
  { label: "큐레이션", to: "/m/curation" },
  { label: "최신 콘텐츠", to: "/m/new" },
  { label: "하울 AI 검색", to: "/m/howl/question" },
];

function MobileMenuAccount() {
  const { viewer } = useRootData();
  const location = useLocation();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  if (!viewer) {
    return (
      <div className="m-menu-account">
        <p>로그인하고 지식을 나누면 보상을 받을 수 있어요.</p>
        <div className="m-menu-account-actions">
          <Link to={loginHref(location.pathname, location.search, true)} className="btn btn-blue">
            로그인
          </Link>
          <Link to="/m/sign" className="btn">
            회원가입
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="m-menu-account">
      <div className="m-menu-member">
        <Avatar name={viewer.userName} src={viewer.userProfileImg} size={40} />
        <div>
          <strong>{viewer.userName}</strong>
          <span>{viewer.userEmail}</span>
        </div>
      </div>
      <div className="m-menu-account-actions">
        <Link to="/m/mypage" className="btn btn-blue-outline">
          마이페이지
        </Link>
        <button
          type="button"
          className="btn"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().then((done) => !done && setLeaving(false));
          }}
        >
          로그아웃
        </button>
      </div>
    </div>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="m-menu" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <nav className="m-menu-panel" aria-label="메뉴">
        <button type="button" className="icon-btn" aria-label="메뉴 닫기" onClick={onClose}>
          <CloseIcon />
        </button>
        <MobileMenuAccount />
        <ul>
          {MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function MobileTabbar() {
  const write = useWriteAction(true);
  const alarm = useMemberOnlyAction(true, "/m/newsfeed", "modalAlarm");
  const mypage = useMemberOnlyAction(true, "/m/mypage", "modalSuggestMypage");
  return (
    <nav className="m-tabbar" aria-label="하단 메뉴">
      <NavLink to="/m" end className={({ isActive }) => (isActive ? "active" : undefined)}>
        <HomeIcon />
        홈
      </NavLink>
      <button type="button" onClick={write}>
        <PenIcon />
        글쓰기
      </button>
      <button type="button" onClick={alarm}>
        <BellWithDot />
        알림
      </button>
      <button type="button" onClick={mypage}>
        <UserIcon />
        마이
      </button>
    </nav>
  );
}

export function MobileFooter() {
  const { siteName, year } = useRootData();
  return (
    <footer className="m-footer">
      {FOOTER_GROUPS.map((group) => (
        <details key={group.title} open={group.title === "서비스" ? true : undefined}>
          <summary>{group.title}</summary>
          <ul>
            {group.links.map((link) => (
              <li key={link.label}>
                {link.external ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                ) : (
                  <Link to={withMobilePrefix(link.href, true)} style={link.strong ? { fontWeight: 700 } : undefined}>
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </details>
      ))}
      <p className="copyright">
        문의 <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        <br />© {year} {siteName}
      </p>
    </footer>
  );
}

export function FloatingButtons({ detail }: { detail: boolean }) {
  const scrolled = useScrolledPast(400);
  if (!scrolled) return null;
  return (
    <div className={detail ? "floating-buttons detail" : "floating-buttons"}>
      <button type="button" aria-label="맨 위로" onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}>
        <ArrowUpIcon />
      </button>
    </div>
  );
}
