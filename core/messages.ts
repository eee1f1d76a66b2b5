// Every Korean user-facing message, in one object, so screens and the server show the
// same words and a wording change is one edit. Strings marked "SPEC §x" are copied
// character for character from SPEC.md; strings marked "designed" fill places where
// the SPEC describes a message without giving its wording.

import { BRAND } from "./brand";

export const MSG = {
  // ── §2 Screens ────────────────────────────────────────────────────────────
  /** SPEC §2 Notification feed panel. */
  notificationRecentOnly: "최근 20개의 알림 내역만 확인할 수 있습니다.",
  /** SPEC §2 Desktop header (upload page topic dropdown placeholder). */
  topicPlaceholder: "토픽 선택",
  /** SPEC §2 Quiz header. */
  quizGradingFailed: "채점 실패",
  /** SPEC §2 Redirect rules: 404 page text. */
  notFound: "This page could not be found",

  // ── §4 States and transitions ─────────────────────────────────────────────
  /** SPEC §4 Write flow: logged-out desktop alert before going to /login. */
  writeLoginRequired: "해당 서비스는 로그인 이후, 이용가능합니다.",
  /** SPEC §4 View reward toast. */
  viewRewardIssued: "큐레이팅이 1개 지급되었습니다",
  /** SPEC §4 Drafts status. */
  draftSaved: "저장 완료",
  /** SPEC §4 Drafts status. */
  draftDeleted: "삭제 완료",

  // ── §5 Validation rules ───────────────────────────────────────────────────
  /** SPEC §5 Nickname: contains the service name. */
  nicknameBrand: "직접적인 서비스 명칭을 포함한 닉네임은 사용 불가합니다.",
  /** SPEC §5 Nickname: same as the current one. */
  nicknameUnchanged: "변경된 내역이 없습니다.",
  /** SPEC §5 Nickname: success. */
  nicknameChanged: "닉네임이 변경되었습니다.",
  /** Designed (SPEC §5 Nickname gives the rule, not the words). */
  nicknameEmpty: "닉네임을 입력해 주세요.",
  /** Designed: below 2 bytes (one ASCII character). */
  nicknameTooShort: "닉네임은 한글 1자, 영문 2자 이상 입력해 주세요.",
  /** Designed: above 12 bytes. */
  nicknameTooLong: "닉네임은 한글 최대 6자, 영문 최대 12자까지 입력할 수 있습니다.",
  /** Designed: a character outside Hangul, ASCII letters, digits, - and _. */
  nicknameInvalidChars: "닉네임은 한글, 영문, 숫자와 특수문자 -, _ 만 사용할 수 있습니다.",
  /** Designed: the guidance under the nickname field (SPEC §5 gives its content). */
  nicknameGuide:
    "한글 최대 6자, 영문 최대 12자까지 입력할 수 있으며 한글과 영문을 섞어 쓸 수 있습니다. 숫자와 -, _ 를 사용할 수 있고 띄어쓰기는 사용할 수 없습니다.",

  /** SPEC §5 Search: empty after trim. */
  searchEmpty: "검색어를 입력해 주세요.",
  /** SPEC §5 Search: fewer than 2 characters. */
  searchTooShort: "검색어를 2글자이상 입력해 주세요.",

  /** SPEC §5 Usage reason options. */
  usageReasonToken: "토큰 보상",
  usageReasonContent: "콘텐츠 생성",
  usageReasonFeature: "서비스 기능 (ai 도구, helpbot, 영상변환 등)",
  usageReasonOther: "기타",
  /** SPEC §5 Usage reason: nothing chosen. */
  usageReasonSelect: "가입 목적을 선택해주세요.",
  /** SPEC §5 Usage reason: 기타 without free text. */
  usageReasonWrite: "가입 목적을 작성해주세요.",

  /** SPEC §5 AI briefing file: wrong extension. */
  unsupportedFileType: "지원하지 않는 파일 형식입니다.",
  /** SPEC §5 AI briefing file: too large (also used per attachment, §5 Attachments). */
  fileTooLarge: "파일 크기는 20MB 이하만 업로드할 수 있습니다.",
  /** Designed: attachments above 100MB in total (SPEC §5 Attachments). */
  attachmentsTotalTooLarge: "첨부 파일은 모두 합해 100MB까지 올릴 수 있습니다.",
  /** SPEC §5 AI briefing: login required. */
  loginRequired: "로그인 후, 이용가능합니다.",
  /** SPEC §5 My page / like / bookmark / follow: members only. */
  membersOnly: "회원만 이용 가능합니다.",
  /** SPEC §5 Like, bookmark, follow: verified e-mail only. */
  verifiedMembersOnly: "이메일 인증 회원만 이용가능합니다.",
  /** SPEC §5 AI feedback toggle with nothing remaining. */
  aiFeedbackUnavailable: "AI 피드백을 받을 수 없습니다.",
  /** Designed: editing a post created through the office share feature (SPEC §5). */
  officeShareEditRefused: "Polaris Office에서 공유한 콘텐츠는 Polaris Office에서 다시 공유해 주세요.",

  // ── §8 Error catalogue ────────────────────────────────────────────────────
  /** SPEC §8 Popup blocked. */
  popupBlocked: "브라우저에서 팝업이 차단되어 있습니다. 팝업 활성화 후 다시 시도해 주세요.",
  /** SPEC §8 Office-suite sign-in failure (detail appended by the caller). */
  officeLoginError: "로그인 중 에러가 발생하였습니다. 다시 시도해 주세요.",
  /** SPEC §8 Missing desktop login info. */
  officeDesktopLoginMissing: "PC Polaris Office 로그인 정보가 없습니다. Polaris Office 로그인 하신 후 다시 접속해 주세요.",
  /** SPEC §8 Upload limit modal title. */
  uploadLimitTitle: "업로드 횟수 부족",
  /** Designed: upload limit modal body (SPEC §8 gives the content). */
  uploadLimitBody: "오늘 업로드할 수 있는 횟수를 모두 사용했습니다. 업로드 횟수는 매일 자정에 초기화됩니다.",
  /** Designed: upload limit modal NFT hint. */
  uploadLimitNftHint: "전용 NFT를 보유하면 하루 업로드 횟수를 늘릴 수 있습니다.",
  /** SPEC §8 AI briefing error. */
  briefingError: "서버 에러가 발생했습니다. 잠시 후 다시 시도해주세요.",
  /** SPEC §8 AI briefing success. */
  briefingStarted: "퍼블리싱을 시작했습니다. 완료되면 알림 드릴게요!",
  /** SPEC §8 E-mail not verified modal title. */
  emailCertRequired: "이메일 인증을 완료해 주세요.",
  /** Designed: e-mail verification modal body (SPEC §8 gives the content). */
  emailCertRequiredBody:
    "이메일 인증을 완료한 회원만 서비스를 이용할 수 있습니다. 메일이 보이지 않으면 스팸 메일함을 확인해 주세요. 인증 메일은 마이페이지에서 다시 받을 수 있습니다.",
  /** SPEC §8 Notification read failure. */
  notificationReadError: "에러가 발생하였습니다. 다시 시도해 주세요.",
  /** SPEC §8 Empty notification feed. */
  notificationEmpty: "아직 도착한 알림이 없어요.",
  /** SPEC §8 Draft delete failure. */
  draftDeleteError: "삭제 중 에러가 발생했습니다. 다시 시도해 주세요.",
  /** SPEC §8 Chat failure (no space after the first full stop, as in SPEC). */
  chatError: "죄송합니다.다시 시도해주세요.",
  /** SPEC §8 Chat daily limit. */
  chatLimit: "죄송합니다. 오늘은 제한횟수를 초과했습니다.",
  /** SPEC §8 Chat while logged out. */
  chatLoginRequired: "로그인 후 이용할 수 있어요.",
  /** SPEC §8 Copy success. */
  copied: "복사 되었습니다.",
  /** SPEC §8 Unready feature. */
  notReady: "기능 준비중입니다.",
  /** Designed: Korean wording of "An error occurred while retrieving user information" (SPEC §8). */
  userInfoError: "사용자 정보를 가져오는 중 에러가 발생했습니다.",
  /** SPEC §8 Missing data. */
  noData: "No Data",
  /** SPEC §8 Editor generic file error. */
  somethingWentWrong: "Something went wrong. Please try again.",
  /** SPEC §8 Unknown middleware (name appended by the caller). */
  unknownMiddleware: "Unknown middleware",
  /** SPEC §8 Relative time. */
  justNow: "방금전",
} as const;

