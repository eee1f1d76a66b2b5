// /mypage/account and /m/mypage/account: the member's passkeys (docs/product/accounts.md), each
// with its name, when it was added and last used, and whether it is synced across devices;
// add one (the browser makes it, named after the browser and system until renamed), rename
// one in place, remove one after a confirmation.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import type { PasskeySummary } from "../../../server/modules/passkeys/types";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { useFormat, useT } from "../../lib/i18n";
import { PASSKEY_UI } from "./text";
import "../../styles/passkeys.css";

export function PasskeysSection() {
  const ui = useUi();
  const t = useT();
  const format = useFormat();
  const [list, setList] = useState<PasskeySummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);

  const load = useCallback(async () => {
    const res = await api("GET /api/user/passkeys");
    if (res.ok) {
      setList(res.data.passkeys);
      setError(null);
    } else setError(res.message);
  }, []);
  useEffect(() => void load(), [load]);

  const add = async () => {
    if (adding) return;
    if (!window.PublicKeyCredential) return ui.toast(t(PASSKEY_UI.unsupported));
    setAdding(true);
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const asked = await api("POST /api/user/passkeys/options");
      if (!asked.ok) return ui.toast(asked.message);
      let response;
      try {
        response = await startRegistration({ optionsJSON: asked.data.options as unknown as PublicKeyCredentialCreationOptionsJSON });
      } catch (error) {
        const name = (error as { name?: string }).name;
        return ui.toast(t(name === "InvalidStateError" ? PASSKEY_UI.alreadyHere : PASSKEY_UI.addCancelled));
      }
      const saved = await api("POST /api/user/passkeys", { body: { challengeId: asked.data.challengeId, response } });
      if (!saved.ok) return ui.toast(saved.message);
      ui.toast(t(PASSKEY_UI.added));
      await load();
    } finally {
      setAdding(false);
    }
  };

  const remove = (passkey: PasskeySummary) =>
    ui.openModal({
      id: "modalRemovePasskey",
      title: PASSKEY_UI.removeTitle,
      body: <p>{t(PASSKEY_UI.removeBody, { name: passkey.name })}</p>,
      buttons: [
        { label: PASSKEY_UI.cancel, style: "white" },
        {
          label: PASSKEY_UI.remove,
          style: "blue",
          onClick: () => {
            void api("DELETE /api/user/passkeys/:passkeyId", { params: { passkeyId: passkey.passkeyId } }).then((res) => {
              if (!res.ok) return ui.toast(res.message);
              ui.toast(t(PASSKEY_UI.removed));
              void load();
            });
          },
        },
      ],
    });

  return (
    <section className="settings-card" id="passkeys" aria-labelledby="passkeys-section">
      <div className="settings-card-head">
        <h2 id="passkeys-section">{t(PASSKEY_UI.heading)}</h2>
        <button type="button" className="btn btn-sm" onClick={() => void add()} disabled={adding} aria-busy={adding || undefined}>
          {t(adding ? PASSKEY_UI.adding : PASSKEY_UI.add)}
        </button>
      </div>
      <p className="field-hint">{t(PASSKEY_UI.hint)}</p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {list === null && !error ? <p className="field-hint">{t(PASSKEY_UI.loading)}</p> : null}
      {list && !list.length ? <p className="field-hint">{t(PASSKEY_UI.none)}</p> : null}
      {list?.length ? (
        <ul className="device-list" aria-label={t(PASSKEY_UI.heading)}>
          {list.map((passkey) => (
            <li key={passkey.passkeyId} className="device-item">
              {editing === passkey.passkeyId ? (
                <RenameForm
                  passkey={passkey}
                  onDone={(changed) => {
                    setEditing(null);
                    if (changed) void load();
                  }}
                />
              ) : (
                <>
                  <div className="device-text">
                    <strong>
                      {passkey.name}
                      {passkey.backedUp ? (
                        <>
                          <span className="sr-only"> · </span>
                          <span className="device-current">{t(PASSKEY_UI.synced)}</span>
                        </>
                      ) : null}
                    </strong>
                    <span className="device-meta">
                      {t(PASSKEY_UI.created, { when: format.date(passkey.createdAt) })}
                      {" · "}
                      {passkey.lastUsedAt ? t(PASSKEY_UI.lastUsed, { when: format.date(passkey.lastUsedAt) }) : t(PASSKEY_UI.neverUsed)}
                    </span>
                  </div>
                  <div className="device-actions">
                    <button
                      type="button"
                      className="btn btn-sm"
                      onClick={() => setEditing(passkey.passkeyId)}
                      aria-label={t(PASSKEY_UI.renameOne, { name: passkey.name })}
                    >
                      {t(PASSKEY_UI.rename)}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm"
                      onClick={() => remove(passkey)}
                      aria-label={t(PASSKEY_UI.removeOne, { name: passkey.name })}
                    >
                      {t(PASSKEY_UI.remove)}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RenameForm({ passkey, onDone }: { passkey: PasskeySummary; onDone: (changed: boolean) => void }) {
  const t = useT();
  const [name, setName] = useState(passkey.name);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const res = await api("PUT /api/user/passkeys/:passkeyId", { params: { passkeyId: passkey.passkeyId }, body: { name } });
    setSaving(false);
    if (!res.ok) {
      setMessage(res.message);
      input.current?.focus();
      return;
    }
    onDone(true);
  };

  return (
    <form className="passkey-rename" onSubmit={(event) => void save(event)} onKeyDown={(event) => event.key === "Escape" && onDone(false)}>
      <label className="sr-only" htmlFor={`passkey-name-${passkey.passkeyId}`}>
        {t(PASSKEY_UI.nameLabel)}
      </label>
      <input
        ref={input}
        id={`passkey-name-${passkey.passkeyId}`}
        className="field-input"
        value={name}
        maxLength={30}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `passkey-name-error-${passkey.passkeyId}` : undefined}
      />
      <button type="submit" className="btn btn-sm btn-blue" disabled={saving} aria-busy={saving || undefined}>
        {t(PASSKEY_UI.save)}
      </button>
      <button type="button" className="btn btn-sm" onClick={() => onDone(false)}>
        {t(PASSKEY_UI.cancel)}
      </button>
      {message ? (
        <p className="form-error" role="alert" id={`passkey-name-error-${passkey.passkeyId}`}>
          {message}
        </p>
      ) : null}
    </form>
  );
}
