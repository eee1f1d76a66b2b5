// The words of /intro (the introduction and whitepaper) in Korean and English. The formulas'
// wording is the curation guide's own (features/curation/text.ts), so the two never differ.
import { texts } from "../../../core/i18n";

export const INTRO_TEXT = texts({
  heading: { ko: "{site} 소개", en: "About {site}" },
  description: {
    ko: "지식을 나누면 보상이 돌아오는 곳. 나눔터가 무엇인지, 나눔이 어떻게 보상받는지, 보상 계산식과 토큰·NFT의 역할을 안내합니다.",
    en: "Where sharing what you know pays you back: what Nanumteo is, how sharing earns, the reward formulas, and the roles of the token and the NFTs.",
  },
  eyebrow: { ko: "지식 나눔 플랫폼", en: "A knowledge-sharing platform" },
  hero: { ko: "지식을 나누면 보상이 돌아오는 곳", en: "Where sharing what you know pays you back" },
  heroLead: {
    ko: "{site}는 글과 문서로 지식을 나누고, 좋은 콘텐츠를 함께 찾아내는 사람들이 그 가치를 나눠 받는 커뮤니티입니다.",
    en: "{site} is a community where people share what they know in posts and documents, and those who write and those who find the best of it share the value it creates.",
  },
  toc: { ko: "목차", en: "Contents" },
  startWriting: { ko: "글쓰기 시작하기", en: "Start writing" },
  readWhitepaper: { ko: "백서 읽기", en: "Read the whitepaper" },

  whatHeading: { ko: "나눔터는 어떤 곳인가요", en: "What is Nanumteo" },
  whatWrite: { ko: "쓰고 올리기", en: "Write and upload" },
  whatWriteBody: {
    ko: "에디터로 글을 쓰거나 PDF·오피스 문서를 올리면 누구나 읽을 수 있는 페이지가 됩니다.",
    en: "Write in the editor or upload a PDF or office document: it becomes a page anyone can read.",
  },
  whatRead: { ko: "읽고 반응하기", en: "Read and react" },
  whatReadBody: {
    ko: "주제와 태그, 검색과 하울 AI로 필요한 지식을 찾고 좋아요·북마크·댓글로 반응합니다.",
    en: "Find what you need by topic, tag, search and Howl AI, and react with likes, bookmarks and comments.",
  },
  whatCurate: { ko: "큐레이션하기", en: "Curate" },
  whatCurateBody: {
    ko: "읽으면서 모은 큐레이팅으로 좋은 글에 투표하면, 시즌이 끝날 때 작성자와 큐레이터가 토큰 보상을 나눕니다.",
    en: "Vote for good posts with the tickets you earn by reading; at the end of each season writers and curators share token rewards.",
  },

  earnHeading: { ko: "나눔이 보상받는 방법", en: "How sharing earns" },
  earnLead: {
    ko: "보상은 세 가지입니다. 포인트는 매일의 활동으로, 큐레이팅은 읽기로, 토큰은 시즌 정산으로 받습니다.",
    en: "There are three rewards: points for everyday actions, curation tickets for reading, and tokens from each season's settlement.",
  },
  pointsTitle: { ko: "포인트 (P)", en: "Points (P)" },
  pointsBody: {
    ko: "출석, 글 게시, 좋아요, 댓글, 투표 같은 활동마다 정해진 포인트를 하루 한도 안에서 받습니다.",
    en: "Check-ins, posts, likes, comments and votes each pay set points, up to a daily limit.",
  },
  ticketsTitle: { ko: "큐레이팅", en: "Curation tickets" },
  ticketsBody: {
    ko: "다른 회원의 글을 {seconds}초 이상 읽으면 1개, 하루 {cap}개까지 받습니다. 투표 한 번에 1개를 씁니다.",
    en: "Reading another member's post for {seconds} seconds earns 1, up to {cap} a day. Each vote spends 1.",
  },
  tokenTitle: { ko: "토큰", en: "Tokens" },
  tokenBody: {
    ko: "시즌이 끝나면 작성자 풀과 큐레이터 풀이 아래 공식대로 정산되어 연결한 지갑으로 지급됩니다.",
    en: "When a season ends, the writer and curator pools are settled by the formulas below and paid to your connected wallet.",
  },
  missionTable: { ko: "오늘의 미션과 포인트 (현재 적용 중)", en: "Missions and points (in force now)" },
  mission: { ko: "미션", en: "Mission" },
  perTime: { ko: "1회 포인트", en: "Points each" },
  perDay: { ko: "하루 한도", en: "Daily limit" },
  times: { ko: "{n}회", en: "{n} times" },
  noMissions: { ko: "지금은 진행 중인 미션이 없습니다.", en: "No missions are running right now." },
  seeRewardGuide: { ko: "리워드 안내 자세히 보기", en: "Read the full reward guide" },

  seasonHeading: { ko: "지금 진행 중인 시즌", en: "The season now" },
  seasonLive: { ko: "실시간 집계", en: "Live figures" },
  seasonNone: {
    ko: "아직 시작한 시즌이 없습니다. 첫 시즌이 열리면 이곳에 보상 풀과 참여 현황이 표시됩니다.",
    en: "No season has started yet. When the first one opens, its pools and participation show here.",
  },
  seasonPeriod: { ko: "기간", en: "Period" },
  seasonStatus: { ko: "상태", en: "Status" },
  statusScheduled: { ko: "예정", en: "Scheduled" },
  statusRunning: { ko: "진행 중", en: "Running" },
  statusEnded: { ko: "종료 · 정산 대기", en: "Ended, settling" },
  statusSettled: { ko: "정산 완료", en: "Settled" },
  writerPool: { ko: "작성자 보상 풀", en: "Writer pool" },
  curatorPool: { ko: "큐레이터 보상 풀", en: "Curator pool" },
  tokenUnit: { ko: "{amount} NTT", en: "{amount} NTT" },
  votedPosts: { ko: "투표받은 글", en: "Posts voted for" },
  curators: { ko: "참여 큐레이터", en: "Curators" },
  votes: { ko: "전체 투표", en: "Votes" },
  countUnit: { ko: "{n}", en: "{n}" },
  walletDeadline: { ko: "지갑 연결 기한", en: "Wallet deadline" },
  seeBoard: { ko: "시즌 큐레이션 보드 보기", en: "See the season's board" },

  formulaHeading: { ko: "공개된 보상 계산식", en: "The published reward formulas" },
  formulaLead: {
    ko: "시즌 정산은 누구나 확인할 수 있는 아래 공식으로만 계산됩니다. 같은 투표로는 언제 계산해도 같은 결과가 나옵니다.",
    en: "Season settlement uses only the formulas below, open to everyone. The same votes always give the same result.",
  },
  writerTitle: { ko: "작성자 보상", en: "Writer rewards" },
  curatorTitle: { ko: "큐레이터 보상", en: "Curator rewards" },
  topList: {
    ko: "큐레이터 보상은 시즌 종료 시 투표를 가장 많이 받은 {top}개 글에 한 투표만 대상이며, 먼저 알아본 투표일수록 무게가 큽니다.",
    en: "Curator rewards count only votes for the {top} posts with the most votes at the season's end; the earlier a vote, the more it weighs.",
  },
  units: {
    ko: "계산은 백만분의 1 토큰 단위의 정수로 하고, 나누고 남는 단위는 나머지가 큰 회원부터 하나씩 더해 풀을 정확히 나눕니다.",
    en: "Amounts are integers of a millionth of a token; the units left over go one each to the largest remainders, so each pool is paid exactly.",
  },
  seeCurationGuide: { ko: "큐레이션 가이드 보기", en: "Read the curation guide" },

  whitepaperHeading: { ko: "백서: 토큰과 NFT", en: "Whitepaper: the token and the NFTs" },
  whitepaperLead: {
    ko: "{site}의 보상 중 토큰과 NFT는 카이아(Kaia) 블록체인(체인 ID {chainId})에 기록됩니다. 각각의 역할은 다음과 같습니다.",
    en: "Of {site}'s rewards, the token and the NFTs live on the Kaia blockchain (chain id {chainId}). Their roles:",
  },
  tokenRoleTitle: { ko: "나눔터 토큰 (NTT)", en: "Nanumteo Token (NTT)" },
  tokenRole1: {
    ko: "시즌 보상을 지급하는 토큰(ERC-20)입니다. 작성자 풀과 큐레이터 풀이 공개된 공식대로 나뉩니다.",
    en: "The token (ERC-20) season rewards are paid in. Writer and curator pools are shared by the published formulas.",
  },
  tokenRole2: {
    ko: "마이페이지의 지갑에서 지갑을 연결하면, 정산된 보상을 시즌마다 정한 기한 안에 받을 수 있습니다. 기한이 지나면 보상은 소멸됩니다.",
    en: "Connect a wallet on my page to receive settled rewards by each season's deadline; after the deadline a reward expires.",
  },
  pfpRoleTitle: { ko: "프로필 NFT", en: "Profile-picture NFT" },
  pfpRole: {
    ko: "보유한 프로필 NFT를 프로필 사진으로 쓰면 아바타에 희귀도(레어·에픽·레전더리) 테두리가 표시됩니다. 희귀도는 체인에 기록되어 있습니다.",
    en: "Use a profile-picture NFT you hold as your picture and your avatar gets its rarity ring (rare, epic, legendary). The rarity is recorded on chain.",
  },
  passRoleTitle: { ko: "업로드 패스 NFT", en: "Upload-pass NFT" },
  passRole: {
    ko: "하루 업로드 횟수는 일반 회원 {g}회, 오피스 계정 회원 {p}회이며, 업로드 패스 NFT를 보유하면 하루 {bonus}회가 더해집니다.",
    en: "The daily upload count is {g} for members and {p} for office-account members; holding an upload-pass NFT adds {bonus} a day.",
  },
  principlesTitle: { ko: "원칙", en: "Principles" },
  principle1: {
    ko: "모든 보상은 한 가지 사건에 한 번만 지급되며, 포인트·큐레이팅·토큰은 각각 지울 수 없는 장부로 남습니다.",
    en: "Every reward is paid once per event, and points, tickets and tokens are each kept in an append-only ledger.",
  },
  principle2: {
    ko: "서로의 글에만 몰아서 투표하는 행위는 운영자 검토 대상이 됩니다.",
    en: "Members who only vote for each other's posts are reviewed by the operators.",
  },
  walletLink: { ko: "내 지갑 보기", en: "Open my wallet" },

  guidesHeading: { ko: "더 알아보기", en: "Learn more" },
  guideReward: { ko: "리워드 안내", en: "Reward guide" },
  guideRewardBody: { ko: "미션과 포인트, 한 번만 받는 보상", en: "Missions, points and one-off rewards" },
  guideCuration: { ko: "큐레이션 가이드", en: "Curation guide" },
  guideCurationBody: { ko: "큐레이팅, 투표, 시즌 정산", en: "Tickets, votes and season settlement" },
  guideFaq: { ko: "자주 묻는 질문", en: "FAQ" },
  guideFaqBody: { ko: "궁금한 점을 빠르게 찾아보세요", en: "Quick answers to common questions" },
});
