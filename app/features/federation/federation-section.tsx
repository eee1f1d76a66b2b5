// /mypage/account: the member's federation (docs/product/federation.md). Their address for other
// servers, the switch that stops everything going out, and following an account elsewhere by
// its handle. Shown only where the site federates: elsewhere none of it would work.
import { useCallback, useEffect, useState } from "react";
import type { FederationSettings, ReceivedItem } from "../../../server/modules/federation/types";
import { Button } from "../../components/ui/button";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { FEDERATION_TEXT } from "./text";

export function FederationSection() {
  const t = useT();
  const [settings, setSettings] = useState<FederationSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [handle, setHandle] = useState("");
  const [following, setFollowing] = useState(false);
  const [received, setReceived] = useState<ReceivedItem[]>([]);

  const load = useCallback(async () => {
    const res = await api("GET /api/federation/settings");
    if (!res.ok) return;
    setSettings(res.data);
    if (!res.data.siteEnabled || !res.data.following.length) return;
    const inbox = await api("GET /api/federation/inbox");
    if (inbox.ok) setReceived(inbox.data.items);
  }, []);
  useEffect(() => void load(), [load]);

  if (!settings?.siteEnabled) return null;

  const toggle = async () => {
    setSaving(true);
    setError(null);
    const res = await api("POST /api/federation/settings", { body: { enabled: !settings.enabled } });
    setSaving(false);
    if (res.ok) setSettings(res.data);
    else setError(res.message);
  };

  const follow = async () => {
    setFollowing(true);
    setError(null);
    setNotice(null);
    const res = await api("POST /api/federation/follow", { body: { handle } });
    setFollowing(false);
    if (!res.ok) return setError(res.message);
    setHandle("");
    setNotice(t(FEDERATION_TEXT.sent));
    await load();
  };

  const unfollow = async (target: string) => {
    setError(null);
    const res = await api("POST /api/federation/unfollow", { body: { handle: target } });
    if (res.ok) setSettings(res.data);
    else setError(res.message);
  };

  return (
    <section className="settings-card federation-section" aria-labelledby="federation-section">
      <h2 id="federation-section">{t(FEDERATION_TEXT.heading)}</h2>
      <p className="field-hint">{t(FEDERATION_TEXT.lead)}</p>
      <p className="federation-address">
        {t(FEDERATION_TEXT.address)}: <code>{settings.handle}</code>
      </p>
      <div className="field-row spread">
        <p role="status">{t(settings.enabled ? FEDERATION_TEXT.on : FEDERATION_TEXT.off)}</p>
        <Button variant="blue-outline" pending={saving} onClick={() => void toggle()}>
          {t(settings.enabled ? FEDERATION_TEXT.turnOff : FEDERATION_TEXT.turnOn)}
        </Button>
      </div>
      {settings.enabled ? (
        <form
          className="field-block federation-follow"
          onSubmit={(event) => {
            event.preventDefault();
            void follow();
          }}
        >
          <label htmlFor="federation-handle">{t(FEDERATION_TEXT.followLabel)}</label>
          <div className="field-row">
            <input
              id="federation-handle"
              className="text-input"
              value={handle}
              placeholder="@name@server"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="federation-handle-hint"
              onChange={(event) => setHandle(event.target.value)}
            />
            <Button type="submit" variant="blue" pending={following} disabled={!handle.trim()}>
              {t(FEDERATION_TEXT.follow)}
            </Button>
          </div>
          <p id="federation-handle-hint" className="field-hint">
            {t(FEDERATION_TEXT.followHint)}
          </p>
        </form>
      ) : null}
      {notice ? (
        <p className="form-ok" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {settings.following.length ? (
        <>
          <h3>{t(FEDERATION_TEXT.following)}</h3>
          <ul className="federation-following">
            {settings.following.map((item) => (
              <li key={item.actorId}>
                <a href={item.actorId} rel="noopener noreferrer nofollow" target="_blank">
                  {item.handle}
                </a>{" "}
                · {t(item.accepted ? FEDERATION_TEXT.accepted : FEDERATION_TEXT.waiting)}{" "}
                <Button size="sm" variant="white" onClick={() => void unfollow(item.handle)}>
                  {t(FEDERATION_TEXT.unfollow)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {received.length ? (
        <>
          <h3>{t(FEDERATION_TEXT.received)}</h3>
          <ul className="federation-received">
            {received.map((item) => (
              <li key={item.objectId}>
                <a href={item.url} rel="noopener noreferrer nofollow ugc" target="_blank">
                  {item.title ?? item.excerpt}
                </a>{" "}
                <small>{item.handle}</small>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
