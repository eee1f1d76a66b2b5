// Search (docs/product/reading.md /search/{searchKey}/{searchType}, /m too): tabs per type, results with the
// matched words marked, pagination, an empty state, the docs/product/reading.md messages for a bad term, and
// popular searches. The term is checked by the core rule before the server is asked.
import { both } from "../../core/i18n";
import { T, useT } from "../lib/i18n";
import { titleOf } from "../lib/meta";
import { SEARCH } from "../features/search/text";
import { LISTS_TAG } from "../../core/cache-tags";
import { Fragment, type ReactNode } from "react";
import { Link, redirect, useLoaderData, type MetaFunction } from "react-router";
import { SEARCH_TYPES, SEARCH_TYPE_LABELS, parseSearchType, searchCountLabel, searchPath, validateSearchTerm } from "../../core/search";
import { Pagination } from "../components/ui/pagination";
import { SearchPageForm } from "../features/search/search-form";
import { SearchResultList } from "../features/search/search-results";
import { useLogSearch } from "../features/search/log-search";
import { isMobilePath, useIsMobile } from "../lib/device";
import type { LoaderArgs, PageHandle } from "../lib/viewer";

const PAGE_SIZE = 10;

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ params, request, context }: LoaderArgs) {
  context.cache.tag(LISTS_TAG);
  const url = new URL(request.url);
  const mobile = isMobilePath(url.pathname);
  const searchType = parseSearchType(params.searchType);
  const rawPage = url.searchParams.get("page") ?? "1";
  const page = /^\d{1,3}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  // The header's form submitted by the browser itself (before the page's code ran): ?q=…&type=…
  const submitted = params.searchKey === undefined ? url.searchParams.get("q") : null;
  if (submitted !== null) {
    const asked = validateSearchTerm(submitted);
    if (asked.ok) throw redirect(searchPath(asked.value, parseSearchType(url.searchParams.get("type")), mobile));
  }
  const popular = await context.services.search.popular();
  const checked = validateSearchTerm(params.searchKey ?? submitted ?? undefined);
  if (!checked.ok) {
    return {
      mobile,
      searchKey: params.searchKey ?? submitted ?? "",
      searchType,
      error: params.searchKey === undefined && submitted === null ? null : both(checked.message),
      result: null,
      popular,
      now: new Date().toISOString(),
    };
  }
  const result = await context.services.search.boards({ searchKey: checked.value, searchType, page, size: PAGE_SIZE });
  return { mobile, searchKey: checked.value, searchType, error: null, result, popular, now: new Date().toISOString() };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: data?.searchKey ? titleOf(matches, SEARCH.titleFor, { term: data.searchKey }) : titleOf(matches, SEARCH.title) },
  { name: "robots", content: "noindex, follow" },
];

/** A text whose `{name}` places hold elements (a bold count), in the order the language puts them. */
function Filled({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((piece, i) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
      })}
    </>
  );
}

function PopularWords({ words, mobile }: { words: { word: string; count: number }[]; mobile: boolean }) {
  const t = useT();
  if (!words.length) return null;
  return (
    <section className="popular-words" aria-labelledby="popular-words-title">
      <h2 id="popular-words-title">{t(SEARCH.popular)}</h2>
      <ol>
        {words.map((w, i) => (
          <li key={w.word}>
            <Link to={searchPath(w.word, "all", mobile)}>
              <span className="rank">{i + 1}</span>
              {w.word}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function SearchPage() {
  const { searchKey, searchType, error, result, popular, now } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const t = useT();
  useLogSearch(result ? result.searchKey : null, searchType, Boolean(result && result.totalCount > 0 && result.page === 1));
  const tabs = result ? (
    <nav className={mobile ? "m-tabs search-tabs" : "tabs search-tabs"} aria-label={t(SEARCH.scope)}>
      {SEARCH_TYPES.map((type) => (
        <Link
          key={type}
          to={searchPath(result.searchKey, type, mobile)}
          className={type === searchType ? "active" : undefined}
          aria-current={type === searchType ? "page" : undefined}
        >
          {t(SEARCH_TYPE_LABELS[type])}
        </Link>
      ))}
    </nav>
  ) : null;
  const body = (
    <>
      {error ? (
        <p className="search-message" role="alert">
          <T text={error} />
        </p>
      ) : null}
      {result ? (
        <>
          <p className="search-summary">
            <Filled
              text={t(SEARCH.summary, { n: result.totalCount })}
              parts={{
                term: <strong>‘{result.searchKey}’</strong>,
                type: t(SEARCH_TYPE_LABELS[searchType]),
                count: <strong>{searchCountLabel(result.totalCount, result.totalCountCapped)}</strong>,
              }}
            />
            {result.choseong ? <span className="search-hint">{t(SEARCH.choseong)}</span> : null}
            {result.totalCountCapped ? (
              <span className="search-hint">{t(SEARCH.capped, { n: result.totalCount.toLocaleString("ko-KR") })}</span>
            ) : null}
          </p>
          {result.items.length ? (
            <>
              <SearchResultList items={result.items} term={result.searchKey} mobile={mobile} now={new Date(now)} />
              <Pagination page={result.page} totalPages={result.totalPages} />
            </>
          ) : result.totalCount > 0 ? (
            <div className="empty-state search-empty">
              <strong>{t(SEARCH.pageEmpty)}</strong>
              {t(SEARCH.pagesUpTo, { n: result.totalPages.toLocaleString("ko-KR") })}
              <Pagination page={result.page} totalPages={result.totalPages} />
            </div>
          ) : (
            <div className="empty-state search-empty">
              <strong>{t(SEARCH.noneFor, { term: result.searchKey })}</strong>
              {t(SEARCH.noneHint)}
              {searchType !== "all" ? (
                <div style={{ marginTop: 16 }}>
                  <Link to={searchPath(result.searchKey, "all", mobile)} className="btn btn-blue-outline btn-sm">
                    {t(SEARCH.searchAll)}
                  </Link>
                </div>
              ) : null}
            </div>
          )}
        </>
      ) : null}
    </>
  );
  if (mobile) {
    return (
      <div className="search-page m">
        {!result && !error ? <p className="m-container search-message">{t(SEARCH.enterTerm)}</p> : null}
        {/* The mobile header's search box serves this page; the tabs change the type. */}
        {tabs}
        <div className="m-container">
          {body}
          <PopularWords words={popular} mobile />
        </div>
      </div>
    );
  }
  return (
    <div className="container search-page">
      <h1 className="page-heading">{t(SEARCH.title)}</h1>
      <SearchPageForm key={`${searchKey}/${searchType}`} initialKey={searchKey} initialType={searchType} mobile={false} />
      {tabs}
      <div className="search-layout">
        <div className="search-main">{body}</div>
        <aside className="search-aside">
          <PopularWords words={popular} mobile={false} />
        </aside>
      </div>
    </div>
  );
}
