// The document shell: language, viewport, theme (ndolpin on paths containing "howl"),
// fonts and styles, the loading bar, toasts/modals, and the error pages.
import { Suspense, useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import fontCore from "pretendard/dist/web/variable/woff2-dynamic-subset/PretendardVariable.subset.91.woff2?url";
import fontCommon from "pretendard/dist/web/variable/woff2-dynamic-subset/PretendardVariable.subset.90.woff2?url";
import criticalCss from "./styles/critical.css?inline";
import restFontsCss from "./styles/fonts-rest.css?url";
import { LoadingBar } from "./components/ui/loading-bar";
import { UiProvider } from "./components/ui/ui-provider";
import { lazyNamed } from "./components/ui/lazy-part";
import { EARLY_BUFFER } from "./features/auth/office-client-early";
import { useLeaveDoneToast } from "./features/profile/leave-flag";
import { isMobilePath } from "./lib/device";
import { useRootData, ViewerProvider, type LoaderArgs, type RootData } from "./lib/viewer";
import { LanguageProvider, useLanguage } from "./lib/i18n";
import { SCHEME_HEAD_SCRIPT } from "../core/theme";

// Loaded only where they apply: the office-client sign-in when it is configured, the member
// effects (survey, terms notice) for a signed-in member.
const OfficeClientBridge = lazyNamed(() => import("./features/auth/office-client"), "OfficeClientBridge");
const ProfileRootEffects = lazyNamed(() => import("./features/profile/root-effects"), "ProfileRootEffects");
// The error page comes when an error does.
const RouteErrorPage = lazyNamed(() => import("./components/ui/error-page"), "RouteErrorPage");

export async function loader({ context }: LoaderArgs): Promise<RootData> {
  const site = context.services.site();
  // Only what the page needs: never the session id or the member number. On a page the same
  // for everyone the member is not known here (memberShell): ViewerProvider asks after hydration.
  const viewer = context.viewer ? await context.services.profile.viewerSummary(context.viewer) : null;
  return {
    language: context.language,
    siteName: context.language === "en" ? site.siteNameEn : site.siteName,
    publicUrl: site.publicUrl,
    year: site.year,
    viewer,
    viewerPending: context.memberShell,
    socialProviders: context.services.oauth.providers(),
    officeClient: context.services.oauth.officeClient(),
    footerSites: site.footerSites,
  };
}

/**
 * The first-paint CSS (styles/critical.css) goes into the page itself. The browser build does
 * not carry the text: it reads it back from the server-rendered <style> before hydrating, so
 * the element hydrates with the same content and survives a client re-render.
 */
const CRITICAL_CSS_ID = "critical-css";
const firstPaintCss = import.meta.env.SSR ? criticalCss : (globalThis.document?.getElementById(CRITICAL_CSS_ID)?.textContent ?? "");

/**
 * The text of an inline script of the page's head. Such a script runs once, as the server's HTML
 * is parsed; React never runs it again. So, as with the first-paint CSS, the browser build does
 * not carry the text: it reads it back from the server-rendered element (by id), which then
 * hydrates unchanged (`import.meta.env.SSR ? text : scriptText(id)`).
 */
function scriptText(id: string): string {
  return globalThis.document?.getElementById(id)?.textContent ?? "";
}
const EARLY_TAPS_ID = "nt-early-taps";
const SCHEME_ID = "nt-scheme";
/** Marks <html> with the reader's stored light/dark choice before the first paint (core/theme.ts). */
const MARK_SCHEME = import.meta.env.SSR ? SCHEME_HEAD_SCRIPT : scriptText(SCHEME_ID);
const REST_FONTS_ID = "nt-rest-fonts";

/**
 * Desktop pages: the two most used subsets of the web font (Latin, digits, punctuation and the
 * ~110 most frequent Hangul syllables) start loading with the page. The other subsets' @font-face
 * table (styles/fonts-rest.css) is attached right after the first paint, so it never delays it;
 * then each subset loads only when a character of its unicode-range is on the page. Until it
 * arrives those characters show in the metric-matched fallback (styles/fonts.css), so nothing
 * moves. Phone pages (/m) use the phone's own fonts and load none (tokens.css, decision 0121).
 */
function WebFonts() {
  return (
    <>
      {[fontCore, fontCommon].map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      <script id={REST_FONTS_ID} dangerouslySetInnerHTML={{ __html: ATTACH_REST_FONTS }} />
      <noscript>
        <link rel="stylesheet" href={restFontsCss} />
      </noscript>
    </>
  );
}

/**
 * Shared reading pages start their modules after the first paint (decision 0120), so a reader
 * may tap a button before the page is live. The tap is kept (the last button tapped) and
 * replayed once the page has hydrated (useReplayEarlyTap). Links and form submissions need no
 * help: the browser follows them by itself.
 */
const KEEP_EARLY_TAPS = import.meta.env.SSR
  ? `window.__ntTaps=[];document.addEventListener("click",function(e){if(window.__ntLive)return;var t=e.target;var b=t&&t.closest?t.closest("button,[role=button],[role=tab]"):null;if(!b||(b.type==="submit"&&b.form))return;window.__ntTaps.push(b)},true)`
  : scriptText(EARLY_TAPS_ID);

type EarlyTaps = { __ntTaps?: HTMLElement[]; __ntLive?: boolean };

function useReplayEarlyTap() {
  useEffect(() => {
    const w = window as unknown as EarlyTaps;
    w.__ntLive = true;
    const last = w.__ntTaps?.at(-1);
    w.__ntTaps = [];
    if (last?.isConnected) last.click();
  }, []);
}

const ATTACH_REST_FONTS = import.meta.env.SSR
  ? `requestAnimationFrame(function(){setTimeout(function(){var l=document.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(restFontsCss)};document.head.appendChild(l)})})`
  : scriptText(REST_FONTS_ID);

export function themeFor(pathname: string): "ndolpin" | "default" {
  return pathname.includes("howl") ? "ndolpin" : "default";
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const language = useLanguage();
  return (
    // suppressHydrationWarning: the head script may have added data-scheme before React ran.
    <html lang={language} data-theme={themeFor(pathname)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script id={SCHEME_ID} dangerouslySetInnerHTML={{ __html: MARK_SCHEME }} />
        {/* Fixed at scale 1 (docs/product/platform.md); pinch zoom stays allowed for readers who need it. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* The browser's bar follows the system's scheme (a stored choice does not reach the server's HTML). */}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={themeFor(pathname) === "ndolpin" ? "#F2F8FC" : "#FFFFFF"} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeFor(pathname) === "ndolpin" ? "#0E1726" : "#1B1E24"} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable, with offline reading (decision 0220). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <style id={CRITICAL_CSS_ID} dangerouslySetInnerHTML={{ __html: firstPaintCss }} />
        <script id={EARLY_TAPS_ID} dangerouslySetInnerHTML={{ __html: KEEP_EARLY_TAPS }} />
        {isMobilePath(pathname) ? null : <WebFonts />}
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

/** docs/product/platform.md: a failed chunk load reloads the page, at most once per 60 s. */
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

/** The service worker (offline reading, decision 0220) registers from a small module once the page is idle. */
function useOfflineWorker() {
  useEffect(() => {
    const timer = window.setTimeout(
      () =>
        void import("./features/offline/register").then(
          (m) => m.startOffline(),
          () => undefined,
        ),
      1500,
    );
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * The member-action prompts and the modal load on first use; the reader's first tap or key press
 * starts fetching them, so the prompt it leads to opens without a wait for the network.
 */
function useWarmOnFirstInput() {
  useEffect(() => {
    const warm = () => {
      void import("./features/auth/member-action-flow").catch(() => undefined);
      void import("./components/ui/modal").catch(() => undefined);
    };
    const options = { once: true, capture: true, passive: true } as const;
    window.addEventListener("pointerdown", warm, options);
    window.addEventListener("keydown", warm, options);
    return () => {
      window.removeEventListener("pointerdown", warm, options);
      window.removeEventListener("keydown", warm, options);
    };
  }, []);
}

export default function App() {
  useChunkReloadGuard();
  useWarmOnFirstInput();
  useOfflineWorker();
  useReplayEarlyTap();
  // The member is known inside ViewerProvider (on shared pages a moment after they load).
  const { language } = useRootData();
  return (
    <LanguageProvider language={language}>
      <ViewerProvider>
        <AppBody />
      </ViewerProvider>
    </LanguageProvider>
  );
}

function AppBody() {
  const { officeClient, viewer } = useRootData();
  return (
    <UiProvider>
      <LoadingBar />
      {officeClient ? (
        <>
          {/* Runs while the page is parsed: keeps the client's early messages for the bridge. */}
          <script dangerouslySetInnerHTML={{ __html: EARLY_BUFFER }} />
          <Suspense fallback={null}>
            <OfficeClientBridge />
          </Suspense>
        </>
      ) : null}
      <Outlet />
      {viewer ? (
        <Suspense fallback={null}>
          <ProfileRootEffects />
        </Suspense>
      ) : null}
      <LeaveDone />
    </UiProvider>
  );
}

function LeaveDone() {
  useLeaveDoneToast();
  return null;
}

export function ErrorBoundary() {
  const { pathname } = useLocation();
  // An error page is live once hydrated too: a tap made before that (its way home) acts then.
  useReplayEarlyTap();
  return (
    <Suspense fallback={null}>
      <RouteErrorPage home={isMobilePath(pathname) ? "/m" : "/"} />
    </Suspense>
  );
}
