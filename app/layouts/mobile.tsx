// Mobile layout (everything under /m): header with search, the page, the collapsible
// footer, the fixed tab bar (not on chatbot pages) and floating buttons.
import { T } from "../lib/i18n";
import { EVERY_PAGE_CHROME as CHROME } from "../components/chrome/every-page-text";
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { usePageTransition } from "../lib/page-transition";
import { MobileTabbar } from "../components/chrome/mobile-chrome";
import { lazyNamed } from "../components/ui/lazy-part";
import { nearPart } from "../components/ui/near-part";
import { FloatingButtons } from "../components/chrome/floating-buttons-part";

// The header with search and the site footer come with the pages that show them: a post page
// (its own bar, no footer) never loads them. The server renders them in full and their code
// loads at once; a tap on them before it is there acts once it is (near-part.tsx).
const MobileHeader = nearPart(() => import("../components/chrome/mobile-frame").then((m) => m.MobileHeader));
const MobileFooter = nearPart(() => import("../components/chrome/mobile-frame").then((m) => m.MobileFooter));
// The error page comes when an error does.
const RouteErrorPage = lazyNamed(() => import("../components/ui/error-page"), "RouteErrorPage");

export default function MobileLayout() {
  const { pathname } = useLocation();
  const detail = pathname.startsWith("/m/d/") || pathname === "/m/document";
  const chatbot = pathname.startsWith("/m/howl/help-bot");
  const transition = usePageTransition(detail ? "page-slide-left" : "page-fade");
  return (
    <div className={detail ? "mobile-root detail" : "mobile-root"}>
      <a href="#main-content" className="skip-link">
        <T text={CHROME.skipToContent} />
      </a>
      {detail ? null : <MobileHeader keepSearch={chatbot} eager />}
      <main id="main-content" key={pathname} className={transition} tabIndex={-1}>
        <Outlet />
      </main>
      {detail ? null : <MobileFooter eager />}
      {/* The chatbot page is one conversation: no tab bar, no floating buttons over its messages. */}
      {chatbot ? null : <FloatingButtons detail={detail} />}
      {chatbot ? null : <MobileTabbar />}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mobile-root">
      <MobileHeader keepSearch={false} eager />
      <Suspense fallback={null}>
        <RouteErrorPage home="/m" />
      </Suspense>
      <MobileTabbar />
    </div>
  );
}
