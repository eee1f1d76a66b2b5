// /mypage/leaveconfirm (+ /m): what leaving does, the confirmation, the password for e-mail
// members, then DELETE deleteAccount (with the survey answer) or deleteAccountNoReason.
// The server clears this browser's session cookie; the page then reloads home.
import { useEffect, useState } from "react";
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { MSG } from "../../core/messages";
import { LEAVE_MSG, LEAVE_REASONS } from "../../core/profile";
import { readLeaveDraft, saveLeaveDraft, type LeaveDraft } from "../features/profile/leave-draft";
import { LEFT_FLAG } from "../features/profile/leave-flag";
import { api } from "../lib/api";
import { useIsMobile, useLinkTo } from "../lib/device";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(MSG.membersOnly, { status: 401 });
  const account = await context.services.profile.myAccount(context.viewer.userNo);
  if (!account) throw data(MSG.membersOnly, { status: 401 });
  return { hasPassword: account.hasPassword, points: account.points };
}

export const meta: MetaFunction = () => [{ title: "회원 탈퇴 확인 | 나눔터" }, { name: "robots", content: "noindex" }];

export default function MypageLeaveConfirm() {
  const { hasPassword, points } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const linkTo = useLinkTo();
  // undefined until the tab's saved answer has been read (after hydration).
  const [draft, setDraft] = useState<LeaveDraft | null | undefined>(undefined);
  const [agree, setAgree] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => setDraft(readLeaveDraft()), []);
  const reasonLabel = draft ? LEAVE_REASONS.find((r) => r.key === draft.reason)?.label : null;

  const leave = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!agree) return setError(LEAVE_MSG.confirmRequired);
    if (hasPassword && !password) return setError(LEAVE_MSG.passwordRequired);
    setBusy(true);
    const body = { agree: true, ...(hasPassword ? { userPw: password } : {}) };
    const res = draft
      ? await api("DELETE /api/user/deleteAccount", {
          body: { ...body, reason: draft.reason, ...(draft.detail.trim() ? { detail: draft.detail } : {}) },
        })
      : await api("DELETE /api/user/deleteAccountNoReason", { body });
    if (!res.ok) {
      setBusy(false);
      return setError(res.message);
    }
    saveLeaveDraft(null);
    sessionStorage.setItem(LEFT_FLAG, "1");
    // A full reload: every page and the header forget the member at once.
    window.location.replace(mobile ? "/m" : "/");
  };

  return (
    <div className="leave-page">
      <h1 className="page-heading">회원 탈퇴 확인</h1>
      <section className="settings-card">
        <h2>탈퇴하기 전에 꼭 확인해 주세요</h2>
        <ul className="leave-notes">
          <li>이메일 주소, 닉네임, 프로필 사진과 배경 이미지, 자기소개, 휴대폰 번호가 즉시 삭제되며 되돌릴 수 없습니다.</li>
          <li>
            보유한 포인트 <strong className="points">{points.toLocaleString("ko-KR")} P</strong>는 모두 소멸하며, 다시 가입해도 복구되지
            않습니다.
          </li>
          <li>{LEAVE_MSG.postsPolicy}</li>
          <li>탈퇴한 뒤에도 같은 이메일 주소로 언제든 다시 가입할 수 있습니다.</li>
        </ul>
        {draft === undefined ? null : (
          <p className="leave-reason-line">
            {reasonLabel ? (
              <>
                선택한 탈퇴 사유: <strong>{reasonLabel}</strong>{" "}
              </>
            ) : (
              <>탈퇴 사유를 선택하지 않았습니다. </>
            )}
            <Link to={linkTo("/mypage/leave")} className="text-link">
              {reasonLabel ? "사유 바꾸기" : "사유 선택하기"}
            </Link>
          </p>
        )}
      </section>
      <form className="settings-card" onSubmit={leave} noValidate>
        <label className="check-line">
          <input type="checkbox" checked={agree} onChange={(e) => (setAgree(e.target.checked), setError(null))} />
          <span>안내 사항을 모두 확인했으며 탈퇴에 동의합니다.</span>
        </label>
        {hasPassword ? (
          <>
            <label htmlFor="leave-password" className="field-label">
              비밀번호 확인
            </label>
            <input
              id="leave-password"
              type="password"
              className="text-input"
              autoComplete="current-password"
              value={password}
              onChange={(e) => (setPassword(e.target.value), setError(null))}
            />
          </>
        ) : null}
        <p className="form-error" role="alert">
          {error ?? ""}
        </p>
        <div className="form-actions">
          <Link to={linkTo("/mypage/account")} className="btn">
            취소
          </Link>
          <button type="submit" className="btn btn-red" disabled={busy}>
            {busy ? "처리 중…" : "탈퇴하기"}
          </button>
        </div>
      </form>
    </div>
  );
}
