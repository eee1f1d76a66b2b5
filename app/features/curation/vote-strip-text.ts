// The words of the post's vote strip (post-curation.tsx), apart from the curation pages' catalogue
// (text.ts, which includes them): a post page loads these, not the board's and the modals'.
import { texts } from "../../../core/i18n";

export const VOTE_STRIP_TEXT = texts({
  curation: { ko: "큐레이션", en: "Curation" },
  postVotes: { ko: "득표 {n}", en: "Votes {n}" },
  myTickets: { ko: "보유 큐레이팅", en: "Your curation tickets" },
  myTicketCount: { ko: "내 큐레이팅 {n}개", en: (p) => `My tickets: ${p.n}` },
  ownPost: { ko: "내 게시물에는 투표할 수 없어요.", en: "You cannot vote for your own post." },
  voted: { ko: "투표 완료", en: "Voted" },
  vote: { ko: "큐레이팅 1개로 투표하기", en: "Vote with 1 ticket" },
  seasonOver: { ko: "시즌이 끝나 투표할 수 없어요.", en: "The season is over; voting is closed." },
  /** docs/product/rewards.md view reward toast. */
  ticketIssued: { ko: "큐레이팅이 1개 지급되었습니다", en: "You received 1 curation ticket" },
  /** After a vote. */
  votedToast: { ko: "투표했습니다. 시즌이 끝나면 보상이 정산됩니다.", en: "Voted. Rewards are settled when the season ends." },
});
