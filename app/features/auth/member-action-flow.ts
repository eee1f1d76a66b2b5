// The member-action flow behind useMemberAction (use-member-action.tsx), loaded the first time
// a member-only action is used: the sign-in prompt for visitors, the fresh info check and the
// e-mail verification modal.
import { BRAND } from "../../../core/brand";
import { say } from "../../../core/i18n";
import { CHROME } from "../../components/chrome/text";
import type { useLocation, useNavigate, useRevalidator } from "react-router";
import { MSG } from "../../../core/messages";
import type { useUi } from "../../components/ui/ui-provider";
import type { Viewer } from "../../lib/viewer";
import { api } from "../../lib/api";
import type { Showable } from "../../lib/i18n";
import { saveRedirect } from "./client-state";
import type { MemberActionOptions } from "./use-member-action";

type Ui = ReturnType<typeof useUi>;
type Navigate = ReturnType<typeof useNavigate>;

/** The e-mail verification prompt of docs/product/messages.md, with resend and the account page. */
export function openVerificationModal(ui: Ui, navigate: Navigate, options: { email: string; mobile: boolean }): void {
  const { email, mobile } = options;
  let sending = false;
  ui.openModal({
    id: "modalEmailCert",
    title: MSG.emailCertRequired,
    body: MSG.emailCertRequiredBody,
    size: "small",
    footer: "topBottomAlign",
    buttons: [
      {
        label: CHROME.resendVerification,
        style: "blue",
        onClick: () => {
          if (sending) return false;
          sending = true;
          void api("POST /api/user/sendEmail", { body: { userEmail: email } }).then((result) => {
            sending = false;
            if (!result.ok) {
              ui.toast(result.message);
              return;
            }
            ui.closeModal();
            const target = mobile ? `/m/loginSend?email=${encodeURIComponent(email)}` : "/loginSendTry";
            void navigate(target, { state: { sent: true } });
          });
          return false;
        },
      },
      {
        label: CHROME.toAccountSettings,
        style: "blue-outline",
        onClick: () => void navigate(mobile ? "/m/mypage/account" : "/mypage/account"),
      },
      { label: CHROME.close, style: "white" },
    ],
  });
}

export interface SignInPrompt {
  /** Desktop: "modal" (the text with close and login buttons) or "alert" (the text, then /login). */
  desktop?: { kind: "modal" | "alert"; body: Showable; modalId?: string };
  /** Mobile: the login suggestion modal (modalSuggestMypage / modalSuggestUpload). */
  mobile?: { id: string; body: Showable };
}

/** Tells a visitor that an action needs signing in, and offers it. */
export function promptSignIn(
  ui: Ui,
  navigate: Navigate,
  options: { mobile: boolean; returnTo: string | null; prompt?: SignInPrompt },
): void {
  const login = options.mobile ? "/m/login" : "/login";
  const go = () => {
    if (options.returnTo) saveRedirect(options.returnTo);
    void navigate(login);
  };
  if (options.mobile) {
    const modal = options.prompt?.mobile;
    ui.openModal({
      id: modal?.id ?? "modalSuggestMypage",
      title: CHROME.signInNeeded,
      body: modal?.body ?? {
        ko: `${say(MSG.membersOnly, "ko")}\n${say(CHROME.signInPitch, "ko", { site: BRAND.siteName })}`,
        en: `${say(MSG.membersOnly, "en")}\n${say(CHROME.signInPitch, "en", { site: BRAND.nameEn })}`,
      },
      footer: "topBottomAlign",
      buttons: [
        { label: CHROME.signInAction, style: "blue", onClick: go },
        { label: CHROME.later, style: "white" },
      ],
    });
    return;
  }
  const desktop: NonNullable<SignInPrompt["desktop"]> = options.prompt?.desktop ?? { kind: "modal", body: MSG.membersOnly };
  ui.openModal({
    id: desktop.modalId ?? "modalLoginRequired",
    body: desktop.body,
    buttons:
      desktop.kind === "alert"
        ? [{ label: CHROME.ok, style: "blue", onClick: go }]
        : [
            { label: CHROME.close, style: "white" },
            { label: CHROME.signInAction, style: "blue", onClick: go },
          ],
  });
}

export interface MemberActionContext {
  viewer: Viewer | null;
  mobile: boolean;
  ui: Ui;
  navigate: Navigate;
  revalidator: ReturnType<typeof useRevalidator>;
  location: ReturnType<typeof useLocation>;
}

/** Runs the action when the viewer may, otherwise shows the right prompt. Resolves true when the action ran. */
export async function runMemberAction(context: MemberActionContext, options: MemberActionOptions, action: () => void): Promise<boolean> {
  const { viewer, mobile, ui, navigate, revalidator, location } = context;
  const { verified, alwaysRefresh, unverifiedPrompt, visitor: prompt } = options;
  const returnTo = options.returnTo === undefined ? location.pathname + location.search : options.returnTo;
  const visitor = () => promptSignIn(ui, navigate, { mobile, returnTo, prompt });
  if (!viewer) {
    visitor();
    return false;
  }
  let certified = viewer.emailCertYn === "Y";
  let email = viewer.userEmail;
  if (verified && (alwaysRefresh || !certified)) {
    const info = await api("GET /api/user/getUserBasicInfo");
    if (!info.ok) {
      if (info.status === 401) {
        // The session ended elsewhere (logout, password change): this page is out of date.
        revalidator.revalidate();
        visitor();
      } else {
        ui.toast(info.status === 0 ? info.message : MSG.userInfoError);
      }
      return false;
    }
    if ((info.data.emailCertYn === "Y") !== certified) revalidator.revalidate();
    certified = info.data.emailCertYn === "Y";
    email = info.data.userEmail;
  }
  if (verified && !certified) {
    if (unverifiedPrompt === "message") ui.toast(MSG.verifiedMembersOnly);
    else openVerificationModal(ui, navigate, { email, mobile });
    return false;
  }
  action();
  return true;
}
