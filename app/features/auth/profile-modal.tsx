// modalProfile (SPEC §2): the signed-in member's avatar, name and e-mail, links to my page,
// the FAQ and the user guide, and logout. The NFT rarity ring joins the avatar once wallets
// exist; until then none is drawn.
import { useCallback, useEffect } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/ui/avatar";
import { useUi } from "../../components/ui/ui-provider";
import { useRootData } from "../../lib/viewer";
import { useLogout } from "./session";
import "../../styles/auth.css";

export const PROFILE_LINKS = [
  { label: "마이페이지", to: "/mypage/dashboard" },
  { label: "자주 묻는 질문", to: "/faq" },
  { label: "이용 가이드", to: "/guide/reward-intro" },
] as const;

export function useProfileModal(): () => void {
  const { viewer } = useRootData();
  const ui = useUi();
  const logout = useLogout();
  return useCallback(() => {
    if (!viewer) return;
    let leaving = false;
    ui.openModal({
      id: "modalProfile",
      size: "small",
      body: (
        <div className="profile-modal">
          <div className="profile-card">
            <Avatar name={viewer.userName} src={viewer.userProfileImg} size={64} />
            <strong className="profile-name">{viewer.userName}</strong>
            <span className="profile-email">{viewer.userEmail}</span>
            {viewer.emailCertYn === "Y" ? null : <span className="chip chip-warn">이메일 미인증</span>}
          </div>
          <nav className="profile-links" aria-label="내 메뉴">
            {PROFILE_LINKS.map((link) => (
              <Link key={link.to} to={link.to} onClick={() => ui.closeModal()}>
                {link.label}
                <span aria-hidden="true">›</span>
              </Link>
            ))}
            {viewer.role === "member" ? null : (
              <Link to="/admin/reports" onClick={() => ui.closeModal()}>
                신고 관리
                <span aria-hidden="true">›</span>
              </Link>
            )}
          </nav>
        </div>
      ),
      buttons: [
        {
          label: "로그아웃",
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
  }, [viewer, ui, logout]);
}

/** Opens modalProfile as it mounts: the header loads this module on the avatar's first click. */
export function ProfileModalOpener() {
  const open = useProfileModal();
  // Once per mount; the header remounts it (a new key) on every click.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => open(), []);
  return null;
}
