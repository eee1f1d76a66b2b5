// Header search (docs/product/reading.md §5): a type dropdown (전체/제목/내용/태그/글쓴이) and a text box.
// Enter or the button validates with the core rule and goes to the search route. Before the page's
// code has arrived the form still works: the browser submits it to the search route, which
// redirects to the results (routes/search.tsx).
// The fields are the browser's own (uncontrolled) and read when the form is sent: a reader who
// types or picks a type before the part's code is live keeps what they typed, since React
// hydrates a field with the page's value left as it is but its state as the server drew it.
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { SEARCH_TYPES, SEARCH_TYPE_LABELS, searchPath, validateSearchTerm, type SearchType } from "../../../core/search";
import type { Text } from "../../../core/i18n";
import { useT } from "../../lib/i18n";
import { SearchIcon } from "../ui/icons";
import { CHROME } from "./text";

/** The type and term a search form holds now, read from its fields. */
export function searchFormValues(form: HTMLFormElement): { type: SearchType; term: string } {
  const data = new FormData(form);
  const type = String(data.get("type") ?? "all");
  return { type: (SEARCH_TYPES as readonly string[]).includes(type) ? (type as SearchType) : "all", term: String(data.get("q") ?? "") };
}

export function useSearchForm(mobile: boolean) {
  const navigate = useNavigate();
  const [error, setError] = useState<Text | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { type, term } = searchFormValues(event.currentTarget);
    const result = validateSearchTerm(term);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    void navigate(searchPath(result.value, type, mobile));
  };
  const action = mobile ? "/m/search" : "/search";
  return { clearError: () => setError(null), error, submit, action };
}

export function SearchFields({
  form,
  idPrefix,
  autoFocus,
}: {
  form: ReturnType<typeof useSearchForm>;
  idPrefix: string;
  autoFocus?: boolean;
}) {
  const t = useT();
  return (
    <>
      <label className="sr-only" htmlFor={`${idPrefix}-type`}>
        {t(CHROME.searchScope)}
      </label>
      <select id={`${idPrefix}-type`} name="type" defaultValue="all">
        {SEARCH_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(SEARCH_TYPE_LABELS[type])}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${idPrefix}-term`}>
        {t(CHROME.searchTerm)}
      </label>
      <input
        id={`${idPrefix}-term`}
        name="q"
        type="search"
        enterKeyHint="search"
        placeholder={t(CHROME.searchPlaceholder)}
        defaultValue=""
        autoFocus={autoFocus}
        maxLength={100}
        onChange={form.clearError}
        aria-invalid={form.error ? true : undefined}
        aria-describedby={form.error ? `${idPrefix}-error` : undefined}
      />
    </>
  );
}

export function DesktopSearch({ onClose }: { onClose: () => void }) {
  const form = useSearchForm(false);
  const t = useT();
  return (
    <div className="search-wrap">
      <form
        className="search-panel"
        role="search"
        action={form.action}
        method="get"
        onSubmit={form.submit}
        onKeyDown={(e) => e.key === "Escape" && onClose()}
      >
        <SearchFields form={form} idPrefix="header-search" autoFocus />
        <button type="submit" className="icon-btn" aria-label={t(CHROME.search)}>
          <SearchIcon />
        </button>
      </form>
      {form.error ? (
        <p className="search-error" id="header-search-error" role="alert">
          {t(form.error)}
        </p>
      ) : null}
    </div>
  );
}
