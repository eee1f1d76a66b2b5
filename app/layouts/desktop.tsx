// Desktop layout: skip link, header, the page with a fade transition, footer, floating buttons.
import { T } from "../lib/i18n";
import { EVERY_PAGE_CHROME as CHROME } from "../components/chrome/every-page-text";
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { lazyNamed } from "../components/ui/lazy-part";
import { FloatingButtons } from "../components/chrome/floating-buttons-part";
import { usePageTransition } from "../lib/page-transition";
import { DesktopFooter } from "../components/chrome/desktop-footer";
import { DesktopHeader } from "../components/chrome/desktop-header";
import { HelpBotLauncher } from "../features/helpbot/panel";

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
      <FloatingButtons detail={location.pathname.startsWith("/d/") || location.pathname === "/document"} />
      <HelpBotLauncher />
    </>
  );
}

// The error page comes when an error does.
const RouteErrorPage = lazyNamed(() => import("../components/ui/error-page"), "RouteErrorPage");

export function ErrorBoundary() {
  return (
    <>
      <DesktopHeader />
      <main id="main-content">
        <Suspense fallback={null}>
          <RouteErrorPage home="/" />
        </Suspense>
      </main>
      <DesktopFooter />
    </>
  );
}
