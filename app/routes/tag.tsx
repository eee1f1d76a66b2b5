// A tag's page (/tag/{tag}, /m/tag/{tag}): the posts carrying the tag, newest first, with
// pagination and the other popular tags. Linked from the home tab's top tags and best lists.
import { LISTS_TAG } from "../../core/cache-tags";
import { data, useLoaderData, type MetaFunction } from "react-router";
import { PostList } from "../components/post-card";
import { Pagination } from "../components/ui/pagination";
import { TopTags } from "../features/search/tag-links";
import { LISTS, TAG_PAGE } from "../features/search/text";
import { useIsMobile } from "../lib/device";
import { resolveText, useT } from "../lib/i18n";
import { feedLinks } from "../lib/feed-links";
import { metaContext, titleOf } from "../lib/meta";
import { say } from "../../core/i18n";
import type { LoaderArgs, PageHandle } from "../lib/viewer";

const PAGE_SIZE = 16;

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ params, request, context }: LoaderArgs) {
  context.cache.tag(LISTS_TAG);
  const tag = (params.tag ?? "").trim();
  if (!tag || tag.length > 40) throw data(say(LISTS.pageNotFound, context.language), { status: 404 });
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,5}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const [result, tags] = await Promise.all([
    context.services.lists.byTag(tag, { page, size: PAGE_SIZE }),
    context.services.lists.topTags(10),
  ]);
  if (result.totalCount === 0 || page > result.totalPages) throw data(say(LISTS.pageNotFound, context.language), { status: 404 });
  const site = context.services.site();
  return {
    tag,
    ...result,
    tags: tags.filter((t) => t.tag !== tag),
    canonical: `${site.publicUrl}/tag/${encodeURIComponent(tag)}${page > 1 ? `?page=${page}` : ""}`,
    now: new Date().toISOString(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: titleOf(matches, TAG_PAGE.notFound) }];
  const { language, siteName } = metaContext(matches);
  const title = titleOf(matches, TAG_PAGE.title, { tag: loaded.tag });
  const description = resolveText(TAG_PAGE.description, language, { site: siteName, tag: loaded.tag, n: loaded.totalCount });
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: loaded.canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...feedLinks({ kind: "tag", tag: loaded.tag }, title),
  ];
};

export default function TagPage() {
  const { tag, items, page, totalPages, totalCount, tags, now } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const t = useT();
  const content = (
    <>
      <h1 className="page-heading tag-heading">
        <span className="tag-hash">#</span>
        {tag}
      </h1>
      <p className="page-lead">{t(TAG_PAGE.lead, { n: totalCount.toLocaleString("ko-KR") })}</p>
      <PostList posts={items} mobile={mobile} now={new Date(now)} />
      <Pagination page={page} totalPages={totalPages} />
      <TopTags tags={tags} mobile={mobile} title={LISTS.otherTopTags} />
      <div style={{ height: 40 }} />
    </>
  );
  return <div className={mobile ? "m-container tag-page" : "container tag-page"}>{content}</div>;
}
