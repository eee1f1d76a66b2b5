// The other-user frame (docs/product/reading.md layouts: other-user; : viewing another member goes to
// /other/{userId}/dashboard, /m/other/{userId} on mobile): the member's background, picture,
// nickname, cover letter and counts, with the tabs 대시보드 and 게시물 on desktop.
// An unknown member or one who left is a 404.
import { WorldIdBadge } from "../features/linking/world-id-badge";
import "../styles/linking.css";
import { memberTag } from "../../core/cache-tags";
import { data, Link, NavLink, Outlet, useLoaderData } from "react-router";
import { Avatar } from "../components/ui/avatar";
import type { OtherUserData } from "../features/profile/other-user";
import { say, texts } from "../../core/i18n";
import { PROFILE_MSG } from "../../core/profile";
import { useIsMobile } from "../lib/device";
import { useFormat, useLanguage, useT } from "../lib/i18n";
import { useRootData, type LoaderArgs, type PageHandle } from "../lib/viewer";
import "../styles/profile.css";

const OTHER_TEXT = texts({
  joined: { ko: "{when} 가입", en: "Joined {when}" },
  edit: { ko: "프로필 편집", en: "Edit profile" },
  activity: { ko: "활동", en: "Activity" },
  posts: { ko: "게시물", en: "posts" },
  views: { ko: "조회", en: "views" },
  likes: { ko: "좋아요", en: "likes" },
  menu: { ko: "{name}님의 메뉴", en: "{name}'s menu" },
  dashboard: { ko: "대시보드", en: "Dashboard" },
  postsTab: { ko: "게시물", en: "Posts" },
  seriesTab: { ko: "연재", en: "Series" },
});
/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ params, context }: LoaderArgs): Promise<OtherUserData> {
  context.cache.tag(memberTag(params.userId ?? ""));
  const userId = params.userId ?? "";
  const profile = userId ? await context.services.profile.byUserId(userId) : null;
  if (!profile) throw data(say(PROFILE_MSG.memberNotFound, context.language), { status: 404 });
  return { profile, publicUrl: context.services.site().publicUrl, language: context.language };
}

export default function OtherUserLayout() {
  const { profile } = useLoaderData<typeof loader>();
  // The page is shared; whether it is the reader's own is known once the member is (lib/viewer.ts).
  const isMe = useRootData().viewer?.userId === profile.userId;
  const mobile = useIsMobile();
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const joined = new Date(profile.regDate).toLocaleDateString(language === "en" ? "en-US" : "ko-KR", {
    timeZone: "Asia/Seoul",
    year: "numeric",
    month: "long",
  });
  const header = (
    <header className={mobile ? "other-header mobile" : "other-header"}>
      <div className="other-bg" style={profile.bgImg ? { backgroundImage: `url("${profile.bgImg}")` } : undefined} />
      <div className="other-who">
        <span className="profile-avatar-frame">
          <Avatar name={profile.userName} src={profile.userProfileImg} ring={profile.pfpTokenRarity} size={mobile ? 76 : 104} />
        </span>
        <div className="other-names">
          <h1 className="other-name">
            {profile.userName} {profile.worldIdVerified ? <WorldIdBadge /> : null}
          </h1>
          <p className="other-joined">{t(OTHER_TEXT.joined, { when: joined })}</p>
        </div>
        {isMe ? (
          <Link to={mobile ? "/m/mypage/account" : "/mypage/account"} className="btn btn-sm other-edit">
            {t(OTHER_TEXT.edit)}
          </Link>
        ) : null}
      </div>
      {profile.coverLetter ? <p className="other-letter">{profile.coverLetter}</p> : null}
      <ul className="other-stats" aria-label={t(OTHER_TEXT.activity)}>
        <li>
          <strong>{format.count(profile.postCount)}</strong>
          {t(OTHER_TEXT.posts)}
        </li>
        <li>
          <strong>{format.count(profile.viewCount)}</strong>
          {t(OTHER_TEXT.views)}
        </li>
        <li>
          <strong>{format.count(profile.likeCount)}</strong>
          {t(OTHER_TEXT.likes)}
        </li>
      </ul>
    </header>
  );
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? "active" : undefined);
  if (mobile) {
    return (
      <div className="m-other">
        {header}
        <div className="m-container">
          <nav className="tabs" aria-label={t(OTHER_TEXT.menu, { name: profile.userName })}>
            <NavLink to={`/m/other/${profile.userId}`} end className={cls}>
              {t(OTHER_TEXT.dashboard)}
            </NavLink>
            <NavLink to={`/m/other/${profile.userId}/series`} className={cls}>
              {t(OTHER_TEXT.seriesTab)}
            </NavLink>
          </nav>
          <Outlet />
        </div>
      </div>
    );
  }
  return (
    <div className="container other-page">
      {header}
      <nav className="tabs" aria-label={t(OTHER_TEXT.menu, { name: profile.userName })}>
        <NavLink to={`/other/${profile.userId}/dashboard`} className={cls}>
          {t(OTHER_TEXT.dashboard)}
        </NavLink>
        <NavLink to={`/other/${profile.userId}/otherpost`} className={cls}>
          {t(OTHER_TEXT.postsTab)}
        </NavLink>
        <NavLink to={`/other/${profile.userId}/series`} className={cls}>
          {t(OTHER_TEXT.seriesTab)}
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
