// /faq and /m/faq (docs/product/ai.md §9): the frequently asked questions by category, a search
// box that narrows them as the reader types (Korean particles and spacing aside), answers that
// open in place, each with a link to the page it is about, and a way to the help chatbot. The
// page is the same for every reader: rendered once and shared, like the other reading pages. `?q=` and `?c=` keep the search in the address; `#id` opens one answer. The
// entries are the ones operators edit at /admin/faq (docs/decisions/0169); their edits empty
// the cached page (the faq tag).
import { useEffect, useMemo, useState } from "react";
import { Link, useLoaderData, useLocation, useSearchParams, type MetaFunction, type ShouldRevalidateFunctionArgs } from "react-router";
import { FAQ_TAG } from "../../core/cache-tags";
import { FAQ_CATEGORIES, FAQ_TEXT, categoryLabel, filterFaq, type FaqCategoryId } from "../../core/faq";
import { useOpenHelpBot } from "../features/helpbot/panel";
import { siteHref } from "../features/helpbot/links";
import { useIsMobile } from "../lib/device";
import { useLanguage, useT } from "../lib/i18n";
import { metaContext, titleOf } from "../lib/meta";
import type { LoaderArgs, PageHandle } from "../lib/viewer";
import "../styles/helpbot.css";

export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ context }: LoaderArgs) {
  context.cache.tag(FAQ_TAG);
  return { faq: await context.services.faq.entries() };
}

/**
 * The entries do not depend on the search in the address: typing or picking a category filters
 * what the page already has instead of asking the server again (and again, a keystroke at a time).
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: MetaFunction = ({ matches }) => [
  { title: titleOf(matches, FAQ_TEXT.heading) },
  { name: "description", content: metaContext(matches).language === "en" ? FAQ_TEXT.description.en : FAQ_TEXT.description.ko },
];

function isCategory(value: string | null): value is FaqCategoryId {
  return FAQ_CATEGORIES.some((c) => c.id === value);
}

export default function FaqPage() {
  const { faq } = useLoaderData<typeof loader>();
  const t = useT();
  const language = useLanguage();
  const mobile = useIsMobile();
  const openHelpBot = useOpenHelpBot();
  const { hash } = useLocation();
  const [params, setParams] = useSearchParams();
  // Both live in the page's state and are copied to the address: read back from the address, a
  // category picked just before typing could be undone by the keystroke's older copy of it.
  const [query, setQuery] = useState(params.get("q") ?? "");
  const categoryParam = params.get("c");
  const [category, setCategory] = useState<FaqCategoryId | null>(isCategory(categoryParam) ? categoryParam : null);
  const [opened, setOpened] = useState<string | null>(null);

  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ""));
    if (!id || !faq.some((f) => f.id === id)) return;
    setOpened(id);
    document.getElementById(id)?.scrollIntoView({ block: "center" });
  }, [hash, faq]);

  const items = useMemo(() => filterFaq(faq, { query, category, language }), [faq, query, category, language]);

  const update = (next: { q?: string; c?: FaqCategoryId | null }) => {
    const search = new URLSearchParams(params);
    const q = next.q ?? query;
    const c = next.c === undefined ? category : next.c;
    setQuery(q);
    setCategory(c);
    if (q.trim()) search.set("q", q);
    else search.delete("q");
    if (c) search.set("c", c);
    else search.delete("c");
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <div className={mobile ? "m-container faq-page" : "container faq-page"}>
      <h1 className="page-heading">{t(FAQ_TEXT.heading)}</h1>
      <form className="faq-search" role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          value={query}
          aria-label={t(FAQ_TEXT.searchLabel)}
          placeholder={t(FAQ_TEXT.searchPlaceholder)}
          onChange={(e) => update({ q: e.target.value })}
        />
      </form>
      <ul className="faq-cats" aria-label={t(FAQ_TEXT.categories)}>
        <li>
          <button type="button" className="faq-cat" aria-pressed={category === null} onClick={() => update({ c: null })}>
            {t(FAQ_TEXT.all)}
          </button>
        </li>
        {FAQ_CATEGORIES.map((c) => (
          <li key={c.id}>
            <button type="button" className="faq-cat" aria-pressed={category === c.id} onClick={() => update({ c: c.id })}>
              {t(c.label)}
            </button>
          </li>
        ))}
      </ul>
      <p className="faq-count" aria-live="polite">
        {t(FAQ_TEXT.count, { n: items.length })}
      </p>
      {items.length === 0 ? (
        <p className="faq-empty">{t(FAQ_TEXT.none)}</p>
      ) : (
        <div className="faq-list">
          {items.map((item) => (
            <details
              key={item.id}
              id={item.id}
              className="faq-item"
              open={opened === item.id || undefined}
              onToggle={(e) => {
                const open = (e.currentTarget as HTMLDetailsElement).open;
                if (open) setOpened(item.id);
                else if (opened === item.id) setOpened(null);
              }}
            >
              <summary>
                <span>{item.question[language]}</span>
                {category === null ? <span className="faq-cat-tag">{t(categoryLabel(item.category))}</span> : null}
              </summary>
              <div className="faq-answer">
                <p>{item.answer[language]}</p>
                {item.link ? (
                  <Link to={siteHref(item.link, mobile)} className="btn btn-sm btn-blue-outline">
                    {t(FAQ_TEXT.goTo)}
                  </Link>
                ) : null}
              </div>
            </details>
          ))}
        </div>
      )}
      <div className="faq-bot">
        <button type="button" className="btn btn-blue" onClick={openHelpBot}>
          {t(FAQ_TEXT.askBot)}
        </button>
      </div>
    </div>
  );
}
