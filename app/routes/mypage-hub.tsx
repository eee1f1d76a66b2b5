// /m/mypage: the mobile my-page hub — the member's card (background, picture, name, e-mail,
// points), their public profile, and the my-page entries that work.
import { T, useFormat, useT } from "../lib/i18n";
import { texts } from "../../core/i18n";
import { LanguageSwitch } from "../components/ui/language-switch";
import { ThemeSwitch } from "../components/ui/theme-switch";
import { privateMeta } from "../lib/meta";
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { MSG } from "../../core/messages";
import { Avatar } from "../components/ui/avatar";
import { ChevronRightIcon } from "../components/ui/icons";
import { MYPAGE_MENU, publicProfilePath } from "../features/profile/mypage-menu";
import { useRootData, type LoaderArgs } from "../lib/viewer";
import { WorldIdBadge } from "../features/linking/world-id-badge";
import "../styles/profile.css";
import "../styles/linking.css";

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
    worldIdVerified: account.worldIdVerified,
  };
}

const HUB_TEXT = texts({
  title: { ko: "마이페이지", en: "My page" },
  points: { ko: "보유 포인트", en: "Your points" },
  viewProfile: { ko: "내 프로필 보기", en: "View my profile" },
  resendHint: { ko: "계정 설정에서 인증 메일을 다시 받을 수 있어요.", en: "You can get the verification mail again in account settings." },
  menu: { ko: "마이페이지 메뉴", en: "My page menu" },
  terms: { ko: "이용약관", en: "Terms of service" },
  privacy: { ko: "개인정보 처리방침", en: "Privacy policy" },
  language: { ko: "언어", en: "Language" },
});

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, HUB_TEXT.title);

export default function MypageHub() {
  const me = useLoaderData<typeof loader>();
  const { viewer } = useRootData();
  const t = useT();
  const format = useFormat();
  const entries = MYPAGE_MENU.filter((item) => !item.quiet);
  const quiet = MYPAGE_MENU.filter((item) => item.quiet);
  return (
    <div className="m-container m-mypage-hub">
      <h1 className="sr-only">{t(HUB_TEXT.title)}</h1>
      <section className="hub-card">
        <div className="hub-bg" style={me.bgImg ? { backgroundImage: `url("${me.bgImg}")` } : undefined} />
        <div className="hub-who">
          <span className="profile-avatar-frame">
            <Avatar name={me.userName} src={me.userProfileImg} ring={viewer?.pfpTokenRarity} size={64} />
          </span>
          <div className="hub-names">
            <strong>
              {me.userName} {me.worldIdVerified ? <WorldIdBadge /> : null}
            </strong>
            <span>{me.userEmail}</span>
          </div>
        </div>
        <div className="hub-stats">
          <span>
            {t(HUB_TEXT.points)} <span className="points-chip">{format.count(me.points)} P</span>
          </span>
          <Link to={publicProfilePath(me.userId, true)} className="text-link">
            {t(HUB_TEXT.viewProfile)}
          </Link>
        </div>
        {me.emailCertYn !== "Y" ? (
          <p className="hub-warn">
            <T text={MSG.emailCertRequired} /> {t(HUB_TEXT.resendHint)}
          </p>
        ) : null}
      </section>
      <nav aria-label={t(HUB_TEXT.menu)}>
        <ul className="hub-menu">
          {entries.map((item) => (
            <li key={item.to}>
              <Link to={`/m${item.to}`}>
                {t(item.label)}
                <ChevronRightIcon />
              </Link>
            </li>
          ))}
          <li>
            <Link to="/m/terms">
              {t(HUB_TEXT.terms)}
              <ChevronRightIcon />
            </Link>
          </li>
          <li>
            <Link to="/m/privacy">
              {t(HUB_TEXT.privacy)}
              <ChevronRightIcon />
            </Link>
          </li>
        </ul>
        <ul className="hub-menu quiet">
          {quiet.map((item) => (
            <li key={item.to}>
              <Link to={`/m${item.to}`}>{t(item.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="hub-language" aria-label={t(HUB_TEXT.language)}>
        <LanguageSwitch />
        <ThemeSwitch />
      </section>
    </div>
  );
}
