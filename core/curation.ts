// Curation (docs/product/rewards.md; ARCHITECTURE ): view-reward constants, messages in both languages and the
// published settlement formulas. Pure integer maths on token micro-units (1 token =
// 1,000,000 micro), so the same votes always give the same rewards, to the last unit.

import { say, texts, type Language } from "./i18n";
import { COMMON_MSG } from "./common-messages";

/** docs/product/rewards.md: a view reward after 10 seconds on a post. */
export const VIEW_REWARD_SECONDS = 10;
/** Tickets a member can earn from reading per Asia/Seoul day. */
export const VIEW_TICKETS_DAILY_CAP = 20;
/**
 * The daily reading cap of a member who proved personhood with World ID (docs/decisions/0166):
 * one person cannot spread readings over many accounts, so the person's one account may earn more.
 */
export const VIEW_TICKETS_DAILY_CAP_WORLD_ID = 30;

/** A member's daily reading cap: higher with the World ID mark. */
export function viewTicketsDailyCap(worldIdVerified: boolean): number {
  return worldIdVerified ? VIEW_TICKETS_DAILY_CAP_WORLD_ID : VIEW_TICKETS_DAILY_CAP;
}
/** Posts of a season's top list (curators are paid for votes on these). */
export const CURATION_TOP_LIST_SIZE = 10;
/** Token amounts are kept in millionths. */
export const TOKEN_MICRO = 1_000_000;
/** The default ranking length (resultCnt). */
export const RANKING_DEFAULT_COUNT = 20;
/** Vote-ring review: a pair is listed when each voted at least this often for the other… */
export const RING_MIN_MUTUAL_VOTES = 3;
/** …and their mutual votes are at least this share of all their votes. */
export const RING_MIN_SHARE = 0.5;

export const CURATION_MSG = texts({
  tooEarly: { ko: "10초 이상 읽은 뒤에 큐레이팅이 지급됩니다.", en: "Curation tickets are given after 10 seconds of reading." },
  ownPostView: { ko: "내 게시물을 읽어서는 큐레이팅을 받을 수 없습니다.", en: "Reading your own posts does not earn curation tickets." },
  publishing: { ko: "게시 중인 글은 큐레이팅 지급 대상이 아닙니다.", en: "Posts still being published do not earn curation tickets." },
  dailyCap: {
    ko: "오늘 읽기로 받을 수 있는 큐레이팅({cap}개)을 모두 받았습니다.",
    en: "You have received all {cap} curation tickets reading can earn today.",
  },
  badViewToken: {
    ko: "읽기 정보가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.",
    en: "The reading record is not valid. Reload the page and try again.",
  },
  noTicket: {
    ko: "큐레이팅이 부족합니다. 글을 10초 이상 읽으면 큐레이팅을 받을 수 있어요.",
    en: "You have no curation tickets left. Read a post for 10 seconds to earn one.",
  },
  ownPostVote: { ko: "내 게시물에는 투표할 수 없습니다.", en: "You cannot vote for your own post." },
  alreadyVoted: { ko: "이번 시즌에 이미 투표한 게시물입니다.", en: "You have already voted for this post this season." },
  noSeason: { ko: "진행 중인 큐레이션 시즌이 없습니다.", en: "No curation season is running." },
  postNotFound: COMMON_MSG.postNotFound,
  seasonNotFound: { ko: "시즌을 찾을 수 없습니다.", en: "The season could not be found." },
  seasonNotRunning: { ko: "진행 중인 시즌만 지금 끝낼 수 있습니다.", en: "Only a running season can be ended now." },
  seasonDates: {
    ko: "시즌 종료는 시작보다 뒤여야 하고, 지갑 연결 기한은 종료보다 뒤여야 합니다.",
    en: "A season must end after it starts, and its wallet deadline must come after its end.",
  },
  seasonOverlap: { ko: "기간이 겹치는 시즌이 이미 있습니다.", en: "Another season already covers part of these dates." },
  noData: { ko: "No Data", en: "No Data" },
  /** A positive amount too small to show with two decimals. */
  lessThan: { ko: "{amount} 미만", en: "less than {amount}" },
});

export type RankingTab = "writer" | "curator";

export function parseRankingTab(value: string | null | undefined): RankingTab {
  return value === "curator" ? "curator" : "writer";
}

/** Whether a view claim is late enough: at least `seconds` after the view token was issued. */
export function viewClaimAllowed(issuedAtMs: number, nowMs: number, seconds: number = VIEW_REWARD_SECONDS): boolean {
  return Number.isFinite(issuedAtMs) && nowMs - issuedAtMs >= seconds * 1000;
}

export interface WeightedShare {
  userNo: number;
  weight: bigint;
}

/**
 * Splits `pool` micro-units in proportion to the weights: everyone gets the floor of their
 * exact share, and the units left over go one each to the largest remainders (ties: the
 * smaller member number). Zero weights get nothing. The sum is exactly `pool` when any
 * weight is positive.
 */
