// Which face of the app a path belongs to: everything under /m is the mobile layout.
import { useLocation } from "react-router";
import { withMobilePrefix } from "../../core/device";

export function isMobilePath(pathname: string): boolean {
  return pathname === "/m" || pathname.startsWith("/m/");
}

export function useIsMobile(): boolean {
  return isMobilePath(useLocation().pathname);
}

/** Builds an internal link for the current face (adds /m on mobile). */
export function useLinkTo(): (path: string) => string {
  const mobile = useIsMobile();
  return (path: string) => withMobilePrefix(path, mobile);
}
