// The phone menu (opened from the header's menu button, its code loaded then): the site's
// pages, and sign-in and sign-up for visitors or the member's name, my page and logout.
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useRootData } from "../../lib/viewer";
import { CloseIcon } from "../ui/icons";
import { loginHref } from "../../features/auth/links";
import { useLogout } from "../../features/auth/session";
import { Avatar } from "../ui/avatar";

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

export function MobileMenu({ onClose }: { onClose: () => void }) {
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
