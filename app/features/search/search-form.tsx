// The search page's own form: the term and type of the current search, the same core rule
// and messages as the header search (docs/product/reading.md); like it, submitted by the browser
// before the page's code runs, it still searches (routes/search.tsx redirects ?q=…). Its fields
// are read when it is sent, as the header's are (components/chrome/search-box.tsx says why); the
// route gives it a new key for every search, which puts the new term in them.
import type { Text } from "../../../core/i18n";
import { useT } from "../../lib/i18n";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { SEARCH_TYPES, SEARCH_TYPE_LABELS, searchPath, validateSearchTerm, type SearchType } from "../../../core/search";
import { searchFormValues } from "../../components/chrome/search-box";
import { SearchIcon } from "../../components/ui/icons";
import { SEARCH } from "./text";

export function SearchPageForm({ initialKey, initialType, mobile }: { initialKey: string; initialType: SearchType; mobile: boolean }) {
  const navigate = useNavigate();
  const [error, setError] = useState<Text | null>(null);
  const t = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { type, term } = searchFormValues(event.currentTarget);
    const checked = validateSearchTerm(term);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    void navigate(searchPath(checked.value, type, mobile));
  };
  return (
    <form className="search-page-form" role="search" action={mobile ? "/m/search" : "/search"} method="get" onSubmit={submit} noValidate>
      <label className="sr-only" htmlFor="search-page-type">
        {t(SEARCH.scope)}
      </label>
      <select id="search-page-type" name="type" defaultValue={initialType}>
        {SEARCH_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(SEARCH_TYPE_LABELS[type])}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="search-page-term">
        {t(SEARCH.term)}
      </label>
      <input
        id="search-page-term"
        name="q"
        type="search"
        enterKeyHint="search"
        maxLength={100}
        placeholder={t(SEARCH.placeholder)}
        defaultValue={initialKey}
        onChange={() => setError(null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "search-page-error" : undefined}
      />
      <button type="submit" className="icon-btn" aria-label={t(SEARCH.title)}>
        <SearchIcon />
      </button>
      {error ? (
        <p id="search-page-error" className="search-page-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </form>
  );
}
