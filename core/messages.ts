// The shared user-facing messages in Korean and English (core/i18n.ts), in one catalogue, so
// screens and the server show the same words and a wording change is one edit. Strings that docs/product/messages.md gives are
// copied character for character; strings marked "designed" fill places where the product
// pages describe a message without giving its wording.

import { BRAND } from "./brand";
import { COMMON_MSG } from "./common-messages";
import { texts, type Localized, type Text } from "./i18n";

export const MSG = texts({
  // ── §2 Screens ────────────────────────────────────────────────────────────
  /** docs/product/platform.md Notification feed panel. */
  notificationRecentOnly: { ko: "최근 20개의 알림 내역만 확인할 수 있습니다.", en: "Only your 20 most recent notifications are shown." },
  /** docs/product/platform.md Desktop header (upload page topic dropdown placeholder). */
  topicPlaceholder: { ko: "토픽 선택", en: "Choose a topic" },
  /** docs/product/platform.md Quiz header. */
  quizGradingFailed: { ko: "채점 실패", en: "Grading failed" },
  notFound: COMMON_MSG.notFound,

  // ── §4 States and transitions ─────────────────────────────────────────────
  writeLoginRequired: COMMON_MSG.writeLoginRequired,
  /** docs/product/platform.md View reward toast. */
  viewRewardIssued: { ko: "큐레이팅이 1개 지급되었습니다", en: "You received 1 curation ticket" },
  /** docs/product/platform.md Drafts status. */
  draftSaved: { ko: "저장 완료", en: "Saved" },
  /** docs/product/platform.md Drafts status. */
  draftDeleted: { ko: "삭제 완료", en: "Deleted" },

  // ── §5 Validation rules ───────────────────────────────────────────────────
  /** docs/product/platform.md Nickname: contains the service name. */
  nicknameBrand: {
    ko: "직접적인 서비스 명칭을 포함한 닉네임은 사용 불가합니다.",
    en: "Nicknames may not contain the name of the service.",
  },
  /** docs/product/platform.md Nickname: same as the current one. */
  nicknameUnchanged: { ko: "변경된 내역이 없습니다.", en: "Nothing has changed." },
  /** docs/product/platform.md Nickname: success. */
  nicknameChanged: { ko: "닉네임이 변경되었습니다.", en: "Your nickname has been changed." },
  /** Designed (docs/product/platform.md Nickname gives the rule, not the words). */
  nicknameEmpty: { ko: "닉네임을 입력해 주세요.", en: "Enter a nickname." },
  /** Designed: below 2 bytes (one ASCII character). */
  nicknameTooShort: {
    ko: "닉네임은 한글 1자, 영문 2자 이상 입력해 주세요.",
    en: "A nickname needs at least 1 Korean or 2 Latin characters.",
  },
  /** Designed: above 12 bytes. */
  nicknameTooLong: {
    ko: "닉네임은 한글 최대 6자, 영문 최대 12자까지 입력할 수 있습니다.",
    en: "A nickname may have at most 6 Korean or 12 Latin characters.",
  },
  /** Designed: a character outside Hangul, ASCII letters, digits, - and _. */
  nicknameInvalidChars: {
    ko: "닉네임은 한글, 영문, 숫자와 특수문자 -, _ 만 사용할 수 있습니다.",
    en: "Nicknames may use Korean and Latin letters, digits, - and _ only.",
  },
  /** Designed: the guidance under the nickname field (docs/product/platform.md gives its content). */
  nicknameGuide: {
    ko: "한글 최대 6자, 영문 최대 12자까지 입력할 수 있으며 한글과 영문을 섞어 쓸 수 있습니다. 숫자와 -, _ 를 사용할 수 있고 띄어쓰기는 사용할 수 없습니다.",
    en: "Up to 6 Korean or 12 Latin characters; Korean and Latin may be mixed. Digits, - and _ are allowed; spaces are not.",
  },

  searchEmpty: COMMON_MSG.searchEmpty,
  searchTooShort: COMMON_MSG.searchTooShort,

  /** docs/product/platform.md Usage reason options. */
  usageReasonToken: { ko: "토큰 보상", en: "Token rewards" },
  usageReasonContent: { ko: "콘텐츠 생성", en: "Creating content" },
  usageReasonFeature: { ko: "서비스 기능 (ai 도구, helpbot, 영상변환 등)", en: "Features (AI tools, help bot, video conversion, …)" },
  usageReasonOther: { ko: "기타", en: "Other" },
  /** docs/product/platform.md Usage reason: nothing chosen. */
  usageReasonSelect: { ko: "가입 목적을 선택해주세요.", en: "Choose why you joined." },
  /** docs/product/platform.md Usage reason: 기타 without free text. */
  usageReasonWrite: { ko: "가입 목적을 작성해주세요.", en: "Tell us why you joined." },

  /** docs/product/platform.md AI briefing file: wrong extension. */
  unsupportedFileType: { ko: "지원하지 않는 파일 형식입니다.", en: "This file type is not supported." },
  /** docs/product/platform.md AI briefing file: too large (also used per attachment, Attachments). */
  fileTooLarge: { ko: "파일 크기는 20MB 이하만 업로드할 수 있습니다.", en: "Files can be at most 20MB." },
  /** Designed: attachments above 100MB in total (docs/product/platform.md Attachments). */
  attachmentsTotalTooLarge: { ko: "첨부 파일은 모두 합해 100MB까지 올릴 수 있습니다.", en: "Attachments can total at most 100MB." },
  loginRequired: COMMON_MSG.loginRequired,
  membersOnly: COMMON_MSG.membersOnly,
  /** docs/product/platform.md Like, bookmark, follow: verified e-mail only. */
  verifiedMembersOnly: { ko: "이메일 인증 회원만 이용가능합니다.", en: "Only members with a verified e-mail can do this." },
  /** docs/product/platform.md AI feedback toggle with nothing remaining. */
  aiFeedbackUnavailable: { ko: "AI 피드백을 받을 수 없습니다.", en: "AI feedback is not available." },
  /** Designed: editing a post created through the office share feature (docs/product/platform.md). */
  officeShareEditRefused: {
    ko: "Polaris Office에서 공유한 콘텐츠는 Polaris Office에서 다시 공유해 주세요.",
    en: "Content shared from Polaris Office must be shared again from Polaris Office.",
  },

  // ── §8 Error catalogue ────────────────────────────────────────────────────
  /** docs/product/messages.md Popup blocked. */
  popupBlocked: {
    ko: "브라우저에서 팝업이 차단되어 있습니다. 팝업 활성화 후 다시 시도해 주세요.",
    en: "Pop-ups are blocked in your browser. Allow pop-ups and try again.",
  },
  /** docs/product/messages.md Office-suite sign-in failure (detail appended by the caller). */
  officeLoginError: {
    ko: "로그인 중 에러가 발생하였습니다. 다시 시도해 주세요.",
    en: "An error occurred while signing in. Please try again.",
  },
  /** docs/product/messages.md Missing desktop login info. */
  officeDesktopLoginMissing: {
    ko: "PC Polaris Office 로그인 정보가 없습니다. Polaris Office 로그인 하신 후 다시 접속해 주세요.",
    en: "No Polaris Office sign-in was found on this PC. Sign in to Polaris Office and open this page again.",
  },
  /** docs/product/messages.md Upload limit modal title. */
  uploadLimitTitle: { ko: "업로드 횟수 부족", en: "No uploads left" },
  /** Designed: upload limit modal body (docs/product/messages.md gives the content). */
  uploadLimitBody: {
    ko: "오늘 업로드할 수 있는 횟수를 모두 사용했습니다. 업로드 횟수는 매일 자정에 초기화됩니다.",
    en: "You have used all of today's uploads. The count resets every day at midnight (Korea time).",
  },
  /** Designed: upload limit modal NFT hint. */
  uploadLimitNftHint: {
    ko: "전용 NFT를 보유하면 하루 업로드 횟수를 늘릴 수 있습니다.",
    en: "Holding the dedicated NFT raises your daily upload count.",
  },
  briefingError: COMMON_MSG.briefingError,
  /** docs/product/messages.md AI briefing success. */
  briefingStarted: {
    ko: "퍼블리싱을 시작했습니다. 완료되면 알림 드릴게요!",
    en: "Publishing has started. We'll notify you when it's done!",
  },
  /** docs/product/messages.md E-mail not verified modal title. */
  emailCertRequired: { ko: "이메일 인증을 완료해 주세요.", en: "Please verify your e-mail." },
  /** Designed: e-mail verification modal body (docs/product/messages.md gives the content). */
  emailCertRequiredBody: {
    ko: "이메일 인증을 완료한 회원만 서비스를 이용할 수 있습니다. 메일이 보이지 않으면 스팸 메일함을 확인해 주세요. 인증 메일은 마이페이지에서 다시 받을 수 있습니다.",
    en: "Only members with a verified e-mail can use the service. If you cannot find the mail, check your spam folder. You can get a new verification mail from My page.",
  },
  /** docs/product/messages.md Notification read failure. */
  notificationReadError: { ko: "에러가 발생하였습니다. 다시 시도해 주세요.", en: "An error occurred. Please try again." },
  /** docs/product/messages.md Empty notification feed. */
  notificationEmpty: { ko: "아직 도착한 알림이 없어요.", en: "No notifications yet." },
  /** docs/product/messages.md Draft delete failure. */
  draftDeleteError: { ko: "삭제 중 에러가 발생했습니다. 다시 시도해 주세요.", en: "An error occurred while deleting. Please try again." },
  /** docs/product/messages.md Chat failure (no space after the first full stop, as in docs/product). */
  chatError: { ko: "죄송합니다.다시 시도해주세요.", en: "Sorry. Please try again." },
  /** docs/product/messages.md Chat daily limit. */
  chatLimit: { ko: "죄송합니다. 오늘은 제한횟수를 초과했습니다.", en: "Sorry. You have reached today's limit." },
  /** docs/product/messages.md Chat while logged out. */
  chatLoginRequired: { ko: "로그인 후 이용할 수 있어요.", en: "Please sign in to chat." },
  /** docs/product/messages.md Copy success. */
  copied: { ko: "복사 되었습니다.", en: "Copied." },
  /** docs/product/messages.md Unready feature. */
  notReady: { ko: "기능 준비중입니다.", en: "This feature is not ready yet." },
  /** Designed: Korean wording of "An error occurred while retrieving user information" (docs/product/messages.md). */
  userInfoError: { ko: "사용자 정보를 가져오는 중 에러가 발생했습니다.", en: "An error occurred while retrieving user information" },
  /** docs/product/messages.md Missing data. */
  noData: { ko: "No Data", en: "No Data" },
  somethingWentWrong: COMMON_MSG.somethingWentWrong,
  /** docs/product/messages.md Unknown middleware (name appended by the caller). */
  unknownMiddleware: { ko: "Unknown middleware", en: "Unknown middleware" },

  // ── Designed: refusals several areas give in the same words (one wording each) ──
  postNotFound: COMMON_MSG.postNotFound,
  pageNotFound: COMMON_MSG.pageNotFound,
  /** A terms version that was never published. */
  termsVersionNotFound: { ko: "해당 버전의 약관을 찾을 수 없습니다.", en: "This version of the terms could not be found." },
  /** A post or notice without a title. */
  titleRequired: { ko: "제목을 입력해 주세요.", en: "Please enter a title." },
  /** A post without a topic. */
  topicRequired: { ko: "토픽을 선택해 주세요.", en: "Please choose a topic." },
});

