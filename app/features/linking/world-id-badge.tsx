// The World ID mark (docs/product/accounts.md §9): shown on the member's profile and account page.
import { useT } from "../../lib/i18n";
import { LINKING_TEXT } from "./text";

export function WorldIdBadge({ level }: { level?: string | null }) {
  const t = useT();
  const title = level ? `${t(LINKING_TEXT.worldIdBadgeTitle)} ${t(LINKING_TEXT.level, { level })}` : t(LINKING_TEXT.worldIdBadgeTitle);
  return (
    <span className="world-id-badge" title={title} data-testid="world-id-badge">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M4.8 8.2l2.1 2.1 4.3-4.4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t(LINKING_TEXT.worldIdBadge)}
    </span>
  );
}
