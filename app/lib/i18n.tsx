// The reader's interface language on pages, and the one way a component shows text: `t()`
// resolves a catalogue `Text` (core/i18n.ts) — or a text already resolved in both languages,
// e.g. a message the server sent — in the language the page was rendered in. The language
// comes from the root loader (the server's choice for this request), so the server's HTML and
// the browser's first render agree. docs/decisions/0140.
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { formatCount, formatRelativeTime, formatSeoulDate } from "../../core/format";
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, isLanguage, say, type Language, type Params, type Text } from "../../core/i18n";

const LanguageContext = createContext<Language | null>(null);

/** The language of the page: the provider's, else the root loader's, else Korean. */
export function useLanguage(): Language {
  const provided = useContext(LanguageContext);
  const root = useRouteLoaderData("root") as { language?: Language } | undefined;
  return provided ?? root?.language ?? "ko";
}

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  useStoredChoiceWins(language);
  return createElement(LanguageContext.Provider, { value: language }, children);
}

/** Something `t()` can show: a catalogue text (or one resolved in both languages), or plain text (member content). */
export type Showable = Text | string;

export function resolveText(text: Showable, language: Language, params?: Params): string {
  return typeof text === "string" ? text : say(text, language, params);
}

/**
 * The language the current page was rendered in, for code outside components (the API
 * client's own messages): the document's `lang`, which the root layout sets from the loader.
 */
export function pageLanguage(): Language {
  if (typeof document === "undefined") return "ko";
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : "ko";
}

export type Translate = (text: Showable, params?: Params) => string;

/** `const t = useT(); t(AUTH.signIn)` */
export function useT(): Translate {
  const language = useLanguage();
  return useCallback((text: Showable, params?: Params) => resolveText(text, language, params), [language]);
}

/** Counts and dates in the page's language (Korean 1.2천 / 3만, English 1.2K). */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      count: (n: number) => formatCount(n, language),
      ago: (date: Date | string | number, now?: Date | string | number) => formatRelativeTime(date, now, language),
      date: (date: Date | string | number) => formatSeoulDate(date, language),
    }),
    [language],
  );
}

/**
 * Switches the interface language: keeps the choice (local storage, and a year-long cookie so
 * the server renders the next pages in it) and reloads the page in the new language.
 */
export function switchLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the cookie alone still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  window.location.reload();
}

const RELOADED_FOR_CHOICE = "nt-lang-reloaded";

/**
 * The stored choice is the reader's: when it is in local storage but its cookie went missing
 * (cookies cleared), the page came in the browser's language — put the cookie back and reload
 * once, so the reader sees the language they chose.
 */
function useStoredChoiceWins(language: Language) {
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return;
    }
    if (!isLanguage(stored) || stored === language) return;
    if (sessionStorage.getItem(RELOADED_FOR_CHOICE)) return;
    sessionStorage.setItem(RELOADED_FOR_CHOICE, "1");
    switchLanguage(stored);
  }, [language]);
}

/** Shows a text where no hook can run (JSX built outside a component, e.g. a modal body). */
export function T({ text, params }: { text: Showable; params?: Params }) {
  return useT()(text, params);
}
