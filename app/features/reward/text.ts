// The words of the points pages (my page › rewards, the reward guide, the attendance calendar,
// today's missions, the points chart, the upload-limit alert) in Korean and English.
import { counted, plural, texts } from "../../../core/i18n";

export const REWARD_TEXT = texts({
  // /mypage/reward
  heading: { ko: "리워드", en: "Rewards" },
  balance: { ko: "보유 포인트", en: "Your points" },
  pointsGuide: { ko: "포인트 안내", en: "About points" },
  dailyPoints: { ko: "일별 포인트", en: "Points per day" },
  dailyEarned: { ko: "일별 적립 포인트", en: "Points earned per day" },
  history: { ko: "포인트 내역", en: "Points history" },
  historyKind: { ko: "내역 종류", en: "Kind" },
  period: { ko: "기간", en: "Period" },
  typeAll: { ko: "전체", en: "All" },
  typeEarn: { ko: "적립", en: "Earned" },
  typeUse: { ko: "사용", en: "Used" },
  periodAll: { ko: "전체 기간", en: "All time" },
  periodDays: { ko: "{n}일", en: (p) => counted(p.n, "day") },
  emptyHistory: { ko: "아직 포인트 내역이 없어요.", en: "No points yet." },
  emptyHistoryNext: { ko: "오늘 출석 체크부터 시작해 보세요!", en: "Start with today's check-in!" },
  historyTotal: { ko: "총 {n}건", en: (p) => `${p.n} ${Number(p.count) === 1 ? "entry" : "entries"} in total` },

  // The attendance calendar
  attendance: { ko: "출석 체크", en: "Daily check-in" },
  previousMonth: { ko: "이전 달", en: "Previous month" },
  nextMonth: { ko: "다음 달", en: "Next month" },
  month: { ko: "{year}년 {month}월", en: "{monthName} {year}" },
  weekdays: { ko: "일,월,화,수,목,금,토", en: "Sun,Mon,Tue,Wed,Thu,Fri,Sat" },
  day: { ko: "{date}일", en: "Day {date}" },
  dayAttended: { ko: " 출석", en: ", checked in" },
  dayToday: { ko: " (오늘)", en: " (today)" },
  attendedCount: { ko: "{month} 출석 ", en: "{month}: " },
  attendedDays: { ko: "{n}일", en: (p) => `checked in on ${plural(Number(p.n), "day")}` },
  attendedToday: { ko: "오늘 출석 완료", en: "Checked in today" },
  attend: { ko: "출석 체크하고 {points}P 받기", en: "Check in for {points}P" },

  // Today's missions
  missions: { ko: "오늘의 미션", en: "Today's missions" },
  missionsDone: { ko: "{done}/{total} 완료", en: "{done}/{total} done" },
  missionProgress: { ko: "미션 진행도", en: "Mission progress" },
  missionsNote: {
    ko: "매일 00:00(한국 시간)에 초기화됩니다. 내 게시물에 한 활동은 보상되지 않습니다.",
    en: "Resets daily at 00:00 (Korea time). Activity on your own posts is not rewarded.",
  },

  // The points chart
  chartLabel: { ko: "최근 {days}일 동안 {total}P 적립", en: "{total}P earned in the last {days} days" },
  chartCaption: { ko: "최근 {days}일 적립 ", en: "Earned in the last {days} days: " },

  // The view mission
  viewMissionDone: { ko: "콘텐츠 보기 미션 완료! {points}P가 적립되었습니다.", en: "Reading mission done! {points}P added." },

  // The upload-limit alert
  uploadPerDay: { ko: " (하루 {n}회)", en: " ({n} a day)" },
  ok: { ko: "확인", en: "OK" },
});

