// Words of the sign-in methods section (/mypage/account) and the World ID page (/world-id).
import { texts } from "../../../core/i18n";

export const LINKING_TEXT = texts({
  sectionTitle: { ko: "로그인 연결", en: "Sign-in methods" },
  sectionLead: {
    ko: "다른 로그인 방법을 연결해 두면 그 계정으로도 로그인할 수 있습니다. 로그인할 수 있는 방법은 항상 하나 이상 남아 있어야 합니다.",
    en: "Link other sign-in methods to sign in with them too. At least one way to sign in always stays.",
  },
  password: { ko: "이메일과 비밀번호", en: "E-mail and password" },
  linked: { ko: "연결됨", en: "Linked" },
  noPassword: {
    ko: "아직 없어요 · 위의 비밀번호 설정에서 만들 수 있어요",
    en: "None yet · you can set one under Set a password above",
  },
  notLinked: { ko: "연결 안 됨", en: "Not linked" },
  joinMethod: { ko: "가입한 방법", en: "Joined with" },
  link: { ko: "연결하기", en: "Link" },
  unlink: { ko: "연결 해제", en: "Unlink" },
  unlinkTitle: { ko: "{provider} 연결을 해제할까요?", en: "Unlink {provider}?" },
  unlinkBody: {
    ko: "해제하면 이 계정으로는 더 이상 로그인할 수 없습니다.",
    en: "You will no longer be able to sign in with this account.",
  },
  linkedOn: { ko: "{date} 연결", en: "Linked {date}" },
  moving: { ko: "이동하는 중…", en: "Opening…" },
  worldIdBadge: { ko: "World ID 인증", en: "World ID verified" },
  worldIdBadgeTitle: { ko: "World ID로 사람임을 인증한 회원입니다.", en: "This member proved personhood with World ID." },
  level: { ko: "인증 수준: {level}", en: "Level: {level}" },
  // /world-id
  worldIdLead: {
    ko: "World ID로 실제 사람임을 인증합니다. World ID 하나로는 한 계정만 인증할 수 있습니다.",
    en: "Prove with World ID that you are a real person. One World ID can verify only one account.",
  },
  worldIdBenefit: {
    ko: "인증한 회원은 프로필에 인증 표시가 붙고, 글을 읽어 받는 큐레이팅이 하루 {cap}개까지로 늘어납니다. 인증한 World ID로 로그인할 수도 있습니다.",
    en: "Verified members get a mark on their profile, can earn up to {cap} curation tickets a day by reading, and can sign in with the World ID they verified.",
  },
  worldIdNotConfigured: {
    ko: "이 사이트에는 World ID가 설정되어 있지 않아 지금은 인증할 수 없습니다.",
    en: "World ID is not configured on this site, so verification is not available here.",
  },
  worldIdSignIn: { ko: "로그인한 회원만 World ID 인증을 할 수 있습니다.", en: "Sign in to verify with World ID." },
  toLogin: { ko: "로그인하기", en: "Sign in" },
  verify: { ko: "World ID로 인증하기", en: "Verify with World ID" },
  verified: { ko: "World ID 인증을 마친 계정입니다.", en: "This account is verified with World ID." },
  verifiedOn: { ko: "{date}에 인증했습니다.", en: "Verified on {date}." },
  manage: { ko: "로그인 연결 관리", en: "Manage sign-in methods" },
});

export const LINKING_BUTTONS = texts({
  cancel: { ko: "취소", en: "Cancel" },
  confirmUnlink: { ko: "연결 해제", en: "Unlink" },
});
