// The passkey words of the login pages and the account page, in both languages.
import { texts } from "../../../core/i18n";

export const PASSKEY_UI = texts({
  signIn: { ko: "패스키로 로그인", en: "Sign in with a passkey" },
  signingIn: { ko: "패스키 확인 중…", en: "Checking the passkey…" },
  cancelled: { ko: "패스키 로그인을 취소했어요.", en: "The passkey sign-in was cancelled." },
  unsupported: {
    ko: "이 브라우저는 패스키를 지원하지 않아요. 이메일과 비밀번호로 로그인해 주세요.",
    en: "This browser does not support passkeys. Please sign in with your e-mail and password.",
  },
  failed: { ko: "패스키로 로그인하지 못했어요. 다시 시도해 주세요.", en: "Could not sign in with the passkey. Please try again." },

  heading: { ko: "패스키", en: "Passkeys" },
  hint: {
    ko: "비밀번호 대신 지문, 얼굴 인식, 화면 잠금으로 로그인해요. 패스키는 나눔터에서만 쓰여 피싱 사이트에 넘어가지 않아요.",
    en: "Sign in with your fingerprint, face or screen lock instead of a password. A passkey works only on Nanumteo, so a phishing site cannot use it.",
  },
  add: { ko: "패스키 추가", en: "Add a passkey" },
  adding: { ko: "추가 중…", en: "Adding…" },
  added: { ko: "패스키를 추가했어요. 다음부터 패스키로 로그인할 수 있어요.", en: "Passkey added. You can sign in with it from now on." },
  addCancelled: { ko: "패스키 추가를 취소했어요.", en: "Adding the passkey was cancelled." },
  alreadyHere: {
    ko: "이 기기에는 이미 이 계정의 패스키가 있어요.",
    en: "This device already holds a passkey for this account.",
  },
  none: { ko: "등록한 패스키가 없어요.", en: "You have no passkeys yet." },
  loading: { ko: "불러오는 중…", en: "Loading…" },
  created: { ko: "등록 {when}", en: "Added {when}" },
  lastUsed: { ko: "마지막 사용 {when}", en: "Last used {when}" },
  neverUsed: { ko: "아직 사용하지 않음", en: "Not used yet" },
  synced: { ko: "여러 기기에서 사용", en: "Synced" },
  rename: { ko: "이름 바꾸기", en: "Rename" },
  renameOne: { ko: "{name} 이름 바꾸기", en: "Rename {name}" },
  nameLabel: { ko: "패스키 이름", en: "Passkey name" },
  save: { ko: "저장", en: "Save" },
  cancel: { ko: "취소", en: "Cancel" },
  remove: { ko: "삭제", en: "Remove" },
  removeOne: { ko: "{name} 삭제", en: "Remove {name}" },
  removeTitle: { ko: "패스키를 삭제할까요?", en: "Remove this passkey?" },
  removeBody: {
    ko: "「{name}」 패스키로는 더 이상 로그인할 수 없어요. 기기에 남은 패스키는 기기의 설정에서 지워 주세요.",
    en: "You will no longer be able to sign in with “{name}”. Delete it from the device's own settings too.",
  },
  removed: { ko: "패스키를 삭제했어요.", en: "Passkey removed." },
});
