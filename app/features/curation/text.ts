// The words of the curation pages (the board and rankings, the post's vote strip, the
// settlement modals, the reward table, my curation, the dashboard, the guide, the seasons'
// admin page) in Korean and English. Season titles and members' names are content.
import { counted, plural, texts } from "../../../core/i18n";
import { VOTE_STRIP_TEXT } from "./vote-strip-text";

export const CURATION_TEXT = texts({
  // Seasons
  season: { ko: "큐레이션 시즌", en: "Curation season" },
  scheduled: { ko: "시작 전", en: "Not started" },
  running: { ko: "진행 중", en: "Running" },
  ended: { ko: "정산 중", en: "Settling" },
  settled: { ko: "정산 완료", en: "Settled" },
  votesTotal: { ko: "투표 {n}개", en: (p) => `${p.n} ${Number(p.count) === 1 ? "vote" : "votes"}` },
  howRewards: { ko: "보상 계산 방법", en: "How rewards are calculated" },
  writerPool: { ko: "작성자 보상", en: "Writer rewards" },
  curatorPool: { ko: "큐레이터 보상", en: "Curator rewards" },
  tokens: { ko: "{amount} 토큰", en: "{amount} tokens" },

  // The board and the rankings
  board: { ko: "큐레이션 보드", en: "Curation board" },
  boardEmpty: {
    ko: "아직 투표받은 글이 없어요. 글을 10초 이상 읽고 받은 큐레이팅으로 좋은 글에 첫 투표를 해 보세요.",
    en: "No post has votes yet. Read a post for 10 seconds to earn a curation ticket, then cast the first vote for a good one.",
  },
  latest: { ko: "최신 콘텐츠 보기", en: "See the latest posts" },
  views: { ko: "조회 {n}", en: (p) => counted(p.n, "view") },
  votes: { ko: "{n}표", en: (p) => `${p.n} ${Number(p.count) === 1 ? "vote" : "votes"}` },
  byVotes: { ko: "득표순 · {n}개", en: (p) => `Most votes first · ${p.n} ${Number(p.count) === 1 ? "post" : "posts"}` },
  ranking: { ko: "큐레이션 랭킹", en: "Curation ranking" },
  writerRanking: { ko: "작성자 랭킹", en: "Writers" },
  curatorRanking: { ko: "큐레이터 랭킹", en: "Curators" },
  estimate: { ko: "보상은 지금까지의 투표로 계산한 예상 토큰입니다.", en: "Rewards are estimated tokens from the votes so far." },
  settledRewards: { ko: "정산된 토큰 보상입니다.", en: "Settled token rewards." },
  preparingTitle: { ko: "큐레이션 시즌 준비 중", en: "The next curation season is on its way" },
  preparing: {
    ko: "좋은 글에 투표하고 보상을 나눠 받는 큐레이션 시즌을 준비하고 있어요. 그동안 새로 올라온 글을 둘러보세요.",
    en: "We are preparing a curation season where you vote for good posts and share the rewards. Meanwhile, look around the new posts.",
  },

  // The post's vote strip
  ...VOTE_STRIP_TEXT,

  // The settlement modals
  hide: { ko: "다시 보지 않기", en: "Don't show again" },
  ok: { ko: "확인", en: "OK" },
  rewardTitle: { ko: "큐레이션 보상이 지급되었습니다", en: "Your curation reward is here" },
  rewardBody: { ko: "{season} 정산 결과 ", en: "{season} is settled: " },
  rewardBodyEnd: { ko: "이 기록되었습니다.", en: " recorded for you." },
  seeRewards: { ko: "보상 내역 보기", en: "See my rewards" },
  walletTitle: { ko: "지갑을 연결해 주세요", en: "Connect your wallet" },
  connectWallet: { ko: "지갑 연결하기", en: "Connect a wallet" },
  walletBody: {
    ko: "{date}까지 지갑을 연결하지 않으면 {season} 보상이 소멸됩니다.",
    en: "Connect a wallet by {date}, or your {season} reward expires.",
  },
  noticeTitle: { ko: "{season} 최종 정산 안내", en: "{season}: final settlement" },
  noticeBody: {
    ko: "{season} 큐레이션 보상 정산이 끝났습니다. 작성자·큐레이터 랭킹과 보상을 확인해 보세요.",
    en: "The {season} curation rewards are settled. See the writer and curator rankings and rewards.",
  },

  // The reward table
  rewardsEmpty: {
    ko: "아직 받은 큐레이션 보상이 없어요. 시즌 동안 글을 쓰고 좋은 글에 투표하면 시즌이 끝날 때 토큰 보상이 정산됩니다.",
    en: "No curation rewards yet. Write and vote for good posts during a season; token rewards are settled when it ends.",
  },
  seeBoard: { ko: "큐레이션 보드 보기", en: "See the curation board" },
  rewardTotal: { ko: "누적 보상", en: "Total rewards" },
  colSeason: { ko: "시즌", en: "Season" },
  colKind: { ko: "구분", en: "Kind" },
  colReward: { ko: "보상", en: "Reward" },
  colDeadline: { ko: "지갑 연결 기한", en: "Wallet deadline" },
  colSettled: { ko: "정산일", en: "Settled" },
  writer: { ko: "작성자", en: "Writer" },
  curator: { ko: "큐레이터", en: "Curator" },
  expired: { ko: " (기한 만료)", en: " (expired)" },

  // /curation-reward
  rewardHeading: { ko: "큐레이션 리워드", en: "Curation rewards" },
  rewardLead: {
    ko: "시즌이 끝나면 작성자와 큐레이터 보상이 토큰으로 기록됩니다. 지갑 연결 기한까지 지갑을 연결해야 보상을 받을 수 있어요.",
    en: "When a season ends, writer and curator rewards are recorded as tokens. Connect a wallet before the deadline to receive them.",
  },
  seeHow: { ko: "보상 계산 방법 보기", en: "How rewards are calculated" },
  signInToSee: { ko: "로그인하면 내 큐레이션 보상을 볼 수 있어요.", en: "Sign in to see your curation rewards." },
  signIn: { ko: "로그인", en: "Sign in" },

  // /mypage/curation
  mineHeading: { ko: "나의 큐레이션", en: "My curation" },
  issued: { ko: "누적 지급", en: "Received in total" },
  count: { ko: "{n}개", en: "{n}" },
  todayViews: { ko: "오늘 읽기 보상", en: "From reading today" },
  seasonRank: { ko: "이번 시즌 순위", en: "This season's rank" },
  writerRank: { ko: "작성 {n}위", en: "Writer #{n}" },
  curatorRank: { ko: "큐레이션 {n}위", en: "Curator #{n}" },
  votedPosts: { ko: "내가 투표한 글", en: "Posts I voted for" },
  ends: { ko: "{date} 종료", en: "Ends {date}" },
  votedEmptyBefore: { ko: "아직 투표한 글이 없어요. ", en: "You have not voted yet. Find good posts on the " },
  votedEmptyLink: { ko: "큐레이션 보드", en: "curation board" },
  votedEmptyAfter: { ko: "에서 좋은 글을 찾아 보세요.", en: "." },
  rewardHistory: { ko: "보상 내역", en: "Rewards" },
  seeAll: { ko: "전체 보기", en: "See all" },

  // /mypage/dashboard
  dashboardHeading: { ko: "대시보드", en: "Dashboard" },
  posts: { ko: "게시물", en: "Posts" },
  postCount: { ko: "{n}개", en: "{n}" },
  receivedViews: { ko: "받은 조회", en: "Views" },
  receivedLikes: { ko: "받은 좋아요", en: "Likes" },
  receivedVotes: { ko: "받은 투표", en: "Votes" },
  points: { ko: "포인트", en: "Points" },
  writerSeasonRank: { ko: "이번 시즌 작성자 순위", en: "Writer rank this season" },
  rank: { ko: "{n}위", en: "#{n}" },
  tokenTotal: { ko: "누적 토큰 보상", en: "Token rewards in total" },
  curatorLine: {
    ko: "이번 시즌 큐레이터 순위 {rank}위 · 예상 보상 {amount} 토큰",
    en: "Curator rank this season #{rank} · estimated reward {amount} tokens",
  },
});

