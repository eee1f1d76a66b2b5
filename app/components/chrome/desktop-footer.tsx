// Desktop footer (SPEC §2): groups 소개, 서비스 (privacy policy in bold), 사이트; a
// 'Contact us' toggle revealing the support address; social icons; copyright with the
// current year. Min height 372 px.
import { useState } from "react";
import { Link } from "react-router";
import { FOOTER_GROUPS, SOCIAL_LINKS, SUPPORT_EMAIL } from "../../site-links";
import { useRootData } from "../../lib/viewer";
import { BlogIcon, InstagramIcon, LogoMark, XIcon, YoutubeIcon } from "../ui/icons";

export const SOCIAL_ICONS = { youtube: YoutubeIcon, instagram: InstagramIcon, x: XIcon, blog: BlogIcon };

export function DesktopFooter() {
  const { siteName, year } = useRootData();
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <Link to="/" className="logo">
            <LogoMark />
            <span>{siteName}</span>
          </Link>
          <p>
            지식을 나누면 보상이 돌아오는 곳.
            <br />
            글과 문서를 올리고, 좋은 콘텐츠를 큐레이션해 보세요.
          </p>
          <p>
            <button
              type="button"
              className="contact-toggle"
              aria-expanded={contactOpen}
              aria-controls="footer-contact"
              onClick={() => setContactOpen((v) => !v)}
            >
              Contact us {contactOpen ? "▴" : "▾"}
            </button>
          </p>
          {contactOpen ? (
            <p className="contact-address" id="footer-contact">
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
          ) : null}
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav className="footer-group" key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  {link.external ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.href} className={link.strong ? "strong" : undefined}>
                      {link.label}
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
          © {year} {siteName}. All rights reserved.
        </span>
        <div className="social-links">
          {SOCIAL_LINKS.map((s) => {
            const Icon = SOCIAL_ICONS[s.icon];
            return (
              <a key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                <Icon />
              </a>
            );
          })}
        </div>
      </div>
    </footer>
  );
}
