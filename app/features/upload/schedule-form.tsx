// The body of modalSchedule (docs/product/writing.md §15): a date and a time in Korea time, said
// beside the fields whatever the reader's own clock, sent as the UTC instant. The server's refusal
// (too soon, too far) is shown under the fields in the page's language, and the form stays.
import { useState } from "react";
import { SCHEDULE_MSG, seoulWallTimeToUtc, utcToSeoulWallTime } from "../../../core/scheduling";
import { Button } from "../../components/ui/button";
import { T, useT, type Showable } from "../../lib/i18n";
import { SCHEDULE_TEXT } from "./schedule-text";

/** A first suggestion: the next full hour at least an hour from now. */
function suggestedTime(now: Date): Date {
  const hour = 3_600_000;
  return new Date(Math.ceil((now.getTime() + hour) / hour) * hour);
}

export interface ScheduleFormProps {
  /** The time already scheduled (ISO), when changing it. */
  initial: string | null;
  /** Sends the instant; resolves with what to show when it was refused (null: done). */
  onSubmit(at: Date): Promise<Showable | null>;
  onClose(): void;
}

export function ScheduleForm({ initial, onSubmit, onClose }: ScheduleFormProps) {
  const t = useT();
  const [value, setValue] = useState(() => utcToSeoulWallTime(initial ? new Date(initial) : suggestedTime(new Date())));
  const [error, setError] = useState<Showable | null>(null);
  const [busy, setBusy] = useState(false);
  const today = utcToSeoulWallTime(new Date()).date;

  const submit = async () => {
    const at = seoulWallTimeToUtc(value.date, value.time);
    if (!at) return setError(SCHEDULE_MSG.invalidTime);
    setBusy(true);
    setError(null);
    try {
      setError(await onSubmit(at));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="schedule-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="schedule-intro">{t(SCHEDULE_TEXT.intro)}</p>
      <div className="schedule-fields">
        <label className="schedule-field">
          <span>{t(SCHEDULE_TEXT.date)}</span>
          <input
            type="date"
            required
            min={today}
            value={value.date}
            onChange={(e) => setValue((v) => ({ ...v, date: e.target.value }))}
            data-testid="schedule-date"
          />
        </label>
        <label className="schedule-field">
          <span>{t(SCHEDULE_TEXT.time)}</span>
          <input
            type="time"
            required
            value={value.time}
            onChange={(e) => setValue((v) => ({ ...v, time: e.target.value }))}
            data-testid="schedule-time"
          />
        </label>
        <span className="schedule-zone" data-testid="schedule-zone">
          {t(SCHEDULE_MSG.zone)}
        </span>
      </div>
      <p className="schedule-note">{t(SCHEDULE_TEXT.limitNote)}</p>
      {error ? (
        <p className="field-error schedule-error" role="alert" data-testid="schedule-error">
          <T text={error} />
        </p>
      ) : null}
      <div className="modal-footer leftRightAlign">
        <Button variant="white" onClick={onClose}>
          {t(SCHEDULE_TEXT.close)}
        </Button>
        <Button variant="blue" type="submit" pending={busy} data-testid="schedule-confirm">
          {t(SCHEDULE_TEXT.confirm)}
        </Button>
      </div>
    </form>
  );
}
