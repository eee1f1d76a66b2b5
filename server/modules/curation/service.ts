// Curation (docs/product/rewards.md; docs/decisions/0110–0112), one file per part: view rewards,
// seasons, votes and the board, rankings, rewards, and the abuse review. Callers import from here.
export { issueViewToken, viewRewardSeconds, claimViewReward, readingCap, ticketSummary, type ViewClaimResult } from "./view-rewards";
export {
  SETTLE_JOB,
  addSeason,
  createSeason,
  endSeasonNow,
  seasonRow,
  getSeason,
  currentSeason,
  listSeasons,
  type NewSeason,
} from "./seasons";
export { castVote, postCurationState, curationBoard, myVotedBoards } from "./votes";
export { seasonVotes, seasonWeights, ranking, myRank, type RankingResult } from "./rankings";
export { rewardSummary } from "./rewards";
export { voteRings, auditCurationLedgers, seedVotes, type LedgerMismatch } from "./audit";
