// Test-prep exhibit (docs/product/reading.md /exhibit/prep/economy, prep exhibit): economy posts for exam
// preparation, filtered by category (default 전체 = all) with a growing list size, under the
// quiz header of the category's current round (docs/product/exhibits.md §2).
import { EXHIBITS_TAG, LISTS_TAG } from "../../core/cache-tags";
import { say } from "../../core/i18n";
import { isPrepCategory } from "../../core/quiz";
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { QuizHeader } from "../features/exhibits/quiz-header";
import "../styles/exhibits.css";
import { PostList } from "../components/post-card";
import { LISTS, PREP } from "../features/search/text";
import { isMobilePath, useIsMobile } from "../lib/device";
import { resolveText, useT } from "../lib/i18n";
import { metaContext, titleOf } from "../lib/meta";
import type { LoaderArgs, PageHandle } from "../lib/viewer";

const STEP = 12;
const MAX = 96;

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ request, params, context }: LoaderArgs) {
  const prepCategory = String(params.category ?? "");
  if (!isPrepCategory(prepCategory)) throw data(say(LISTS.pageNotFound, context.language), { status: 404 });
  context.cache.tag(LISTS_TAG);
  context.cache.tag(EXHIBITS_TAG);
  const url = new URL(request.url);
  const rawSize = url.searchParams.get("size") ?? "";
  const size = /^\d{1,3}$/.test(rawSize) ? Math.min(MAX, Math.max(STEP, Number(rawSize))) : STEP;
  const category = (url.searchParams.get("category") ?? "").slice(0, 40) || undefined;
  const [prep, quiz] = await Promise.all([context.services.lists.prep({ category, size }), context.services.quiz.current(prepCategory)]);
  const site = context.services.site();
  return {
    ...prep,
    quiz,
    mobile: isMobilePath(url.pathname),
    canonical: `${site.publicUrl}/exhibit/prep/economy`,
    now: new Date().toISOString(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: titleOf(matches, PREP.title) },
  { name: "description", content: resolveText(PREP.description, metaContext(matches).language, { site: metaContext(matches).siteName }) },
  ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
];

export default function PrepExhibit() {
  const { category, categories, size, boardList, now, quiz } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const t = useT();
  const all = PREP.all.ko;
  const base = `${mobile ? "/m" : ""}/exhibit/prep/economy`;
  const href = (c: string, s?: number) => {
    const q = new URLSearchParams();
    if (c !== all) q.set("category", c);
    if (s && s > STEP) q.set("size", String(s));
    const qs = q.toString();
    return qs ? `${base}?${qs}` : base;
  };
  return (
    <div className={mobile ? "m-container prep-exhibit" : "container prep-exhibit"}>
      <section className="prep-hero">
        <span className="prep-badge">{t(PREP.badge)}</span>
        <h1>{t(PREP.title)}</h1>
        <p>{t(PREP.lead)}</p>
      </section>
      <QuizHeader quiz={quiz} mobile={mobile} />
      <nav aria-label={t(PREP.categories)} className="prep-categories">
        <ul className="tag-cloud">
          {categories.map((c) => (
            <li key={c}>
              <Link to={href(c)} className="tag-chip" aria-current={c === category ? "page" : undefined} preventScrollReset>
                {c === all ? t(PREP.all) : `#${c}`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {boardList.length ? (
        <PostList posts={boardList} mobile={mobile} now={new Date(now)} />
      ) : (
        <div className="empty-state">
          <strong>{t(PREP.empty)}</strong>
          <Link to={href(all)}>{t(PREP.seeAll)}</Link>
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
