// Interface language choice (SPEC §4 Language): the stored choice wins, otherwise
// Korean for a Korean browser and English for everyone else. Pure so the server can
// apply the same rule to a cookie and the Accept-Language primary tag.

export type Language = "ko" | "en";
export const LANGUAGES: readonly Language[] = ["ko", "en"];

const clean = (s: string | null | undefined): string => (s ?? "").trim().toLowerCase();

export function isLanguage(s: unknown): s is Language {
  return s === "ko" || s === "en";
}

/**
 * `stored`: the value kept in local storage ('ko' or 'en'; anything else is ignored).
 * `browserLanguage`: e.g. navigator.language. Only 'ko' and 'ko-kr' (any case, '-' or '_')
 * count as Korean, exactly as the SPEC lists them.
 */
export function chooseLanguage(stored: string | null | undefined, browserLanguage: string | null | undefined): Language {
  const s = clean(stored);
  if (isLanguage(s)) return s;
  const b = clean(browserLanguage).replace("_", "-");
  return b === "ko" || b === "ko-kr" ? "ko" : "en";
}
