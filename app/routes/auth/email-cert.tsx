// /email_cert?status=ok|invalid|expired|used (+ /m/email_cert): where the verification link
// of the mail lands (phones reach the /m page through the device redirect). The messages are
// the server's (core VERIFY_MSG); where a new mail helps, it can be asked for right here.
import { T } from "../../lib/i18n";
import { useState, type FormEvent } from "react";
import { Link, useLoaderData, useLocation, useNavigate, type MetaFunction } from "react-router";
import { EMAIL_CERT_PAGE, parseEmailCertStatus, validateEmail, VERIFY_MSG } from "../../../core/account";
import { useWriteAction } from "../../components/chrome/write-action";
import { api } from "../../lib/api";
import { AuthFrame, Field, FormAlert, type FieldMessage } from "../../features/auth/fields";
import { AlertGlyph, CheckGlyph } from "../../features/auth/icons";
import { homeFor, pagePath } from "../../features/auth/page";
import { routePrivateMeta } from "../../lib/meta";
import { useIsMobile } from "../../lib/device";
import type { LoaderArgs } from "../../lib/viewer";

export function loader({ request, context }: LoaderArgs) {
  const status = parseEmailCertStatus(new URL(request.url).searchParams.get("status"));
  const viewer = context.viewer;
  return {
    status,
    signedIn: !!viewer,
    verified: viewer?.emailCertYn === "Y",
    email: viewer?.userEmail ?? null,
  };
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function EmailCertPage() {
  const { status, signedIn, verified, email } = useLoaderData<typeof loader>();
  const location = useLocation();
  const mobile = useIsMobile();
  const write = useWriteAction(mobile);
  const home = homeFor(location.pathname);
  const text = EMAIL_CERT_PAGE[status];

  if (status === "ok") {
    return (
      <AuthFrame icon={<CheckGlyph />} title={text.title} lead={<T text={text.body} />}>
        <div className="auth-actions">
          {signedIn ? (
            <>
              <Link to={home} className="btn btn-blue btn-block">
                홈으로 가기
              </Link>
              <button type="button" className="btn btn-blue-outline btn-block" onClick={write}>
                첫 글 쓰러 가기
              </button>
            </>
          ) : (
            <>
              <Link to={pagePath(location.pathname, "/login")} className="btn btn-blue btn-block">
                로그인하기
              </Link>
              <Link to={home} className="btn btn-block">
                홈으로 가기
              </Link>
            </>
          )}
        </div>
      </AuthFrame>
    );
  }

  const alreadyDone = signedIn && verified;
  return (
    <AuthFrame
      icon={alreadyDone ? <CheckGlyph /> : <AlertGlyph />}
      tone={alreadyDone ? "info" : "warn"}
      title={alreadyDone ? "이미 인증이 완료되었어요" : text.title}
      lead={
        alreadyDone ? (
          <>
            <T text={text.body} /> 이 계정은 이미 이메일 인증을 마쳐 바로 이용할 수 있어요.
          </>
        ) : (
          <T text={text.body} />
        )
      }
    >
      {alreadyDone ? null : signedIn && email ? (
        <ResendToMember email={email} />
      ) : status === "used" ? (
        <p className="auth-footnote">이미 인증을 마쳤다면 로그인해 주세요. 인증을 마치지 못했다면 새 인증 메일을 받아 주세요.</p>
      ) : null}
      {!alreadyDone && !signedIn ? <ResendToAddress /> : null}
      <nav className="auth-links" aria-label="다음으로">
        <Link to={home}>홈으로 가기</Link>
        {signedIn ? null : (
          <>
            <span className="sep" aria-hidden="true" />
            <Link to={pagePath(location.pathname, "/login")}>로그인</Link>
          </>
        )}
      </nav>
    </AuthFrame>
  );
}

function useAfterResend() {
  const location = useLocation();
  const navigate = useNavigate();
  return (email: string) =>
    void navigate(`${pagePath(location.pathname, "/loginSend")}?email=${encodeURIComponent(email)}`, { state: { sent: true } });
}

function ResendToMember({ email }: { email: string }) {
  const after = useAfterResend();
  const [message, setMessage] = useState<FieldMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    setMessage(null);
    const result = await api("POST /api/user/sendEmail", { body: { userEmail: email } });
    setBusy(false);
    if (!result.ok) {
      setMessage({ tone: "error", text: result.message });
      return;
    }
    after(email);
  };
  return (
    <div className="auth-actions">
      <button type="button" className="btn btn-blue btn-block" onClick={() => void resend()} disabled={busy}>
        {busy ? "보내는 중…" : "인증 메일 다시 받기"}
      </button>
      <FormAlert message={message} />
    </div>
  );
}

function ResendToAddress() {
  const after = useAfterResend();
  const [value, setValue] = useState("");
  const [message, setMessage] = useState<FieldMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = validateEmail(value);
    if (!rule.ok) {
      setMessage({ tone: "error", text: rule.message });
      return;
    }
    setBusy(true);
    const result = await api("POST /api/user/sendEmail", { body: { userEmail: rule.value } });
    setBusy(false);
    if (!result.ok) {
      setMessage({ tone: "error", text: result.status === 409 ? `${VERIFY_MSG.alreadyVerified} 로그인해 주세요.` : result.message });
      return;
    }
    after(rule.value);
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <Field
        id="cert-resend-email"
        label="가입한 이메일"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        value={value}
        onValue={(v) => {
          setValue(v);
          if (message) setMessage(null);
        }}
        message={message}
      />
      <button type="submit" className="btn btn-blue btn-block" disabled={busy}>
        {busy ? "보내는 중…" : "인증 메일 다시 받기"}
      </button>
    </form>
  );
}
