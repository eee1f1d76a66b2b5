// The goodbye message after leaving: the leaving page sets the flag before the browser reloads,
// the next page (the home page, as a visitor) reads it once and says goodbye.
import { useEffect } from "react";
import { useUi } from "../../components/ui/ui-provider";

/** Set before the leaving browser reloads, read once on the next page. */
export const LEFT_FLAG = "nt-left";

export function useLeaveDoneToast(): void {
  const ui = useUi();
  useEffect(() => {
    if (!sessionStorage.getItem(LEFT_FLAG)) return;
    sessionStorage.removeItem(LEFT_FLAG);
    void import("../../../core/profile").then(({ LEAVE_MSG }) => ui.toast(LEAVE_MSG.done));
  }, [ui]);
}
