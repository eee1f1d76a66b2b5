// modalUsageReason (docs/product/accounts.md): why did you join? Four reasons, 기타 with the member's
// own words, 500 P for answering once, and "30일 동안 보지 않기" (a per-member cookie).
import { BRAND } from "../../../core/brand";
import { UI_TEXT } from "../../components/ui/text";
import { both, texts } from "../../../core/i18n";
import { T, useFormat, useT, type Showable } from "../../lib/i18n";
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

const SURVEY_TEXT = texts({
  leadBefore: { ko: "응답해 주시면 ", en: "Answer and get " },
  leadAfter: {
    ko: `를 드려요. 더 나은 ${BRAND.siteName}를 만드는 데 소중히 쓰겠습니다.`,
    en: `. Your answer helps us make ${BRAND.nameEn} better.`,
  },
  legend: { ko: "가입 목적", en: "Why you joined" },
  otherLabel: { ko: "기타 가입 목적", en: "Other reason for joining" },
  otherPlaceholder: { ko: "가입 목적을 작성해 주세요.", en: "Tell us why you joined." },
  hide: { ko: "30일 동안 보지 않기", en: "Do not show for 30 days" },
  close: { ko: "닫기", en: "Close" },
  sending: UI_TEXT.sending,
  submit: { ko: "응답하고 {points}P 받기", en: "Answer and get {points} P" },
});

export function UsageReasonForm({ userId }: { userId: string }) {
  const ui = useUi();
  const t = useT();
  const format = useFormat();
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
        {t(SURVEY_TEXT.leadBefore)}
        <strong className="points">{format.count(USAGE_REASON_REWARD_POINTS)}P</strong>
        {t(SURVEY_TEXT.leadAfter)}
      </p>
      <fieldset>
        <legend className="sr-only">{t(SURVEY_TEXT.legend)}</legend>
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
          aria-label={t(SURVEY_TEXT.otherLabel)}
          placeholder={t(SURVEY_TEXT.otherPlaceholder)}
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
          {t(SURVEY_TEXT.hide)}
        </button>
        <div className="usage-reason-actions">
          <button type="button" className="btn" onClick={() => ui.closeModal()}>
            {t(SURVEY_TEXT.close)}
          </button>
          <button type="submit" className="btn btn-blue" disabled={busy}>
            {busy ? t(SURVEY_TEXT.sending) : t(SURVEY_TEXT.submit, { points: USAGE_REASON_REWARD_POINTS })}
          </button>
        </div>
      </div>
    </form>
  );
}
