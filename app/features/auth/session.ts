// Session changes in the browser. Signing in, signing up, verifying and logging out change
// who the visitor is for every part of the page (header, guards, loaders), so they end with
// a full page load of the next address rather than a client-side navigation.
import { useCallback } from "react";
import { useIsMobile } from "../../lib/device";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { clearClientState, clearOfflineCopies } from "./client-state";

/** Loads `url` (a same-site path) as a new document. */
export function loadFresh(url: string): void {
  window.location.assign(url);
}

/** docs/product/accounts.md logout: POST /api/user/logout, clear what the browser kept for the member, go home. */
export function useLogout(): () => Promise<boolean> {
  const mobile = useIsMobile();
  const ui = useUi();
  return useCallback(async () => {
    const result = await api("POST /api/user/logout");
    if (!result.ok) {
      ui.toast(result.message);
      return false;
    }
    clearClientState();
    // The offline copies are gone before the next page loads.
    await clearOfflineCopies();
    loadFresh(mobile ? "/m" : "/");
    return true;
  }, [mobile, ui]);
}
