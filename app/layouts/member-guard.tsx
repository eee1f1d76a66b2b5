// The route guard of docs/product/platform.md for pages that need a signed-in member (upload, my page …):
// a visitor goes to the login page with the query kept and the page saved as the redirect
// target; on mobile my page sends a visitor home instead. The page's own loader still
// checks the viewer before reading member data.
import { Outlet, redirect } from "react-router";
import { isMobilePath } from "../lib/device";
import type { LoaderArgs } from "../lib/viewer";

export function loginRedirectFor(url: URL): string {
  const mobile = isMobilePath(url.pathname);
  const params = new URLSearchParams(url.search);
  params.set("redirect", url.pathname + url.search);
  return `${mobile ? "/m" : ""}/login?${params.toString()}`;
}

export function loader({ request, context }: LoaderArgs) {
  if (context.viewer) return null;
  const url = new URL(request.url);
  if (url.pathname === "/m/mypage" || url.pathname.startsWith("/m/mypage/")) throw redirect("/m");
  throw redirect(loginRedirectFor(url));
}

export default function MemberGuard() {
  return <Outlet />;
}
