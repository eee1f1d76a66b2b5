// <SocialButtons mobile />: one button per configured provider (none when none is). Desktop
// opens the provider in a 600×500 popup whose return page reports to this window
// (postMessage to our origin, or the same-origin broadcast channel when the provider cut the
// opener link); a phone navigates in the same window (docs/product/accounts.md).
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { MSG } from "../../../core/messages";
import { SOCIAL_LABELS, SOCIAL_MESSAGE_TYPE, SOCIAL_MSG, type ProviderChannel } from "../../../core/social";
import { useUi } from "../../components/ui/ui-provider";
import { T } from "../../lib/i18n";
import { useRootData } from "../../lib/viewer";
import { openAlert } from "./auth-modals";
import { asSocialResult, useSocialResultHandler } from "./social-result";
import "../../styles/social.css";

export const SOCIAL_CHANNEL_NAME = "nanumteo-social";
const POPUP = { width: 600, height: 500 };

export function startUrl(channel: ProviderChannel, options: { mobile: boolean; popup: boolean; redirect?: string | null }): string {
  const params = new URLSearchParams({ mobile: options.mobile ? "1" : "0", popup: options.popup ? "1" : "0" });
  if (options.redirect) params.set("redirect", options.redirect);
  return `/api/user/oauth/${channel}/start?${params.toString()}`;
}

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP.height) / 2));
  return `popup=yes,width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}`;
}

export function ProviderMark({ channel }: { channel: ProviderChannel }) {
  if (channel === "G") {
    return (
      <svg className="social-mark" viewBox="0 0 48 48" aria-hidden="true">
        <path
          fill="#EA4335"
          d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
        />
        <path
          fill="#FBBC05"
          d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
        />
      </svg>
    );
  }
  if (channel === "W") {
    return (
      <svg className="social-mark" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <path d="M7 12h10" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    );
  }
  if (channel === "K") {
    return (
      <svg className="social-mark" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="#000"
          d="M12 3.2C6.7 3.2 2.4 6.6 2.4 10.8c0 2.7 1.8 5.1 4.5 6.4l-.9 3.4c-.1.3.3.6.5.4l4-2.7c.5.1 1 .1 1.5.1 5.3 0 9.6-3.4 9.6-7.6S17.3 3.2 12 3.2z"
        />
      </svg>
    );
  }
  return (
    <svg className="social-mark" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#fff" />
      <path
        fill="#1b64da"
        d="M8 6.5h4.6c2.6 0 4.3 1.5 4.3 3.9s-1.7 3.9-4.3 3.9h-2.2v3.2H8V6.5zm2.4 2.1v3.6h2c1.2 0 2-.7 2-1.8s-.8-1.8-2-1.8h-2z"
      />
    </svg>
  );
}

export function SocialButtons({ mobile = false, redirect }: { mobile?: boolean; redirect?: string | null }) {
  const { socialProviders } = useRootData();
  const [searchParams] = useSearchParams();
  const ui = useUi();
  const handle = useSocialResultHandler();
  const popupRef = useRef<Window | null>(null);
  const [waiting, setWaiting] = useState(false);
  const target = redirect ?? searchParams.get("redirect");

  // Results from the popup: postMessage from our own origin, or our broadcast channel.
  useEffect(() => {
    if (mobile) return;
    const seen = new Set<string>();
    const accept = (data: unknown, channel?: BroadcastChannel) => {
      if (!data || typeof data !== "object" || (data as { type?: unknown }).type !== SOCIAL_MESSAGE_TYPE) return;
      const { id, result } = data as { id?: string; result?: unknown };
      const checked = asSocialResult(result);
      if (!checked || (id && seen.has(id))) return;
      if (id) seen.add(id);
      channel?.postMessage({ type: `${SOCIAL_MESSAGE_TYPE}:ack`, id });
      popupRef.current = null;
      setWaiting(false);
      handle(checked);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      accept(event.data);
    };
    window.addEventListener("message", onMessage);
    let broadcast: BroadcastChannel | null = null;
    if (typeof BroadcastChannel !== "undefined") {
      broadcast = new BroadcastChannel(SOCIAL_CHANNEL_NAME);
      broadcast.onmessage = (event: MessageEvent) => accept(event.data, broadcast!);
    }
    return () => {
      window.removeEventListener("message", onMessage);
      broadcast?.close();
    };
  }, [mobile, handle]);

  // A popup closed without an answer: stop waiting.
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (!popupRef.current || popupRef.current.closed) {
        popupRef.current = null;
        setWaiting(false);
      }
    }, 500);
    return () => window.clearInterval(timer);
  }, [waiting]);

  if (!socialProviders.length) return null;

  const start = (channel: ProviderChannel) => {
    if (mobile) {
      window.location.assign(startUrl(channel, { mobile: true, popup: false, redirect: target }));
      return;
    }
    const popup = window.open(
      startUrl(channel, { mobile: false, popup: true, redirect: target }),
      "nanumteo-social-login",
      popupFeatures(),
    );
    if (!popup) {
      openAlert(ui, "modalPopupBlocked", MSG.popupBlocked);
      return;
    }
    popupRef.current = popup;
    popup.focus();
    setWaiting(true);
  };

  return (
    <div className={mobile ? "social-buttons is-mobile" : "social-buttons"}>
      {socialProviders.map((channel) => (
        <button key={channel} type="button" className={`social-btn social-btn-${channel}`} onClick={() => start(channel)}>
          <ProviderMark channel={channel} />
          <span>
            <T text={SOCIAL_LABELS[channel].button} />
          </span>
        </button>
      ))}
      {waiting ? (
        <p className="social-waiting" role="status">
          <T text={SOCIAL_MSG.popupWaiting} />
        </p>
      ) : null}
    </div>
  );
}
