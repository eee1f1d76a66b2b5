// modalReport (desktop) / modalReportMobile (phone), docs/product/engagement.md: the reasons (spam, obscenity,
// copyright, abuse, other with text), sent once per member and item. Opened through
// useReport(), which first checks the viewer is a verified member (useMemberAction).
import { T, useT, type Showable } from "../../lib/i18n";
import { useState } from "react";
import {
  REPORT_MSG,
  REPORT_OTHER_TEXT_MAX,
  REPORT_REASONS,
  validateReportReason,
  type ReportReason,
  type ReportTargetType,
} from "../../../core/reports";
import { Button } from "../../components/ui/button";
import { ReasonPicker } from "../../components/ui/reason-picker";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { useIsMobile } from "../../lib/device";
import { useMemberAction } from "../auth/use-member-action";
import { REPORT } from "./text";
import "../../styles/reports.css";

interface ReportTarget {
  targetType: ReportTargetType;
  targetNo: number;
}

function ReportForm({ target, onDone, onCancel }: { target: ReportTarget; onDone: (blinded: boolean) => void; onCancel: () => void }) {
  const t = useT();
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
      <p className="report-lead">{t(target.targetType === "post" ? REPORT.leadPost : REPORT.leadComment)}</p>
      <ReasonPicker
        legend={REPORT.reasons}
        reasons={REPORT_REASONS}
        value={reason}
        look="rows"
        onChange={(key) => {
          setReason(key);
          setError(null);
        }}
        otherKey="other"
        other={{
          value: detail,
          onChange: (text) => {
            setDetail(text);
            setError(null);
          },
          label: REPORT.otherLabel,
          placeholder: t(REPORT.otherPlaceholder, { max: REPORT_OTHER_TEXT_MAX }),
          maxLength: REPORT_OTHER_TEXT_MAX,
        }}
      />
      <p className="report-note">{t(REPORT.note)}</p>
      <p className="report-error" role="alert">
        {error ? <T text={error} /> : ""}
      </p>
      <div className="modal-footer leftRightAlign">
        <Button onClick={onCancel}>{t(REPORT.cancel)}</Button>
        <Button type="submit" variant="red" pending={busy}>
          {t(REPORT.submit)}
        </Button>
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
    title: REPORT.title,
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
