// The phone menu (opened from the header's menu button, its code loaded then): the site's
// pages, and sign-in and sign-up for visitors or the member's name, my page and logout.
import { CHROME } from "./text";
import { useT } from "../../lib/i18n";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useRootData } from "../../lib/viewer";
import { CloseIcon } from "../ui/icons";
import { loginHref } from "../../features/auth/links";
import { useLogout } from "../../features/auth/session";
import { Avatar } from "../ui/avatar";

const MENU = [
  { label: CHROME.menuIntro, to: "/m/intro" },
  { label: CHROME.menuFaq, to: "/m/faq" },
  { label: CHROME.curation, to: "/m/curation" },
  { label: CHROME.menuNewest, to: "/m/new" },
  { label: CHROME.menuHowlQuestion, to: "/m/howl/question" },
];

function MobileMenuAccount() {
  const { viewer } = useRootData();
  const location = useLocation();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  const t = useT();
  if (!viewer) {
    return (
      <div className="m-menu-account">
        <p>{t(CHROME.visitorPitch)}</p>
        <div className="m-menu-account-actions">
          <Link to={loginHref(location.pathname, location.search, true)} className="btn btn-blue">
            {t(CHROME.signIn)}
          </Link>
          <Link to="/m/sign" className="btn">
            {t(CHROME.signUp)}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="m-menu-account">
      <div className="m-menu-member">
        <Avatar name={viewer.userName} src={viewer.userProfileImg} ring={viewer.pfpTokenRarity} size={40} />
        <div>
          <strong>{viewer.userName}</strong>
          <span>{viewer.userEmail}</span>
        </div>
      </div>
      <div className="m-menu-account-actions">
        <Link to="/m/mypage" className="btn btn-blue-outline">
          {t(CHROME.myPage)}
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
          {t(CHROME.signOut)}
        </button>
      </div>
    </div>
  );
}

export function MobileMenu({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  const t = useT();
  const { siteName } = useRootData();
  return (
    <div className="m-menu" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <nav className="m-menu-panel" aria-label={t(CHROME.menu)}>
        <button type="button" className="icon-btn" aria-label={t(CHROME.closeMenu)} onClick={onClose}>
          <CloseIcon />
        </button>
        <MobileMenuAccount />
        <ul>
          {MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{t(item.label, { site: siteName })}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