export type MessageKey = keyof typeof MSG;

/** docs/product/platform.md Help chatbot panel: '오늘 남은 횟수: N회'. */
export function chatRemainingMessage(remain: number): Localized {
  const n = Number.isFinite(remain) && remain > 0 ? Math.floor(remain) : 0;
  return { ko: `오늘 남은 횟수: ${n}회`, en: `Left today: ${n}` };
}

export type JoinChannel = "G" | "P" | "K" | "A";

/** docs/product/platform.md channel codes mapped to the names shown in the already-registered message. */
const CHANNEL_NAMES: Record<JoinChannel, Text> = {
  G: { ko: "Google", en: "Google" },
  P: { ko: "Polaris", en: "Polaris" },
  K: { ko: "Kakao", en: "Kakao" },
  A: { ko: BRAND.nameKo, en: BRAND.nameEn },
};

/** The name of a sign-in channel as members know it (Google, Polaris, Kakao, the product). */
export function joinChannelName(channel: JoinChannel): Text {
  return CHANNEL_NAMES[channel];
}

/** docs/product/messages.md '{Google|Polaris|Kakao|product} 계정으로 가입된 이메일 입니다.' */
export function alreadyRegisteredMessage(channel: JoinChannel): Localized {
  const name = CHANNEL_NAMES[channel];
  return {
    ko: `${name.ko as string} 계정으로 가입된 이메일 입니다.`,
    en: `This e-mail is registered with a ${name.en as string} account.`,
  };
}

