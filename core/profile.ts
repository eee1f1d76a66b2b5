// Profile rules shared by the account page and the server: the cover letter (자기소개),
// profile and background images, and the exit survey of docs/product/accounts.md (account-exit survey).
import { texts, type Text } from "./i18n";
import { cleanLine, cleanParagraphs } from "./text";

export const COVER_LETTER_MAX = 300;
/** Profile and background pictures: at most 5 MB, checked by content on the server. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";

/** A cover letter with swear words or slurs (checked on the server; decision 0183). */
export const COVER_LETTER_PROFANE_MSG = {
  ko: "욕설이나 비속어가 들어간 자기소개는 저장할 수 없습니다.",
  en: "An introduction with swear words or slurs cannot be saved.",
} as const;

export const PROFILE_MSG = texts({
  coverLetterTooLong: {
    ko: `자기소개는 ${COVER_LETTER_MAX}자까지 입력할 수 있습니다.`,
    en: `The introduction can have up to ${COVER_LETTER_MAX} characters.`,
  },
  coverLetterSaved: { ko: "자기소개가 저장되었습니다.", en: "Your introduction has been saved." },
  profileImageSaved: { ko: "프로필 이미지가 변경되었습니다.", en: "Your profile picture has been changed." },
  profileImageRemoved: { ko: "프로필 이미지를 기본 이미지로 바꿨습니다.", en: "Your profile picture is back to the default." },
  backgroundSaved: { ko: "배경 이미지가 변경되었습니다.", en: "Your background picture has been changed." },
  backgroundRemoved: { ko: "배경 이미지를 삭제했습니다.", en: "Your background picture has been removed." },
  imageTooLarge: { ko: "이미지는 5MB 이하만 올릴 수 있습니다.", en: "Pictures can be up to 5 MB." },
  imageMissing: { ko: "올릴 이미지 파일을 선택해 주세요.", en: "Choose a picture to upload." },
  oneImageOnly: { ko: "이미지는 한 번에 한 장만 올릴 수 있습니다.", en: "Upload one picture at a time." },
  imageByUpload: {
    ko: "이미지는 이미지 업로드로 변경해 주세요. 이 항목은 빈 값으로 초기화만 할 수 있습니다.",
    en: "Change pictures by uploading one. This item can only be reset with an empty value.",
  },
  passwordChanged: {
    ko: "비밀번호가 변경되었습니다. 다른 기기에서는 다시 로그인해 주세요.",
    en: "Your password has been changed. Sign in again on your other devices.",
  },
  notYourAccount: { ko: "본인의 정보만 변경할 수 있습니다.", en: "You can only change your own account." },
  memberNotFound: { ko: "존재하지 않거나 탈퇴한 회원입니다.", en: "This member does not exist or has left." },
  deviceGone: { ko: "이미 로그아웃된 기기입니다.", en: "This device is already signed out." },
});

export type CoverLetterResult = { ok: true; value: string } | { ok: false; message: Text };

/**
 * Keeps the member's words as typed (line breaks included) but drops control characters
 * and trailing spaces; the text is stored inert and always shown escaped.
 */
export function validateCoverLetter(input: string): CoverLetterResult {
  const value = cleanParagraphs(input);
  if (Array.from(value).length > COVER_LETTER_MAX) return { ok: false, message: PROFILE_MSG.coverLetterTooLong };
  return { ok: true, value };
}

// ── leaving (docs/product/accounts.md: account-exit survey with usage reasons) ──────────────

export const LEAVE_REASONS = [
  { key: "reward", label: { ko: "토큰·포인트 보상이 기대보다 적어요", en: "Token and point rewards are lower than I expected" } },
  { key: "content", label: { ko: "읽고 싶은 콘텐츠가 부족해요", en: "There is not enough I want to read" } },
  { key: "writing", label: { ko: "글을 쓰고 올리기가 불편해요", en: "Writing and posting is inconvenient" } },
  { key: "features", label: { ko: "AI 도구 등 서비스 기능이 아쉬워요", en: "Features such as the AI tools fall short" } },
  { key: "privacy", label: { ko: "개인정보가 걱정돼요", en: "I am worried about my personal data" } },
  { key: "rejoin", label: { ko: "다른 계정으로 다시 가입할 거예요", en: "I will sign up again with another account" } },
  { key: "other", label: { ko: "기타", en: "Other" } },
] as const;
export type LeaveReasonKey = (typeof LEAVE_REASONS)[number]["key"];
export const LEAVE_DETAIL_MAX = 500;

export const LEAVE_MSG = texts({
  selectReason: { ko: "탈퇴 사유를 선택해 주세요.", en: "Choose why you are leaving." },
  writeReason: { ko: "탈퇴 사유를 작성해 주세요.", en: "Tell us why you are leaving." },
  detailTooLong: {
    ko: `의견은 ${LEAVE_DETAIL_MAX}자까지 입력할 수 있습니다.`,
    en: `Comments can have up to ${LEAVE_DETAIL_MAX} characters.`,
  },
  confirmRequired: { ko: "안내 사항을 확인하고 동의해 주세요.", en: "Please read the notes and agree." },
  passwordRequired: { ko: "탈퇴하려면 비밀번호를 입력해 주세요.", en: "Enter your password to leave." },
  passwordWrong: { ko: "비밀번호가 일치하지 않습니다.", en: "The password is not correct." },
  done: {
    ko: "회원 탈퇴가 완료되었습니다. 그동안 나눔터를 이용해 주셔서 감사합니다.",
    en: "Your account has been closed. Thank you for using Nanumteo.",
  },
  /** What leaving does to posts (docs/decisions: posts stay under an anonymised name). */
  postsPolicy: {
    ko: "탈퇴 후에도 작성하신 게시물은 삭제되지 않고 '탈퇴한 회원' 이름으로 남습니다. 삭제를 원하는 게시물이 있다면 탈퇴 전에 직접 삭제해 주세요.",
    en: "Your posts are not deleted when you leave: they stay under the name 'Former member'. Delete any post you want removed before you leave.",
  },
});

/**
 * The name shown on posts of a member who left. Contains a space, so no member can take it. It
 * is stored as the member's name (in Korean, like every stored name); the English is what
 * the leaving page calls it.
 */
export const LEFT_MEMBER = texts({ name: { ko: "탈퇴한 회원", en: "Former member" } });
export const LEFT_MEMBER_NAME: string = LEFT_MEMBER.name.ko as string;

export type LeaveReasonResult = { ok: true; reason: LeaveReasonKey; detail: string | null } | { ok: false; message: Text };

export function validateLeaveReason(reason: string | null | undefined, detail?: string | null): LeaveReasonResult {
  const found = LEAVE_REASONS.find((r) => r.key === reason);
  if (!found) return { ok: false, message: LEAVE_MSG.selectReason };
  const text = cleanLine(detail ?? "");
  if (found.key === "other" && text === "") return { ok: false, message: LEAVE_MSG.writeReason };
  if (Array.from(text).length > LEAVE_DETAIL_MAX) return { ok: false, message: LEAVE_MSG.detailTooLong };
  return { ok: true, reason: found.key, detail: text === "" ? null : text };
}
