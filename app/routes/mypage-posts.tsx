// /mypage/posts/{upload,like,follow,view,bookmark} (docs/product/accounts.md): the member's own posts, the posts
// they liked, the posts of members they follow, the posts they read and their bookmarks,
// newest first, 16 per page.
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { say, texts } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { PostList } from "../components/post-card";
import { ShareSummary } from "../features/reactions/share-summary";
import { OfflineSync } from "../features/offline/offline-sync";
import { Pagination } from "../components/ui/pagination";
import { useIsMobile, useLinkTo } from "../lib/device";
import { useT } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { LoaderArgs } from "../lib/viewer";

const PAGE_SIZE = 16;

const POSTS_TEXT = texts({
  heading: { ko: "나의 게시물", en: "My posts" },
  kinds: { ko: "게시물 구분", en: "Kind of posts" },
  total: { ko: "총 {n}개", en: (p) => `${p.n} ${Number(p.count) === 1 ? "post" : "posts"} in total` },
  notFound: MSG.pageNotFound,
  upload: { ko: "내 게시물", en: "My posts" },
  uploadEmpty: { ko: "아직 올린 게시물이 없어요.", en: "You have not posted anything yet." },
  uploadNext: { ko: "첫 글 쓰기", en: "Write your first post" },
  like: { ko: "좋아요", en: "Liked" },
  likeEmpty: { ko: "좋아요를 누른 게시물이 없어요.", en: "You have not liked any posts." },
  follow: { ko: "팔로우", en: "Following" },
  followEmpty: { ko: "팔로우한 회원의 게시물이 없어요.", en: "No posts from members you follow." },
  followNext: { ko: "읽을 만한 글 찾기", en: "Find something to read" },
  view: { ko: "최근 본", en: "Recently read" },
  viewEmpty: { ko: "최근에 본 게시물이 없어요.", en: "You have not read any posts lately." },
  bookmark: { ko: "북마크", en: "Bookmarks" },
  bookmarkEmpty: { ko: "북마크한 게시물이 없어요.", en: "You have no bookmarks." },
  browseLatest: { ko: "최신 글 둘러보기", en: "Browse the latest posts" },
});

const TABS = [
  { key: "upload", label: POSTS_TEXT.upload, empty: POSTS_TEXT.uploadEmpty, next: { to: "/upload", label: POSTS_TEXT.uploadNext } },
  { key: "like", label: POSTS_TEXT.like, empty: POSTS_TEXT.likeEmpty, next: { to: "/new", label: POSTS_TEXT.browseLatest } },
  { key: "follow", label: POSTS_TEXT.follow, empty: POSTS_TEXT.followEmpty, next: { to: "/", label: POSTS_TEXT.followNext } },
  { key: "view", label: POSTS_TEXT.view, empty: POSTS_TEXT.viewEmpty, next: { to: "/new", label: POSTS_TEXT.browseLatest } },
  { key: "bookmark", label: POSTS_TEXT.bookmark, empty: POSTS_TEXT.bookmarkEmpty, next: { to: "/new", label: POSTS_TEXT.browseLatest } },
] as const;

type TabKey = (typeof TABS)[number]["key"];

export async function loader({ params, request, context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  const tab = (params.tab ?? "upload") as TabKey;
  if (!TABS.some((t) => t.key === tab)) throw data(say(POSTS_TEXT.notFound, context.language), { status: 404 });
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,5}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const [posts, share] = await Promise.all([
    context.services.reactions.collection(context.viewer, tab, { page, size: PAGE_SIZE }),
    context.services.reactions.shareSummary(context.viewer),
  ]);
  return { tab, posts, share, now: new Date().toISOString() };
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function MypagePosts() {
  const { tab, posts, share, now } = useLoaderData<typeof loader>();
  const t = useT();
  const current = TABS.find((item) => item.key === tab)!;
  const mobile = useIsMobile();
  const link = useLinkTo();
  return (
    <div className="mypage-posts">
      <h1 className="page-heading">{t(POSTS_TEXT.heading)}</h1>
      <ShareSummary share={share} />
      <nav className="tabs" aria-label={t(POSTS_TEXT.kinds)}>
        {TABS.map((item) => (
          <Link
            key={item.key}
            to={link(`/mypage/posts/${item.key}`)}
            className={item.key === tab ? "active" : undefined}
            aria-current={item.key === tab ? "page" : undefined}
          >
            {t(item.label)}
          </Link>
        ))}
      </nav>
      <div className="section-title">
        <h2>{t(current.label)}</h2>
        <span className="muted">{t(POSTS_TEXT.total, { n: posts.totalCount.toLocaleString("ko-KR"), count: posts.totalCount })}</span>
      </div>
      {tab === "bookmark" && posts.totalCount > 0 ? <OfflineSync /> : null}
      {posts.items.length ? (
        <PostList posts={posts.items} mobile={mobile} now={new Date(now)} />
      ) : (
        <div className="empty-state">
          <p>{t(current.empty)}</p>
          <Link to={link(current.next.to)} className="btn btn-blue-outline">
            {t(current.next.label)}
          </Link>
        </div>
      )}
      {posts.totalPages > 1 ? <Pagination page={posts.page} totalPages={posts.totalPages} /> : null}
    </div>
  );
}
