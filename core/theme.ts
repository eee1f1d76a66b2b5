// Light and dark: the reader's colour-scheme choice (docs/product/site.md, themes; decision 0215).
//
// The default is the system's setting (`prefers-color-scheme`), which the style sheet follows on
// its own. A reader may fix light or dark with the switch beside the language switch; the choice
// is kept like the language (local storage, mirrored in a cookie) and is never sent to the
// server's pages: shared pages are the same bytes for every reader, so the HTML cannot carry it.
// Instead a tiny script in the page's head marks `<html data-scheme="light|dark">` from the
// stored choice before the first paint, and the tokens (app/styles/tokens.css) follow the mark.

export type SchemeChoice = "system" | "light" | "dark";
export const SCHEME_CHOICES: readonly SchemeChoice[] = ["system", "light", "dark"];

/** The local-storage key of the stored choice. */
export const SCHEME_STORAGE_KEY = "color-scheme";
/** The cookie that mirrors it (read by the head script when storage is unavailable). */
export const SCHEME_COOKIE = "nt_scheme";
/** The attribute of `<html>` the style sheet reads; absent means "follow the system". */
export const SCHEME_ATTRIBUTE = "data-scheme";

/** A stored value as a choice: anything but "light" or "dark" (missing, old, tampered) is "system". */
export function parseSchemeChoice(value: unknown): SchemeChoice {
  return value === "light" || value === "dark" ? value : "system";
}

/** The choice kept in a `Cookie` header's text (`a=1; nt_scheme=dark`), if any. */
export function schemeFromCookie(cookieHeader: string): SchemeChoice {
  const match = new RegExp(`(?:^|;\\s*)${SCHEME_COOKIE}=([^;]*)`).exec(cookieHeader);
  return parseSchemeChoice(match?.[1]);
}

/**
 * The head script: runs while the HTML is parsed, before anything is drawn. The same rule as
 * parseSchemeChoice and schemeFromCookie, written small (it is in every page): storage first,
 * then the cookie; only "light" or "dark" marks the page. Its exact text is hashed into the
 * page's Content-Security-Policy like every inline script of the page (server/lib/csp.ts).
 */
export const SCHEME_HEAD_SCRIPT =
  `(function(){var c;try{c=localStorage.getItem("${SCHEME_STORAGE_KEY}")}catch(e){}` +
  `if(!c){var m=/(?:^|;\\s*)${SCHEME_COOKIE}=(\\w+)/.exec(document.cookie);c=m&&m[1]}` +
  `if(c==="light"||c==="dark")document.documentElement.setAttribute("${SCHEME_ATTRIBUTE}",c)})()`;