export type MessageKey = keyof typeof MSG;

/** SPEC §2 Help chatbot panel: '오늘 남은 횟수: N회'. */
export function chatRemainingMessage(remain: number): string {
  const n = Number.isFinite(remain) && remain > 0 ? Math.floor(remain) : 0;
  return `오늘 남은 횟수: ${n}회`;
}

/** SPEC §8 relative time 'N분전'. */
export function minutesAgoMessage(minutes: number): string {
  return `${minutes}분전`;
}

/** SPEC §8 relative time 'N시간전'. */
export function hoursAgoMessage(hours: number): string {
  return `${hours}시간전`;
}

export type JoinChannel = "G" | "P" | "K" | "A";

/** SPEC §3 channel codes mapped to the names shown in the §8 already-registered message. */
const CHANNEL_NAMES: Record<JoinChannel, string> = {
  G: "Google",
  P: "Polaris",
  K: "Kakao",
  A: BRAND.nameKo,
};

/** The name of a sign-in channel as members know it (Google, Polaris, Kakao, the product). */
export function joinChannelName(channel: JoinChannel): string {
  return CHANNEL_NAMES[channel];
}

/** SPEC §8 '{Google|Polaris|Kakao|product} 계정으로 가입된 이메일 입니다.' */
export function alreadyRegisteredMessage(channel: JoinChannel): string {
  return `${CHANNEL_NAMES[channel]} 계정으로 가입된 이메일 입니다.`;
}

/** SPEC §2 Detail page: OG title of another member's page. */
export function otherUserOgTitle(userName: string, page: "dashboard" | "contents"): string {
  const what = page === "dashboard" ? "대시보드" : "콘텐츠";
  return `${userName}님의 ${what} | ${BRAND.siteName}`;
}
