// The writing page's header piece for scheduled publishing (docs/product/writing.md §15): the
// "예약 발행" button, or, for a scheduled draft, its mark "예약됨 · 12월 5일 오전 9:00" with
// change and cancel. The publish button beside it publishes now.
import { formatScheduledTime, SCHEDULE_MSG } from "../../../core/scheduling";
import { Button } from "../../components/ui/button";
import { useLanguage, useT } from "../../lib/i18n";
import { SCHEDULE_TEXT } from "./schedule-text";
import "../../styles/schedule.css";

export interface ScheduleBarProps {
  scheduledAt: string | null;
  disabled: boolean;
  onSchedule(): void;
  onCancel(): void;
}

export function ScheduleBar({ scheduledAt, disabled, onSchedule, onCancel }: ScheduleBarProps) {
  const t = useT();
  const language = useLanguage();
  if (!scheduledAt) {
    return (
      <Button size="sm" className="schedule-open" disabled={disabled} onClick={onSchedule} data-testid="schedule-button">
        {t(SCHEDULE_TEXT.open)}
      </Button>
    );
  }
  return (
    <span className="schedule-bar">
      <span className="schedule-badge" data-testid="schedule-badge">
        {t(SCHEDULE_MSG.badge, { when: formatScheduledTime(new Date(scheduledAt), language) })}
      </span>
      <Button size="sm" onClick={onSchedule} disabled={disabled} data-testid="schedule-change">
        {t(SCHEDULE_TEXT.change)}
      </Button>
      <Button size="sm" onClick={onCancel} data-testid="schedule-cancel">
        {t(SCHEDULE_TEXT.cancel)}
      </Button>
    </span>
  );
}
