// The reason picker of the surveys and reports (usage reason, leaving, reporting a post or a
// comment): one choice among labelled reasons, and for "other" the member's own words in a
// text box that opens under the choices. The form around it owns the value and the message.
import { useId } from "react";
import { useT, type Showable } from "../../lib/i18n";
import "../../styles/reason-picker.css";

export interface Reason<K extends string> {
  key: K;
  label: Showable;
}

export interface ReasonPickerProps<K extends string> {
  /** The group's name for assistive technology. */
  legend: Showable;
  reasons: readonly Reason<K>[];
  value: K | null;
  onChange(key: K): void;
  /** The key whose choice asks for the member's own words (e.g. "other"). */
  otherKey?: K;
  other?: { value: string; onChange(text: string): void; label: Showable; placeholder?: Showable; maxLength: number };
  /** Visual density of the choices: cards (surveys) or rows (reports). */
  look?: "cards" | "rows";
}

export function ReasonPicker<K extends string>({
  legend,
  reasons,
  value,
  onChange,
  otherKey,
  other,
  look = "cards",
}: ReasonPickerProps<K>) {
  const t = useT();
  const name = useId();
  return (
    <div className={`reason-picker reason-picker-${look}`}>
      <fieldset>
        <legend className="sr-only">{t(legend)}</legend>
        {reasons.map((reason) => (
          <label key={reason.key} className={value === reason.key ? "choice selected" : "choice"}>
            <input type="radio" name={name} value={reason.key} checked={value === reason.key} onChange={() => onChange(reason.key)} />
            <span>{t(reason.label)}</span>
          </label>
        ))}
      </fieldset>
      {other && otherKey !== undefined && value === otherKey ? (
        <textarea
          className="text-input reason-other"
          aria-label={t(other.label)}
          placeholder={other.placeholder === undefined ? undefined : t(other.placeholder)}
          maxLength={other.maxLength}
          rows={3}
          value={other.value}
          onChange={(event) => other.onChange(event.target.value)}
          autoFocus
        />
      ) : null}
    </div>
  );
}
