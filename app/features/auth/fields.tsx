// The account pages' card frame. The form pieces (fields, password, code, alert) are the house
// ones in app/components/ui/field.tsx, re-exported here for the account pages.
import type { ReactNode } from "react";
import { useIsMobile } from "../../lib/device";
import { T, type Showable } from "../../lib/i18n";
import "../../styles/auth.css";

export function AuthFrame({
  title,
  lead,
  icon,
  tone = "info",
  children,
}: {
  title: Showable;
  lead?: ReactNode;
  icon?: ReactNode;
  /** "warn" draws the icon in the danger colour (a link that did not work …). */
  tone?: "info" | "warn";
  children?: ReactNode;
}) {
  const mobile = useIsMobile();
  return (
    <div className={mobile ? "auth-page auth-page-m" : "auth-page"}>
      <section className="auth-card" aria-labelledby="auth-title">
        {icon ? <div className={tone === "warn" ? "auth-icon warn" : "auth-icon"}>{icon}</div> : null}
        <h1 id="auth-title" className="auth-title">
          <T text={title} />
        </h1>
        {lead ? <div className="auth-lead">{lead}</div> : null}
        {children}
      </section>
    </div>
  );
}

export { CodeField, Field, FormAlert, PasswordField, StrengthMeter, type FieldMessage, type MessageTone } from "../../components/ui/field";
