// Shared bits of the account pages' route modules.
import { redirect } from "react-router";
import { isMobilePath } from "../../lib/device";

export { privateMeta as authMeta } from "../../lib/meta";

export function homeFor(pathname: string): string {
  return isMobilePath(pathname) ? "/m" : "/";
}

/** docs/product/accounts.md: a signed-in member does not see the login (or sign-up) page: home, query kept. */
export function redirectHomeKeepingQuery(url: URL): never {
  throw redirect(homeFor(url.pathname) + url.search);
}

/** The address of another account page on the current face (/m on mobile). */
export function pagePath(pathname: string, page: string): string {
  return `${isMobilePath(pathname) ? "/m" : ""}${page}`;
}