/** /curation-guide: how tickets, votes and the season's rewards work. */
export const CURATION_GUIDE_TEXT = texts({
  heading: { ko: "큐레이션 가이드", en: "Curation guide" },
  description: {
    ko: "큐레이팅 받는 법, 투표, 시즌 보상 계산식을 안내합니다.",
    en: "How to earn curation tickets, how to vote, and how season rewards are calculated.",
  },
  lead: {
    ko: "좋은 글을 찾아 투표하는 사람(큐레이터)과 좋은 글을 쓴 사람(작성자)이 시즌마다 토큰 보상을 나눠 받습니다.",
    en: "Each season, the people who find and vote for good posts (curators) and the people who write them (writers) share token rewards.",
  },
  tickets: { ko: "1. 큐레이팅 받기", en: "1. Earning curation tickets" },
  ticketsRead: {
    ko: "로그인한 상태로 다른 회원의 글을 {seconds}초 이상 읽으면 큐레이팅 1개를 받습니다.",
    en: "Signed in, read another member's post for {seconds} seconds or more to earn 1 curation ticket.",
  },
  ticketsCap: {
    ko: "같은 글은 하루에 한 번만, 읽기로 받는 큐레이팅은 하루 {min}개부터 신뢰도에 따라 {cap}개까지입니다. 휴대폰 인증을 마친 회원은 처음부터 {cap}개까지 받아요 (하루는 한국 시간 0시에 바뀝니다).",
    en: "Each post counts once a day, and reading earns from {min} up to {cap} tickets a day, more with trust; members who verified a phone get all {cap} from the start (days change at midnight, Korea time).",
  },
  ticketsPage: {
    ko: "이메일 인증을 마친 회원이 글 페이지를 열어 읽을 때만 지급됩니다. 읽은 지 {minutes}분이 지난 기록은 인정되지 않아요.",
    en: "Only members with a verified e-mail earn them, reading the post's page; a reading older than {minutes} minutes does not count.",
  },
  ticketsWorldId: {
    ko: "World ID로 사람 인증을 마친 회원은 읽기로 하루 {cap}개까지 받을 수 있습니다.",
    en: "Members verified as a person with World ID can earn up to {cap} tickets a day by reading.",
  },
  ticketsNot: {
    ko: "내 글을 읽거나 아직 게시 중인 글을 읽을 때는 지급되지 않습니다.",
    en: "Reading your own posts, or posts still being published, earns nothing.",
  },
  voting: { ko: "2. 투표하기", en: "2. Voting" },
  votingWho: {
    ko: "이메일 인증을 마친 회원은 큐레이팅 1개로 진행 중인 시즌의 글 하나에 투표할 수 있습니다.",
    en: "Members with a verified e-mail can spend 1 ticket to vote for a post in the running season.",
  },
  votingOnce: {
    ko: "한 시즌에 같은 글에는 한 번만 투표할 수 있고, 내 글에는 투표할 수 없습니다.",
    en: "You can vote for the same post once a season, and never for your own.",
  },
  votingWeight: {
    ko: "투표 한 표의 무게는 투표한 회원의 신뢰도(0~1)입니다. 아래 계산식의 '투표 수'는 모두 신뢰도를 곱한 투표 수입니다.",
    en: "A vote weighs its voter's trust (0 to 1). Every 'votes' in the formulas below counts votes weighed by trust.",
  },
  writers: { ko: "3. 작성자 보상", en: "3. Writer rewards" },
  writerFormula: {
    ko: "내 작성자 보상 = 작성자 보상 풀 × (내 글들이 받은 투표의 신뢰도 합 ÷ 시즌 전체 투표의 신뢰도 합)",
    en: "My writer reward = writer pool × (the trust of the votes my posts received ÷ the trust of all votes of the season)",
  },
  curators: { ko: "4. 큐레이터 보상", en: "4. Curator rewards" },
  curatorTop: {
    ko: "시즌이 끝났을 때 신뢰도를 곱한 투표를 가장 많이 받은 {top}개 글(상위 목록)에 한 투표만 보상 대상입니다. 같으면 그 수에 먼저 도달한 글이 앞섭니다. 먼저 알아본 투표일수록 무게가 큽니다.",
    en: "Only votes for the {top} posts with the most trust-weighted votes when the season ends (the top list) are rewarded. With equal votes, the post that got there first ranks higher. The earlier you spotted a post, the more your vote weighs.",
  },
  weightFormula: {
    ko: "투표 하나의 무게 = 내 신뢰도 × (그 글의 투표 수 − 내 앞에 들어온 투표 수) ÷ 그 글의 투표 수",
    en: "Weight of one vote = my trust × (the post's votes − the votes cast before mine) ÷ the post's votes",
  },
  curatorFormula: {
    ko: "내 큐레이터 보상 = 큐레이터 보상 풀 × (내 투표 무게의 합 ÷ 모든 큐레이터의 무게 합)",
    en: "My curator reward = curator pool × (the sum of my votes' weights ÷ the sum of all curators' weights)",
  },
  example: {
    ko: "예: 신뢰도 1인 회원 넷이 투표한 글에 첫 번째로 투표했다면 무게는 1 × 4 ÷ 4 = 1, 네 번째였다면 1 × 1 ÷ 4 = 0.25입니다. 무게는 백만분의 1 단위에서 버림합니다.",
    en: "Example: for a post four members of trust 1 voted for, the first vote weighs 1 × 4 ÷ 4 = 1 and the fourth 1 × 1 ÷ 4 = 0.25. Weights are rounded down to the millionth.",
  },
  settlement: { ko: "5. 정산과 지급", en: "5. Settlement and payment" },
  settleAuto: {
    ko: "시즌이 끝나면 자동으로 정산되어 보상이 토큰으로 기록되고 알림이 갑니다. 같은 투표로는 언제 다시 계산해도 같은 결과가 나옵니다.",
    en: "When a season ends it is settled automatically: rewards are recorded as tokens and you are notified. The same votes always give the same result.",
  },
  settleUnits: {
    ko: "보상은 백만분의 1 토큰까지 계산합니다. 나누고 남는 가장 작은 단위는 나머지가 큰 회원부터 하나씩 더해 풀을 정확히 나눕니다.",
    en: "Rewards are calculated to a millionth of a token. The smallest units left over go one each to the largest remainders, so the pool is shared exactly.",
  },
  settleWallet: {
    ko: "시즌마다 정한 지갑 연결 기한까지 지갑을 연결해야 보상을 받을 수 있고, 기한이 지나면 보상은 소멸됩니다.",
    en: "Connect a wallet by the season's wallet deadline to receive your reward; after the deadline it expires.",
  },
  settlePerson: {
    ko: "토큰은 휴대폰 인증이나 World ID 인증을 마친 회원에게만 보냅니다(한 사람에 한 계정). 포인트와 큐레이팅은 누구나 받을 수 있어요.",
    en: "Tokens go only to members who verified a phone or World ID (one person, one account). Points and tickets are open to everyone.",
  },
  trust: { ko: "6. 신뢰도", en: "6. Trust" },
  trustLead: {
    ko: "계정은 누구나 여러 개 만들 수 있지만, 다른 사람들이 내 글을 읽고 투표하게 만들기는 어렵습니다. 그래서 보상은 커뮤니티가 실제로 인정한 만큼 나눕니다. 회원마다 0부터 1까지의 신뢰도가 있고, 매일 밤과 정산 직전에 다시 계산합니다.",
    en: "Anyone can make many accounts, but no one can easily make other people read and vote for them. So rewards follow what the community really recognises. Every member has a trust from 0 to 1, computed again every night and just before each settlement.",
  },
  trustSeeds: {
    ko: "신뢰는 기준 회원에서 시작합니다: 휴대폰 인증이나 World ID 인증을 마친 회원, 운영팀이 아는 회원, 여러 달 동안 다양한 회원과 꾸준히 활동한 회원.",
    en: "Trust starts from seed members: members verified by phone or World ID, members the team knows, and members active with many others for months.",
  },
  trustFlow: {
    ko: "신뢰는 누가 누구의 글을 끝까지 읽고, 좋아하고, 댓글을 달고, 투표하고, 팔로우했는지를 따라 퍼집니다. 믿을 만한 회원들이 내 글에 반응할수록 신뢰도가 올라가고, 글을 읽고 반응하는 것만으로도 일부(최대 0.3)를 얻습니다.",
    en: "Trust spreads along who read to the end, liked, commented on, voted for and followed whose posts. The more trusted members engage with your posts, the higher your trust; reading and engaging with others' posts earns part of it (up to 0.3).",
  },
  trustSignals: {
    ko: "그 밖에 계정의 나이, 며칠에 걸쳐 활동했는지, 얼마나 다양한 회원과 교류했는지, 같은 기기를 다른 계정과 함께 쓰는지도 반영합니다. 새로 가입한 회원도 첫날부터 다양한 활동으로 보상을 받고, 신뢰가 쌓일수록 더 받습니다.",
    en: "Account age, how many days you were active, how many different members you engaged with, and whether your device is shared with other accounts count too. New members earn from their first day through varied activity, and more as their trust grows.",
  },
  review: { ko: "7. 보상 검토", en: "7. Reward review" },
  reviewWhat: {
    ko: "정산 전에 서로의 글에만 몰아서 투표하는 무리, 같은 기기나 번호만 다른 메일로 함께 가입한 계정, 짧은 시간에 몰린 투표를 찾아 운영팀이 확인합니다.",
    en: "Before settlement we look for groups that vote only for each other, accounts that share a device or signed up together with numbered mailboxes, and sudden bursts of votes; the team checks them.",
  },
  reviewHold: {
    ko: "확인하는 동안 해당 회원의 보상은 '검토 중'으로 보류되어 토큰이 나가지 않고, 운영팀이 지급을 허용하거나 무효로 처리합니다. 결정은 알림으로 알려 드리고 모든 결정은 운영 기록에 남습니다.",
    en: "While the team checks, those members' rewards are held 'under review' and no token is sent; the team then releases or voids them. You are notified of the decision, and every decision is kept in the audit log.",
  },
  reviewAppeal: {
    ko: "내 보상이 검토 중이라면 보상 내역의 '이의 신청'으로 운영팀에 사정을 알려 주세요.",
    en: "If your reward is under review, use 'Appeal' on your rewards to tell the team your side.",
  },
  seeBoard: { ko: "큐레이션 보드 보기", en: "See the curation board" },
});

