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

/**
 * A view token is good for this long after its page was served (decision 0181): a reader
 * claims within minutes, a script hoarding tokens finds them stale.
 */
export const VIEW_TOKEN_TTL_MS = 10 * 60_000;

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
  viewTokenExpired: {
    ko: "읽은 지 오래된 글입니다. 페이지를 새로 고친 뒤 다시 읽어 주세요.",
    en: "This reading is too old. Reload the page and read it again.",
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

/** Whether a view token has gone stale (older than VIEW_TOKEN_TTL_MS). */
export function viewTokenExpired(issuedAtMs: number, nowMs: number): boolean {
  return !Number.isFinite(issuedAtMs) || nowMs - issuedAtMs > VIEW_TOKEN_TTL_MS;
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

/**
 * Each voter's weight in millionths of a vote: the voter's trust (core/trust.ts,
 * docs/decisions/0179). A voter missing from the map weighs nothing; without a map every vote
 * weighs a whole vote (the formula before trust, kept for its tests and the guide's example).
 */
export type VoterWeights = ReadonlyMap<number, number>;

const FULL_VOTE = TOKEN_MICRO;

function weightOf(weights: VoterWeights | undefined, voterUserNo: number): number {
  if (!weights) return FULL_VOTE;
  const w = weights.get(voterUserNo) ?? 0;
  return Number.isFinite(w) ? Math.max(0, Math.min(FULL_VOTE, Math.round(w))) : 0;
}

/** A post's trust-weighted votes, in millionths of a vote. */
export function weightedVotes(votes: SeasonVote[], weights?: VoterWeights): Map<number, number> {
  const byBoard = new Map<number, number>();
  for (const v of votes) byBoard.set(v.boardNo, (byBoard.get(v.boardNo) ?? 0) + weightOf(weights, v.voterUserNo));
  return byBoard;
}

/**
 * The top list: most trust-weighted votes first; ties go to the post that reached its count
 * first, then the smaller number. Posts no trusted vote reached are never on it.
 */
export function topBoards(votes: SeasonVote[], size: number = CURATION_TOP_LIST_SIZE, weights?: VoterWeights): number[] {
  const byBoard = new Map<number, { weight: number; last: number }>();
  for (const v of votes) {
    const w = weightOf(weights, v.voterUserNo);
    if (w === 0) continue;
    const b = byBoard.get(v.boardNo) ?? { weight: 0, last: 0 };
    b.weight += w;
    b.last = Math.max(b.last, v.at);
    byBoard.set(v.boardNo, b);
  }
  return [...byBoard.entries()]
    .sort(([an, a], [bn, b]) => b.weight - a.weight || a.last - b.last || an - bn)
    .slice(0, size)
    .map(([boardNo]) => boardNo);
}

/** Vote order: earlier first, then the smaller vote id. */
function voteOrder(a: SeasonVote, b: SeasonVote): number {
  return a.at - b.at || a.voteId - b.voteId;
}

/**
 * The published settlement (shown on /curation-guide), every vote weighed by its voter's trust w:
 * - Writers share the writer pool in proportion to the trust-weighted votes their posts received.
 * - The top list is the posts with the most trust-weighted votes. Curators share the curator
 *   pool in proportion to their weight: for each vote on a post of the top list, with W the
 *   post's weighted votes and C the weight of the votes cast before this one,
 *   weight = w × (W − C) / W — an early vote weighs its whole trust, the last little. With every
 *   w = 1 this is (n − k + 1) / n for the k-th of n votes. Weights are counted in millionths,
 *   rounded down.
 */
export function settleSeason(
  votes: SeasonVote[],
  writerPool: bigint,
  curatorPool: bigint,
  topSize: number = CURATION_TOP_LIST_SIZE,
  weights?: VoterWeights,
): SettlementResult {
  const received = new Map<number, bigint>();
  for (const v of votes) {
    const w = BigInt(weightOf(weights, v.voterUserNo));
    if (w > 0n) received.set(v.authorUserNo, (received.get(v.authorUserNo) ?? 0n) + w);
  }
  const writers = allocate(
    writerPool,
    [...received.entries()].map(([userNo, weight]) => ({ userNo, weight })),
  );
  const top = topBoards(votes, topSize, weights);
  const topSet = new Set(top);
  const perBoard = new Map<number, SeasonVote[]>();
  for (const v of votes) {
    if (!topSet.has(v.boardNo)) continue;
    const list = perBoard.get(v.boardNo) ?? [];
    list.push(v);
    perBoard.set(v.boardNo, list);
  }
  const curatorWeights = new Map<number, bigint>();
  for (const list of perBoard.values()) {
    list.sort(voteOrder);
    const total = BigInt(list.reduce((sum, v) => sum + weightOf(weights, v.voterUserNo), 0));
    let before = 0n;
    for (const v of list) {
      const w = BigInt(weightOf(weights, v.voterUserNo));
      if (w > 0n) {
        const weight = (w * (total - before)) / total;
        curatorWeights.set(v.voterUserNo, (curatorWeights.get(v.voterUserNo) ?? 0n) + weight);
      }
      before += w;
    }
  }
  const curators = allocate(
    curatorPool,
    [...curatorWeights.entries()].map(([userNo, weight]) => ({ userNo, weight })),
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