/** docs/product/platform.md Detail page: OG title of another member's page. */
export function otherUserOgTitle(userName: string, page: "dashboard" | "contents"): Localized {
  return page === "dashboard"
    ? { ko: `${userName}님의 대시보드 | ${BRAND.siteName}`, en: `${userName}'s dashboard | ${BRAND.nameEn}` }
    : { ko: `${userName}님의 콘텐츠 | ${BRAND.siteName}`, en: `${userName}'s posts | ${BRAND.nameEn}` };
}

/** Designed: what moderators' tools answer (notices, banners, the report queue). */
export const ADMIN_MSG = texts({
  /** A member who is not a moderator opens a moderators' page (the API's own wording). */
  forbidden: { ko: "접근 권한이 없습니다.", en: "You do not have access to this." },
  badUrl: {
    ko: "링크는 /로 시작하는 사이트 주소나 http(s) 주소여야 합니다.",
    en: "A link must be a site path starting with / or an http(s) address.",
  },
  endBeforeStart: { ko: "종료 시각은 시작 시각보다 뒤여야 합니다.", en: "The end must come after the start." },
  fixedNotFound: { ko: "고정 알림을 찾을 수 없습니다.", en: "The pinned notice could not be found." },
  bannerImageRequired: { ko: "배너 이미지 주소를 입력해 주세요.", en: "Enter the banner image address." },
  bannerNotFound: { ko: "배너를 찾을 수 없습니다.", en: "The banner could not be found." },
});
