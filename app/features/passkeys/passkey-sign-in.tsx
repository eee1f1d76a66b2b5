// Passkey sign-in on /login and /m/login (docs/product/accounts.md): a button, and where the
// browser offers it, the passkeys it holds for this site among the e-mail field's suggestions
// (conditional mediation: the field's autocomplete says "username webauthn"). Either way the
// browser checks the member (fingerprint, face, screen lock) and the server checks the signature;
// then the page goes where a password sign-in would (the same `onSignedIn`).
// The WebAuthn helper loads only when the page is live, never in the first paint.
import { useCallback, useEffect, useRef, useState } from "react";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/field";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { PASSKEY_UI } from "./text";
import "../../styles/passkeys.css";

export interface PasskeySignedIn {
  emailCertYn: "Y" | "N";
  joinChannel: "A" | "G" | "K" | "P";
}

type Ask = "button" | "autofill";

export function PasskeySignIn({ onSignedIn }: { onSignedIn: (answer: PasskeySignedIn) => void }) {
  const t = useT();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const done = useRef(onSignedIn);
  done.current = onSignedIn;

  const run = useCallback(
    async (ask: Ask): Promise<void> => {
      const { startAuthentication, WebAuthnAbortService } = await import("@simplewebauthn/browser");
      const asked = await api("POST /api/user/passkey/signIn/options");
      if (!asked.ok) {
        if (ask === "button") setMessage(asked.message);
        return;
      }
      if (ask === "button") {
        // The button takes over from a waiting autofill request (one ceremony at a time).
        WebAuthnAbortService.cancelCeremony();
        setPending(true);
      }
      let response;
      try {
        response = await startAuthentication({
          optionsJSON: asked.data.options as unknown as PublicKeyCredentialRequestOptionsJSON,
          useBrowserAutofill: ask === "autofill",
        });
      } catch (error) {
        setPending(false);
        const name = (error as { name?: string }).name;
        // An autofill request ends quietly (the member typed a password, or the button took over).
        if (ask === "autofill" || name === "AbortError") return;
        setMessage(t(name === "NotAllowedError" ? PASSKEY_UI.cancelled : PASSKEY_UI.failed));
        return;
      }
      setPending(true);
      setMessage(null);
      const answer = await api("POST /api/user/passkey/signIn", { body: { challengeId: asked.data.challengeId, response } });
      if (!answer.ok) {
        setPending(false);
        setMessage(answer.message);
        return;
      }
      done.current(answer.data);
    },
    [t],
  );

  useEffect(() => {
    const credential = typeof window === "undefined" ? undefined : window.PublicKeyCredential;
    setSupported(Boolean(credential));
    if (!credential?.isConditionalMediationAvailable) return;
    let stopped = false;
    void credential.isConditionalMediationAvailable().then((available) => {
      if (available && !stopped) void run("autofill");
    });
    return () => {
      stopped = true;
      void import("@simplewebauthn/browser").then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    };
  }, [run]);

  const click = () => {
    if (pending) return;
    if (!supported) {
      setMessage(t(PASSKEY_UI.unsupported));
      return;
    }
    setMessage(null);
    void run("button");
  };

  return (
    <div className="passkey-sign-in">
      <Button variant="white" block pending={pending} pendingLabel={t(PASSKEY_UI.signingIn)} onClick={click} data-testid="passkey-sign-in">
        <KeyIcon />
        {t(PASSKEY_UI.signIn)}
      </Button>
      <FormAlert message={message ? { tone: "error", text: message } : null} />
    </div>
  );
}

function KeyIcon() {
  return (
    <svg className="passkey-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="8" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 12h9M18 12v3M21 12v2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
