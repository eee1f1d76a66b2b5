// /m/mypage: the mobile my-page hub — the member's card (background, picture, name, e-mail,
// points), their public profile, and the my-page entries that work.
import { T } from "../lib/i18n";
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { MSG } from "../../core/messages";
import { Avatar } from "../components/ui/avatar";
import { ChevronRightIcon } from "../components/ui/icons";
import { MYPAGE_MENU, publicProfilePath } from "../features/profile/mypage-menu";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(MSG.membersOnly, { status: 401 });
  const account = await context.services.profile.myAccount(context.viewer.userNo);
  if (!account) throw data(MSG.membersOnly, { status: 401 });
  const { info } = account;
  return {
    userId: info.userId,
    userName: info.userName,
    userEmail: info.userEmail,
    userProfileImg: info.userProfileImg,
    bgImg: info.bgImg,
    emailCertYn: info.emailCertYn,
    points: account.points,
  };
}

export const meta: MetaFunction = () => [{ title: "마이페이지 | 나눔터" }, { name: "robots", content: "noindex" }];

export default function MypageHub() {
  const me = useLoaderData<typeof loader>();
  const entries = MYPAGE_MENU.filter((item) => !item.quiet && !item.desktopOnly);
  const quiet = MYPAGE_MENU.filter((item) => item.quiet);
  return (
    <div className="m-container m-mypage-hub">
      <h1 className="sr-only">마이페이지</h1>
      <section className="hub-card">
        <div className="hub-bg" style={me.bgImg ? { backgroundImage: `url("${me.bgImg}")` } : undefined} />
        <div className="hub-who">
          <span className="profile-avatar-frame">
            <Avatar name={me.userName} src={me.userProfileImg} size={64} />
          </span>
          <div className="hub-names">
            <strong>{me.userName}</strong>
            <span>{me.userEmail}</span>
          </div>
        </div>
        <div className="hub-stats">
          <span>
            보유 포인트 <span className="points-chip">{me.points.toLocaleString("ko-KR")} P</span>
          </span>
          <Link to={publicProfilePath(me.userId, true)} className="text-link">
            내 프로필 보기
          </Link>
        </div>
        {me.emailCertYn !== "Y" ? (
          <p className="hub-warn">
            <T text={MSG.emailCertRequired} /> 계정 설정에서 인증 메일을 다시 받을 수 있어요.
          </p>
        ) : null}
      </section>
      <nav aria-label="마이페이지 메뉴">
        <ul className="hub-menu">
          {entries.map((item) => (
            <li key={item.to}>
              <Link to={`/m${item.to}`}>
                {item.label}
                <ChevronRightIcon />
              </Link>
            </li>
          ))}
          <li>
            <Link to="/m/terms">
              이용약관
              <ChevronRightIcon />
            </Link>
          </li>
          <li>
            <Link to="/m/privacy">
              개인정보 처리방침
              <ChevronRightIcon />
            </Link>
          </li>
        </ul>
        <ul className="hub-menu quiet">
          {quiet.map((item) => (
            <li key={item.to}>
              <Link to={`/m${item.to}`}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
