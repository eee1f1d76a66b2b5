// The draft list (docs/product/writing.md drafts, the "setter"): newest first, load one, delete several. The
// draft being written is marked and can be neither loaded nor deleted.
import { T, useFormat, useLanguage, useT, type Showable } from "../../lib/i18n";
import { formatScheduledTime, SCHEDULE_MSG } from "../../../core/scheduling";
import { SCHEDULE_TEXT } from "./schedule-text";
import { useEffect, useRef, useState } from "react";
import { topicLabel } from "../../../core/topics";
import { DRAFT_UNTITLED } from "../../../core/writing";
import type { DraftList } from "../../../server/modules/drafts/types";
import { UPLOAD } from "./text";
import { useDialogFocus } from "../../components/ui/dialog-focus";

export interface DraftPanelProps {
  drafts: DraftList;
  currentDraftNo: number | null;
  busy: boolean;
  error: Showable | null;
  onLoad(draftNo: number): void;
  onDelete(draftNos: number[]): void;
  onClose(): void;
  /** A scheduled draft (docs/product/writing.md §15): publish it at once, or take its time away. */
  onPublishNow?(draftNo: number): void;
  onCancelSchedule?(draftNo: number): void;
}

export function DraftPanel({
  drafts,
  currentDraftNo,
  busy,
  error,
  onLoad,
  onDelete,
  onClose,
  onPublishNow,
  onCancelSchedule,
}: DraftPanelProps) {
  const t = useT();
  const language = useLanguage();
  const format = useFormat();
  const [checked, setChecked] = useState<number[]>([]);
  const ref = useRef<HTMLDivElement>(null);
  const now = new Date();
  useDialogFocus(ref, onClose, { initial: "dialog" });
  // Drafts that disappeared (deleted, published) drop out of the selection.
  useEffect(() => {
    setChecked((list) => list.filter((no) => drafts.list.some((d) => d.draftNo === no)));
  }, [drafts]);

  return (
    <div className="draft-panel-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="draft-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="draft-panel-title"
        tabIndex={-1}
        ref={ref}
        id="draftPanel"
      >
        <div className="draft-panel-head">
          <h2 id="draft-panel-title">
            {t(UPLOAD.drafts)} <span className="count">{drafts.writtenCount}</span>
            <span className="max">/ {drafts.maxCount}</span>
            {/* Imported drafts are not held to the 50 (docs/product/import.md). */}
            {drafts.totalCount > drafts.writtenCount ? (
              <span className="max"> · {t(UPLOAD.importedCount, { n: drafts.totalCount - drafts.writtenCount })}</span>
            ) : null}
          </h2>
          <button type="button" className="icon-btn" aria-label={t(UPLOAD.close)} onClick={onClose}>
            ×
          </button>
        </div>
        {drafts.list.length === 0 ? (
          <div className="draft-empty">
            <strong>{t(UPLOAD.noDrafts)}</strong>
            <p>{t(UPLOAD.noDraftsHint)}</p>
          </div>
        ) : (
          <ul className="draft-list">
            {drafts.list.map((d) => {
              const current = d.draftNo === currentDraftNo;
              return (
                <li key={d.draftNo} className={current ? "draft-item current" : "draft-item"} data-draft-no={d.draftNo}>
                  <input
                    type="checkbox"
                    aria-label={t(UPLOAD.selectDraft, { title: d.title || t(DRAFT_UNTITLED) })}
                    disabled={current || busy}
                    checked={checked.includes(d.draftNo)}
                    onChange={(e) => setChecked((list) => (e.target.checked ? [...list, d.draftNo] : list.filter((n) => n !== d.draftNo)))}
                  />
                  <button type="button" className="draft-open" disabled={current || busy} onClick={() => onLoad(d.draftNo)}>
                    <span className="draft-title">
                      {d.title || t(DRAFT_UNTITLED)}
                      {current ? <span className="badge">{t(UPLOAD.writingNow)}</span> : null}
                      {d.complete && !current && !d.scheduledAt ? <span className="badge badge-ok">{t(UPLOAD.publishable)}</span> : null}
                    </span>
                    <span className="draft-excerpt">{d.excerpt || t(UPLOAD.noContent)}</span>
                    <span className="draft-meta">
                      {d.topic && topicLabel(d.topic) ? (
                        <span>
                          <T text={topicLabel(d.topic)!} />
                        </span>
                      ) : null}
                      <time dateTime={d.draftDate}>{format.ago(d.draftDate, now)}</time>
                      {d.originalDate ? (
                        <span className="draft-original-date">{t(UPLOAD.originallyWritten, { date: format.date(d.originalDate) })}</span>
                      ) : null}
                    </span>
                  </button>
                  {d.scheduledAt ? (
                    <div className="draft-schedule" data-testid="draft-schedule">
                      <span className="schedule-badge">
                        {t(SCHEDULE_MSG.badge, { when: formatScheduledTime(new Date(d.scheduledAt), language) })}
                      </span>
                      <span className="draft-schedule-actions">
                        {onPublishNow ? (
                          <button type="button" className="btn btn-sm btn-blue" disabled={busy} onClick={() => onPublishNow(d.draftNo)}>
                            {t(SCHEDULE_TEXT.publishNow)}
                          </button>
                        ) : null}
                        {onCancelSchedule ? (
                          <button type="button" className="btn btn-sm" disabled={busy} onClick={() => onCancelSchedule(d.draftNo)}>
                            {t(SCHEDULE_TEXT.cancel)}
                          </button>
                        ) : null}
                      </span>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {error ? (
          <p className="field-error draft-error" role="alert">
            <T text={error} />
          </p>
        ) : null}
        <div className="draft-panel-foot">
          <span className="hint">{t(UPLOAD.currentLocked)}</span>
          <button type="button" className="btn btn-sm btn-red" disabled={checked.length === 0 || busy} onClick={() => onDelete(checked)}>
            {t(UPLOAD.deleteSelected)}
            {checked.length ? ` (${checked.length})` : ""}
          </button>
        </div>
      </div>
    </div>
  );
}
