// /other/{userId}/dashboard and /m/other/{userId}: a member's public dashboard — what they
// write about (their topics), their newest posts; on mobile all their posts, paged.
import { T } from "../lib/i18n";
import { LISTS_TAG, memberTag } from "../../core/cache-tags";
import { data, Link, redirect, useLoaderData, type MetaFunction } from "react-router";
import { topicLabel } from "../../core/topics";
import { PostList } from "../components/post-card";
import { Pagination } from "../components/ui/pagination";
import { otherUserDataOf, otherUserMeta } from "../features/profile/other-user";
import { isMobilePath, useIsMobile } from "../lib/device";
import type { LoaderArgs, PageHandle } from "../lib/viewer";

const DESKTOP_RECENT = 8;
const MOBILE_PAGE = 16;

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ params, request, context }: LoaderArgs) {
  context.cache.tag(LISTS_TAG, memberTag(params.userId ?? ""));
  const url = new URL(request.url);
  const mobile = isMobilePath(url.pathname);
  // Desktop has one address for the dashboard; /other/{userId} (a mobile link) leads there.
  if (!mobile && params.userId && !url.pathname.endsWith("/dashboard"))
    throw redirect(`/other/${encodeURIComponent(params.userId)}/dashboard`);
  const raw = url.searchParams.get("page") ?? "1";
  const page = mobile && /^\d{1,5}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const posts = await context.services.profile.postsOf(params.userId ?? "", { page, size: mobile ? MOBILE_PAGE : DESKTOP_RECENT });
  if (!posts) throw data("존재하지 않거나 탈퇴한 회원입니다.", { status: 404 });
  if (page > posts.totalPages) throw data("페이지를 찾을 수 없습니다.", { status: 404 });
  return { posts, now: new Date().toISOString() };
}

export const meta: MetaFunction = ({ matches }) => otherUserMeta(otherUserDataOf(matches), "dashboard");

export default function OtherDashboard() {
  const { posts, now } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const topics = [...new Set(posts.items.map((p) => p.topic))];
  const userId = posts.items[0]?.uploader.userId;
  if (mobile) {
    return (
      <>
        <div className="section-title">
          <h2>게시물</h2>
          <span className="muted">총 {posts.totalCount.toLocaleString("ko-KR")}개</span>
        </div>
        {posts.items.length ? <PostList posts={posts.items} mobile now={new Date(now)} /> : <NoPosts />}
        {posts.totalPages > 1 ? <Pagination page={posts.page} totalPages={posts.totalPages} /> : null}
      </>
    );
  }
  return (
    <div className="other-dashboard">
      {topics.length ? (
        <section className="other-topics" aria-label="주로 쓰는 토픽">
          <h2>주로 쓰는 토픽</h2>
          <div className="chip-row">
            {topics.map((t) => (
              <span key={t} className="chip">
                {topicLabel(t) ? <T text={topicLabel(t)!} /> : null}
              </span>
            ))}
          </div>
        </section>
      ) : null}
      <div className="section-title">
        <h2>최근 게시물</h2>
        {posts.totalCount > posts.items.length && userId ? (
          <Link to={`/other/${userId}/otherpost`}>전체 {posts.totalCount.toLocaleString("ko-KR")}개 보기</Link>
        ) : null}
      </div>
      {posts.items.length ? <PostList posts={posts.items} mobile={false} now={new Date(now)} /> : <NoPosts />}
    </div>
  );
}

export function NoPosts() {
  return (
    <div className="empty-state">
      <strong>아직 올린 게시물이 없어요</strong>새 글이 올라오면 이곳에서 볼 수 있어요.
    </div>
  );
}
