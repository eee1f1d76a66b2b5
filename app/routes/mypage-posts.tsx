// /mypage/posts/{upload,like,follow,view,bookmark} (SPEC §2): the member's own posts, the posts
// they liked, the posts of members they follow, the posts they read and their bookmarks,
// newest first, 16 per page.
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { MSG } from "../../core/messages";
import { PostList } from "../components/post-card";
import { ShareSummary } from "../features/reactions/share-summary";
import { Pagination } from "../components/ui/pagination";
import type { LoaderArgs } from "../lib/viewer";

const PAGE_SIZE = 16;

const TABS = [
  { key: "upload", label: "내 게시물", empty: "아직 올린 게시물이 없어요.", next: { to: "/upload", label: "첫 글 쓰기" } },
  { key: "like", label: "좋아요", empty: "좋아요를 누른 게시물이 없어요.", next: { to: "/new", label: "최신 글 둘러보기" } },
  { key: "follow", label: "팔로우", empty: "팔로우한 회원의 게시물이 없어요.", next: { to: "/", label: "읽을 만한 글 찾기" } },
  { key: "view", label: "최근 본", empty: "최근에 본 게시물이 없어요.", next: { to: "/new", label: "최신 글 둘러보기" } },
  { key: "bookmark", label: "북마크", empty: "북마크한 게시물이 없어요.", next: { to: "/new", label: "최신 글 둘러보기" } },
] as const;

type TabKey = (typeof TABS)[number]["key"];

export async function loader({ params, request, context }: LoaderArgs) {
  if (!context.viewer) throw data(MSG.membersOnly, { status: 401 });
  const tab = (params.tab ?? "upload") as TabKey;
  if (!TABS.some((t) => t.key === tab)) throw data("페이지를 찾을 수 없습니다.", { status: 404 });
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,5}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const [posts, share] = await Promise.all([
    context.services.reactions.collection(context.viewer, tab, { page, size: PAGE_SIZE }),
    context.services.reactions.shareSummary(context.viewer),
  ]);
  return { tab, posts, share, now: new Date().toISOString() };
}

export const meta: MetaFunction = () => [{ title: "나의 게시물 | 나눔터" }, { name: "robots", content: "noindex" }];

export default function MypagePosts() {
  const { tab, posts, share, now } = useLoaderData<typeof loader>();
  const current = TABS.find((t) => t.key === tab)!;
  return (
    <div className="mypage-posts">
      <h1 className="page-heading">나의 게시물</h1>
      <ShareSummary share={share} />
      <nav className="tabs" aria-label="게시물 구분">
        {TABS.map((t) => (
          <Link
            key={t.key}
            to={`/mypage/posts/${t.key}`}
            className={t.key === tab ? "active" : undefined}
            aria-current={t.key === tab ? "page" : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <div className="section-title">
        <h2>{current.label}</h2>
        <span className="muted">총 {posts.totalCount.toLocaleString("ko-KR")}개</span>
      </div>
      {posts.items.length ? (
        <PostList posts={posts.items} mobile={false} now={new Date(now)} />
      ) : (
        <div className="empty-state">
          <p>{current.empty}</p>
          <Link to={current.next.to} className="btn btn-blue-outline">
            {current.next.label}
          </Link>
        </div>
      )}
      {posts.totalPages > 1 ? <Pagination page={posts.page} totalPages={posts.totalPages} /> : null}
    </div>
  );
}
