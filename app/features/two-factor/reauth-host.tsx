// The re-check before acts on money or the account (decision 0212), for every page of a signed-in
// member (profile/root-effects.tsx): how app/lib/reauth.ts asks for a code when an act comes back
// with REAUTH_REQUIRED. The act is sent again once the server took the code; closing the dialog
// leaves the act refused, with its message. The form loads only when first asked for.
import { useEffect } from "react";
import { useUi } from "../../components/ui/ui-provider";
import { setReauthHandler } from "../../lib/reauth";
import { TWO_FACTOR_UI } from "./text";

export function useReauthHandler(): void {
  const ui = useUi();
  useEffect(() => {
    setReauthHandler(async () => {
      const { ReauthForm } = await import("./reauth-form");
      return new Promise<boolean>((resolve) => {
        ui.openModal({
          id: "modalReauth",
          title: TWO_FACTOR_UI.reauthTitle,
          body: <ReauthForm resolve={resolve} close={ui.closeModal} />,
          buttons: [],
        });
      });
    });
    return () => setReauthHandler(null);
  }, [ui]);
}
