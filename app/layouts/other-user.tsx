// The other-user frame (SPEC §2 layouts: other-user; §6: viewing another member goes to
// /other/{userId}/dashboard, /m/other/{userId} on mobile): the member's background, picture,
// nickname, cover letter and counts, with the tabs 대시보드 and 게시물 on desktop.
// An unknown member or one who left is a 404.
import { memberTag } from "../../core/cache-tags";
import { data, Link, NavLink, Outlet, useLoaderData } from "react-router";
import { formatCount } from "../../core/format";
import { Avatar } from "../components/ui/avatar";
import type { OtherUserData } from "../features/profile/other-user";
import { useIsMobile } from "../lib/device";
import { useRootData, type LoaderArgs, type PageHandle } from "../lib/viewer";
import "../styles/profile.css";

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ params, context }: LoaderArgs): Promise<OtherUserData> {
  context.cache.tag(memberTag(params.userId ?? ""));
  const userId = params.userId ?? "";
  const profile = userId ? await context.services.profile.byUserId(userId) : null;
  if (!profile) throw data("존재하지 않거나 탈퇴한 회원입니다.", { status: 404 });
  return { profile, publicUrl: context.services.site().publicUrl };
}

export default function OtherUserLayout() {
  const { profile } = useLoaderData<typeof loader>();
  // The page is shared; whether it is the reader's own is known once the member is (lib/viewer.ts).
  const isMe = useRootData().viewer?.userId === profile.userId;
  const mobile = useIsMobile();
  const joined = new Date(profile.regDate).toLocaleDateString("ko-KR", { timeZone: "Asia/Seoul", year: "numeric", month: "long" });
  const header = (
    <header className={mobile ? "other-header mobile" : "other-header"}>
      <div className="other-bg" style={profile.bgImg ? { backgroundImage: `url("${profile.bgImg}")` } : undefined} />
      <div className="other-who">
        <span className="profile-avatar-frame">
          <Avatar name={profile.userName} src={profile.userProfileImg} size={mobile ? 76 : 104} />
        </span>
        <div className="other-names">
          <h1 className="other-name">{profile.userName}</h1>
          <p className="other-joined">{joined} 가입</p>
        </div>
        {isMe ? (
          <Link to={mobile ? "/m/mypage/account" : "/mypage/account"} className="btn btn-sm other-edit">
            프로필 편집
          </Link>
        ) : null}
      </div>
      {profile.coverLetter ? <p className="other-letter">{profile.coverLetter}</p> : null}
      <ul className="other-stats" aria-label="활동">
        <li>
          <strong>{formatCount(profile.postCount)}</strong>게시물
        </li>
        <li>
          <strong>{formatCount(profile.viewCount)}</strong>조회
        </li>
        <li>
          <strong>{formatCount(profile.likeCount)}</strong>좋아요
        </li>
      </ul>
    </header>
  );
  if (mobile) {
    return (
      <div className="m-other">
        {header}
        <div className="m-container">
          <Outlet />
        </div>
      </div>
    );
  }
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? "active" : undefined);
  return (
    <div className="container other-page">
      {header}
      <nav className="tabs" aria-label={`${profile.userName}님의 메뉴`}>
        <NavLink to={`/other/${profile.userId}/dashboard`} className={cls}>
          대시보드
        </NavLink>
        <NavLink to={`/other/${profile.userId}/otherpost`} className={cls}>
          게시물
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
