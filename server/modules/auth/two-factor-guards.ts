// The two checks other modules' guards make (kept apart from the service, so the route layer
// does not load the authenticator and QR code libraries): operator tools need two-step sign-in
// on, and acts on money or the account need a recent proof from a member who has it.
import { texts } from "../../../core/i18n";
import { AppError, errors } from "../../lib/errors";
import type { Viewer } from "./types";

const GUARD_TEXT = texts({
  staffOnly: {
    ko: "운영 기능은 2단계 인증을 켠 운영자만 쓸 수 있어요. 내 계정에서 2단계 인증을 켜 주세요.",
    en: "Operator tools need two-step sign-in. Turn it on in your account settings.",
  },
  reauth: {
    ko: "안전을 위해 본인 확인이 한 번 더 필요해요. 인증 앱의 코드를 입력해 주세요.",
    en: "For your safety, please confirm it is you: enter the code from your authenticator app.",
  },
});

/** Acts on money or the account ask again when the session's last proof is older than this. */
export const REAUTH_AFTER_MS = 10 * 60_000;

/** Refuses a moderator or admin whose two-step sign-in is off (decision 0212). */
export function requireStaffTwoFactor(viewer: Viewer): void {
  if (!viewer.twoFactor) throw errors.forbidden(GUARD_TEXT.staffOnly, "TWO_FACTOR_REQUIRED_FOR_STAFF");
}

/** Whether this session must prove itself again before an act on money or the account. */
export function needsReauth(viewer: Viewer, now: number = Date.now()): boolean {
  return viewer.twoFactor && now - new Date(viewer.provedAt).getTime() > REAUTH_AFTER_MS;
}

/** Refuses such an act until the member has entered a code again (POST /api/user/reauth). */
export function requireRecentProof(viewer: Viewer, now: number = Date.now()): void {
  if (needsReauth(viewer, now)) throw new AppError(403, "REAUTH_REQUIRED", GUARD_TEXT.reauth);
}
