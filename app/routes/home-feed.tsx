// Home tab: a welcome banner and the newest posts, with a way to the full list.
import { Link, useLoaderData } from "react-router";
import { PostList } from "../components/post-card";
import { useIsMobile } from "../lib/device";
import type { LoaderArgs } from "../lib/viewer";

const HOME_SIZE = 12;

export async function loader({ context }: LoaderArgs) {
  const page = await context.services.boards.listNew({ page: 1, size: HOME_SIZE });
  return { posts: page.items, totalCount: page.totalCount, now: new Date().toISOString() };
}

export default function HomeFeed() {
  const { posts, totalCount, now } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const hasDemo = posts.some((p) => p.isDemo);
  return (
    <>
      <section className="notice-banner" aria-label="안내" style={mobile ? { marginTop: 16, padding: 16 } : undefined}>
        <div>
          <strong>지식을 나누면 보상이 돌아와요</strong>
          <p>
            글과 문서를 올리고, 좋은 콘텐츠에 투표해 포인트와 토큰을 받아 보세요.
            {hasDemo ? " 지금 보이는 글은 둘러보기용 데모 콘텐츠예요." : ""}
          </p>
        </div>
      </section>
      <div className="section-title">
        <h2>새로 올라온 글</h2>
        {totalCount > posts.length ? <Link to={mobile ? "/m/new" : "/new"}>전체 보기 ›</Link> : null}
      </div>
      <PostList posts={posts} mobile={mobile} now={new Date(now)} />
    </>
  );
}
