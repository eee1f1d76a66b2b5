// Mobile layout (everything under /m): header with search, the page, the collapsible
// footer, the fixed tab bar (not on chatbot pages) and floating buttons.
import { T } from "../lib/i18n";
import { CHROME } from "../components/chrome/text";
import { Outlet, useLocation, useRouteError } from "react-router";
import { ErrorPage, describeRouteError } from "../components/ui/error-page";
import { usePageTransition } from "../lib/page-transition";
import { FloatingButtons, MobileFooter, MobileHeader, MobileTabbar } from "../components/chrome/mobile-chrome";

export default function MobileLayout() {
  const { pathname } = useLocation();
  const detail = pathname.startsWith("/m/d/") || pathname === "/m/document";
  const chatbot = pathname.startsWith("/m/howl/help-bot");
  const transition = usePageTransition(detail ? "page-slide-left" : "page-fade");
  return (
    <div className="mobile-root">
      <a href="#main-content" className="skip-link">
        <T text={CHROME.skipToContent} />
      </a>
      {detail ? null : <MobileHeader keepSearch={chatbot} />}
      <main id="main-content" key={pathname} className={transition} tabIndex={-1}>
        <Outlet />
      </main>
      {detail ? null : <MobileFooter />}
      <FloatingButtons detail={detail} />
      {chatbot ? null : <MobileTabbar />}
    </div>
  );
}

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return (
    <div className="mobile-root">
      <MobileHeader keepSearch={false} />
      <ErrorPage status={status} message={message} home="/m" />
      <MobileTabbar />
    </div>
  );
}
