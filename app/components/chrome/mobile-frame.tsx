// The mobile header and site footer (docs/product/site.md §3) of the /m pages that show them
// (not post pages, which have their own bar): the header with search that hides after 6 px of
// scroll (not on full-screen or document pages), the menu (intro, faq, curation, new,
// howl/question; login and sign-up for visitors, the member's name, my page and logout for
// members), and the collapsible site footer (서비스 always open, internal links under /m).
// The layout loads this module only where they are shown.
import { Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { withMobilePrefix } from "../../../core/device";
import { footerGroups, SUPPORT_EMAIL } from "../../site-links";
import { useRootData } from "../../lib/viewer";
import { useT } from "../../lib/i18n";
import { LanguageSwitch } from "../ui/language-switch";
import { ThemeSwitch } from "../ui/theme-switch";
import { CHROME } from "./text";
import { useScrolledPast } from "./scrolled-past";
import { LogoMark, MenuIcon } from "../ui/icons";
import { lazyNamed } from "../ui/lazy-part";
import { SearchFields, useSearchForm } from "./search-box";

// Loaded when it opens.
const MobileMenu = lazyNamed(() => import("./mobile-menu"), "MobileMenu");

const MOBILE_HEADER_HIDE_AFTER = 6;

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
      <form
        className={hideSearch ? "m-search hidden" : "m-search"}
        role="search"
        action={form.action}
        method="get"
        onSubmit={form.submit}
        inert={hideSearch}
      >
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

export function MobileFooter() {
  const { siteName, year, footerSites } = useRootData();
  const t = useT();
  return (
    <footer className="m-footer">
      {footerGroups(footerSites).map((group) => (
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
      <ThemeSwitch />
      <p className="copyright">
        {t(CHROME.contact)} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        <br />© {year} {siteName}
      </p>
    </footer>
  );
}
