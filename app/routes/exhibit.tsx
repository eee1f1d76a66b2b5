// /exhibit/:slug (docs/product/exhibits.md §1): one page for every exhibit — ChatGPT, Christmas and
// any new one operators open — with its banner, introduction, category filter and posts in the
// operators' order. The same for every reader.
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { EXHIBITS_TAG, LISTS_TAG } from "../../core/cache-tags";
import { say } from "../../core/i18n";
import { PostList } from "../components/post-card";
import { EXHIBIT_TEXT } from "../features/exhibits/text";
import { LISTS } from "../features/search/text";
import { isMobilePath, useIsMobile } from "../lib/device";
import { resolveText, useFormat, useT } from "../lib/i18n";
import { metaContext } from "../lib/meta";
import type { LoaderArgs, PageHandle } from "../lib/viewer";
import "../styles/exhibits.css";

const STEP = 12;
const MAX = 96;

export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ request, params, context }: LoaderArgs) {
  context.cache.tag(LISTS_TAG);
  context.cache.tag(EXHIBITS_TAG);
  const url = new URL(request.url);
  const slug = String(params.slug ?? "");
  const rawSize = url.searchParams.get("size") ?? "";
  const size = /^\d{1,3}$/.test(rawSize) ? Math.min(MAX, Math.max(STEP, Number(rawSize))) : STEP;
  const category = (url.searchParams.get("category") ?? "").slice(0, 40) || undefined;
  const page = /^[a-z0-9][a-z0-9-]{1,39}$/.test(slug) ? await context.services.exhibits.page(slug, { category, size }) : null;
  if (!page) throw data(say(LISTS.pageNotFound, context.language), { status: 404 });
  const site = context.services.site();
  return {
    ...page,
    mobile: isMobilePath(url.pathname),
    canonical: `${site.publicUrl}/exhibit/${slug}`,
    now: new Date().toISOString(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const { language, siteName } = metaContext(matches);
  return [
    { title: `${page.exhibit.title} | ${siteName}` },
    {
      name: "description",
      content: page.exhibit.intro || resolveText(EXHIBIT_TEXT.description, language, { title: page.exhibit.title, site: siteName }),
    },
    { tagName: "link", rel: "canonical", href: page.canonical },
  ];
};

export default function Exhibit() {
  const { exhibit, category, categories, size, boardList, now } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const t = useT();
  const format = useFormat();
  const all = categories[0]!;
  const base = `${mobile ? "/m" : ""}/exhibit/${exhibit.slug}`;
  const href = (c: string, s?: number) => {
    const q = new URLSearchParams();
    if (c !== all) q.set("category", c);
    if (s && s > STEP) q.set("size", String(s));
    const qs = q.toString();
    return qs ? `${base}?${qs}` : base;
  };
  return (
    <div className={mobile ? "m-container exhibit-page" : "container exhibit-page"}>
      <section className={`exhibit-banner exhibit-theme-${exhibit.theme}`} data-has-image={exhibit.bannerUrl ? "true" : undefined}>
        {exhibit.bannerUrl ? <img className="exhibit-banner-image" src={exhibit.bannerUrl} alt="" /> : null}
        <div className="exhibit-banner-text">
          <span className="prep-badge">{t(exhibit.state === "closed" ? EXHIBIT_TEXT.ended : EXHIBIT_TEXT.badge)}</span>
          <h1>{exhibit.title}</h1>
          {exhibit.intro ? <p>{exhibit.intro}</p> : null}
          {exhibit.startDate && exhibit.endDate ? (
            <p className="exhibit-period">
              {t(EXHIBIT_TEXT.period, { from: format.date(exhibit.startDate), to: format.date(exhibit.endDate) })}
            </p>
          ) : null}
        </div>
      </section>
      <nav aria-label={t(EXHIBIT_TEXT.categories)} className="prep-categories exhibit-categories">
        <ul className="tag-cloud">
          {categories.map((c) => (
            <li key={c}>
              <Link to={href(c)} className="tag-chip" aria-current={c === category ? "page" : undefined} preventScrollReset>
                {c === all ? t(EXHIBIT_TEXT.all) : c}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {boardList.length ? (
        <PostList posts={boardList} mobile={mobile} now={new Date(now)} />
      ) : (
        <div className="empty-state">
          <strong>{t(EXHIBIT_TEXT.empty)}</strong>
          <Link to={href(all)}>{t(EXHIBIT_TEXT.seeAll)}</Link>
        </div>
      )}
      {boardList.length >= size && size < MAX ? (
        <div className="prep-more">
          <Link to={href(category, size + STEP)} className="btn btn-blue-outline" preventScrollReset>
            {t(LISTS.moreShort)}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
