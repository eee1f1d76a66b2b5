// /mypage/leave (+ /m): the exit survey (SPEC §2: account-exit survey with usage reasons).
// The member picks why they leave (기타 with their own words) or skips it, then confirms on
// /mypage/leaveconfirm.
import { useEffect, useState } from "react";
import { Link, useNavigate, type MetaFunction } from "react-router";
import { LEAVE_DETAIL_MAX, LEAVE_REASONS, validateLeaveReason } from "../../core/profile";
import { readLeaveDraft, saveLeaveDraft } from "../features/profile/leave-draft";
import { useLinkTo } from "../lib/device";
import { useRootData } from "../lib/viewer";
import "../styles/profile.css";
import "../styles/reason-picker.css";

export const meta: MetaFunction = () => [{ title: "회원 탈퇴 | 나눔터" }, { name: "robots", content: "noindex" }];

export default function MypageLeave() {
  const { viewer } = useRootData();
  const navigate = useNavigate();
  const linkTo = useLinkTo();
  const [reason, setReason] = useState("");
  const [detail, setDetail] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const draft = readLeaveDraft();
    if (draft) {
      setReason(draft.reason);
      setDetail(draft.detail);
    }
  }, []);

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateLeaveReason(reason, detail);
    if (!checked.ok) return setError(checked.message);
    saveLeaveDraft({ reason, detail });
    void navigate(linkTo("/mypage/leaveconfirm"));
  };
  const skip = () => {
    saveLeaveDraft(null);
    void navigate(linkTo("/mypage/leaveconfirm"));
  };

  return (
    <div className="leave-page">
      <h1 className="page-heading">회원 탈퇴</h1>
      <p className="page-lead">
        {viewer?.userName}님, 떠나시는 이유를 알려주시면 더 나은 나눔터를 만드는 데 참고하겠습니다. 응답은 계정과 연결되지 않은 채로
        보관됩니다.
      </p>
      <form className="settings-card" onSubmit={next} noValidate>
        <fieldset className="choices">
          <legend>탈퇴 사유</legend>
          {LEAVE_REASONS.map((r) => (
            <label key={r.key} className={reason === r.key ? "choice selected" : "choice"}>
              <input
                type="radio"
                name="leave-reason"
                value={r.key}
                checked={reason === r.key}
                onChange={() => {
                  setReason(r.key);
                  setError(null);
                }}
              />
              <span>{r.label}</span>
            </label>
          ))}
        </fieldset>
        <label htmlFor="leave-detail" className="field-label">
          {reason === "other" ? "탈퇴 사유 (필수)" : "더 하고 싶은 말 (선택)"}
        </label>
        <textarea
          id="leave-detail"
          className="text-input"
          rows={4}
          maxLength={LEAVE_DETAIL_MAX}
          value={detail}
          placeholder="불편했던 점이나 바라는 점을 적어 주세요."
          onChange={(e) => {
            setDetail(e.target.value);
            setError(null);
          }}
        />
        <p className="form-error" role="alert">
          {error ?? ""}
        </p>
        <div className="form-actions">
          <Link to={linkTo("/mypage/account")} className="btn">
            취소
          </Link>
          <button type="button" className="btn" onClick={skip}>
            건너뛰기
          </button>
          <button type="submit" className="btn btn-blue">
            다음
          </button>
        </div>
      </form>
    </div>
  );
}
