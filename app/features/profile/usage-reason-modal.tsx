// modalUsageReason (SPEC §4, §5, §9): why did you join? Four reasons, 기타 with the member's
// own words, 500 P for answering once, and "30일 동안 보지 않기" (a per-member cookie).
import { both } from "../../../core/i18n";
import { T, type Showable } from "../../lib/i18n";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { MSG } from "../../../core/messages";
import {
  USAGE_REASON_DETAIL_MAX,
  USAGE_REASON_HIDE_SECONDS,
  USAGE_REASON_MSG,
  USAGE_REASON_REWARD_POINTS,
  USAGE_REASONS,
  USAGE_REASON_LABELS,
  usageReasonHideCookie,
  validateUsageReason,
} from "../../../core/usage-reason";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { writeCookie } from "./cookies";

export const USAGE_REASON_MODAL_ID = "modalUsageReason";

export function UsageReasonForm({ userId }: { userId: string }) {
  const ui = useUi();
  const revalidator = useRevalidator();
  const [reason, setReason] = useState<string>("");
  const [detail, setDetail] = useState("");
  const [error, setError] = useState<Showable | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateUsageReason(reason, detail);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    const res = await api("POST /api/user/user/usage-reason-survey", {
      body: { usageReason: checked.reason, ...(checked.detail ? { detail: checked.detail } : {}) },
    });
    setBusy(false);
    if (!res.ok) {
      if (res.errorId === "USAGE_REASON_ANSWERED") {
        ui.closeModal();
        void revalidator.revalidate();
        return;
      }
      setError(res.message);
      return;
    }
    ui.closeModal();
    ui.toast(res.data.points > 0 ? both(USAGE_REASON_MSG.rewarded, { points: res.data.points }) : USAGE_REASON_MSG.thanks, "blue");
    void revalidator.revalidate();
  };

  const hideFor30Days = () => {
    writeCookie(usageReasonHideCookie(userId), "1", USAGE_REASON_HIDE_SECONDS);
    ui.closeModal();
  };

  return (
    <form className="usage-reason" onSubmit={submit} noValidate>
      <p className="usage-reason-lead">
        응답해 주시면 <strong className="points">{USAGE_REASON_REWARD_POINTS.toLocaleString("ko-KR")}P</strong>를 드려요. 더 나은 나눔터를
        만드는 데 소중히 쓰겠습니다.
      </p>
      <fieldset>
        <legend className="sr-only">가입 목적</legend>
        {USAGE_REASONS.map((r) => (
          <label key={r} className={reason === r ? "choice selected" : "choice"}>
            <input
              type="radio"
              name="usageReason"
              value={r}
              checked={reason === r}
              onChange={() => {
                setReason(r);
                setError(null);
              }}
            />
            <span>
              <T text={USAGE_REASON_LABELS[r]} />
            </span>
          </label>
        ))}
      </fieldset>
      {reason === MSG.usageReasonOther.ko ? (
        <textarea
          className="text-input"
          aria-label="기타 가입 목적"
          placeholder="가입 목적을 작성해 주세요."
          maxLength={USAGE_REASON_DETAIL_MAX}
          rows={3}
          value={detail}
          onChange={(e) => {
            setDetail(e.target.value);
            setError(null);
          }}
        />
      ) : null}
      <p className="form-error" role="alert">
        {error ? <T text={error} /> : ""}
      </p>
      <div className="usage-reason-footer">
        <button type="button" className="link-button" onClick={hideFor30Days}>
          30일 동안 보지 않기
        </button>
        <div className="usage-reason-actions">
          <button type="button" className="btn" onClick={() => ui.closeModal()}>
            닫기
          </button>
          <button type="submit" className="btn btn-blue" disabled={busy}>
            {busy ? "보내는 중…" : "응답하고 500P 받기"}
          </button>
        </div>
      </div>
    </form>
  );
}
