// /mypage/account: the member's signed-in devices, most recently used first, each with where
// and when it was last used; sign one out, or every device at once. Signing this device out
// ends here too: the member lands on the home page as a visitor.
import { useCallback, useEffect, useState } from "react";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import type { SignedInDevice } from "../../../server/modules/accounts/device-types";

const when = (iso: string) =>
  new Date(iso).toLocaleString("ko-KR", {
    timeZone: "Asia/Seoul",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

export function DevicesSection() {
  const ui = useUi();
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
    ui.toast(`${device.device} 기기를 로그아웃했습니다.`);
    void load();
  };

  const signOutAll = () =>
    ui.openModal({
      id: "modalSignOutAll",
      title: "모든 기기에서 로그아웃할까요?",
      body: <p>이 기기를 포함해 로그인된 모든 기기에서 로그아웃됩니다. 다시 이용하려면 로그인해 주세요.</p>,
      buttons: [
        { label: "취소", style: "white" },
        {
          label: "모두 로그아웃",
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
        <h2 id="devices-section">로그인된 기기</h2>
        <button type="button" className="btn btn-sm" onClick={signOutAll} disabled={busy !== null || !devices?.length}>
          모든 기기에서 로그아웃
        </button>
      </div>
      <p className="field-hint">
        30일 동안 사용하지 않은 기기는 자동으로 로그아웃됩니다. 모르는 기기가 있다면 로그아웃한 뒤 비밀번호를 바꿔 주세요.
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {devices === null && !error ? <p className="field-hint">불러오는 중…</p> : null}
      {devices?.length ? (
        <ul className="device-list">
          {devices.map((device) => (
            <li key={device.sessionId} className="device-item">
              <div className="device-text">
                <strong>
                  {device.device}
                  {device.current ? <span className="device-current">이 기기</span> : null}
                </strong>
                <span className="device-meta">
                  {device.current ? "지금 사용 중" : `마지막 사용 ${when(device.lastSeenAt)}`}
                  {device.ip ? ` · ${device.ip}` : ""}
                </span>
                <span className="device-meta">로그인 {when(device.signedInAt)}</span>
              </div>
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => void signOut(device)}
                disabled={busy !== null}
                aria-label={`${device.device}${device.current ? " (이 기기)" : ""} 로그아웃`}
              >
                로그아웃
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
