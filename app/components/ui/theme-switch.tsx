// The light/dark switch beside the language switch (footer, phone footer, my page): 시스템
// follows the device, 라이트 and 다크 fix one. The choice is kept like the language (local
// storage and a year-long cookie) and applied at once, without a reload: the page's colours
// are tokens that follow <html data-scheme> (core/theme.ts, tokens.css).
import { useEffect, useState } from "react";
import {
  SCHEME_ATTRIBUTE,
  SCHEME_CHOICES,
  SCHEME_COOKIE,
  SCHEME_STORAGE_KEY,
  parseSchemeChoice,
  schemeFromCookie,
  type SchemeChoice,
} from "../../../core/theme";
import { CHROME } from "../chrome/text";
import { useT } from "../../lib/i18n";

const LABELS = { system: CHROME.schemeSystem, light: CHROME.schemeLight, dark: CHROME.schemeDark } as const;

/** The stored choice: local storage first, then the cookie (the head script's rule). */
function storedChoice(): SchemeChoice {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(SCHEME_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the cookie carries the choice.
  }
  return stored ? parseSchemeChoice(stored) : schemeFromCookie(document.cookie);
}

export function switchScheme(choice: SchemeChoice): void {
  try {
    localStorage.setItem(SCHEME_STORAGE_KEY, choice);
  } catch {
    // The cookie alone still carries the choice.
  }
  document.cookie = `${SCHEME_COOKIE}=${choice}; path=/; max-age=31536000; samesite=lax`;
  const root = document.documentElement;
  if (choice === "system") root.removeAttribute(SCHEME_ATTRIBUTE);
  else root.setAttribute(SCHEME_ATTRIBUTE, choice);
}

export function ThemeSwitch({ className }: { className?: string }) {
  const t = useT();
  // The server's HTML cannot know the choice (shared pages): until the page is live the pressed
  // look comes from <html data-scheme> in CSS, then from this state.
  const [current, setCurrent] = useState<SchemeChoice | null>(null);
  useEffect(() => setCurrent(storedChoice()), []);
  return (
    <div
      className={className ? `language-switch theme-switch ${className}` : "language-switch theme-switch"}
      role="group"
      aria-label={t(CHROME.colorScheme)}
    >
      {SCHEME_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          data-scheme-choice={choice}
          aria-pressed={current === null ? undefined : choice === current}
          onClick={() => {
            switchScheme(choice);
            setCurrent(choice);
          }}
        >
          {t(LABELS[choice])}
        </button>
      ))}
    </div>
  );
}
