// Mobile chrome (docs/product/site.md §3): header with search that hides after 6 px of scroll (not on
// full-screen or document pages), the menu (intro, faq, curation, new, howl/question; login
// and sign-up for visitors, the member's name, my page and logout for members), the
// footer tab bar (home, write, alarm, mypage; hidden on chatbot pages), the collapsible
// site footer (서비스 always open, internal links under /m) and floating buttons.
import { Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { withMobilePrefix } from "../../../core/device";
import { FOOTER_GROUPS, SUPPORT_EMAIL } from "../../site-links";
import { useRootData } from "../../lib/viewer";
import { useT } from "../../lib/i18n";
import { LanguageSwitch } from "../ui/language-switch";
import { CHROME } from "./text";
import { ArrowUpIcon, BellIcon, HomeIcon, LogoMark, MenuIcon, PenIcon, UserIcon } from "../ui/icons";
import { lazyNamed } from "../ui/lazy-part";
import { SearchFields, useSearchForm } from "./search-box";
import { useMemberOnlyAction, useWriteAction } from "./write-action";

// Loaded when used: the menu when it opens, the new-notification dot for a signed-in member.
const MobileMenu = lazyNamed(() => import("./mobile-menu"), "MobileMenu");
const BellWithDot = lazyNamed(() => import("../../features/notify/notification-bell"), "BellWithDot");

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
  const t = useT();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const hideSearch = scrolled && !keepSearch;
  return (
    <header className="m-header">
      <div className="m-header-bar">
        <Link to="/m" className="logo" aria-label={t(CHROME.homeOf, { site: siteName })}>
          <LogoMark />
          <span>{siteName}</span>
        </Link>
        <div className="m-header-actions">
          <button type="button" className="icon-btn" aria-label={t(CHROME.openMenu)} onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </button>
        </div>
      </div>
      <form className={hideSearch ? "m-search hidden" : "m-search"} role="search" onSubmit={form.submit} inert={hideSearch}>
        <SearchFields form={form} idPrefix="m-search" />
        <button type="submit" className="btn btn-blue btn-sm">
          {t(CHROME.search)}
        </button>
      </form>
      {form.error && !hideSearch ? (
        <p className="m-search-error" id="m-search-error" role="alert">
          {t(form.error)}
        </p>
      ) : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
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

export function MobileFooter() {
  const { siteName, year } = useRootData();
  const t = useT();
  return (
    <footer className="m-footer">
      {FOOTER_GROUPS.map((group) => (
        <details key={group.id} open={group.id === "service" ? true : undefined}>
          <summary>{t(group.title)}</summary>
          <ul>
            {group.links.map((link) => (
              <li key={`${link.href}-${t(link.label)}`}>
                {link.external ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {t(link.label)}
                  </a>
                ) : (
                  <Link to={withMobilePrefix(link.href, true)} style={link.strong ? { fontWeight: 700 } : undefined}>
                    {t(link.label)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </details>
      ))}
      <LanguageSwitch />
      <p className="copyright">
        {t(CHROME.contact)} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        <br />© {year} {siteName}
      </p>
    </footer>
  );
}

export function FloatingButtons({ detail }: { detail: boolean }) {
  const scrolled = useScrolledPast(400);
  const t = useT();
  if (!scrolled) return null;
  return (
    <div className={detail ? "floating-buttons detail" : "floating-buttons"}>
      <button type="button" aria-label={t(CHROME.backToTop)} onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}>
        <ArrowUpIcon />
      </button>
    </div>
  );
}
