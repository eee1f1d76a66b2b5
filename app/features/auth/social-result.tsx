// Where a finished social sign-in takes the browser (docs/product/accounts.md): signed in → home or the saved
// redirect (a full load, so every page sees the new session); a new e-mail → the temporary
// record is kept and /sign opens (for Polaris first the modalJoinPolaris choice); an e-mail
// of another channel or a failure → the message, then /login.
import { useCallback } from "react";
import { MSG } from "../../../core/messages";
import type { SocialResult } from "../../../server/modules/oauth/types";
import { useUi } from "../../components/ui/ui-provider";
import { openAlert, openJoinPolaris } from "./auth-modals";
import { clearSocialSignup, saveSocialSignup } from "./social-signup-store";

export type { SocialResult };

const RESULT_KINDS = new Set(["signedIn", "secondStep", "signup", "otherChannel", "error", "linked"]);

/** One of our own paths ('/x'), never another site ('//x', '/\\x', 'https://…'). */
export function isOwnPath(value: unknown): value is string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}

/** Checks a result that arrived by message: the shape we send, and only our own paths. */
export function asSocialResult(value: unknown): SocialResult | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Partial<SocialResult> & { signup?: { record?: unknown; email?: unknown } };
  if (!RESULT_KINDS.has(String(r.kind)) || !isOwnPath(r.to)) return null;
  if (r.kind === "signup" && (typeof r.signup?.record !== "string" || typeof r.signup?.email !== "string")) return null;
  if ((r.kind === "otherChannel" || r.kind === "error" || r.kind === "linked") && typeof (r as { message?: unknown }).message !== "string")
    return null;
  return r as SocialResult;
}

export function useSocialResultHandler(): (result: SocialResult) => void {
  const ui = useUi();
  return useCallback(
    (result: SocialResult) => {
      switch (result.kind) {
        case "signedIn":
        case "secondStep":
          window.location.assign(result.to);
          return;
        case "signup":
          saveSocialSignup(result.signup);
          if (result.channel === "P") {
            openJoinPolaris(ui, {
              email: result.signup.email,
              onStart: () => window.location.assign(result.to),
              onNewAccount: () => {
                clearSocialSignup();
                window.location.assign(result.to);
              },
            });
            return;
          }
          window.location.assign(result.to);
          return;
        case "linked":
        case "otherChannel":
        case "error":
          openAlert(ui, "modalSocialMessage", result.message || MSG.officeLoginError, () => window.location.assign(result.to));
          return;
      }
    },
    [ui],
  );
}
