// /login/recover and /m/login/recover: the link of a two-step recovery mail (decision 0213). Opening
// it changes nothing (mail scanners open links too): it says whether the wait is over, and the
// button turns two-step sign-in off, which signs every device out; then the member signs in with
// the password alone.
import { useState } from "react";
import { Link, useLoaderData, type MetaFunction } from "react-router";
import { formatSeoulDateTime } from "../../../core/security-alerts";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/field";
import { AuthFrame } from "../../features/auth/fields";
import { TWO_FACTOR_UI } from "../../features/two-factor/text";
import { api } from "../../lib/api";
import { useIsMobile } from "../../lib/device";
import { useLanguage, useT } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import type { LoaderArgs } from "../../lib/viewer";
import "../../styles/two-factor.css";

export async function loader({ request, context }: LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, ...(await context.services.twoFactor.inspectRecovery(token)) };
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function LoginRecoverPage() {
  const t = useT();
  const language = useLanguage();
  const mobile = useIsMobile();
  const { token, state, readyAt } = useLoaderData<typeof loader>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const when = readyAt ? formatSeoulDateTime(readyAt, language) : "";
  const loginPath = `${mobile ? "/m" : ""}/login`;

  const turnOff = async () => {
    if (pending) return;
    setPending(true);
    const res = await api("POST /api/user/twoFactor/recovery/complete", { body: { token } });
    setPending(false);
    if (res.ok) setDone(true);
    else setMessage(res.message);
  };

  const lead = done
    ? t(TWO_FACTOR_UI.recoverFinished)
    : state === "ready"
      ? t(TWO_FACTOR_UI.recoverReady)
      : state === "waiting"
        ? t(TWO_FACTOR_UI.recoverWaiting, { when })
        : state === "cancelled"
          ? t(TWO_FACTOR_UI.recoverCancelled)
          : state === "done"
            ? t(TWO_FACTOR_UI.recoverDone)
            : t(TWO_FACTOR_UI.recoverInvalid);

  return (
    <AuthFrame title={TWO_FACTOR_UI.recoverTitle} lead={lead}>
      <div className="login-verify" data-recovery-state={done ? "finished" : state}>
        {state === "ready" && !done ? (
          <>
            <FormAlert message={message ? { tone: "error", text: message } : null} />
            <Button type="button" variant="blue" block pending={pending} onClick={() => void turnOff()}>
              {t(TWO_FACTOR_UI.recoverButton)}
            </Button>
          </>
        ) : (
          <Link className="btn btn-blue btn-block" to={loginPath}>
            {t(TWO_FACTOR_UI.toLogin)}
          </Link>
        )}
      </div>
    </AuthFrame>
  );
}
