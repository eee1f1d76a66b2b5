// The re-check dialog's form (loaded when first needed): a code from the app or a recovery code.
import { useEffect, useRef } from "react";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { TWO_FACTOR_UI } from "./text";
import { CodeForm } from "./two-factor-section";
import "../../styles/two-factor.css";

export function ReauthForm({ resolve, close }: { resolve: (proved: boolean) => void; close: () => void }) {
  const t = useT();
  const proved = useRef(false);
  // Closed any other way (Escape, the backdrop, cancel): the act stays refused.
  useEffect(() => () => resolve(proved.current), [resolve]);
  return (
    <div className="reauth">
      <p>{t(TWO_FACTOR_UI.reauthBody)}</p>
      <CodeForm
        id="reauth"
        onCancel={close}
        submit={async (code) => {
          const res = await api("POST /api/user/reauth", { body: { code } });
          if (!res.ok) return res.message;
          proved.current = true;
          close();
          return null;
        }}
      />
    </div>
  );
}
