// /mypage/leave (+ /m): the exit survey (docs/product/accounts.md: account-exit survey with usage reasons).
// The member picks why they leave (기타 with their own words) or skips it, then confirms on
// /mypage/leaveconfirm.
import { useEffect, useState } from "react";
import { Link, useNavigate, type MetaFunction } from "react-router";
import { LEAVE_DETAIL_MAX, LEAVE_REASONS, validateLeaveReason } from "../../core/profile";
import { readLeaveDraft, saveLeaveDraft } from "../features/profile/leave-draft";
import { useLinkTo } from "../lib/device";
import { BRAND } from "../../core/brand";
import { texts } from "../../core/i18n";
import { T, useT, type Showable } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import { useRootData } from "../lib/viewer";
import "../styles/profile.css";
import "../styles/reason-picker.css";

const LEAVE_TEXT = texts({
  title: { ko: "회원 탈퇴", en: "Close account" },
  lead: {
    ko: `{name}님, 떠나시는 이유를 알려주시면 더 나은 ${BRAND.siteName}를 만드는 데 참고하겠습니다. 응답은 계정과 연결되지 않은 채로 보관됩니다.`,
    en: `{name}, tell us why you are leaving and we will use it to make ${BRAND.nameEn} better. Answers are kept apart from your account.`,
  },
  reason: { ko: "탈퇴 사유", en: "Why you are leaving" },
  detailRequired: { ko: "탈퇴 사유 (필수)", en: "Your reason (required)" },
  detailOptional: { ko: "더 하고 싶은 말 (선택)", en: "Anything else (optional)" },
  placeholder: { ko: "불편했던 점이나 바라는 점을 적어 주세요.", en: "Tell us what bothered you or what you wish for." },
  cancel: { ko: "취소", en: "Cancel" },
  skip: { ko: "건너뛰기", en: "Skip" },
  next: { ko: "다음", en: "Next" },
});

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, LEAVE_TEXT.title);

export default function MypageLeave() {
  const t = useT();
  const { viewer } = useRootData();
  const navigate = useNavigate();
  const linkTo = useLinkTo();
  const [reason, setReason] = useState("");
  const [detail, setDetail] = useState("");
  const [error, setError] = useState<Showable | null>(null);

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
      <h1 className="page-heading">{t(LEAVE_TEXT.title)}</h1>
      <p className="page-lead">{t(LEAVE_TEXT.lead, { name: viewer?.userName ?? "" })}</p>
      <form className="settings-card" onSubmit={next} noValidate>
        <fieldset className="choices">
          <legend>{t(LEAVE_TEXT.reason)}</legend>
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
              <span>{t(r.label)}</span>
            </label>
          ))}
        </fieldset>
        <label htmlFor="leave-detail" className="field-label">
          {t(reason === "other" ? LEAVE_TEXT.detailRequired : LEAVE_TEXT.detailOptional)}
        </label>
        <textarea
          id="leave-detail"
          className="text-input"
          rows={4}
          maxLength={LEAVE_DETAIL_MAX}
          value={detail}
          placeholder={t(LEAVE_TEXT.placeholder)}
          onChange={(e) => {
            setDetail(e.target.value);
            setError(null);
          }}
        />
        <p className="form-error" role="alert">
          {error ? <T text={error} /> : ""}
        </p>
        <div className="form-actions">
          <Link to={linkTo("/mypage/account")} className="btn">
            {t(LEAVE_TEXT.cancel)}
          </Link>
          <button type="button" className="btn" onClick={skip}>
            {t(LEAVE_TEXT.skip)}
          </button>
          <button type="submit" className="btn btn-blue">
            {t(LEAVE_TEXT.next)}
          </button>
        </div>
      </form>
    </div>
  );
}
