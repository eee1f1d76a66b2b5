// My page: Web Push for this browser (subscribe / unsubscribe through the service worker) and
// which notification types are pushed. What the browser cannot do is said, not offered.
import { useEffect, useState } from "react";
import { NOTIFICATION_TYPE_LABELS, PUSH_MSG, type NotificationTypeName } from "../../../core/notifications";
import type { PushSettings } from "../../../server/modules/notifications/push";
import { Button } from "../../components/ui/button";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { pushSupported, registerServiceWorker, subscriptionJson, urlBase64ToUint8Array } from "./service-worker";
import { PUSH } from "./text";
import "../../styles/notify.css";

type BrowserState = "checking" | "unsupported" | "denied" | "off" | "on";

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await registerServiceWorker();
  return registration ? registration.pushManager.getSubscription().catch(() => null) : null;
}

export function PushSettingsSection() {
  const ui = useUi();
  const t = useT();
  const [settings, setSettings] = useState<PushSettings | null>(null);
  const [state, setState] = useState<BrowserState>("checking");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void api("GET /api/push/settings").then((result) => {
      if (!cancelled && result.ok) setSettings(result.data);
    });
    if (!pushSupported()) {
      setState("unsupported");
      return;
    }
    void currentSubscription().then((sub) => {
      if (cancelled) return;
      if (sub) setState("on");
      else setState(Notification.permission === "denied" ? "denied" : "off");
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const subscribe = async () => {
    if (!settings || busy) return;
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "denied" : "off");
        if (permission !== "denied") ui.toast(PUSH_MSG.denied);
        return;
      }
      const registration = await registerServiceWorker();
      if (!registration) throw new Error("no service worker");
      await navigator.serviceWorker.ready;
      const sub = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(settings.publicKey),
      });
      const json = subscriptionJson(sub);
      if (!json) throw new Error("incomplete subscription");
      const result = await api("POST /api/push/subscribe", { body: json });
      if (!result.ok) {
        await sub.unsubscribe().catch(() => undefined);
        ui.toast(result.message);
        return;
      }
      setState("on");
      setSettings({ ...settings, subscriptionCount: result.data.subscriptionCount });
      ui.toast(PUSH_MSG.subscribed, "blue");
    } catch {
      ui.toast(PUSH_MSG.subscribeFailed);
    } finally {
      setBusy(false);
    }
  };

  const unsubscribe = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const sub = await currentSubscription();
      if (sub) {
        const result = await api("POST /api/push/unsubscribe", { body: { endpoint: sub.endpoint } });
        if (!result.ok) {
          ui.toast(result.message);
          return;
        }
        await sub.unsubscribe().catch(() => undefined);
      }
      setState("off");
      ui.toast(PUSH_MSG.unsubscribed);
    } finally {
      setBusy(false);
    }
  };

  const toggleType = async (type: NotificationTypeName, enabled: boolean) => {
    if (!settings) return;
    const previous = settings;
    setSettings({ ...settings, preferences: settings.preferences.map((p) => (p.type === type ? { ...p, enabled } : p)) });
    const result = await api("POST /api/push/preferences", { body: { type, enabled } });
    if (!result.ok) {
      setSettings(previous);
      ui.toast(result.message);
      return;
    }
    setSettings(result.data);
  };

  return (
    <section className="settings-card push-settings" id="push-settings" aria-labelledby="push-section">
      <div className="settings-card-head">
        <h2 id="push-section">{t(PUSH.title)}</h2>
      </div>
      <div className="push-state">
        <p role="status">{t(PUSH_MSG[state])}</p>
        {state === "off" && settings ? (
          <Button variant="blue" size="sm" pending={busy} onClick={() => void subscribe()}>
            {t(PUSH.subscribe)}
          </Button>
        ) : null}
        {state === "on" ? (
          <Button size="sm" pending={busy} onClick={() => void unsubscribe()}>
            {t(PUSH.unsubscribe)}
          </Button>
        ) : null}
      </div>
      {settings ? (
        <>
          <ul className="push-pref-list" aria-label={t(PUSH.kinds)}>
            {settings.preferences.map((pref) => (
              <li key={pref.type}>
                <label>
                  <input type="checkbox" checked={pref.enabled} onChange={(event) => void toggleType(pref.type, event.target.checked)} />
                  {t(NOTIFICATION_TYPE_LABELS[pref.type] ?? pref.label)}
                </label>
              </li>
            ))}
          </ul>
          <p className="push-hint">
            {t(PUSH.offKindsStillArrive)}
            {settings.subscriptionCount > 0 ? t(PUSH.browsers, { n: settings.subscriptionCount }) : ""}
          </p>
        </>
      ) : null}
    </section>
  );
}
