// Pagination (docs/product/platform.md): three page numbers around the current one, 32 px circles, with
// previous/next arrows. Links keep the rest of the query.
import { CHROME } from "../chrome/text";
import { useT } from "../../lib/i18n";
import { Link, useLocation } from "react-router";

export function pageWindow(current: number, total: number, width = 3): number[] {
  const count = Math.min(width, total);
  let start = Math.max(1, current - Math.floor(width / 2));
  start = Math.min(start, Math.max(1, total - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const location = useLocation();
  const t = useT();
  if (totalPages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n === 1) params.delete("page");
    else params.set("page", String(n));
    const q = params.toString();
    return `${location.pathname}${q ? `?${q}` : ""}`;
  };
  return (
    <nav aria-label={t(CHROME.pages)}>
      <ul className="pagination">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} aria-label={t(CHROME.previousPage)}>
              ‹
            </Link>
          ) : (
            <span className="disabled" aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={href(n)} aria-label={t(CHROME.pageN, { n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link to={href(page + 1)} aria-label={t(CHROME.nextPage)}>
              ›
            </Link>
          ) : (
            <span className="disabled" aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
