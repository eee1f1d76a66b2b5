// Profile rules shared by the account page and the server: the cover letter (자기소개),
// profile and background images, and the exit survey of SPEC §2 (account-exit survey).
import { cleanLine, cleanParagraphs } from "./text";

export const COVER_LETTER_MAX = 300;
/** Profile and background pictures: at most 5 MB, checked by content on the server. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";

export const PROFILE_MSG = {
  coverLetterTooLong: `자기소개는 ${COVER_LETTER_MAX}자까지 입력할 수 있습니다.`,
  coverLetterSaved: "자기소개가 저장되었습니다.",
  profileImageSaved: "프로필 이미지가 변경되었습니다.",
  profileImageRemoved: "프로필 이미지를 기본 이미지로 바꿨습니다.",
  backgroundSaved: "배경 이미지가 변경되었습니다.",
  backgroundRemoved: "배경 이미지를 삭제했습니다.",
  imageTooLarge: "이미지는 5MB 이하만 올릴 수 있습니다.",
  imageMissing: "올릴 이미지 파일을 선택해 주세요.",
  passwordChanged: "비밀번호가 변경되었습니다. 다른 기기에서는 다시 로그인해 주세요.",
  notYourAccount: "본인의 정보만 변경할 수 있습니다.",
  memberNotFound: "존재하지 않거나 탈퇴한 회원입니다.",
} as const;

export type CoverLetterResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * Keeps the member's words as typed (line breaks included) but drops control characters
 * and trailing spaces; the text is stored inert and always shown escaped.
 */
export function validateCoverLetter(input: string): CoverLetterResult {
  const value = cleanParagraphs(input);
  if (Array.from(value).length > COVER_LETTER_MAX) return { ok: false, message: PROFILE_MSG.coverLetterTooLong };
  return { ok: true, value };
}

// ── leaving (SPEC §2: account-exit survey with usage reasons) ──────────────

export const LEAVE_REASONS = [
  { key: "reward", label: "토큰·포인트 보상이 기대보다 적어요" },
  { key: "content", label: "읽고 싶은 콘텐츠가 부족해요" },
  { key: "writing", label: "글을 쓰고 올리기가 불편해요" },
  { key: "features", label: "AI 도구 등 서비스 기능이 아쉬워요" },
  { key: "privacy", label: "개인정보가 걱정돼요" },
  { key: "rejoin", label: "다른 계정으로 다시 가입할 거예요" },
  { key: "other", label: "기타" },
] as const;
export type LeaveReasonKey = (typeof LEAVE_REASONS)[number]["key"];
export const LEAVE_DETAIL_MAX = 500;

export const LEAVE_MSG = {
  selectReason: "탈퇴 사유를 선택해 주세요.",
  writeReason: "탈퇴 사유를 작성해 주세요.",
  detailTooLong: `의견은 ${LEAVE_DETAIL_MAX}자까지 입력할 수 있습니다.`,
  confirmRequired: "안내 사항을 확인하고 동의해 주세요.",
  passwordRequired: "탈퇴하려면 비밀번호를 입력해 주세요.",
  passwordWrong: "비밀번호가 일치하지 않습니다.",
  done: "회원 탈퇴가 완료되었습니다. 그동안 나눔터를 이용해 주셔서 감사합니다.",
  /** What leaving does to posts (docs/decisions: posts stay under an anonymised name). */
  postsPolicy:
    "탈퇴 후에도 작성하신 게시물은 삭제되지 않고 '탈퇴한 회원' 이름으로 남습니다. 삭제를 원하는 게시물이 있다면 탈퇴 전에 직접 삭제해 주세요.",
} as const;

/** The name shown on posts of a member who left. Contains a space, so no member can take it. */
export const LEFT_MEMBER_NAME = "탈퇴한 회원";

export type LeaveReasonResult = { ok: true; reason: LeaveReasonKey; detail: string | null } | { ok: false; message: string };

export function validateLeaveReason(reason: string | null | undefined, detail?: string | null): LeaveReasonResult {
  const found = LEAVE_REASONS.find((r) => r.key === reason);
  if (!found) return { ok: false, message: LEAVE_MSG.selectReason };
  const text = cleanLine(detail ?? "");
  if (found.key === "other" && text === "") return { ok: false, message: LEAVE_MSG.writeReason };
  if (Array.from(text).length > LEAVE_DETAIL_MAX) return { ok: false, message: LEAVE_MSG.detailTooLong };
  return { ok: true, reason: found.key, detail: text === "" ? null : text };
}
