// Desktop/mobile routing (docs/product/accounts.md Redirect rules). Mobile pages live under /m; the
// server redirects each visitor to the right tree before rendering. Pure string work
// so the same rule can be unit-tested and reused for building links.
//
// iPad decision: a UA containing "iPad" is treated as mobile (the mobile layout fits
// a tablet better than the 1200px desktop). iPadOS 13+ Safari sends a Mac desktop UA by
// default and cannot be told apart from a Mac on the server, so it gets the desktop
// site — which is what Apple intends with that default. Android tablets (no "Mobile"
// token) likewise get the desktop site.

const MOBILE_UA_RE = /iPhone|iPod|iPad|Android.+Mobile|Windows Phone|BlackBerry|\bBB10\b|Opera Mini|IEMobile|webOS|\bMobi/i;
const GOOGLE_CRAWLER_RE = /Googlebot|Google-InspectionTool|AdsBot-Google-Mobile/i;

/** Paths that must never be redirected: auth return, health, API and framework plumbing. */
const EXEMPT_PREFIXES = ["/oauth", "/actuator", "/api", "/assets", "/files", "/__manifest", "/.well-known"];
/** File extensions of static files and React Router data requests (`.data`). */
const ASSET_EXT_RE =
  /\.(?:js|mjs|cjs|css|map|json|xml|txt|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|bmp|woff2?|ttf|otf|eot|pdf|mp4|webm|mp3|html?|data)$/i;

export function isMobileUserAgent(ua: string | null | undefined): boolean {
  return !!ua && MOBILE_UA_RE.test(ua);
}

/** Googlebot smartphone (and Google's mobile inspection/ads bots): they must see the URL as requested. */
export function isGoogleMobileCrawler(ua: string | null | undefined): boolean {
  return !!ua && GOOGLE_CRAWLER_RE.test(ua) && isMobileUserAgent(ua);
}

/** Collapses leading slashes/backslashes to one '/', so a result like '//evil.com' can never become an off-site redirect. */
function normalizePath(path: string): string {
  const p = path.replace(/^[/\\]+/, "");
  return `/${p}`;
}

/** True for exactly /m and anything under /m/ — but not /mobile or /mypage. */
export function isMobilePath(path: string): boolean {
  const p = normalizePath(path);
  return p === "/m" || p.startsWith("/m/");
}

/** '/m' → '/', '/m/d/abc' → '/d/abc'; other paths unchanged. */
export function stripMobilePrefix(path: string): string {
  const p = normalizePath(path);
  if (p === "/m") return "/";
  return p.startsWith("/m/") ? normalizePath(p.slice(2)) : p;
}

/** The path in the requested tree: '/' → '/m' for mobile; a /m path → desktop path when not mobile. */
export function withMobilePrefix(path: string, mobile: boolean): string {
  const desktop = stripMobilePrefix(path);
  if (!mobile) return desktop;
  return desktop === "/" ? "/m" : `/m${desktop}`;
}

/**
 * Pages that exist only on phones, and the desktop page that does the same job (a desktop browser
 * sent to one of them lands there, never on a 404). Keys and values are desktop paths.
 */
export const PHONE_ONLY_DESKTOP_TWINS: Readonly<Record<string, string>> = {
  // The phone's "my page" hub is a menu of the member's pages; desktop opens the first of them.
  "/mypage": "/mypage/account",
  // The phone's document entry is the document upload.
  "/document": "/upload?type=updDocs",
  "/signIn": "/login",
  // The help chatbot is the floating chat button on desktop; its page of answers is the FAQ.
  "/howl/help-bot": "/faq",
};

/** A desktop path, or its twin when the path is phone-only, with the query kept (the twin's own first). */
function desktopTarget(path: string, search: string): string {
  const twin = PHONE_ONLY_DESKTOP_TWINS[path];
  if (!twin) return path + search;
  if (!search) return twin;
  return twin.includes("?") ? `${twin}&${search.slice(1)}` : twin + search;
}

function isExemptPath(path: string): boolean {
  const p = normalizePath(path);
  if (EXEMPT_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`))) return true;
  // Search keys are route parameters and may contain dots ('/search/node.js/all'), so
  // there only React Router's '.data' requests count as files.
  const lastSegment = p.slice(p.lastIndexOf("/") + 1);
  if (/^\/(?:m\/)?search\//.test(p)) return /\.data$/i.test(lastSegment);
  return ASSET_EXT_RE.test(lastSegment);
}

function normalizeSearch(search: string | null | undefined): string {
  if (!search || search === "?") return "";
  return search.startsWith("?") ? search : `?${search}`;
}

export interface DeviceRedirectInput {
  /** URL path, e.g. '/d/abc' (no query). */
  path: string;
  /** Query string with or without the leading '?', or ''. Kept on the redirect. */
  search?: string | null;
  userAgent?: string | null;
}

/**
 * The redirect target, or null to render as requested.
 * - Mobile UA outside /m → '/m' + path (query kept), except exempt paths (/oauth, /actuator,
 *   /api, assets and other files) and Google's mobile crawler, which must index the URL it asked for.
 * - Other UA on /m or /m/... → the path without the prefix (query kept), except files; a page
 *   that exists only on phones → its desktop twin (PHONE_ONLY_DESKTOP_TWINS).
 */
export function deviceRedirect({ path, search, userAgent }: DeviceRedirectInput): string | null {
  if (isExemptPath(path)) return null;
  const mobile = isMobileUserAgent(userAgent);
  const onMobilePath = isMobilePath(path);
  if (mobile === onMobilePath) return null;
  if (mobile && isGoogleMobileCrawler(userAgent)) return null;
  if (!mobile) return desktopTarget(withMobilePrefix(path, false), normalizeSearch(search));
  return withMobilePrefix(path, mobile) + normalizeSearch(search);
}
