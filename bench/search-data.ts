// Synthetic Korean posts for the search benchmark: a background of ordinary posts made from a
// fixed vocabulary (seeded, so every run builds the same data), and planted posts that the
// quality queries must find. Planted words never appear in the background, but they share
// syllables and 2-syllable words with it, so a query is only "easy" for a good analyzer.

import { seededRandom } from "../tests/support/random";

/** Deterministic PRNG (mulberry32). */
export const rng = seededRandom;

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

const NOUNS = [
  "경제",
  "주식",
  "투자",
  "금리",
  "물가",
  "환율",
  "예금",
  "적금",
  "통장",
  "대출",
  "보험",
  "연금",
  "세금",
  "월급",
  "소비",
  "저축",
  "시장",
  "기업",
  "부동산",
  "아파트",
  "전세",
  "월세",
  "계약",
  "개발",
  "코딩",
  "서버",
  "데이터",
  "인공지능",
  "알고리즘",
  "프로그램",
  "화면",
  "설계",
  "문화",
  "전시",
  "영화",
  "음악",
  "미술",
  "공연",
  "여행",
  "항공권",
  "숙소",
  "호텔",
  "바다",
  "산책",
  "운동",
  "건강",
  "식단",
  "수면",
  "근육",
  "요리",
  "김치",
  "반찬",
  "국물",
  "양념",
  "찌개",
  "영어",
  "단어",
  "문법",
  "회화",
  "시험",
  "공부",
  "취업",
  "이직",
  "면접",
  "이력서",
  "연봉",
  "회사",
  "동료",
  "습관",
  "독서",
  "기록",
  "일기",
  "사진",
  "카메라",
  "자동차",
  "보고서",
  "발표",
  "회의",
  "계획",
  "목표",
  "성장",
  "경험",
  "후기",
  "정리",
  "방법",
  "기초",
  "입문",
  "비교",
  "분석",
];
const PARTICLES = ["은", "는", "이", "가", "을", "를", "의", "에", "에서", "으로", "와", "과", "도", "만", "부터", "까지", ""];
const ENDINGS = [
  "정리했습니다",
  "알아봅니다",
  "중요합니다",
  "살펴봅니다",
  "필요합니다",
  "이야기합니다",
  "비교해 봅니다",
  "시작해 보세요",
  "도움이 됩니다",
  "기록해 둡니다",
  "생각해 봅니다",
  "공유합니다",
];
const SURNAMES = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권"];
const GIVEN = [
  "민준",
  "서연",
  "도윤",
  "하은",
  "지호",
  "수아",
  "예준",
  "지우",
  "시우",
  "서윤",
  "주원",
  "하린",
  "지훈",
  "유나",
  "현우",
  "채원",
];
const TOPICS = ["economy", "technology", "culture", "employment", "health", "cooking", "travel", "language", "others"];

/** Syllables for the long tail of made-up words (real corpora have thousands of rare words). */
const SYLLABLES = Array.from(
  "가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주추쿠투푸후기니디리미비시이지치키티피히강남당랑망방상앙장창",
);

/**
 * Background vocabulary: the common nouns above (30% of words) and 3,000 made-up 2–3 syllable
 * words (70%), none sharing a 2-syllable piece with a planted post or a quality query.
 */
export function vocabulary(forbidden: Set<string>, seed = 11): string[] {
  const r = rng(seed);
  const out = new Set<string>();
  while (out.size < 3000) {
    const len = 2 + Math.floor(r() * 2);
    const word = Array.from({ length: len }, () => pick(r, SYLLABLES)).join("");
    const pieces = Array.from({ length: len - 1 }, (_, i) => word.slice(i, i + 2));
    if (pieces.some((p) => forbidden.has(p)) || NOUNS.includes(word)) continue;
    out.add(word);
  }
  return [...out];
}

let TAIL: string[] = [];
function word(r: () => number): string {
  return r() < 0.3 || TAIL.length === 0 ? pick(r, NOUNS) : pick(r, TAIL);
}

/** Every 2-syllable piece of the planted posts and quality terms (kept out of the long tail). */
export function forbiddenPieces(texts: string[]): Set<string> {
  const set = new Set<string>();
  for (const t of texts) for (const w of t.match(/[가-힣]+/g) ?? []) for (let i = 0; i + 1 < w.length; i++) set.add(w.slice(i, i + 2));
  return set;
}

export function useTail(words: string[]): void {
  TAIL = words;
}

function sentence(r: () => number): string {
  const parts: string[] = [];
  const n = 2 + Math.floor(r() * 3);
  for (let i = 0; i < n; i++) parts.push(word(r) + pick(r, PARTICLES));
  return `${parts.join(" ")} ${pick(r, ENDINGS)}.`;
}

export interface SyntheticPost {
  subject: string;
  content: string;
  tags: string[];
  topic: string;
  /** Index into the member list. */
  author: number;
  likeCount: number;
  viewCount: number;
}

