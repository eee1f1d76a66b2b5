// The reading lists' words in Korean and English (core/i18n.ts): search, tags, the home feed,
// the newest list, the writers' ranking and the exam-prep exhibition. Search types and the
// term messages are in core/search.ts and core/messages.ts.
import { counted, texts } from "../../../core/i18n";
import { COMMON_MSG } from "../../../core/common-messages";

export const LISTS = texts({
  bestByTag: { ko: "태그별 인기 글", en: "Popular posts by tag" },
  popularIn: { ko: "인기 글", en: "popular posts" },
  more: { ko: "더 보기 ›", en: "More ›" },
  moreShort: { ko: "더 보기", en: "More" },
  topTags: { ko: "인기 태그", en: "Popular tags" },
  topTags10: { ko: "인기 태그 TOP 10", en: "Top 10 tags" },
  otherTopTags: { ko: "다른 인기 태그", en: "Other popular tags" },
  postsCount: { ko: "게시물 {n}개", en: (p) => counted(p.n, "post") },
  suggestions: { ko: "함께 보면 좋은 글", en: "You may also like" },
  writers: { ko: "인기 작가", en: "Popular writers" },
  rank: { ko: "{n}위", en: "No. {n}" },
  writerStats: { ko: "글 {posts} · 좋아요 {likes}", en: (p) => `${counted(p.posts, "post")} · ${counted(p.likes, "like")}` },
  stats: { ko: "조회 {views} · 좋아요 {likes}", en: (p) => `${counted(p.views, "view")} · ${counted(p.likes, "like")}` },
  total: { ko: "총 {n}개", en: (p) => counted(p.n, "result") },
  pageNotFound: COMMON_MSG.pageNotFound,
});

export const SEARCH = texts({
  title: { ko: "검색", en: "Search" },
  titleFor: { ko: "'{term}' 검색 결과", en: "Search results for '{term}'" },
  scope: { ko: "검색 범위", en: "Search in" },
  term: { ko: "검색어", en: "Search term" },
  placeholder: { ko: "검색어를 입력해 주세요", en: "Enter a search term" },
  popular: { ko: "인기 검색어", en: "Popular searches" },
  /** `n` picks the English plural; `{term}`, `{type}` and `{count}` are filled with elements. */
  summary: {
    ko: "{term} {type} 검색 결과 {count}건",
    en: (p) => `{count} ${Number(p.n) === 1 ? "result" : "results"} for {term} in {type}`,
  },
  choseong: { ko: " · 초성으로 찾은 결과예요", en: " · Found by initial consonants" },
  capped: {
    ko: " · 앞의 {n}건까지 보여 드려요. 검색어를 더 구체적으로 입력해 보세요.",
    en: " · Showing the first {n}. Try a more specific term.",
  },
  pageEmpty: { ko: "이 페이지에는 결과가 없어요", en: "No results on this page" },
  pagesUpTo: { ko: "검색 결과는 {n}쪽까지 있어요.", en: (p) => `Results go up to page ${p.n}.` },
  noneFor: { ko: "‘{term}’에 대한 검색 결과가 없어요", en: "No results for ‘{term}’" },
  noneHint: {
    ko: "단어의 철자를 확인하거나, 더 짧은 단어나 다른 검색 범위로 찾아 보세요.",
    en: "Check the spelling, or try a shorter word or another search scope.",
  },
  searchAll: { ko: "전체에서 찾기", en: "Search everything" },
  enterTerm: { ko: "위 검색창에 찾을 단어를 입력해 주세요.", en: "Type what you are looking for in the search box above." },
});

export const HOME = texts({
  title: { ko: "{site} - 지식을 나누고 보상을 받는 곳", en: "{site} - share knowledge, get rewarded" },
  description: {
    ko: "글과 문서로 지식을 나누고, 좋은 콘텐츠를 큐레이션하며 포인트와 토큰 보상을 받는 한국어 지식 공유 플랫폼",
    en: "A Korean knowledge-sharing platform: share what you know in posts and documents, curate good content and earn points and tokens.",
  },
  tabs: { ko: "홈 탭", en: "Home tabs" },
  notice: { ko: "안내", en: "About" },
  pitch: { ko: "지식을 나누면 보상이 돌아와요", en: "Share knowledge, get rewarded" },
  pitchBody: {
    ko: "글과 문서를 올리고, 좋은 콘텐츠에 투표해 포인트와 토큰을 받아 보세요.",
    en: "Post articles and documents, vote for good content, and earn points and tokens.",
  },
  demoNote: { ko: " 지금 보이는 글은 둘러보기용 데모 콘텐츠예요.", en: " The posts shown now are demo content for a look around." },
  newest: { ko: "새로 올라온 글", en: "New posts" },
  seeAll: { ko: "전체 보기 ›", en: "See all ›" },
  newTitle: { ko: "최신 콘텐츠", en: "Latest posts" },
});

export const TAG_PAGE = texts({
  notFound: { ko: "태그를 찾을 수 없습니다", en: "Tag not found" },
  title: { ko: "#{tag} 태그", en: "#{tag}" },
  description: {
    ko: "{site}에서 #{tag} 태그가 달린 글 {n}개를 모아 보세요.",
    en: (p) => `${counted(p.n, "post")} tagged #${p.tag} on ${p.site}.`,
  },
  lead: { ko: "이 태그가 달린 글 {n}개", en: (p) => `${counted(p.n, "post")} with this tag` },
});

export const PREP = texts({
  title: { ko: "경제 시험 대비 기획전", en: "Economics exam prep collection" },
  description: {
    ko: "경제 시험을 준비하는 분들을 위해 {site} 회원들이 나눈 경제 글과 문서를 모았어요.",
    en: "Economics posts and documents shared by {site} members for anyone preparing for an economics exam.",
  },
  badge: { ko: "기획전", en: "Collection" },
  lead: {
    ko: "경제 시험을 준비한다면 여기부터. 회원들이 정리한 경제 개념, 기출 풀이, 시사 노트를 모았어요.",
    en: "Preparing for an economics exam? Start here: members' notes on economic concepts, past papers and current affairs.",
  },
  categories: { ko: "분류", en: "Categories" },
  /** The whole collection: its stored category value is the Korean word (server/modules/boards/lists.ts). */
  all: { ko: "전체", en: "All" },
  empty: { ko: "이 분류에는 아직 글이 없어요", en: "No posts in this category yet" },
  seeAll: { ko: "전체 글 보기", en: "See all posts" },
});
