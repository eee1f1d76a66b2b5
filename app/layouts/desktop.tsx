// Desktop layout: skip link, header, the page with a fade transition, footer.
import { T } from "../lib/i18n";
import { CHROME } from "../components/chrome/text";
import { Outlet, useLocation, useRouteError } from "react-router";
import { ErrorPage, describeRouteError } from "../components/ui/error-page";
import { usePageTransition } from "../lib/page-transition";
import { DesktopFooter } from "../components/chrome/desktop-footer";
import { DesktopHeader } from "../components/chrome/desktop-header";

export default function DesktopLayout() {
  const location = useLocation();
  const transition = usePageTransition("page-fade");
  return (
    <>
      <a href="#main-content" className="skip-link">
        <T text={CHROME.skipToContent} />
      </a>
      <DesktopHeader />
      <main id="main-content" key={location.pathname} className={transition} tabIndex={-1}>
        <Outlet />
      </main>
      <DesktopFooter />
    </>
  );
}

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return (
    <>
      <DesktopHeader />
      <main id="main-content">
        <ErrorPage status={status} message={message} home="/" />
      </main>
      <DesktopFooter />
    </>
  );
}
