// /login/verify and /m/login/verify: the second step of a two-step sign-in (docs/product/accounts.md
// §6.7). The first step (a password on /login, or a social sign-in) left a five-minute ticket in
// an httpOnly cookie; the member types the app's 6-digit code, or a recovery code, and goes on
// where the sign-in was headed. Without a ticket the page says the sign-in has to start over.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLoaderData, useSearchParams, type MetaFunction } from "react-router";
import { redirectForDevice } from "../../../core/post-sign-in";
import { SECOND_STEP_COOKIE } from "../../../core/social";
import { Button } from "../../components/ui/button";
import { Field, FormAlert } from "../../components/ui/field";
import { useAfterSignIn } from "../../features/auth/after-sign-in";
import { AuthFrame } from "../../features/auth/fields";
import { redirectHomeKeepingQuery } from "../../features/auth/page";
import { TWO_FACTOR_UI } from "../../features/two-factor/text";
import { api } from "../../lib/api";
import { useIsMobile } from "../../lib/device";
import { useLanguage, useT } from "../../lib/i18n";
import { formatSeoulDateTime } from "../../../core/security-alerts";
import { routePrivateMeta } from "../../lib/route-meta";
import type { LoaderArgs } from "../../lib/viewer";
import "../../styles/two-factor.css";

export function loader({ request, context }: LoaderArgs) {
  if (context.viewer) redirectHomeKeepingQuery(new URL(request.url));
  const cookies = request.headers.get("cookie") ?? "";
  // Whether a first step left its ticket (the server checks the ticket itself when the code comes).
  return {
    ticket: cookies.split(/;\s*/).some((pair) => pair.startsWith(`${SECOND_STEP_COOKIE}=`) && pair.length > SECOND_STEP_COOKIE.length + 1),
  };
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

/** No app and no recovery code: the mailed link that works after a wait (decision 0213). */
function LostBoth() {
  const t = useT();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ tone: "info" | "error"; text: string } | null>(null);
  const ask = async () => {
    if (sending) return;
    setSending(true);
    const res = await api("POST /api/user/twoFactor/recovery", { body: {} });
    setSending(false);
    setAnswer(
      res.ok
        ? { tone: "info", text: t(TWO_FACTOR_UI.recoveryRequested, { when: formatSeoulDateTime(res.data.readyAt, language) }) }
        : { tone: "error", text: res.message },
    );
  };
  return (
    <div className="login-verify-help">
      {open ? (
        <>
          <p>{t(TWO_FACTOR_UI.lostBothHow)}</p>
          {answer ? (
            <p role={answer.tone === "error" ? "alert" : "status"} className={answer.tone === "error" ? "form-error" : "login-verify-sent"}>
              {answer.text}
            </p>
          ) : (
            <button type="button" className="btn btn-sm" onClick={() => void ask()} disabled={sending} aria-busy={sending || undefined}>
              {t(TWO_FACTOR_UI.requestRecovery)}
            </button>
          )}
        </>
      ) : (
        <button type="button" className="login-verify-switch" onClick={() => setOpen(true)} aria-expanded={false}>
          {t(TWO_FACTOR_UI.lostBoth)}
        </button>
      )}
    </div>
  );
}

export default function LoginVerifyPage() {
  const t = useT();
  const mobile = useIsMobile();
  const [params] = useSearchParams();
  const { ticket } = useLoaderData<typeof loader>();
  const afterSignIn = useAfterSignIn();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [expired, setExpired] = useState(!ticket);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const prefix = mobile ? "/m" : "";
  const returning = redirectForDevice(params.get("redirect"), mobile);
  const loginPath = `${prefix}/login${returning ? `?redirect=${encodeURIComponent(returning)}` : ""}`;

  useEffect(() => input.current?.focus(), [recovery]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!code.trim()) {
      setMessage(t(TWO_FACTOR_UI.codeEmpty));
      input.current?.focus();
      return;
    }
    setPending(true);
    const res = await api("POST /api/user/signIn/twoFactor", { body: { code } });
    if (res.ok) return afterSignIn(res.data);
    setPending(false);
    if (res.errorId === "TWO_FACTOR_TICKET_EXPIRED") setExpired(true);
    setMessage(res.message);
    input.current?.select();
  };

  return (
    <AuthFrame title={TWO_FACTOR_UI.verifyTitle} lead={t(recovery ? TWO_FACTOR_UI.verifyRecoveryLead : TWO_FACTOR_UI.verifyLead)}>
      <div className="login-verify">
        {expired ? (
          <>
            <FormAlert message={{ tone: "error", text: message ?? t(TWO_FACTOR_UI.expired) }} />
            <Link className="btn btn-blue btn-block" to={loginPath}>
              {t(TWO_FACTOR_UI.backToLogin)}
            </Link>
          </>
        ) : (
          <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
            <Field
              ref={input}
              key={recovery ? "recovery" : "app"}
              id="login-verify-code"
              label={recovery ? TWO_FACTOR_UI.recoveryLabel : TWO_FACTOR_UI.codeLabel}
              autoComplete="one-time-code"
              inputMode={recovery ? "text" : "numeric"}
              autoCapitalize="none"
              spellCheck={false}
              placeholder={recovery ? "xxxxx-xxxxx" : "123456"}
              maxLength={recovery ? 40 : 7}
              value={code}
              onValue={setCode}
            />
            <FormAlert message={message && !pending ? { tone: "error", text: message } : null} />
            <Button type="submit" variant="blue" block pending={pending} pendingLabel={t(TWO_FACTOR_UI.verifying)}>
              {t(TWO_FACTOR_UI.verify)}
            </Button>
          </form>
        )}
        <div className="login-verify-links">
          {expired ? null : (
            <button
              type="button"
              className="login-verify-switch"
              onClick={() => {
                setRecovery(!recovery);
                setCode("");
                setMessage(null);
              }}
            >
              {t(recovery ? TWO_FACTOR_UI.useApp : TWO_FACTOR_UI.useRecovery)}
            </button>
          )}
          {expired ? null : <Link to={loginPath}>{t(TWO_FACTOR_UI.backToLogin)}</Link>}
        </div>
        {expired ? null : <LostBoth />}
      </div>
    </AuthFrame>
  );
}
