// /mypage/account: the member's signed-in devices, most recently used first, each with where
// and when it was last used; sign one out, or every device at once. Signing this device out
// ends here too: the member lands on the home page as a visitor.
import { useCallback, useEffect, useState } from "react";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { texts, type Language } from "../../../core/i18n";
import { useLanguage, useT } from "../../lib/i18n";
import type { SignedInDevice } from "../../../server/modules/accounts/device-types";

const DEVICES_TEXT = texts({
  signedOut: { ko: "{device} 기기를 로그아웃했습니다.", en: "{device} has been signed out." },
  allTitle: { ko: "모든 기기에서 로그아웃할까요?", en: "Sign out on every device?" },
  allBody: {
    ko: "이 기기를 포함해 로그인된 모든 기기에서 로그아웃됩니다. 다시 이용하려면 로그인해 주세요.",
    en: "Every signed-in device, this one included, will be signed out. Sign in again to continue.",
  },
  cancel: { ko: "취소", en: "Cancel" },
  allConfirm: { ko: "모두 로그아웃", en: "Sign out all" },
  heading: { ko: "로그인된 기기", en: "Signed-in devices" },
  allButton: { ko: "모든 기기에서 로그아웃", en: "Sign out on every device" },
  hint: {
    ko: "30일 동안 사용하지 않은 기기는 자동으로 로그아웃됩니다. 모르는 기기가 있다면 로그아웃한 뒤 비밀번호를 바꿔 주세요.",
    en: "Devices unused for 30 days are signed out automatically. If you see a device you do not know, sign it out and change your password.",
  },
  loading: { ko: "불러오는 중…", en: "Loading…" },
  thisDevice: { ko: "이 기기", en: "This device" },
  inUse: { ko: "지금 사용 중", en: "In use now" },
  lastUsed: { ko: "마지막 사용 {when}", en: "Last used {when}" },
  signedIn: { ko: "로그인 {when}", en: "Signed in {when}" },
  signOutOne: { ko: "{device} 로그아웃", en: "Sign out {device}" },
  signOutThis: { ko: "{device} (이 기기) 로그아웃", en: "Sign out {device} (this device)" },
  signOut: { ko: "로그아웃", en: "Sign out" },
});

const when = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(language === "en" ? "en-US" : "ko-KR", {
    timeZone: "Asia/Seoul",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

export function DevicesSection() {
  const ui = useUi();
  const t = useT();
  const language = useLanguage();
  const [devices, setDevices] = useState<SignedInDevice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | "all" | null>(null);

  const load = useCallback(async () => {
    const res = await api("GET /api/user/sessions");
    if (res.ok) {
      setDevices(res.data);
      setError(null);
    } else setError(res.message);
  }, []);
  useEffect(() => void load(), [load]);

  const leaveSite = () => window.location.assign("/");

  const signOut = async (device: SignedInDevice) => {
    setBusy(device.sessionId);
    const res = await api("DELETE /api/user/sessions/:sessionId", { params: { sessionId: device.sessionId } });
    setBusy(null);
    if (!res.ok) return ui.toast(res.message);
    if (res.data.current) return leaveSite();
    ui.toast(t(DEVICES_TEXT.signedOut, { device: device.device }));
    void load();
  };

  const signOutAll = () =>
    ui.openModal({
      id: "modalSignOutAll",
      title: DEVICES_TEXT.allTitle,
      body: <p>{t(DEVICES_TEXT.allBody)}</p>,
      buttons: [
        { label: DEVICES_TEXT.cancel, style: "white" },
        {
          label: DEVICES_TEXT.allConfirm,
          style: "blue",
          onClick: () => {
            setBusy("all");
            void api("POST /api/user/sessions/signOutAll", { body: { keepThis: false } }).then((res) => {
              setBusy(null);
              if (!res.ok) return ui.toast(res.message);
              leaveSite();
            });
          },
        },
      ],
    });

  return (
    <section className="settings-card" aria-labelledby="devices-section">
      <div className="settings-card-head">
        <h2 id="devices-section">{t(DEVICES_TEXT.heading)}</h2>
        <button type="button" className="btn btn-sm" onClick={signOutAll} disabled={busy !== null || !devices?.length}>
          {t(DEVICES_TEXT.allButton)}
        </button>
      </div>
      <p className="field-hint">{t(DEVICES_TEXT.hint)}</p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {devices === null && !error ? <p className="field-hint">{t(DEVICES_TEXT.loading)}</p> : null}
      {devices?.length ? (
        <ul className="device-list">
          {devices.map((device) => (
            <li key={device.sessionId} className="device-item">
              <div className="device-text">
                <strong>
                  {device.device}
                  {/* The badge is its own word: read and copied as "Chrome · Linux · 이 기기", not "Linux이 기기". */}
                  {device.current ? (
                    <>
                      <span className="sr-only"> · </span>
                      <span className="device-current">{t(DEVICES_TEXT.thisDevice)}</span>
                    </>
                  ) : null}
                </strong>
                <span className="device-meta">
                  {device.current ? t(DEVICES_TEXT.inUse) : t(DEVICES_TEXT.lastUsed, { when: when(device.lastSeenAt, language) })}
                  {device.ip ? ` · ${device.ip}` : ""}
                </span>
                <span className="device-meta">{t(DEVICES_TEXT.signedIn, { when: when(device.signedInAt, language) })}</span>
              </div>
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => void signOut(device)}
                disabled={busy !== null}
                aria-label={t(device.current ? DEVICES_TEXT.signOutThis : DEVICES_TEXT.signOutOne, { device: device.device })}
              >
                {t(DEVICES_TEXT.signOut)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
