// Form pieces of the account pages: the card frame, a labelled field with its message, the
// password field with show/hide and the strength meter, the 6-digit code field, and the
// form-level alert. Messages are plain text (React escapes them).
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { PASSWORD_STRENGTH_LABELS, passwordStrength } from "../../../core/account";
import { useIsMobile } from "../../lib/device";
import { T, type Showable } from "../../lib/i18n";
import "../../styles/auth.css";

export function AuthFrame({
  title,
  lead,
  icon,
  tone = "info",
  children,
}: {
  title: Showable;
  lead?: ReactNode;
  icon?: ReactNode;
  /** "warn" draws the icon in the danger colour (a link that did not work …). */
  tone?: "info" | "warn";
  children?: ReactNode;
}) {
  const mobile = useIsMobile();
  return (
    <div className={mobile ? "auth-page auth-page-m" : "auth-page"}>
      <section className="auth-card" aria-labelledby="auth-title">
        {icon ? <div className={tone === "warn" ? "auth-icon warn" : "auth-icon"}>{icon}</div> : null}
        <h1 id="auth-title" className="auth-title">
          <T text={title} />
        </h1>
        {lead ? <div className="auth-lead">{lead}</div> : null}
        {children}
      </section>
    </div>
  );
}

export type MessageTone = "error" | "ok" | "info";

export interface FieldMessage {
  tone: MessageTone;
  text: Showable;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id"> & {
  value: string;
  onValue: (value: string) => void;
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
  ...input
}: InputProps & {
  id: string;
  label: string;
  message?: FieldMessage | null;
  hint?: ReactNode;
  /** Shown at the right of the label (e.g. a byte counter). */
  aside?: ReactNode;
  /** A control inside the input box (e.g. show/hide). */
  trailing?: ReactNode;
}) {
  const { onValue, ...rest } = input;
  const messageId = `${id}-msg`;
  const hintId = `${id}-hint`;
  const describedBy = [message ? messageId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        {aside ? <span className="field-aside">{aside}</span> : null}
      </div>
      <div className="field-control">
        <input
          id={id}
          className={trailing ? "field-input has-trailing" : "field-input"}
          aria-invalid={message?.tone === "error" ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
          onChange={(event) => onValue(event.target.value)}
        />
        {trailing}
      </div>
      <p id={messageId} className={message ? `field-msg ${message.tone}` : "field-msg"} aria-live="polite">
        {message ? <T text={message.text} /> : ""}
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
  return (
    <Field
      {...field}
      type={shown ? "text" : "password"}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button type="button" className="field-toggle" aria-pressed={shown} aria-controls={field.id} onClick={() => setShown((v) => !v)}>
          {shown ? "숨기기" : "보기"}
        </button>
      }
      hint={meter ? <StrengthMeter password={field.value} /> : field.hint}
    />
  );
}

export function StrengthMeter({ password }: { password: string }) {
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
      <span className="strength-label">비밀번호 강도: {PASSWORD_STRENGTH_LABELS[level] || "약함"}</span>
    </div>
  );
}

export function CodeField({
  value,
  onValue,
  message,
  disabled,
  label = "인증번호",
}: {
  value: string;
  onValue: (value: string) => void;
  message?: FieldMessage | null;
  disabled?: boolean;
  label?: string;
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
      placeholder="6자리 숫자"
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
