// The upload layout (docs/product/writing.md layouts): the writing page brings its own compact header (topic
// dropdown, page type, publish), so this frame has no site header, footer or tab bar — on
// desktop and under /m alike.
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { lazyNamed } from "../components/ui/lazy-part";
import { isMobilePath } from "../lib/device";

export default function UploadLayout() {
  const { pathname } = useLocation();
  return (
    <div className={isMobilePath(pathname) ? "upload-root upload-root-mobile" : "upload-root"}>
      <main id="main-content" className="page-fade" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

// The error page comes when an error does.
const RouteErrorPage = lazyNamed(() => import("../components/ui/error-page"), "RouteErrorPage");

export function ErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <main id="main-content">
      <Suspense fallback={null}>
        <RouteErrorPage home={isMobilePath(pathname) ? "/m" : "/"} />
      </Suspense>
    </main>
  );
}
