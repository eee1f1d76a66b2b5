// /mypage/account and /m/mypage/account: two-step sign-in (docs/product/accounts.md §6.7). Off:
// turn it on — a QR code (and the key as text) for the authenticator app, then its first code;
// the ten recovery codes are shown once, to download or copy. On: since when, how many recovery
// codes are left, new codes or turning it off, each for a code.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { TwoFactorSetup, TwoFactorStatus } from "../../../server/modules/two-factor/types";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { useFormat, useLanguage, useT } from "../../lib/i18n";
import { formatSeoulDateTime } from "../../../core/security-alerts";
import { TWO_FACTOR_UI } from "./text";
import "../../styles/two-factor.css";

type Mode =
  { kind: "idle" } | { kind: "setup"; setup: TwoFactorSetup } | { kind: "codes"; codes: string[] } | { kind: "off" } | { kind: "regen" };

export function TwoFactorSection({ email }: { email: string }) {
  const ui = useUi();
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: "idle" });
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const res = await api("GET /api/user/twoFactor");
    if (res.ok) {
      setStatus(res.data);
      setError(null);
    } else setError(res.message);
  }, []);
  useEffect(() => void load(), [load]);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    const res = await api("POST /api/user/twoFactor/setup");
    setBusy(false);
    if (!res.ok) return ui.toast(res.message);
    setMode({ kind: "setup", setup: res.data });
  };

  return (
    <section className="settings-card two-factor" id="two-factor" aria-labelledby="two-factor-section">
      <div className="settings-card-head">
        <h2 id="two-factor-section">{t(TWO_FACTOR_UI.heading)}</h2>
        {status && !status.enabled && mode.kind === "idle" ? (
          <button type="button" className="btn btn-sm btn-blue" onClick={() => void start()} disabled={busy} aria-busy={busy || undefined}>
            {t(TWO_FACTOR_UI.turnOn)}
          </button>
        ) : null}
      </div>
      <p className="field-hint">{t(TWO_FACTOR_UI.hint)}</p>
      {status?.required && !status.enabled ? (
        <p className="two-factor-required" role="note">
          {t(TWO_FACTOR_UI.requiredNotice)}
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {status === null && !error ? <p className="field-hint">{t(TWO_FACTOR_UI.loading)}</p> : null}

      {status?.recoveryPendingUntil && mode.kind === "idle" ? (
        <div className="two-factor-required two-factor-recovery" role="alert">
          <p>{t(TWO_FACTOR_UI.recoveryPending, { when: formatSeoulDateTime(status.recoveryPendingUntil, language) })}</p>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() =>
              void api("POST /api/user/twoFactor/recovery/cancel").then((res) => {
                if (!res.ok) return ui.toast(res.message);
                ui.toast(t(TWO_FACTOR_UI.recoveryCancelledToast));
                void load();
              })
            }
          >
            {t(TWO_FACTOR_UI.cancelRecovery)}
          </button>
        </div>
      ) : null}
      {status && mode.kind === "idle" ? (
        <div className="two-factor-state">
          <p>
            <strong className={status.enabled ? "two-factor-on" : undefined}>
              {status.enabled && status.enabledAt
                ? t(TWO_FACTOR_UI.onSince, { when: format.date(status.enabledAt) })
                : t(TWO_FACTOR_UI.off)}
            </strong>
            {status.enabled ? (
              <span className="device-meta"> · {t(TWO_FACTOR_UI.codesLeft, { count: status.recoveryCodesLeft })}</span>
            ) : null}
          </p>
          {status.enabled ? (
            <div className="device-actions">
              <button type="button" className="btn btn-sm" onClick={() => setMode({ kind: "regen" })}>
                {t(TWO_FACTOR_UI.newCodes)}
              </button>
              <button type="button" className="btn btn-sm" onClick={() => setMode({ kind: "off" })}>
                {t(TWO_FACTOR_UI.turnOff)}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}

      {mode.kind === "setup" ? (
        <div className="two-factor-setup">
          <p>{t(TWO_FACTOR_UI.scan)}</p>
          <img
            className="two-factor-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(mode.setup.qrSvg)}`}
            alt={t(TWO_FACTOR_UI.qrAlt)}
            width={180}
            height={180}
          />
          <p className="two-factor-key">
            <span>{t(TWO_FACTOR_UI.keyLabel)}</span> <code data-two-factor-key>{mode.setup.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
          </p>
          <p>{t(TWO_FACTOR_UI.enterFirst)}</p>
          <CodeForm
            id="two-factor-enable"
            appOnly
            onCancel={() => setMode({ kind: "idle" })}
            submit={async (code) => {
              const res = await api("POST /api/user/twoFactor/enable", { body: { code } });
              if (!res.ok) return res.message;
              ui.toast(t(TWO_FACTOR_UI.turnedOn));
              setMode({ kind: "codes", codes: res.data.recoveryCodes });
              void load();
              return null;
            }}
          />
        </div>
      ) : null}

      {mode.kind === "codes" ? <RecoveryCodes codes={mode.codes} email={email} onDone={() => setMode({ kind: "idle" })} /> : null}

      {mode.kind === "off" ? (
        <div className="two-factor-setup">
          <h3>{t(TWO_FACTOR_UI.offTitle)}</h3>
          <p>{t(TWO_FACTOR_UI.offBody)}</p>
          {status?.required ? <p className="two-factor-required">{t(TWO_FACTOR_UI.offStaffWarning)}</p> : null}
          <CodeForm
            id="two-factor-disable"
            onCancel={() => setMode({ kind: "idle" })}
            submit={async (code) => {
              const res = await api("POST /api/user/twoFactor/disable", { body: { code } });
              if (!res.ok) return res.message;
              ui.toast(t(TWO_FACTOR_UI.turnedOff));
              setMode({ kind: "idle" });
              void load();
              return null;
            }}
          />
        </div>
      ) : null}

      {mode.kind === "regen" ? (
        <div className="two-factor-setup">
          <h3>{t(TWO_FACTOR_UI.newCodesTitle)}</h3>
          <p>{t(TWO_FACTOR_UI.newCodesBody)}</p>
          <CodeForm
            id="two-factor-regen"
            appOnly
            onCancel={() => setMode({ kind: "idle" })}
            submit={async (code) => {
              const res = await api("POST /api/user/twoFactor/recoveryCodes", { body: { code } });
              if (!res.ok) return res.message;
              setMode({ kind: "codes", codes: res.data.recoveryCodes });
              void load();
              return null;
            }}
          />
        </div>
      ) : null}
    </section>
  );
}

/** One code field with its own error: `submit` answers an error message or null when done. */
export function CodeForm({
  id,
  appOnly = false,
  submit,
  onCancel,
  submitLabel,
}: {
  id: string;
  /** Only the app's 6 digits (turning on, new codes); otherwise a recovery code too. */
  appOnly?: boolean;
  submit: (code: string) => Promise<string | null>;
  onCancel?: () => void;
  submitLabel?: typeof TWO_FACTOR_UI.confirm;
}) {
  const t = useT();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const failure = await submit(code);
    setSending(false);
    if (failure) {
      setMessage(failure);
      input.current?.select();
    }
  };

  return (
    <form className="two-factor-code" onSubmit={(event) => void send(event)} onKeyDown={(event) => event.key === "Escape" && onCancel?.()}>
      <label htmlFor={`${id}-code`}>{t(TWO_FACTOR_UI.codeLabel)}</label>
      <input
        ref={input}
        id={`${id}-code`}
        name="code"
        className="field-input"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode={appOnly ? "numeric" : "text"}
        maxLength={appOnly ? 7 : 40}
        placeholder={appOnly ? "123456" : undefined}
        required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      <button type="submit" className="btn btn-sm btn-blue" disabled={sending} aria-busy={sending || undefined}>
        {t(submitLabel ?? TWO_FACTOR_UI.confirm)}
      </button>
      {onCancel ? (
        <button type="button" className="btn btn-sm" onClick={onCancel}>
          {t(TWO_FACTOR_UI.cancel)}
        </button>
      ) : null}
      {message ? (
        <p className="form-error" role="alert" id={`${id}-error`}>
          {message}
        </p>
      ) : null}
    </form>
  );
}

function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const ui = useUi();
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = () => `${t(TWO_FACTOR_UI.fileHeading, { email, when: new Date().toISOString().slice(0, 10) })}\n\n${codes.join("\n")}\n`;

  const download = () => {
    const url = URL.createObjectURL(new Blob([text()], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "nanumteo-recovery-codes.txt";
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const copy = () => {
    void navigator.clipboard?.writeText(text()).then(
      () => ui.toast(t(TWO_FACTOR_UI.copied)),
      () => undefined,
    );
  };

  return (
    <div className="two-factor-setup two-factor-codes">
      <h3 ref={heading} tabIndex={-1}>
        {t(TWO_FACTOR_UI.codesTitle)}
      </h3>
      <p>{t(TWO_FACTOR_UI.codesBody)}</p>
      <ol className="two-factor-code-list" data-recovery-codes>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="device-actions">
        <button type="button" className="btn btn-sm" onClick={download}>
          {t(TWO_FACTOR_UI.download)}
        </button>
        <button type="button" className="btn btn-sm" onClick={copy}>
          {t(TWO_FACTOR_UI.copy)}
        </button>
        <button type="button" className="btn btn-sm btn-blue" onClick={onDone}>
          {t(TWO_FACTOR_UI.saved)}
        </button>
      </div>
    </div>
  );
}
