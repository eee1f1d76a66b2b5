// Header search (SPEC §2, §5): a type dropdown (전체/제목/내용/태그/글쓴이) and a text box.
// Enter or the button validates with the core rule and goes to the search route.
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { SEARCH_TYPES, SEARCH_TYPE_LABELS, searchPath, validateSearchTerm, type SearchType } from "../../../core/search";
import { SearchIcon } from "../ui/icons";

export function useSearchForm(mobile: boolean) {
  const navigate = useNavigate();
  const [type, setType] = useState<SearchType>("all");
  const [term, setTerm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateSearchTerm(term);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    void navigate(searchPath(result.value, type, mobile));
  };
  return { type, setType, term, setTerm: (v: string) => (setTerm(v), setError(null)), error, submit };
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
  return (
    <>
      <label className="sr-only" htmlFor={`${idPrefix}-type`}>
        검색 범위
      </label>
      <select id={`${idPrefix}-type`} value={form.type} onChange={(e) => form.setType(e.target.value as SearchType)}>
        {SEARCH_TYPES.map((t) => (
          <option key={t} value={t}>
            {SEARCH_TYPE_LABELS[t]}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${idPrefix}-term`}>
        검색어
      </label>
      <input
        id={`${idPrefix}-term`}
        type="search"
        enterKeyHint="search"
        placeholder="검색어를 입력해 주세요"
        value={form.term}
        autoFocus={autoFocus}
        maxLength={100}
        onChange={(e) => form.setTerm(e.target.value)}
        aria-invalid={form.error ? true : undefined}
        aria-describedby={form.error ? `${idPrefix}-error` : undefined}
      />
    </>
  );
}

export function DesktopSearch({ onClose }: { onClose: () => void }) {
  const form = useSearchForm(false);
  return (
    <div className="search-wrap">
      <form className="search-panel" role="search" onSubmit={form.submit} onKeyDown={(e) => e.key === "Escape" && onClose()}>
        <SearchFields form={form} idPrefix="header-search" autoFocus />
        <button type="submit" className="icon-btn" aria-label="검색">
          <SearchIcon />
        </button>
      </form>
      {form.error ? (
        <p className="search-error" id="header-search-error" role="alert">
          {form.error}
        </p>
      ) : null}
    </div>
  );
}
