// modalReport (desktop) / modalReportMobile (phone), SPEC §2: the reasons (spam, obscenity,
// copyright, abuse, other with text), sent once per member and item. Opened through
// useReport(), which first checks the viewer is a verified member (useMemberAction).
import { T, type Showable } from "../../lib/i18n";
import { useState } from "react";
import {
  REPORT_MSG,
  REPORT_OTHER_TEXT_MAX,
  REPORT_REASONS,
  validateReportReason,
  type ReportReason,
  type ReportTargetType,
} from "../../../core/reports";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { useIsMobile } from "../../lib/device";
import { useMemberAction } from "../auth/use-member-action";
import "../../styles/reports.css";

interface ReportTarget {
  targetType: ReportTargetType;
  targetNo: number;
}

function ReportForm({ target, onDone, onCancel }: { target: ReportTarget; onDone: (blinded: boolean) => void; onCancel: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState("");
  const [error, setError] = useState<Showable | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateReportReason(reason, detail);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    const result = await api("POST /api/reports", { body: { ...target, reason: checked.reason, reasonText: checked.detail } });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onDone(result.data.blinded);
  };
  return (
    <form className="report-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="report-lead">{target.targetType === "post" ? "이 게시물을" : "이 댓글을"} 신고하는 이유를 선택해 주세요.</p>
      <fieldset className="report-reasons">
        <legend className="sr-only">신고 사유</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r.key} className={reason === r.key ? "report-reason selected" : "report-reason"}>
            <input
              type="radio"
              name="report-reason"
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
      {reason === "other" ? (
        <textarea
          className="report-detail"
          aria-label="기타 사유"
          rows={3}
          maxLength={REPORT_OTHER_TEXT_MAX}
          value={detail}
          placeholder={`신고 사유를 적어 주세요. (${REPORT_OTHER_TEXT_MAX}자 이내)`}
          onChange={(e) => {
            setDetail(e.target.value);
            setError(null);
          }}
          autoFocus
        />
      ) : null}
      <p className="report-note">허위 신고는 서비스 이용이 제한될 수 있어요. 신고한 내용은 되돌릴 수 없어요.</p>
      <p className="report-error" role="alert">
        {error ? <T text={error} /> : ""}
      </p>
      <div className="modal-footer leftRightAlign">
        <button type="button" className="btn" onClick={onCancel}>
          취소
        </button>
        <button type="submit" className="btn btn-red" disabled={busy}>
          신고하기
        </button>
      </div>
    </form>
  );
}

/** Returns report(target, onReported?): asks a visitor to sign in, an unverified member to verify, then opens the modal. */
/** Opens the report modal for a target (the caller has checked the viewer may report). */
export function openReport(
  ui: ReturnType<typeof useUi>,
  mobile: boolean,
  target: ReportTarget,
  onReported?: (blinded: boolean) => void,
): void {
  ui.openModal({
    id: mobile ? "modalReportMobile" : "modalReport",
    title: "신고하기",
    size: mobile ? "small" : "large",
    buttons: [],
    body: (
      <ReportForm
        target={target}
        onCancel={ui.closeModal}
        onDone={(blinded) => {
          ui.closeModal();
          ui.toast(REPORT_MSG.done, "blue");
          onReported?.(blinded);
        }}
      />
    ),
  });
}

export function useReport(): (target: ReportTarget, onReported?: (blinded: boolean) => void) => void {
  const ui = useUi();
  const mobile = useIsMobile();
  const guard = useMemberAction({ verified: true });
  return (target, onReported) => {
    void guard(() => openReport(ui, mobile, target, onReported));
  };
}