/** /curation-admin: seasons and the vote-ring review. */
export const SEASON_ADMIN_TEXT = texts({
  heading: { ko: "큐레이션 시즌 관리", en: "Curation seasons" },
  scheduled: { ko: "시작 전", en: "Not started" },
  running: { ko: "진행 중", en: "Running" },
  ended: { ko: "정산 대기", en: "Awaiting settlement" },
  settled: { ko: "정산 완료", en: "Settled" },
  create: { ko: "시즌 만들기", en: "Create a season" },
  creating: { ko: "만드는 중…", en: "Creating…" },
  name: { ko: "시즌 이름", en: "Season name" },
  namePlaceholder: { ko: "시즌 2", en: "Season 2" },
  nameRequired: { ko: "시즌 이름을 입력해 주세요.", en: "Enter a season name." },
  start: { ko: "시작 (한국 시간)", en: "Start (Korea time)" },
  end: { ko: "종료 (한국 시간)", en: "End (Korea time)" },
  writerPool: { ko: "작성자 보상 풀 (토큰)", en: "Writer pool (tokens)" },
  curatorPool: { ko: "큐레이터 보상 풀 (토큰)", en: "Curator pool (tokens)" },
  deadline: { ko: "지갑 연결 기한 (한국 시간)", en: "Wallet deadline (Korea time)" },
  created: { ko: "시즌을 만들었습니다.", en: "Season created." },
  list: { ko: "시즌 목록", en: "Seasons" },
  colName: { ko: "이름", en: "Name" },
  colPeriod: { ko: "기간", en: "Period" },
  colPools: { ko: "보상 풀 (작성자 / 큐레이터)", en: "Pools (writers / curators)" },
  colVotes: { ko: "투표", en: "Votes" },
  colStatus: { ko: "상태", en: "Status" },
  settleNow: { ko: "지금 정산", en: "Settle now" },
  settledToast: { ko: "정산했습니다. 새 기록 {n}건.", en: (p) => `Settled. ${plural(Number(p.n), "new entry", "new entries")}.` },
  rings: { ko: "서로 몰아주기 의심 (검토 대상)", en: "Suspected vote rings (to review)" },
  ringsList: { ko: "투표 몰아주기 의심 목록", en: "Suspected vote rings" },
  memberA: { ko: "회원 A", en: "Member A" },
  memberB: { ko: "회원 B", en: "Member B" },
  share: { ko: "두 회원의 전체 투표 중 비율", en: "Share of the pair's votes" },
  noRings: { ko: "서로 몰아주기로 보이는 투표가 없습니다.", en: "No votes look like a ring." },
});