export function memberNames(count: number, seed = 7): string[] {
  const r = rng(seed);
  const names = new Set<string>();
  while (names.size < count)
    names.add(`${pick(r, SURNAMES)}${pick(r, GIVEN)}${names.size >= SURNAMES.length * GIVEN.length ? names.size : ""}`);
  return [...names];
}

export function backgroundPost(r: () => number, members: number): SyntheticPost {
  const a = word(r);
  const b = word(r);
  const subject = `${a}${pick(r, ["과", "와", "의", ""])} ${b} ${pick(r, ["정리", "입문", "기초", "후기", "비교", "방법"])}`;
  const content = Array.from({ length: 6 + Math.floor(r() * 10) }, () => sentence(r)).join(" ");
  return {
    subject,
    content,
    tags: [a, b].slice(0, 1 + Math.floor(r() * 2)),
    topic: pick(r, TOPICS),
    author: Math.floor(r() * members),
    likeCount: Math.floor(r() * 50),
    viewCount: Math.floor(r() * 2000),
  };
}

export interface PlantedPost extends Omit<SyntheticPost, "author"> {
  key: string;
  /** A member name of its own (for user_name queries). */
  authorName: string;
}

/**
 * Planted posts (words absent from the background vocabulary). Keys name them in the queries.
 */
export const PLANTED: PlantedPost[] = [
  {
    key: "cheongyak",
    subject: "청약통장 200% 활용하는 법",
    content: "청약통장으로 내 집 마련을 준비하는 과정을 정리했습니다. 청약 가점 계산도 함께 알아봅니다.",
    tags: ["청약", "내집마련"],
    authorName: "나청약",
    topic: "economy",
    likeCount: 5,
    viewCount: 80,
  },
  {
    key: "carbon",
    subject: "탄소배출권 거래 입문",
    content: "기업들이 탄소배출권을 사고파는 시장의 원리를 살펴봅니다. 탄소중립을 향한 첫걸음입니다.",
    tags: ["탄소중립", "환경"],
    authorName: "초록지구",
    topic: "economy",
    likeCount: 3,
    viewCount: 40,
  },
  {
    key: "pottery",
    subject: "도자기 공방 체험기",
    content: "주말마다 도자기공방에 다니며 물레 돌리는 법을 배웠습니다. 유약을 바르는 순간이 가장 설렙니다.",
    tags: ["도자기", "취미"],
    authorName: "흙손",
    topic: "culture",
    likeCount: 9,
    viewCount: 120,
  },
  {
    key: "kimbap",
    subject: "참치김밥 맛있게 싸는 요령",
    content: "참치마요를 넉넉히 넣고 깻잎으로 감싸면 김밥이 터지지 않습니다.",
    tags: ["김밥", "도시락"],
    authorName: "도시락왕",
    topic: "cooking",
    likeCount: 12,
    viewCount: 300,
  },
  {
    key: "rust",
    subject: "러스트 소유권 개념 잡기",
    content: "Rust의 소유권과 빌림 규칙을 예제로 설명합니다. 컴파일러가 메모리 안전성을 지켜 줍니다.",
    tags: ["러스트", "Rust"],
    authorName: "게으른개발자",
    topic: "technology",
    likeCount: 20,
    viewCount: 500,
  },
  {
    key: "jeju",
    subject: "제주 올레길 7코스 걷기",
    content: "올레길 칠코스는 외돌개에서 시작해 바닷가를 따라 걷는 길입니다. 귤밭과 돌담이 이어집니다.",
    tags: ["제주", "올레길"],
    authorName: "걷는사람",
    topic: "travel",
    likeCount: 7,
    viewCount: 90,
  },
  {
    key: "toeic",
    subject: "토익스피킹 레벨7 후기",
    content: "토익 스피킹 시험에서 레벨7을 받은 준비 방법을 공유합니다. 답변 템플릿이 핵심이었습니다.",
    tags: ["토익스피킹", "영어시험"],
    authorName: "말하는감자",
    topic: "language",
    likeCount: 15,
    viewCount: 260,
  },
  {
    key: "pilates",
    subject: "필라테스 석 달 변화",
    content: "필라테스를 석 달 동안 하면서 자세 교정과 코어 근력이 달라졌습니다.",
    tags: ["필라테스", "자세교정"],
    authorName: "코어장인",
    topic: "health",
    likeCount: 4,
    viewCount: 70,
  },
  {
    key: "yeonmal",
    subject: "연말정산 환급 체크리스트",
    content: "연말정산에서 놓치기 쉬운 공제 항목을 체크리스트로 정리했습니다. 월세 세액공제도 확인하세요.",
    tags: ["연말정산", "절세"],
    authorName: "세무초보",
    topic: "economy",
    likeCount: 30,
    viewCount: 900,
  },
  {
    key: "portfolio",
    subject: "개발자 포트폴리오 만드는 법",
    content: "이직을 준비하는 개발자를 위한 포트폴리오 구성 요령입니다. 프로젝트마다 문제와 해결을 씁니다.",
    tags: ["포트폴리오", "이직준비"],
    authorName: "이직러",
    topic: "employment",
    likeCount: 11,
    viewCount: 210,
  },
  {
    key: "geumri1",
    subject: "기준금리 인상이 대출에 미치는 영향",
    content: "기준금리가 오르면 변동금리 대출의 이자가 늘어납니다.",
    tags: ["기준금리"],
    authorName: "금리탐정",
    topic: "economy",
    likeCount: 2,
    viewCount: 30,
  },
  {
    key: "geumri2",
    subject: "기준금리 동결 뉴스 읽는 법",
    content: "중앙은행이 기준금리를 동결한 이유를 해석해 봅니다.",
    tags: ["기준금리", "뉴스"],
    authorName: "금리탐정",
    topic: "economy",
    likeCount: 1,
    viewCount: 20,
  },
  {
    key: "bokri",
    subject: "72의 법칙과 복리의 마법",
    content: "복리로 돈이 두 배가 되는 시간을 72의 법칙으로 어림합니다.",
    tags: ["복리", "재테크"],
    authorName: "셈하는곰",
    topic: "economy",
    likeCount: 6,
    viewCount: 60,
  },
];

