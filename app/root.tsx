// The document shell: language, viewport, theme (ndolpin on paths containing "howl"),
// fonts and styles, the loading bar, toasts/modals, and the error pages.
import { useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css";
import "./styles/tokens.css";
import "./styles/app.css";
import { ErrorPage, describeRouteError } from "./components/ui/error-page";
import { LoadingBar } from "./components/ui/loading-bar";
import { UiProvider } from "./components/ui/ui-provider";
import { OfficeClientBridge } from "./features/auth/office-client";
import { ProfileRootEffects } from "./features/profile/root-effects";
import { isMobilePath } from "./lib/device";
import { ViewerProvider, type LoaderArgs, type RootData } from "./lib/viewer";

export async function loader({ context }: LoaderArgs): Promise<RootData> {
  const site = context.services.site();
  // Only what the page needs: never the session id or the member number. On a page the same
  // for everyone the member is not known here (memberShell): ViewerProvider asks after hydration.
  const viewer = context.viewer ? await context.services.profile.viewerSummary(context.viewer) : null;
  return {
    siteName: site.siteName,
    publicUrl: site.publicUrl,
    year: site.year,
    viewer,
    viewerPending: context.memberShell,
    socialProviders: context.services.oauth.providers(),
    officeClient: context.services.oauth.officeClient(),
  };
}

export function themeFor(pathname: string): "ndolpin" | "default" {
  return pathname.includes("howl") ? "ndolpin" : "default";
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <html lang="ko" data-theme={themeFor(pathname)}>
      <head>
        <meta charSet="utf-8" />
        {/* Fixed at scale 1 (SPEC §2); pinch zoom stays allowed for readers who need it. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={themeFor(pathname) === "ndolpin" ? "#0E1726" : "#FFFFFF"} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className={isMobilePath(pathname) ? "is-mobile" : "is-desktop"}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** SPEC §4: a failed chunk load reloads the page, at most once per 60 s. */
function useChunkReloadGuard() {
  useEffect(() => {
    const onPreloadError = () => {
      const key = "chunk-reload-at";
      const last = Number(sessionStorage.getItem(key) ?? 0);
      if (Date.now() - last < 60_000) return;
      sessionStorage.setItem(key, String(Date.now()));
      window.location.reload();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
}

export default function App() {
  useChunkReloadGuard();
  return (
    <ViewerProvider>
      <UiProvider>
        <LoadingBar />
        <OfficeClientBridge />
        <Outlet />
        <ProfileRootEffects />
      </UiProvider>
    </ViewerProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { status, message } = describeRouteError(error);
  return <ErrorPage status={status} message={message} home={isMobilePath(pathname) ? "/m" : "/"} />;
}
