// /other/{userId}/otherpost: every public post of a member, newest first, 16 per page.
import { LISTS_TAG, memberTag } from "../../core/cache-tags";
import { data, useLoaderData, type MetaFunction } from "react-router";
import { PostList } from "../components/post-card";
import { Pagination } from "../components/ui/pagination";
import { NoPosts } from "./other-dashboard";
import { otherUserDataOf, otherUserMeta } from "../features/profile/other-user";
import { useIsMobile } from "../lib/device";
import { useT } from "../lib/i18n";
import { say } from "../../core/i18n";
import { OTHER_MEMBER } from "../features/profile/other-text";
import { LISTS } from "../features/search/text";
import type { LoaderArgs, PageHandle } from "../lib/viewer";

const PAGE_SIZE = 16;

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ params, request, context }: LoaderArgs) {
  context.cache.tag(LISTS_TAG, memberTag(params.userId ?? ""));
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,5}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const posts = await context.services.profile.postsOf(params.userId ?? "", { page, size: PAGE_SIZE });
  if (!posts) throw data(say(OTHER_MEMBER.notFound, context.language), { status: 404 });
  if (page > posts.totalPages) throw data(say(LISTS.pageNotFound, context.language), { status: 404 });
  return { posts, now: new Date().toISOString() };
}

export const meta: MetaFunction = ({ matches }) => otherUserMeta(otherUserDataOf(matches), "contents");

export default function OtherPosts() {
  const { posts, now } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const t = useT();
  return (
    <>
      <div className="section-title">
        <h2>{t(OTHER_MEMBER.posts)}</h2>
        <span className="muted">{t(OTHER_MEMBER.total, { n: posts.totalCount.toLocaleString("ko-KR") })}</span>
      </div>
      {posts.items.length ? <PostList posts={posts.items} mobile={mobile} now={new Date(now)} /> : <NoPosts />}
      {posts.totalPages > 1 ? <Pagination page={posts.page} totalPages={posts.totalPages} /> : null}
    </>
  );
}