export function allocate(pool: bigint, shares: WeightedShare[]): Map<number, bigint> {
  const out = new Map<number, bigint>();
  const positive = shares.filter((s) => s.weight > 0n).sort((a, b) => a.userNo - b.userNo);
  const total = positive.reduce((sum, s) => sum + s.weight, 0n);
  if (total === 0n || pool <= 0n) return out;
  let given = 0n;
  const rest: { userNo: number; remainder: bigint }[] = [];
  for (const s of positive) {
    const exact = pool * s.weight;
    const amount = exact / total;
    out.set(s.userNo, amount);
    given += amount;
    rest.push({ userNo: s.userNo, remainder: exact % total });
  }
  rest.sort((a, b) => (a.remainder === b.remainder ? a.userNo - b.userNo : a.remainder > b.remainder ? -1 : 1));
  for (let i = 0; given < pool; i++, given++) {
    const r = rest[i % rest.length]!;
    out.set(r.userNo, out.get(r.userNo)! + 1n);
  }
  return out;
}

export interface SeasonVote {
  voteId: number;
  voterUserNo: number;
  boardNo: number;
  authorUserNo: number;
  /** Milliseconds since the epoch. */
  at: number;
}

export interface SettlementResult {
  writers: Map<number, bigint>;
  curators: Map<number, bigint>;
  /** The season's top posts, best first. */
  topBoards: number[];
}

/** The top list: most votes first; ties go to the post that reached its count first, then the smaller number. */
export function topBoards(votes: SeasonVote[], size: number = CURATION_TOP_LIST_SIZE): number[] {
  const byBoard = new Map<number, { count: number; last: number }>();
  for (const v of votes) {
    const b = byBoard.get(v.boardNo) ?? { count: 0, last: 0 };
    b.count += 1;
    b.last = Math.max(b.last, v.at);
    byBoard.set(v.boardNo, b);
  }
  return [...byBoard.entries()]
    .sort(([an, a], [bn, b]) => b.count - a.count || a.last - b.last || an - bn)
    .slice(0, size)
    .map(([boardNo]) => boardNo);
}

/** Vote order: earlier first, then the smaller vote id. */
function voteOrder(a: SeasonVote, b: SeasonVote): number {
  return a.at - b.at || a.voteId - b.voteId;
}

/**
 * The published settlement (shown on /curation-guide):
 * - Writers share the writer pool in proportion to the votes their posts received.
 * - Curators share the curator pool in proportion to their weight: for each vote on a post
 *   of the top list, with n votes on that post and the vote being the k-th (k = 1 first),
 *   weight = (n − k + 1) / n — the first vote weighs 1, the last 1/n. Weights are counted
 *   in millionths, rounded down.
 */
export function settleSeason(
  votes: SeasonVote[],
  writerPool: bigint,
  curatorPool: bigint,
  topSize: number = CURATION_TOP_LIST_SIZE,
): SettlementResult {
  const received = new Map<number, bigint>();
  for (const v of votes) received.set(v.authorUserNo, (received.get(v.authorUserNo) ?? 0n) + 1n);
  const writers = allocate(
    writerPool,
    [...received.entries()].map(([userNo, weight]) => ({ userNo, weight })),
  );
  const top = topBoards(votes, topSize);
  const topSet = new Set(top);
  const perBoard = new Map<number, SeasonVote[]>();
  for (const v of votes) {
    if (!topSet.has(v.boardNo)) continue;
    const list = perBoard.get(v.boardNo) ?? [];
    list.push(v);
    perBoard.set(v.boardNo, list);
  }
  const weights = new Map<number, bigint>();
  for (const list of perBoard.values()) {
    list.sort(voteOrder);
    const n = BigInt(list.length);
    list.forEach((v, i) => {
      const w = (BigInt(TOKEN_MICRO) * (n - BigInt(i))) / n;
      weights.set(v.voterUserNo, (weights.get(v.voterUserNo) ?? 0n) + w);
    });
  }
  const curators = allocate(
    curatorPool,
    [...weights.entries()].map(([userNo, weight]) => ({ userNo, weight })),
  );
  return { writers, curators, topBoards: top };
}

/** Decimals a token amount is shown with: enough to tell shares apart, short enough to read. */
export const TOKEN_DISPLAY_DECIMALS = 2;

function tokenText(micro: number | bigint, decimals: number): string {
  const m = BigInt(micro);
  const negative = m < 0n;
  const abs = negative ? -m : m;
  const whole = abs / BigInt(TOKEN_MICRO);
  const frac = (abs % BigInt(TOKEN_MICRO)).toString().padStart(6, "0").slice(0, decimals).replace(/0+$/, "");
  const wholeText = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${wholeText}${frac ? `.${frac}` : ""}`;
}

/**
 * "17,543.85" from micro-units: at most two decimals, cut rather than rounded, so an amount is
 * never shown larger than it is; a positive amount below 0.01 reads "0.01 미만" ("less than
 * 0.01"), never "0". The server's own texts are Korean; pages pass their reader's language.
 */
export function formatTokens(micro: number | bigint | string, language: Language = "ko"): string {
  const m = BigInt(micro);
  const smallest = BigInt(TOKEN_MICRO) / 10n ** BigInt(TOKEN_DISPLAY_DECIMALS);
  if (m > 0n && m < smallest) return say(CURATION_MSG.lessThan, language, { amount: tokenText(smallest, TOKEN_DISPLAY_DECIMALS) });
  return tokenText(m, TOKEN_DISPLAY_DECIMALS);
}

/** Every decimal (up to 6), for where the exact amount matters (a title, the ledger). */
export function formatTokensExact(micro: number | bigint): string {
  return tokenText(micro, 6);
}

/** A dated key for the settlement modals' "do not show again" (docs/product/rewards.md). */
export function curationModalKey(modal: "modalNotice" | "modalReward" | "modalRewardWallet", seasonId: number, day: string): string {
  return `${modal}:${seasonId}:${day}`;
}
