// The language switch (footer, phone footer, my page): each language named in itself, the
// current one pressed. Switching keeps the choice and reloads the page in the new language.
import type { Language } from "../../../core/i18n";
import { CHROME } from "../chrome/text";
import { switchLanguage, useLanguage, useT } from "../../lib/i18n";

const CHOICES: { language: Language; name: string }[] = [
  { language: "ko", name: "한국어" },
  { language: "en", name: "English" },
];

export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const current = useLanguage();
  return (
    <div className={className ? `language-switch ${className}` : "language-switch"} role="group" aria-label={t(CHROME.language)}>
      {CHOICES.map((choice) => (
        <button
          key={choice.language}
          type="button"
          lang={choice.language}
          aria-pressed={choice.language === current}
          disabled={choice.language === current}
          onClick={() => switchLanguage(choice.language)}
        >
          {choice.name}
        </button>
      ))}
    </div>
  );
}
