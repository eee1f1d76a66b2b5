// Desktop footer (docs/product/site.md §2): groups 소개, 서비스 (privacy policy in bold), 사이트;
// a 'Contact us' toggle revealing the support address; the language switch; social icons;
// copyright with the current year. Min height 372 px.
import { useState } from "react";
import { Link } from "react-router";
import { footerGroups, SOCIAL_LINKS, SUPPORT_EMAIL } from "../../site-links";
import { useRootData } from "../../lib/viewer";
import { useT } from "../../lib/i18n";
import { LanguageSwitch } from "../ui/language-switch";
import { ThemeSwitch } from "../ui/theme-switch";
import { CHROME } from "./text";
import { LogoMark } from "../ui/icons";
import { BlogIcon, InstagramIcon, XIcon, YoutubeIcon } from "./social-icons";

export const SOCIAL_ICONS = { youtube: YoutubeIcon, instagram: InstagramIcon, x: XIcon, blog: BlogIcon };

export function DesktopFooter() {
  const { siteName, year, footerSites } = useRootData();
  const [contactOpen, setContactOpen] = useState(false);
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <Link to="/" className="logo">
            <LogoMark />
            <span>{siteName}</span>
          </Link>
          <p>
            {t(CHROME.footerTagline)}
            <br />
            {t(CHROME.footerTagline2)}
          </p>
          <p>
            <button
              type="button"
              className="contact-toggle"
              aria-expanded={contactOpen}
              aria-controls="footer-contact"
              onClick={() => setContactOpen((v) => !v)}
            >
              {t(CHROME.contactUs)} {contactOpen ? "▴" : "▾"}
            </button>
          </p>
          {contactOpen ? (
            <p className="contact-address" id="footer-contact">
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
          ) : null}
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
        {footerGroups(footerSites).map((group) => (
          <nav className="footer-group" key={group.id} aria-label={t(group.title)}>
            <h2>{t(group.title)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={`${link.href}-${t(link.label)}`}>
                  {link.external ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {t(link.label)}
                    </a>
                  ) : (
                    <Link to={link.href} className={link.strong ? "strong" : undefined}>
                      {t(link.label)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer-bottom">
        <span>
          © {year} {siteName}. {t(CHROME.allRightsReserved)}
        </span>
        <div className="social-links">
          {SOCIAL_LINKS.map((s) => {
            const Icon = SOCIAL_ICONS[s.icon];
            return (
              <a key={s.href} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={t(s.label)}>
                <Icon />
              </a>
            );
          })}
        </div>
      </div>
    </footer>
  );
}
