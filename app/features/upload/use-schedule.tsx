// Scheduled publishing from the writing page (docs/product/writing.md §15): modalSchedule asks for
// the time, the upload policy is agreed first as for publishing (modalPolicy), and the post is
// kept as the member's draft with its time. A scheduled draft in the form, or in the drafts list,
// can be moved, published now or cancelled back to a plain draft.
import { useRef, useState, type Dispatch } from "react";
import { useNavigate } from "react-router";
import { fill } from "../../../core/i18n";
import { formatScheduledTime } from "../../../core/scheduling";
import { WRITING_MSG } from "../../../core/writing";
import type { DraftList } from "../../../server/modules/drafts/types";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import type { Showable } from "../../lib/i18n";
import { explainQuotaRefusal } from "../reward/upload-quota";
import { clearLocalCopy, type Autosave } from "./autosave";
import { snapshotOf, type Action, type UploadFormState } from "./form-state";
import { openUploadPolicy } from "./policy";
import { ScheduleForm } from "./schedule-form";
import { SCHEDULE_TEXT } from "./schedule-text";
import { UPLOAD } from "./text";

export interface ScheduleOptions {
  state: UploadFormState;
  dispatch: Dispatch<Action>;
  drafts: DraftList;
  refreshDrafts(): Promise<void>;
  /** The editor's current HTML (the state may lag a keystroke behind). */
  content(): string;
  autosave: Autosave;
  storageKey: string;
  policyAgreed: boolean;
  allowLeave(): void;
  prefix: string;
}

/** A time in both languages, each in its own words. */
function scheduledToast(at: Date) {
  return {
    ko: fill(SCHEDULE_TEXT.scheduled.ko, { when: formatScheduledTime(at, "ko") }),
    en: fill(SCHEDULE_TEXT.scheduled.en, { when: formatScheduledTime(at, "en") }),
  };
}

export function useSchedule({
  state,
  dispatch,
  drafts,
  refreshDrafts,
  content,
  autosave,
  storageKey,
  allowLeave,
  prefix,
  ...options
}: ScheduleOptions) {
  const ui = useUi();
  const navigate = useNavigate();
  const [policyAgreed, setPolicyAgreed] = useState(options.policyAgreed);
  /** Agreed on this page: said again with every try until the server has recorded it (a refused time records nothing). */
  const [agreedHere, setAgreedHere] = useState(false);
  const [busy, setBusy] = useState(false);
  // The dialog's handler was made when it opened: it reads the form as it is when sent.
  const latest = useRef(state);
  latest.current = state;
  /** The time of the draft being written, when it is a scheduled post. */
  const scheduledAt = state.draftNo !== null ? (drafts.list.find((d) => d.draftNo === state.draftNo)?.scheduledAt ?? null) : null;

  const send = async (at: Date, agreePolicy: boolean): Promise<Showable | null> => {
    if (!policyAgreed && !agreePolicy) {
      openUploadPolicy(ui, () => {
        setPolicyAgreed(true);
        setAgreedHere(true);
        void send(at, true).then((refusal) => {
          if (refusal)
            ui.openModal({
              id: "modalScheduleError",
              title: SCHEDULE_TEXT.failed,
              body: refusal,
              size: "small",
              buttons: [{ label: SCHEDULE_TEXT.ok, style: "blue" }],
            });
        });
      });
      return null;
    }
    // A save under way may be creating the draft: wait for it, so the schedule names that draft
    // instead of making a second one.
    await autosave.saveNow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const form = latest.current;
    const html = content();
    const result = await api("POST /api/contents/schedule", {
      body: {
        type: "editor",
        subject: form.subject,
        webEditorContent: html,
        topic: form.topic,
        tags: form.tags,
        thumb: form.thumb,
        scheduledAt: at.toISOString(),
        ...(form.draftNo !== null ? { draftNo: form.draftNo } : {}),
        ...(agreePolicy || agreedHere ? { agreePolicy: true } : {}),
      },
    });
    if (!result.ok) {
      if (result.errorId === "POLICY_CONSENT_REQUIRED") setPolicyAgreed(false);
      return result.status > 0 && result.status < 500 ? result.message : WRITING_MSG.publishError;
    }
    // The server holds this text now, as the draft that waits.
    dispatch({ type: "saved", draftNo: result.data.draftNo, snapshot: { ...snapshotOf(form), webEditorContent: html } });
    clearLocalCopy(storageKey);
    await refreshDrafts();
    ui.closeModal();
    ui.toast(scheduledToast(at), "blue");
    return null;
  };

  const openSchedule = () =>
    ui.openModal({
      id: "modalSchedule",
      title: SCHEDULE_TEXT.title,
      size: "small",
      buttons: [],
      body: <ScheduleForm initial={scheduledAt} onSubmit={(at) => send(at, false)} onClose={ui.closeModal} />,
    });

  const cancel = async (draftNo: number) => {
    setBusy(true);
    try {
      const result = await api("POST /api/contents/schedule/:draftNo/cancel", { params: { draftNo } });
      ui.toast(result.ok ? SCHEDULE_TEXT.cancelled : result.message);
      await refreshDrafts();
    } finally {
      setBusy(false);
    }
  };

  const publishNow = async (draftNo: number) => {
    const current = draftNo === state.draftNo;
    setBusy(true);
    try {
      // What is on the screen is what goes out.
      if (current && !(await autosave.saveNow())) return ui.toast(WRITING_MSG.draftSaveError);
      if (current) autosave.stop();
      const result = await api("POST /api/contents/schedule/:draftNo/publish", { params: { draftNo } });
      if (result.ok) {
        if (current) clearLocalCopy(storageKey);
        allowLeave();
        ui.toast(UPLOAD.published);
        void navigate(`${prefix}/d/${result.data.permaLink}`);
        return;
      }
      if (current) autosave.resume();
      if (!(await explainQuotaRefusal(ui, result.errorId))) ui.toast(result.message);
      await refreshDrafts();
    } finally {
      setBusy(false);
    }
  };

  return { scheduledAt, openSchedule, cancel, publishNow, busy };
}
