// /email_cert?status=ok|invalid|expired|used (+ /m/email_cert): where the verification link
// of the mail lands (phones reach the /m page through the device redirect). The messages are
// the server's (core VERIFY_MSG); where a new mail helps, it can be asked for right here.
import { T, useT } from "../../lib/i18n";
import { texts } from "../../../core/i18n";
import { Button } from "../../components/ui/button";
import { useState, type FormEvent } from "react";
import { Link, useLoaderData, useLocation, useNavigate, type MetaFunction } from "react-router";
import { EMAIL_CERT_PAGE, parseEmailCertStatus, validateEmail } from "../../../core/account";
import { useWriteAction } from "../../components/chrome/write-action";
import { api } from "../../lib/api";
import { AuthFrame, Field, FormAlert, type FieldMessage } from "../../features/auth/fields";
import { AlertGlyph, CheckGlyph } from "../../features/auth/icons";
import { homeFor, pagePath } from "../../features/auth/page";
import { routePrivateMeta } from "../../lib/meta";
import { useIsMobile } from "../../lib/device";
import type { LoaderArgs } from "../../lib/viewer";

const CERT_TEXT = texts({
  home: { ko: "홈으로 가기", en: "Go home" },
  firstPost: { ko: "첫 글 쓰러 가기", en: "Write your first post" },
  signInNow: { ko: "로그인하기", en: "Sign in" },
  verifiedTitle: { ko: "이미 인증이 완료되었어요", en: "Already verified" },
  verifiedNote: {
    ko: "이 계정은 이미 이메일 인증을 마쳐 바로 이용할 수 있어요.",
    en: "This account's e-mail is already verified, so you can use it right away.",
  },
  usedNote: {
    ko: "이미 인증을 마쳤다면 로그인해 주세요. 인증을 마치지 못했다면 새 인증 메일을 받아 주세요.",
    en: "If you already verified, sign in. If not, get a new verification mail.",
  },
  next: { ko: "다음으로", en: "Next" },
  signIn: { ko: "로그인", en: "Sign in" },
  resend: { ko: "인증 메일 다시 받기", en: "Send the verification mail again" },
  sending: { ko: "보내는 중…", en: "Sending…" },
  alreadySignIn: {
    ko: "이미 이메일 인증이 완료된 계정입니다. 로그인해 주세요.",
    en: "This account's e-mail is already verified. Please sign in.",
  },
  email: { ko: "가입한 이메일", en: "E-mail you signed up with" },
});

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
  const t = useT();
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
                {t(CERT_TEXT.home)}
              </Link>
              <button type="button" className="btn btn-blue-outline btn-block" onClick={write}>
                {t(CERT_TEXT.firstPost)}
              </button>
            </>
          ) : (
            <>
              <Link to={pagePath(location.pathname, "/login")} className="btn btn-blue btn-block">
                {t(CERT_TEXT.signInNow)}
              </Link>
              <Link to={home} className="btn btn-block">
                {t(CERT_TEXT.home)}
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
      title={alreadyDone ? CERT_TEXT.verifiedTitle : text.title}
      lead={
        alreadyDone ? (
          <>
            <T text={text.body} /> {t(CERT_TEXT.verifiedNote)}
          </>
        ) : (
          <T text={text.body} />
        )
      }
    >
      {alreadyDone ? null : signedIn && email ? (
        <ResendToMember email={email} />
      ) : status === "used" ? (
        <p className="auth-footnote">{t(CERT_TEXT.usedNote)}</p>
      ) : null}
      {!alreadyDone && !signedIn ? <ResendToAddress /> : null}
      <nav className="auth-links" aria-label={t(CERT_TEXT.next)}>
        <Link to={home}>{t(CERT_TEXT.home)}</Link>
        {signedIn ? null : (
          <>
            <span className="sep" aria-hidden="true" />
            <Link to={pagePath(location.pathname, "/login")}>{t(CERT_TEXT.signIn)}</Link>
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
  const t = useT();
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
      <Button variant="blue" block onClick={() => void resend()} pending={busy} pendingLabel={t(CERT_TEXT.sending)}>
        {t(CERT_TEXT.resend)}
      </Button>
      <FormAlert message={message} />
    </div>
  );
}

function ResendToAddress() {
  const t = useT();
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
      setMessage({ tone: "error", text: result.status === 409 ? CERT_TEXT.alreadySignIn : result.message });
      return;
    }
    after(rule.value);
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <Field
        id="cert-resend-email"
        label={CERT_TEXT.email}
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
      <Button type="submit" variant="blue" block pending={busy} pendingLabel={t(CERT_TEXT.sending)}>
        {t(CERT_TEXT.resend)}
      </Button>
    </form>
  );
}
