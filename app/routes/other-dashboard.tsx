// /other/{userId}/dashboard and /m/other/{userId}: a member's public dashboard — what they
// write about (their topics), their newest posts; on mobile all their posts, paged.
import { useT } from "../lib/i18n";
import { say } from "../../core/i18n";
import { OTHER_MEMBER } from "../features/profile/other-text";
import { LISTS } from "../features/search/text";
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
  if (!posts) throw data(say(OTHER_MEMBER.notFound, context.language), { status: 404 });
  if (page > posts.totalPages) throw data(say(LISTS.pageNotFound, context.language), { status: 404 });
  return { posts, now: new Date().toISOString() };
}

export const meta: MetaFunction = ({ matches }) => otherUserMeta(otherUserDataOf(matches), "dashboard");

export default function OtherDashboard() {
  const { posts, now } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const t = useT();
  const topics = [...new Set(posts.items.map((p) => p.topic))];
  const userId = posts.items[0]?.uploader.userId;
  if (mobile) {
    return (
      <>
        <div className="section-title">
          <h2>{t(OTHER_MEMBER.posts)}</h2>
          <span className="muted">{t(OTHER_MEMBER.total, { n: posts.totalCount.toLocaleString("ko-KR") })}</span>
        </div>
        {posts.items.length ? <PostList posts={posts.items} mobile now={new Date(now)} /> : <NoPosts />}
        {posts.totalPages > 1 ? <Pagination page={posts.page} totalPages={posts.totalPages} /> : null}
      </>
    );
  }
  return (
    <div className="other-dashboard">
      {topics.length ? (
        <section className="other-topics" aria-label={t(OTHER_MEMBER.topics)}>
          <h2>{t(OTHER_MEMBER.topics)}</h2>
          <div className="chip-row">
            {topics.map((topic) => (
              <span key={topic} className="chip">
                {topicLabel(topic) ? t(topicLabel(topic)!) : null}
              </span>
            ))}
          </div>
        </section>
      ) : null}
      <div className="section-title">
        <h2>{t(OTHER_MEMBER.recent)}</h2>
        {posts.totalCount > posts.items.length && userId ? (
          <Link to={`/other/${userId}/otherpost`}>{t(OTHER_MEMBER.seeAll, { n: posts.totalCount.toLocaleString("ko-KR") })}</Link>
        ) : null}
      </div>
      {posts.items.length ? <PostList posts={posts.items} mobile={false} now={new Date(now)} /> : <NoPosts />}
    </div>
  );
}

export function NoPosts() {
  const t = useT();
  return (
    <div className="empty-state">
      <strong>{t(OTHER_MEMBER.none)}</strong>
      {t(OTHER_MEMBER.noneHint)}
    </div>
  );
}