export interface QualityQuery {
  term: string;
  type: "all" | "subject" | "content" | "tags" | "user_name";
  /** Keys of the planted posts that must be in the top 10. */
  expect: string[];
  kind: "particle" | "2-syllable" | "spacing" | "choseong" | "exact" | "name" | "tag";
}

export const QUALITY_QUERIES: QualityQuery[] = [
  { term: "청약통장으로", type: "all", expect: ["cheongyak"], kind: "particle" },
  { term: "청약통장을", type: "all", expect: ["cheongyak"], kind: "particle" },
  { term: "청약 통장", type: "all", expect: ["cheongyak"], kind: "spacing" },
  { term: "청약", type: "all", expect: ["cheongyak"], kind: "2-syllable" },
  { term: "ㅊㅇㅌㅈ", type: "all", expect: ["cheongyak"], kind: "choseong" },
  { term: "탄소배출권을", type: "all", expect: ["carbon"], kind: "particle" },
  { term: "탄소 배출권", type: "all", expect: ["carbon"], kind: "spacing" },
  { term: "탄소중립", type: "tags", expect: ["carbon"], kind: "tag" },
  { term: "ㅌㅅㅂㅊㄱ", type: "subject", expect: ["carbon"], kind: "choseong" },
  { term: "도자기공방", type: "all", expect: ["pottery"], kind: "spacing" },
  { term: "도자기의", type: "all", expect: ["pottery"], kind: "particle" },
  { term: "유약", type: "content", expect: ["pottery"], kind: "2-syllable" },
  { term: "참치 김밥", type: "all", expect: ["kimbap"], kind: "spacing" },
  { term: "깻잎", type: "all", expect: ["kimbap"], kind: "2-syllable" },
  { term: "ㅊㅊㄱㅂ", type: "all", expect: ["kimbap"], kind: "choseong" },
  { term: "러스트의", type: "all", expect: ["rust"], kind: "particle" },
  { term: "소유권", type: "all", expect: ["rust"], kind: "exact" },
  { term: "rust", type: "all", expect: ["rust"], kind: "exact" },
  { term: "올레길", type: "all", expect: ["jeju"], kind: "exact" },
  { term: "올레길을", type: "all", expect: ["jeju"], kind: "particle" },
  { term: "돌담", type: "content", expect: ["jeju"], kind: "2-syllable" },
  { term: "토익 스피킹", type: "all", expect: ["toeic"], kind: "spacing" },
  { term: "토익스피킹", type: "all", expect: ["toeic"], kind: "exact" },
  { term: "필라테스를", type: "all", expect: ["pilates"], kind: "particle" },
  { term: "ㅍㄹㅌㅅ", type: "subject", expect: ["pilates"], kind: "choseong" },
  { term: "연말 정산", type: "all", expect: ["yeonmal"], kind: "spacing" },
  { term: "연말정산에서", type: "all", expect: ["yeonmal"], kind: "particle" },
  { term: "포트폴리오", type: "all", expect: ["portfolio"], kind: "exact" },
  { term: "기준금리", type: "subject", expect: ["geumri1", "geumri2"], kind: "exact" },
  { term: "기준 금리", type: "all", expect: ["geumri1", "geumri2"], kind: "spacing" },
  { term: "복리", type: "all", expect: ["bokri"], kind: "2-syllable" },
  { term: "금리탐정", type: "user_name", expect: ["geumri1", "geumri2"], kind: "name" },
  { term: "ㄱㄹㅌㅈ", type: "user_name", expect: ["geumri1", "geumri2"], kind: "choseong" },
  { term: "코어장인의", type: "all", expect: ["pilates"], kind: "particle" },
];

/** Terms timed per search type (common background words and the quality terms). */
export const LATENCY_TERMS = [
  "경제",
  "주식 투자",
  "부동산을",
  "데이터",
  "김치찌개",
  "영어 단어",
  "면접",
  "ㄱㅈ",
  "건강한",
  "여행 후기",
  "청약통장",
  "올레길",
];
