// Form pieces every form uses: a labelled input with its message and hint, the password field
// with show/hide and the strength meter, the 6-digit code field, and the form-level alert.
// Messages and labels are catalogue texts (or the server's message, already in the reader's
// language); React escapes them.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { PASSWORD_STRENGTH_LABELS, passwordStrength } from "../../../core/account";
import { texts } from "../../../core/i18n";
import { T, useT, type Showable } from "../../lib/i18n";
import "../../styles/auth.css";

const FIELD_TEXT = texts({
  show: { ko: "보기", en: "Show" },
  hide: { ko: "숨기기", en: "Hide" },
  strength: { ko: "비밀번호 강도: {level}", en: "Password strength: {level}" },
  code: { ko: "인증번호", en: "Verification code" },
  codePlaceholder: { ko: "6자리 숫자", en: "6 digits" },
});

export type MessageTone = "error" | "ok" | "info";

export interface FieldMessage {
  tone: MessageTone;
  text: Showable;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id" | "placeholder"> & {
  value: string;
  onValue: (value: string) => void;
  placeholder?: Showable;
  ref?: Ref<HTMLInputElement>;
};

export function Field({
  id,
  label,
  message,
  hint,
  aside,
  trailing,
  className,
  placeholder,
  ...input
}: InputProps & {
  id: string;
  label: Showable;
  message?: FieldMessage | null;
  hint?: ReactNode;
  /** Shown at the right of the label (e.g. a byte counter). */
  aside?: ReactNode;
  /** A control inside the input box (e.g. show/hide). */
  trailing?: ReactNode;
}) {
  const t = useT();
  const { onValue, ...rest } = input;
  const messageId = `${id}-msg`;
  const hintId = `${id}-hint`;
  const describedBy = [message ? messageId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <div className="field-label">
        <label htmlFor={id}>{t(label)}</label>
        {aside ? <span className="field-aside">{aside}</span> : null}
      </div>
      <div className="field-control">
        <input
          id={id}
          className={trailing ? "field-input has-trailing" : "field-input"}
          aria-invalid={message?.tone === "error" ? true : undefined}
          aria-describedby={describedBy}
          placeholder={placeholder === undefined ? undefined : t(placeholder)}
          {...rest}
          onChange={(event) => onValue(event.target.value)}
        />
        {trailing}
      </div>
      <p id={messageId} className={message ? `field-msg ${message.tone}` : "field-msg"} aria-live="polite">
        {message ? t(message.text) : ""}
      </p>
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export function PasswordField(props: Parameters<typeof Field>[0] & { meter?: boolean }) {
  const { meter, ...field } = props;
  const [shown, setShown] = useState(false);
  const t = useT();
  return (
    <Field
      {...field}
      type={shown ? "text" : "password"}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button type="button" className="field-toggle" aria-pressed={shown} aria-controls={field.id} onClick={() => setShown((v) => !v)}>
          {t(shown ? FIELD_TEXT.hide : FIELD_TEXT.show)}
        </button>
      }
      hint={meter ? <StrengthMeter password={field.value} /> : field.hint}
    />
  );
}

export function StrengthMeter({ password }: { password: string }) {
  const t = useT();
  const level = passwordStrength(password);
  if (!password) return null;
  return (
    <div className="strength" data-level={level}>
      <span className="strength-bars" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </span>
      <span className="strength-label">{t(FIELD_TEXT.strength, { level: t(PASSWORD_STRENGTH_LABELS[level]) })}</span>
    </div>
  );
}

export function CodeField({
  value,
  onValue,
  message,
  disabled,
  label = FIELD_TEXT.code,
}: {
  value: string;
  onValue: (value: string) => void;
  message?: FieldMessage | null;
  disabled?: boolean;
  label?: Showable;
}) {
  const id = useId();
  return (
    <Field
      id={`code-${id}`}
      label={label}
      className="field-code"
      value={value}
      onValue={(v) => onValue(v.replace(/[^\d\s-]/g, "").slice(0, 7))}
      message={message}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={FIELD_TEXT.codePlaceholder}
      maxLength={7}
      disabled={disabled}
    />
  );
}

/** The form-level message: errors as an alert, confirmations as a status. */
export function FormAlert({ message }: { message: FieldMessage | null }) {
  if (!message) return null;
  return (
    <div className={`form-alert ${message.tone}`} role={message.tone === "error" ? "alert" : "status"}>
      <T text={message.text} />
    </div>
  );
}
