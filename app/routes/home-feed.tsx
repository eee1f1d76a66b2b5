// Home tab (docs/product/reading.md home): the banner slot (the banners running, else the house notice), the
// top-10 tags, the best posts of the top tags, the popular writers and the newest posts, with a
// way to the full list. No block repeats another's posts (core/home-blocks.ts, decision 0187).
import { LISTS_TAG, SITE_TAG } from "../../core/cache-tags";
import { distinctBlocks } from "../../core/home-blocks";
import { Link, useLoaderData } from "react-router";
import { PostList } from "../components/post-card";
import { FeedAd } from "../features/ads/feed-ad";
import { BannerCarousel } from "../features/notifications/banner-carousel";
import { BestTagBoards } from "../features/search/best-tag-boards";
import { TopTags } from "../features/search/tag-links";
import { HOME, LISTS } from "../features/search/text";
import { WriterRanking } from "../features/search/writer-ranking";
import { useIsMobile } from "../lib/device";
import { useT } from "../lib/i18n";
import type { LoaderArgs, PageHandle } from "../lib/viewer";

const HOME_SIZE = 12;
/** Best posts per top tag on home, and the fewest a block shows (fewer: hidden). */
const BEST_PER_TAG = 4;
const BEST_MIN = 2;

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ context }: LoaderArgs) {
  context.cache.tag(LISTS_TAG, SITE_TAG);
  const [page, tags, ranked, banners, writers, ads] = await Promise.all([
    context.services.boards.listNew({ page: 1, size: HOME_SIZE }),
    context.services.lists.topTags(10),
    // Enough ranked posts per tag to fill a block with posts the page does not show elsewhere.
    context.services.lists.bestTagBoards(3, 3 * BEST_PER_TAG),
    context.services.notifications.banners(),
    context.services.lists.writers(8),
    context.services.ads.feed(),
  ]);
  // The newest posts are the page's main list and stay whole; the best posts of the top tags
  // show what it does not (a young site, whose every post is new, shows no such block).
  const posts = page.items;
  const best = distinctBlocks(
    ranked,
    BEST_PER_TAG,
    BEST_MIN,
    posts.map((p) => p.boardNo),
  );
  return { banners, writers, posts, totalCount: page.totalCount, tags, best, ads, now: new Date().toISOString() };
}

export default function HomeFeed() {
  const { banners, writers, posts, totalCount, tags, best, ads, now } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const t = useT();
  const hasDemo = posts.some((p) => p.isDemo);
  return (
    <>
      {banners.length ? (
        <BannerCarousel banners={banners} mobile={mobile} />
      ) : (
        <section className="notice-banner" aria-label={t(HOME.notice)} style={mobile ? { marginTop: 16, padding: 16 } : undefined}>
          <div>
            <strong>{t(HOME.pitch)}</strong>
            <p>
              {t(HOME.pitchBody)}
              {hasDemo ? t(HOME.demoNote) : ""}
            </p>
          </div>
        </section>
      )}
      <TopTags tags={tags} mobile={mobile} title={LISTS.topTags10} />
      <BestTagBoards groups={best} mobile={mobile} now={new Date(now)} />
      <WriterRanking writers={writers} mobile={mobile} />
      <section aria-labelledby="home-newest">
        <div className="section-title">
          <h2 id="home-newest">{t(HOME.newest)}</h2>
          {totalCount > posts.length ? <Link to={mobile ? "/m/new" : "/new"}>{t(HOME.seeAll)}</Link> : null}
        </div>
        <PostList
          posts={posts}
          mobile={mobile}
          now={new Date(now)}
          ad={ads.adList.length ? { node: <FeedAd ads={ads.adList} mobile={mobile} />, index: ads.adIndex } : undefined}
        />
      </section>
    </>
  );
}
