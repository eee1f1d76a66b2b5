// The account pages' mail forms, written once: the e-mail form that asks for a mail (a reset,
// a new verification), the 6-digit code form that answers one, and the "no mail?" section that
// sends it again. Each page keeps its own fetcher (its action) and decides what success means;
// these hold the rules every one of them follows: the field's rule is checked before sending,
// and its message (or the server's) stays until the member types again.
import { useState, type FormEvent } from "react";
import type { FetcherWithComponents } from "react-router";
import { validateCode, validateEmail } from "../../../core/account";
import { Button } from "../../components/ui/button";
import { CodeField, Field, FormAlert, type FieldMessage } from "../../components/ui/field";
import { T, useT, type Showable } from "../../lib/i18n";

/** What a page action answers (server/page-actions.ts ActionResult), as these forms read it. */
type MailAnswer = { ok: true } | { ok: false; status: number; message: string };

/** A page's fetcher for one of these forms. */
export type MailFetcher = Pick<FetcherWithComponents<unknown>, "state" | "submit"> & { data?: MailAnswer | undefined };

type Rule<T> = (value: string) => { ok: true; value: T } | { ok: false; message: Showable };

/**
 * A one-field form's value with its rule: `send` checks it and hands the valid value on;
 * `error` is the rule's message, or the server's (`refusal`), for the value as it was sent.
 */
function useCheckedField<T>(
  rule: Rule<T>,
  fetcher: MailFetcher,
  refusal?: (answer: { status: number; message: string }) => Showable,
  initial = "",
) {
  const [value, setValue] = useState(initial);
  const [checked, setChecked] = useState<string | null>(null);
  const pending = fetcher.state !== "idle";
  const answer = fetcher.data;
  const ruled = checked !== null && checked === value ? rule(value) : null;
  const error: Showable | null =
    ruled && !ruled.ok
      ? ruled.message
      : checked === value && answer && !answer.ok && !pending
        ? (refusal?.(answer) ?? answer.message)
        : null;
  const send = (event: FormEvent, onValid: (valid: T) => void) => {
    event.preventDefault();
    if (pending) return;
    setChecked(value);
    const valid = rule(value);
    if (valid.ok) onValid(valid.value);
  };
  return { value, setValue, pending, error, send };
}

/** Posts `body` as JSON to the page's own action. */
function post(fetcher: MailFetcher, body: Record<string, string>): void {
  void fetcher.submit(body, { method: "post", encType: "application/json" });
}

/**
 * Asks for a mail to an address: `{ ...extra, userEmail }` goes to the page's action, and
 * `onSending` learns the normalized address as it goes (the page moves on when its fetcher
 * answers ok).
 */
export function EmailForm({
  id,
  label,
  submitLabel,
  pendingLabel,
  fetcher,
  extra = {},
  onSending,
  refusal,
  initial,
  placeholder,
}: {
  id: string;
  label: Showable;
  submitLabel: Showable;
  pendingLabel?: Showable;
  fetcher: MailFetcher;
  extra?: Record<string, string>;
  onSending?: (email: string) => void;
  /** The server's refusal as this page words it (a verified address is told to sign in …). */
  refusal?: (answer: { status: number; message: string }) => Showable;
  initial?: string;
  placeholder?: Showable;
}) {
  const t = useT();
  // The address the page arrived with is the field's first value.
  const field = useCheckedField(validateEmail, fetcher, refusal, initial);
  return (
    <form
      className="auth-form"
      noValidate
      aria-busy={field.pending}
      onSubmit={(event) =>
        field.send(event, (email) => {
          onSending?.(email);
          post(fetcher, { ...extra, userEmail: email });
        })
      }
    >
      <Field
        id={id}
        label={label}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        placeholder={placeholder}
        value={field.value}
        onValue={field.setValue}
        message={field.error ? { tone: "error", text: field.error } : null}
      />
      <Button type="submit" variant="blue" block pending={field.pending} pendingLabel={pendingLabel ? t(pendingLabel) : undefined}>
        {t(submitLabel)}
      </Button>
    </form>
  );
}

/** The 6-digit code of a mail: `{ ...extra, certNum }` goes to the page's action. */
export function CodeForm({
  fetcher,
  extra,
  submitLabel,
  pendingLabel,
}: {
  fetcher: MailFetcher;
  extra: Record<string, string>;
  submitLabel: Showable;
  pendingLabel: Showable;
}) {
  const t = useT();
  const field = useCheckedField(validateCode, fetcher);
  return (
    <form
      className="auth-form"
      noValidate
      aria-busy={field.pending}
      onSubmit={(event) => field.send(event, (code) => post(fetcher, { ...extra, certNum: code }))}
    >
      <CodeField value={field.value} onValue={field.setValue} message={field.error ? { tone: "error", text: field.error } : null} />
      <Button type="submit" variant="blue" block pending={field.pending} pendingLabel={t(pendingLabel)}>
        {t(submitLabel)}
      </Button>
    </form>
  );
}

/**
 * "No mail?": sends the same mail again (`body` to the page's action) and says how it went;
 * `sentBefore` is the message to show before any resend (the page was reached right after one).
 */
export function ResendSection({
  title,
  hint,
  buttonLabel,
  pendingLabel,
  resentMessage,
  fetcher,
  body,
  sentBefore = false,
}: {
  title: Showable;
  hint: Showable;
  buttonLabel: Showable;
  pendingLabel: Showable;
  resentMessage: Showable;
  fetcher: MailFetcher;
  body: Record<string, string>;
  sentBefore?: boolean;
}) {
  const t = useT();
  const sending = fetcher.state !== "idle";
  const resent = fetcher.data;
  const message: FieldMessage | null = sending
    ? null
    : resent
      ? resent.ok
        ? { tone: "ok", text: resentMessage }
        : { tone: "error", text: resent.message }
      : sentBefore
        ? { tone: "ok", text: resentMessage }
        : null;
  return (
    <div className="auth-section">
      <h2>
        <T text={title} />
      </h2>
      <p>
        <T text={hint} />
      </p>
      <Button variant="blue-outline" block pending={sending} pendingLabel={t(pendingLabel)} onClick={() => post(fetcher, body)}>
        {t(buttonLabel)}
      </Button>
      <div className="auth-section-alert">
        <FormAlert message={message} />
      </div>
    </div>
  );
}
