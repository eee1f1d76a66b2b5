// What the curation service hands to API clients and pages. Token amounts travel as
// strings of micro-units (1 token = 1,000,000) plus a formatted text, so no precision is lost.
import type { LedgerLine } from "../../lib/ledger";
import type { BoardCard } from "../boards/types";

export interface TicketSummary {
  /** Tickets to spend now. */
  balance: number;
  /** Tickets ever issued (docs/product/rewards.md user curation.issued). */
  issued: number;
  todayFromViews: number;
  dailyCap: number;
}

export type TicketEntry = LedgerLine;

export type SeasonStatus = "scheduled" | "running" | "ended" | "settled";

export interface SeasonInfo {
  seasonId: number;
  title: string;
  startDate: string;
  endDate: string;
  walletDeadline: string;
  writerPool: string;
  curatorPool: string;
  writerPoolText: string;
  curatorPoolText: string;
  status: SeasonStatus;
  settledAt: string | null;
  totalVotes: number;
}

export interface CurationBoardItem {
  rank: number;
  votes: number;
  board: BoardCard;
}

export interface CurationBoardPage {
  season: SeasonInfo;
  items: CurationBoardItem[];
  page: number;
  size: number;
  totalCount: number;
  totalPages: number;
}

export interface RankingItem {
  rank: number;
  userNo: number;
  userId: string;
  userName: string;
  userProfileImg: string | null;
  /** Rarity of the live profile-picture NFT (wallet.md §6); null without one. */
  pfpTokenRarity: string | null;
  /** Votes received (writers) or votes cast (curators). */
  votes: number;
  /** Micro-units: the settled reward, or the estimate while the season runs. */
  rewardAmount: string;
  rewardText: string;
}

export interface MyRank {
  seasonId: number;
  writer: RankingItem | null;
  curator: RankingItem | null;
}

export interface RewardItem {
  entryId: number;
  seasonId: number | null;
  seasonTitle: string | null;
  kind: "writer" | "curator";
  amount: string;
  amountText: string;
  walletDeadline: string | null;
  /**
   * pending: connect a wallet before the deadline; expired: the deadline passed; held: the
   * reward review holds it (docs/decisions/0180); voided: the review decided not to pay it.
   */
  status: "pending" | "expired" | "held" | "voided";
  /** The review's word on the reward, when it was held; `appealed`: the member wrote to the operators. */
  review: { state: "held" | "released" | "voided"; caseId: number; appealed: boolean; decidedAt: string | null } | null;
  regDate: string;
}

export interface RewardSummary {
  items: RewardItem[];
  total: string;
  totalText: string;
  /** The latest settled season, for modalNotice / modalReward / modalRewardWallet. */
  latestSettlement: {
    seasonId: number;
    title: string;
    settledAt: string;
    walletDeadline: string;
    myAmount: string;
    myAmountText: string;
    /** The member has a connected wallet (modalRewardWallet reminds those who do not). */
    hasWallet: boolean;
  } | null;
}

export interface VoteResult {
  seasonId: number;
  boardNo: number;
  votes: number;
  tickets: number;
}

export interface PostCurationState {
  /** Sealed view token for the claim (null for visitors and the author). */
  viewToken: string | null;
  seconds: number;
  season: { seasonId: number; title: string; running: boolean } | null;
  voted: boolean;
  votes: number;
  isAuthor: boolean;
}

export interface VoteRing {
  a: { userNo: number; userName: string };
  b: { userNo: number; userName: string };
  aToB: number;
  bToA: number;
  totalVotes: number;
  share: number;
}
