// New tab: every post, newest first, with pagination (?page=N).
import { LISTS_TAG } from "../../core/cache-tags";
import { data, useLoaderData, type MetaFunction } from "react-router";
import { PostList } from "../components/post-card";
import { FeedAd } from "../features/ads/feed-ad";
import { Pagination } from "../components/ui/pagination";
import { HOME, LISTS } from "../features/search/text";
import { useIsMobile } from "../lib/device";
import { useT } from "../lib/i18n";
import { feedLinks } from "../lib/feed-links";
import { metaContext, titleOf } from "../lib/meta";
import { say } from "../../core/i18n";
import type { LoaderArgs, PageHandle } from "../lib/viewer";

const PAGE_SIZE = 16;

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ request, context }: LoaderArgs) {
  context.cache.tag(LISTS_TAG);
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,5}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const [result, ads] = await Promise.all([context.services.boards.listNew({ page, size: PAGE_SIZE }), context.services.ads.feed()]);
  if (page > result.totalPages) throw data(say(LISTS.pageNotFound, context.language), { status: 404 });
  return { ...result, ads, now: new Date().toISOString() };
}

export const meta: MetaFunction = ({ matches }) => [
  { title: titleOf(matches, HOME.newTitle) },
  ...feedLinks({ kind: "site" }, metaContext(matches).siteName),
];

export default function HomeNew() {
  const { items, page, totalPages, totalCount, ads, now } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const t = useT();
  return (
    <>
      <div className="section-title">
        <h2>{t(HOME.newTitle)}</h2>
        <span style={{ color: "var(--color-text-muted)", fontSize: 14 }}>{t(LISTS.total, { n: totalCount.toLocaleString("ko-KR") })}</span>
      </div>
      <PostList
        posts={items}
        mobile={mobile}
        now={new Date(now)}
        ad={ads.adList.length ? { node: <FeedAd ads={ads.adList} mobile={mobile} />, index: ads.adIndex } : undefined}
      />
      <Pagination page={page} totalPages={totalPages} />
    </>
  );
}