/** The reward guide (/guide/reward-intro). */
export const REWARD_GUIDE_TEXT = texts({
  description: {
    ko: "나눔터에서 포인트를 받는 방법: 출석 체크, 미션, 설문과 프로모션, 하루 업로드 횟수.",
    en: "How to earn points on Nanumteo: daily check-in, missions, the survey and promotions, and daily upload limits.",
  },
  heading: { ko: "리워드 안내", en: "Reward guide" },
  introBefore: { ko: "나눔터에서는 콘텐츠를 읽고, 쓰고, 나누는 활동마다 ", en: "On Nanumteo you earn " },
  introPoints: { ko: "포인트(P)", en: "points (P)" },
  introAfter: {
    ko: "를 드려요. 모든 포인트는 적립 이유와 함께 기록되며, 같은 활동으로 두 번 적립되는 일은 없습니다. 내 포인트와 내역은 ",
    en: " for reading, writing and sharing. Every point is recorded with its reason, and no activity pays twice. See your points and history under ",
  },
  introLink: { ko: "마이페이지 › 리워드", en: "My page › Rewards" },
  introEnd: { ko: "에서 확인할 수 있어요.", en: "." },
  dailyHeading: { ko: "매일 하는 미션", en: "Daily missions" },
  dailyLead: {
    ko: "미션마다 하루에 받을 수 있는 횟수가 정해져 있어요. 횟수는 매일 자정(00:00, 한국 시간)에 다시 채워집니다.",
    en: "Each mission pays a set number of times a day. The count refills every midnight (00:00, Korea time).",
  },
  mission: { ko: "미션", en: "Mission" },
  perTime: { ko: "1회 포인트", en: "Points each" },
  perDay: { ko: "하루 최대", en: "Max per day" },
  times: { ko: "{n}회", en: (p) => plural(Number(p.n), "time") },
  ruleAttendance: {
    ko: "출석 체크는 하루 한 번, 마이페이지 리워드의 달력에서 할 수 있어요.",
    en: "Check in once a day on the calendar under My page › Rewards.",
  },
  ruleView: {
    ko: "콘텐츠 보기는 다른 회원의 글을 10초 이상 읽으면 적립돼요. 같은 글은 하루 한 번만 인정됩니다.",
    en: "Reading pays when you read another member's post for 10 seconds or more; the same post counts once a day.",
  },
  ruleOwn: {
    ko: "내 게시물에 한 활동(내 글 읽기, 내 글에 좋아요 등)은 포인트가 쌓이지 않아요.",
    en: "Activity on your own posts (reading or liking them, …) earns no points.",
  },
  ruleInactive: { ko: "진행 중이 아닌 미션의 활동은 적립되지 않습니다.", en: "Missions that are not running pay nothing." },
  onceHeading: { ko: "한 번만 받는 보상", en: "One-time rewards" },
  reward: { ko: "보상", en: "Reward" },
  points: { ko: "포인트", en: "Points" },
  when: { ko: "기간", en: "When" },
  survey: { ko: "가입 목적 설문 참여", en: "Sign-up survey" },
  always: { ko: "언제나 (회원당 한 번)", en: "Any time (once per member)" },
  open: { ko: " (진행 중)", en: " (running)" },
  oncePerMember: { ko: " (회원당 한 번)", en: " (once per member)" },
  uploadHeading: { ko: "하루 업로드 횟수", en: "Daily uploads" },
  upload: {
    ko: "게시물은 하루에 올릴 수 있는 횟수가 정해져 있어요. 일반 회원(G)은 하루 {g}회, Polaris Office 계정으로 가입한 회원(P)은 하루 {p}회이며, 업로드 NFT를 보유하면 {nft}회가 더해집니다. 횟수는 매일 자정(00:00, 한국 시간)에 초기화돼요.",
    en: "You can publish a set number of posts a day: {g} for regular members (G), {p} for members who joined with a Polaris Office account (P), and {nft} more with an upload NFT. The count resets every midnight (00:00, Korea time).",
  },
  curationHeading: { ko: "큐레이션과 토큰", en: "Curation and tokens" },
  curation: {
    ko: "큐레이션 티켓과 토큰 보상은 시즌마다 따로 운영됩니다. 자세한 내용은 큐레이션 안내에서 확인해 주세요.",
    en: "Curation tickets and token rewards run season by season. See the curation guide for details.",
  },
});
