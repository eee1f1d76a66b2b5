// The frame of every console page: the heading and the way back to the console home.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { texts, type Text } from "../../../core/i18n";
import { useT } from "../../lib/i18n";
import "../../styles/admin.css";

export const ADMIN_PAGE_TEXT = texts({
  back: { ko: "← 운영 콘솔", en: "← Operators' console" },
});

export function AdminPage({ title, children, className, home }: { title: Text; children: ReactNode; className?: string; home?: boolean }) {
  const t = useT();
  return (
    <div className={`container admin-page ${className ?? ""}`}>
      {home ? null : (
        <Link to="/admin" className="admin-back">
          {t(ADMIN_PAGE_TEXT.back)}
        </Link>
      )}
      <h1 className="page-heading">{t(title)}</h1>
      {children}
    </div>
  );
}
