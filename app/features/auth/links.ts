// Links to the login page that bring the member back to where they were.
import { isAuthPagePath, safeRedirectPath } from "../../../core/post-sign-in";

/** /login (or /m/login) with `redirect` set to the current page, unless that is home or a sign-in page. */
export function loginHref(pathname: string, search: string, mobile: boolean): string {
  const login = mobile ? "/m/login" : "/login";
  const here = safeRedirectPath(pathname + search);
  if (!here || pathname === "/" || pathname === "/m" || isAuthPagePath(here)) return login;
  return `${login}?${new URLSearchParams({ redirect: here }).toString()}`;
}
