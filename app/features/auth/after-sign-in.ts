// Where a member goes once signed in from the login pages (a password, a passkey, or the second
// step of a two-step sign-in): where they were headed, or the page their account needs first
// (core/post-sign-in.ts), as a fresh load — the whole page is now theirs.
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { postSignInTarget } from "../../../core/post-sign-in";
import type { JoinChannel } from "../../../server/modules/auth/types";
import { useIsMobile } from "../../lib/device";
import { clearSignInState, readSignInState } from "./client-state";
import { loadFresh } from "./session";

export function useAfterSignIn(): (facts: { joinChannel: JoinChannel; emailCertYn: "Y" | "N" }) => void {
  const mobile = useIsMobile();
  const [params] = useSearchParams();
  return useCallback(
    (facts) => {
      const stored = readSignInState();
      const outcome = postSignInTarget({
        savedRedirect: params.get("redirect") ?? stored.redirect,
        joinChannel: facts.joinChannel,
        emailCertYn: facts.emailCertYn,
        newSignUp: stored.newSignUp,
        updateTerms: stored.updateTerms,
        pouid: params.get("pouid") ?? stored.pouid,
        mobile,
      });
      clearSignInState();
      loadFresh(outcome.url ?? (mobile ? "/m" : "/"));
    },
    [mobile, params],
  );
}
