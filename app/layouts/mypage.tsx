// The my-page frame (docs/product/accounts.md layouts: mypage). Desktop: a left column with the member's
// card (avatar, name, e-mail, points) and the my-page menu beside the page. Mobile: a bar
// back to the my-page hub above the page. The guard layout above it admits members only.
import { WorldIdBadge } from "../features/linking/world-id-badge";
import "../styles/linking.css";
import { Link, NavLink, Outlet, useLoaderData } from "react-router";
import { Avatar } from "../components/ui/avatar";
import { BackIcon, ChevronRightIcon } from "../components/ui/icons";
import { MODERATOR_MENU, MYPAGE_MENU, publicProfilePath } from "../features/profile/mypage-menu";
import { texts } from "../../core/i18n";
import { LanguageSwitch } from "../components/ui/language-switch";
import { ThemeSwitch } from "../components/ui/theme-switch";
import { useIsMobile } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { useRootData, type LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";

const MYPAGE_TEXT = texts({
  myPage: { ko: "마이페이지", en: "My page" },
  points: { ko: "보유 포인트", en: "Your points" },
  viewProfile: { ko: "내 프로필 보기", en: "View my profile" },
  menu: { ko: "마이페이지 메뉴", en: "My page menu" },
});

export async function loader({ context }: LoaderArgs) {
  const viewer = context.viewer;
  if (!viewer) return { points: null, worldIdVerified: false };
  const [points, worldIdVerified] = await Promise.all([
    context.services.profile.pointBalance(viewer.userNo),
    context.services.profile.worldIdVerified(viewer.userNo),
  ]);
  return { points, worldIdVerified };
}

export default function MypageLayout() {
  const { viewer } = useRootData();
  const { points, worldIdVerified } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const t = useT();
  const format = useFormat();
  if (!viewer) return <Outlet />;
  if (mobile) {
    return (
      <div className="m-mypage">
        <div className="m-mypage-bar">
          <Link to="/m/mypage" className="m-mypage-back">
            <BackIcon />
            {t(MYPAGE_TEXT.myPage)}
          </Link>
        </div>
        <div className="m-container">
          <Outlet />
        </div>
      </div>
    );
  }
  return (
    <div className="container mypage">
      <aside className="mypage-aside">
        <div className="mypage-card">
          <Avatar name={viewer.userName} src={viewer.userProfileImg} ring={viewer.pfpTokenRarity} size={64} />
          <strong className="mypage-name">{viewer.userName}</strong>
          {worldIdVerified ? <WorldIdBadge /> : null}
          <span className="mypage-email">{viewer.userEmail}</span>
          {points !== null ? (
            <span className="points-chip" title={t(MYPAGE_TEXT.points)}>
              {format.count(points)} P
            </span>
          ) : null}
          <Link to={publicProfilePath(viewer.userId, false)} className="mypage-public-link">
            {t(MYPAGE_TEXT.viewProfile)} <ChevronRightIcon />
          </Link>
        </div>
        <nav aria-label={t(MYPAGE_TEXT.menu)}>
          <ul className="mypage-menu">
            {[
              ...MYPAGE_MENU.filter((i) => !i.quiet && !i.mobileOnly),
              ...(viewer.role === "member" ? [] : MODERATOR_MENU),
              ...MYPAGE_MENU.filter((i) => i.quiet),
            ].map((item) => (
              <li key={item.to} className={item.quiet ? "quiet" : undefined}>
                <NavLink to={item.to} className={({ isActive }) => (isActive ? "active" : undefined)}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="mypage-language" />
        <ThemeSwitch className="mypage-language" />
      </aside>
      <section className="mypage-content">
        <Outlet />
      </section>
    </div>
  );
}
