// /mypage/account: the member's ways to sign in (docs/product/accounts.md §10). The password
// (or, for a member who joined with a social account and has none, where to set one), then each provider configured here: linked ones with when they were linked
// and an unlink button, the others with a link button that starts the provider's sign-in in
// this window (POST /api/user/addUserConnect answers where to go). Refusals (the last way in,
// the provider the member joined with while they have no password) are the server's, in the reader's language.
import { useCallback, useEffect, useState } from "react";
import { LINK_MSG, PROVIDER_NAMES, type ProviderChannel } from "../../../core/social";
import type { UserConnections } from "../../../server/modules/oauth/types";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { useIsMobile } from "../../lib/device";
import { useFormat, useT } from "../../lib/i18n";
import { WorldIdBadge } from "./world-id-badge";
import { LINKING_BUTTONS, LINKING_TEXT } from "./text";
import "../../styles/linking.css";

/** Starts linking a provider: the server seals the flow's state in a cookie and names the provider's page. */
export async function startLink(snsType: ProviderChannel, mobile: boolean): Promise<string | null> {
  const res = await api("POST /api/user/addUserConnect", { body: { snsType, mobile } });
  if (!res.ok) return res.message;
  window.location.assign(res.data.location);
  return null;
}

export function SignInMethodsSection() {
  const ui = useUi();
  const t = useT();
  const format = useFormat();
  const mobile = useIsMobile();
  const [state, setState] = useState<UserConnections | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ProviderChannel | null>(null);

  const load = useCallback(async () => {
    const res = await api("GET /api/user/userConnect");
    if (res.ok) {
      setState(res.data);
      setError(null);
    } else setError(res.message);
  }, []);
  useEffect(() => void load(), [load]);

  const link = async (channel: ProviderChannel) => {
    setBusy(channel);
    const failed = await startLink(channel, mobile);
    if (failed) {
      setBusy(null);
      ui.toast(failed);
    }
  };

  const unlink = (channel: ProviderChannel) =>
    ui.openModal({
      id: "modalUnlinkProvider",
      title: t(LINKING_TEXT.unlinkTitle, { provider: PROVIDER_NAMES[channel] }),
      body: <p>{t(LINKING_TEXT.unlinkBody)}</p>,
      buttons: [
        { label: LINKING_BUTTONS.cancel, style: "white" },
        {
          label: LINKING_BUTTONS.confirmUnlink,
          style: "red",
          onClick: () => {
            setBusy(channel);
            void api("POST /api/user/deleteUserConnect", { body: { snsType: channel } }).then((res) => {
              setBusy(null);
              if (!res.ok) return ui.toast(res.message);
              setState(res.data);
              ui.toast(t(LINK_MSG.unlinked, { provider: PROVIDER_NAMES[channel] }));
            });
          },
        },
      ],
    });

  const linkedOf = (channel: ProviderChannel) => state?.methods.find((m) => m.snsType === channel) ?? null;

  return (
    <section className="settings-card" aria-labelledby="sign-in-methods" data-testid="sign-in-methods">
      <div className="settings-card-head">
        <h2 id="sign-in-methods">{t(LINKING_TEXT.sectionTitle)}</h2>
        {state?.worldId ? <WorldIdBadge level={state.worldId.level} /> : null}
      </div>
      <p className="field-hint">{t(LINKING_TEXT.sectionLead)}</p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {state ? (
        <ul className="device-list link-list">
          <li className="device-item">
            <div className="device-text">
              <strong>{t(LINKING_TEXT.password)}</strong>
              <span className="device-meta">{t(state.hasPassword ? LINKING_TEXT.linked : LINKING_TEXT.noPassword)}</span>
            </div>
          </li>
          {state.available.map((channel) => {
            const linked = linkedOf(channel);
            return (
              <li key={channel} className="device-item" data-channel={channel}>
                <div className="device-text">
                  <strong>
                    {PROVIDER_NAMES[channel]}
                    {linked?.joinMethod ? <span className="device-current">{t(LINKING_TEXT.joinMethod)}</span> : null}
                  </strong>
                  <span className="device-meta">
                    {linked
                      ? [t(LINKING_TEXT.linkedOn, { date: format.date(linked.linkedAt) }), linked.email].filter(Boolean).join(" · ")
                      : t(LINKING_TEXT.notLinked)}
                  </span>
                </div>
                {linked ? (
                  <button type="button" className="btn btn-sm" onClick={() => unlink(channel)} disabled={busy !== null}>
                    {t(LINKING_TEXT.unlink)}
                  </button>
                ) : (
                  <button type="button" className="btn btn-sm btn-blue-outline" onClick={() => void link(channel)} disabled={busy !== null}>
                    {busy === channel ? t(LINKING_TEXT.moving) : t(LINKING_TEXT.link)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
