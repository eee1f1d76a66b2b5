// The office-suite desktop client hosting our page (docs/product/accounts.md): it posts
// window.postMessage({ type, token, userId, … }). On such a message the client info is kept
// for this tab; a visitor (not signed in, no stop-trying flag) sees modalCheck while our
// server trades the token with the provider, then the product pages' outcome. A failure closes the modal,
// says '로그인 중 에러가 발생하였습니다. 다시 시도해 주세요.' with a short detail, sets the
// stop-trying flag and goes home; a message without login info asks to sign in to the client
// and reloads. Messages are taken only from our own origin (the client injects them into the
// page it hosts), so another site in a frame or an opener cannot start a sign-in. On a page the
// same for everyone a member is known only once their state call answers: a message that comes
// before is held until then, so a signed-in member is never signed in again.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { MSG } from "../../../core/messages";
import { texts } from "../../../core/i18n";
import { homePath } from "../../../core/social";
import { useUi } from "../../components/ui/ui-provider";
import type { Showable } from "../../lib/i18n";
import { api } from "../../lib/api";
import { isMobilePath } from "../../lib/device";
import { useRootData } from "../../lib/viewer";
import { openAlert, openCheck } from "./auth-modals";
import { asSocialResult, useSocialResultHandler } from "./social-result";

interface EarlyWindow {
  __ntOfficeMessages?: { origin: string; data: unknown }[];
  __ntOfficeEarly?: (event: MessageEvent) => void;
}

export const OFFICE_CLIENT_INFO_KEY = "nt.officeClient";
export const OFFICE_STOP_KEY = "nt.officeClientStop";
const NETWORK_DETAIL = texts({ text: { ko: "서버에 연결하지 못했습니다.", en: "Could not reach the server." } }).text;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function OfficeClientBridge() {
  const { officeClient, viewer, viewerPending } = useRootData();
  const { pathname } = useLocation();
  const ui = useUi();
  const handle = useSocialResultHandler();
  const busy = useRef(false);
  const held = useRef<{ origin: string; data: unknown }[]>([]);
  const mobile = isMobilePath(pathname);

  useEffect(() => {
    if (!officeClient) return;
    const fail = (detail: Showable) => {
      session()?.setItem(OFFICE_STOP_KEY, "1");
      openAlert(ui, "modalOfficeLoginError", MSG.officeLoginError, () => window.location.assign(homePath(mobile)), detail);
    };
    const onMessage = (event: { origin: string; data: unknown }) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as Record<string, unknown> | null;
      if (!data || typeof data !== "object" || typeof data.type !== "string" || !data.type) return;
      if (data.type.startsWith("nanumteo:")) return; // our own popup messages
      const token = typeof data.token === "string" ? data.token : "";
      const userId = typeof data.userId === "string" ? data.userId : typeof data.userId === "number" ? String(data.userId) : "";
      const type = data.type.slice(0, 50);
      // The client info is kept for this tab (never the token).
      session()?.setItem(OFFICE_CLIENT_INFO_KEY, JSON.stringify({ type, userId: userId.slice(0, 512) || null, at: Date.now() }));
      if (viewerPending) {
        held.current.push({ origin: event.origin, data: event.data });
        return;
      }
      if (viewer || busy.current || session()?.getItem(OFFICE_STOP_KEY)) return;
      if (!token || !userId) {
        openAlert(ui, "modalOfficeLoginMissing", MSG.officeDesktopLoginMissing, () => window.location.reload());
        return;
      }
      busy.current = true;
      openCheck(ui);
      void (async () => {
        try {
          const answer = await api(
            "POST /api/user/polaris/client",
            { body: { token: token.slice(0, 4096), userId: userId.slice(0, 512), type } },
            { failure: NETWORK_DETAIL },
          );
          ui.closeModal();
          const result = answer.ok ? asSocialResult(answer.data) : null;
          if (result) handle(result);
          // Unreachable, or an answer that is no sign-in: the connection message; otherwise the server's words.
          else fail(answer.ok || answer.status === 0 ? NETWORK_DETAIL : answer.message);
        } finally {
          busy.current = false;
        }
      })();
    };
    window.addEventListener("message", onMessage);
    // Messages that arrived before the app was ready.
    const early = window as unknown as EarlyWindow;
    if (early.__ntOfficeEarly) {
      window.removeEventListener("message", early.__ntOfficeEarly);
      early.__ntOfficeEarly = undefined;
    }
    for (const message of early.__ntOfficeMessages?.splice(0) ?? []) onMessage(message);
    // Messages held while the member was being looked up, now that they are known.
    if (!viewerPending) for (const message of held.current.splice(0)) onMessage(message);
    return () => window.removeEventListener("message", onMessage);
  }, [officeClient, viewer, viewerPending, ui, handle, mobile]);

  return null;
}
