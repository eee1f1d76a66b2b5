// Search (SPEC §2 /search/{searchKey}/{searchType}, /m too): tabs per type, results with the
// matched words marked, pagination, an empty state, the SPEC §5 messages for a bad term, and
// popular searches. The term is checked by the core rule before the server is asked.
import { both } from "../../core/i18n";
import { T } from "../lib/i18n";
import { LISTS_TAG } from "../../core/cache-tags";
import { Link, useLoaderData, type MetaFunction } from "react-router";
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
  const popular = await context.services.search.popular();
  const checked = validateSearchTerm(params.searchKey);
  if (!checked.ok) {
    return {
      mobile,
      searchKey: params.searchKey ?? "",
      searchType,
      error: params.searchKey === undefined ? null : both(checked.message),
      result: null,
      popular,
      now: new Date().toISOString(),
    };
  }
  const result = await context.services.search.boards({ searchKey: checked.value, searchType, page, size: PAGE_SIZE });
  return { mobile, searchKey: checked.value, searchType, error: null, result, popular, now: new Date().toISOString() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.searchKey ? `'${data.searchKey}' 검색 결과 | 나눔터` : "검색 | 나눔터" },
  { name: "robots", content: "noindex, follow" },
];

function PopularWords({ words, mobile }: { words: { word: string; count: number }[]; mobile: boolean }) {
  if (!words.length) return null;
  return (
    <section className="popular-words" aria-labelledby="popular-words-title">
      <h2 id="popular-words-title">인기 검색어</h2>
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
  useLogSearch(result ? result.searchKey : null, searchType, Boolean(result && result.totalCount > 0 && result.page === 1));
  const tabs = result ? (
    <nav className={mobile ? "m-tabs search-tabs" : "tabs search-tabs"} aria-label="검색 범위">
      {SEARCH_TYPES.map((t) => (
        <Link
          key={t}
          to={searchPath(result.searchKey, t, mobile)}
          className={t === searchType ? "active" : undefined}
          aria-current={t === searchType ? "page" : undefined}
        >
          <T text={SEARCH_TYPE_LABELS[t]} />
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
            <strong>‘{result.searchKey}’</strong> <T text={SEARCH_TYPE_LABELS[searchType]} /> 검색 결과{" "}
            <strong>{searchCountLabel(result.totalCount, result.totalCountCapped)}</strong>건
            {result.choseong ? <span className="search-hint"> · 초성으로 찾은 결과예요</span> : null}
            {result.totalCountCapped ? (
              <span className="search-hint">
                {" "}
                · 앞의 {result.totalCount.toLocaleString("ko-KR")}건까지 보여 드려요. 검색어를 더 구체적으로 입력해 보세요.
              </span>
            ) : null}
          </p>
          {result.items.length ? (
            <>
              <SearchResultList items={result.items} term={result.searchKey} mobile={mobile} now={new Date(now)} />
              <Pagination page={result.page} totalPages={result.totalPages} />
            </>
          ) : result.totalCount > 0 ? (
            <div className="empty-state search-empty">
              <strong>이 페이지에는 결과가 없어요</strong>
              검색 결과는 {result.totalPages.toLocaleString("ko-KR")}쪽까지 있어요.
              <Pagination page={result.page} totalPages={result.totalPages} />
            </div>
          ) : (
            <div className="empty-state search-empty">
              <strong>‘{result.searchKey}’에 대한 검색 결과가 없어요</strong>
              단어의 철자를 확인하거나, 더 짧은 단어나 다른 검색 범위로 찾아 보세요.
              {searchType !== "all" ? (
                <div style={{ marginTop: 16 }}>
                  <Link to={searchPath(result.searchKey, "all", mobile)} className="btn btn-blue-outline btn-sm">
                    전체에서 찾기
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
        {!result && !error ? <p className="m-container search-message">위 검색창에 찾을 단어를 입력해 주세요.</p> : null}
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
      <h1 className="page-heading">검색</h1>
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
