// modalProfile (docs/product/accounts.md): the signed-in member's avatar, name and e-mail, links to my page,
// the FAQ and the user guide, and logout. The NFT rarity ring joins the avatar once wallets
// exist; until then none is drawn.
import { useCallback, useEffect } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/ui/avatar";
import { useUi } from "../../components/ui/ui-provider";
import { texts } from "../../../core/i18n";
import { resolveText, T, useLanguage } from "../../lib/i18n";
import { useRootData } from "../../lib/viewer";
import { useLogout } from "./session";
import "../../styles/auth.css";

const PROFILE_TEXT = texts({
  myPage: { ko: "마이페이지", en: "My page" },
  faq: { ko: "자주 묻는 질문", en: "FAQ" },
  guide: { ko: "이용 가이드", en: "User guide" },
  unverified: { ko: "이메일 미인증", en: "E-mail not verified" },
  menu: { ko: "내 메뉴", en: "My menu" },
  console: { ko: "운영 콘솔", en: "Operators' console" },
  logout: { ko: "로그아웃", en: "Sign out" },
});

export const PROFILE_LINKS = [
  { label: PROFILE_TEXT.myPage, to: "/mypage/dashboard" },
  { label: PROFILE_TEXT.faq, to: "/faq" },
  { label: PROFILE_TEXT.guide, to: "/guide/reward-intro" },
] as const;

export function useProfileModal(): () => void {
  const { viewer } = useRootData();
  const ui = useUi();
  const logout = useLogout();
  const language = useLanguage();
  return useCallback(() => {
    if (!viewer) return;
    let leaving = false;
    ui.openModal({
      id: "modalProfile",
      size: "small",
      body: (
        <div className="profile-modal">
          <div className="profile-card">
            <Avatar name={viewer.userName} src={viewer.userProfileImg} ring={viewer.pfpTokenRarity} size={64} />
            <strong className="profile-name">{viewer.userName}</strong>
            <span className="profile-email">{viewer.userEmail}</span>
            {viewer.emailCertYn === "Y" ? null : (
              <span className="chip chip-warn">
                <T text={PROFILE_TEXT.unverified} />
              </span>
            )}
          </div>
          <nav className="profile-links" aria-label={resolveText(PROFILE_TEXT.menu, language)}>
            {PROFILE_LINKS.map((link) => (
              <Link key={link.to} to={link.to} onClick={() => ui.closeModal()}>
                <T text={link.label} />
                <span aria-hidden="true">›</span>
              </Link>
            ))}
            {viewer.role === "member" ? null : (
              <Link to="/admin" onClick={() => ui.closeModal()}>
                <T text={PROFILE_TEXT.console} />
                <span aria-hidden="true">›</span>
              </Link>
            )}
          </nav>
        </div>
      ),
      buttons: [
        {
          label: PROFILE_TEXT.logout,
          style: "white",
          onClick: () => {
            if (!leaving) {
              leaving = true;
              void logout().then((done) => {
                if (!done) leaving = false;
              });
            }
            return false;
          },
        },
      ],
    });
  }, [viewer, ui, logout, language]);
}

/** Opens modalProfile as it mounts: the header loads this module on the avatar's first click. */
export function ProfileModalOpener() {
  const open = useProfileModal();
  // Once per mount; the header remounts it (a new key) on every click.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => open(), []);
  return null;
}
