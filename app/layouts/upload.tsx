// The upload layout (docs/product/writing.md layouts): the writing page brings its own compact header (topic
// dropdown, page type, publish), so this frame has no site header, footer or tab bar — on
// desktop and under /m alike.
import { Outlet, useLocation, useRouteError } from "react-router";
import { ErrorPage, describeRouteError } from "../components/ui/error-page";
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

export function ErrorBoundary() {
  const { pathname } = useLocation();
  const { status, message } = describeRouteError(useRouteError());
  return (
    <main id="main-content">
      <ErrorPage status={status} message={message} home={isMobilePath(pathname) ? "/m" : "/"} />
    </main>
  );
}
