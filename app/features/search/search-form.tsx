// The search page's own form: the term and type of the current search, the same core rule
// and messages as the header search (docs/product/reading.md); like it, submitted by the browser
// before the page's code runs, it still searches (routes/search.tsx redirects ?q=…).
import type { Text } from "../../../core/i18n";
import { useT } from "../../lib/i18n";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { SEARCH_TYPES, SEARCH_TYPE_LABELS, searchPath, validateSearchTerm, type SearchType } from "../../../core/search";
import { SearchIcon } from "../../components/ui/icons";
import { SEARCH } from "./text";

export function SearchPageForm({ initialKey, initialType, mobile }: { initialKey: string; initialType: SearchType; mobile: boolean }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialKey);
  const [type, setType] = useState<SearchType>(initialType);
  const [error, setError] = useState<Text | null>(null);
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
      <select id="search-page-type" name="type" value={type} onChange={(e) => setType(e.target.value as SearchType)}>
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
        value={term}
        onChange={(e) => (setTerm(e.target.value), setError(null))}
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
