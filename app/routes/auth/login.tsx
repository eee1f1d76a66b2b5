// /login, /m/login and /m/signIn: e-mail and password sign-in (POST /api/user/v2/signIn),
// then the post-sign-in routing of SPEC §4 (core/post-sign-in.ts). The member guard sends
// visitors here with `redirect=<path>`; only same-site paths are followed. A signed-in member
// is sent home with the query kept. Social sign-in mounts as its own block below the form.
import { useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams, type MetaFunction } from "react-router";
import { ACCOUNT_MSG, validateEmail } from "../../../core/account";
import { postSignInTarget, redirectForDevice } from "../../../core/post-sign-in";
import { api } from "../../lib/api";
import { clearSignInState, readSignInState } from "../../features/auth/client-state";
import { AuthFrame, Field, FormAlert, PasswordField, type FieldMessage } from "../../features/auth/fields";
import { authMeta, redirectHomeKeepingQuery } from "../../features/auth/page";
import { loadFresh } from "../../features/auth/session";
import { useIsMobile } from "../../lib/device";
import { useRootData, type LoaderArgs } from "../../lib/viewer";
import { SocialButtons } from "../../features/auth/social-buttons";

export function loader({ request, context }: LoaderArgs) {
  if (context.viewer) redirectHomeKeepingQuery(new URL(request.url));
  return null;
}

export const meta: MetaFunction = () => authMeta("로그인");

export default function LoginPage() {
  const mobile = useIsMobile();
  const { socialProviders } = useRootData();
  const [params] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [emailMessage, setEmailMessage] = useState<FieldMessage | null>(null);
  const [passwordMessage, setPasswordMessage] = useState<FieldMessage | null>(null);
  const [formMessage, setFormMessage] = useState<FieldMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const prefix = mobile ? "/m" : "";
  const returning = redirectForDevice(params.get("redirect"), mobile);
  const eventKey = params.get("eventKey");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormMessage(null);
    const checked = validateEmail(email);
    const emailError = checked.ok ? null : checked.message;
    const passwordError = password ? null : ACCOUNT_MSG.passwordEmpty;
    setEmailMessage(emailError ? { tone: "error", text: emailError } : null);
    setPasswordMessage(passwordError ? { tone: "error", text: passwordError } : null);
    if (emailError || passwordError) {
      (emailError ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    const result = await api("POST /api/user/v2/signIn", {
      body: { userEmail: email, userPw: password, joinChannel: "A", isSignIn: true },
    });
    if (!result.ok) {
      setBusy(false);
      // Wrong password, locked for a while, a social account …: the server's words, nothing typed is lost.
      setFormMessage({ tone: "error", text: result.message });
      passwordRef.current?.focus();
      return;
    }
    const stored = readSignInState();
    const outcome = postSignInTarget({
      savedRedirect: params.get("redirect") ?? stored.redirect,
      joinChannel: result.data.joinChannel,
      emailCertYn: result.data.emailCertYn,
      newSignUp: stored.newSignUp,
      updateTerms: stored.updateTerms,
      pouid: params.get("pouid") ?? stored.pouid,
      mobile,
    });
    clearSignInState();
    loadFresh(outcome.url ?? (mobile ? "/m" : "/"));
  };

  return (
    <AuthFrame
      title="로그인"
      lead={returning ? "로그인이 필요한 페이지예요. 로그인하면 보던 곳으로 돌아가요." : "다시 만나서 반가워요. 이메일로 로그인해 주세요."}
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <Field
          ref={emailRef}
          id="login-email"
          label="이메일"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="example@email.com"
          maxLength={254}
          value={email}
          onValue={(v) => {
            setEmail(v);
            if (emailMessage) setEmailMessage(null);
          }}
          message={emailMessage}
        />
        <PasswordField
          ref={passwordRef}
          id="login-password"
          label="비밀번호"
          autoComplete="current-password"
          placeholder="비밀번호"
          maxLength={64}
          value={password}
          onValue={(v) => {
            setPassword(v);
            if (passwordMessage) setPasswordMessage(null);
          }}
          message={passwordMessage}
        />
        <FormAlert message={formMessage} />
        <button type="submit" className="btn btn-blue btn-block" disabled={busy}>
          {busy ? "로그인 중…" : "로그인"}
        </button>
      </form>
      {socialProviders.length ? (
        <>
          <div className="auth-divider">또는</div>
          <SocialButtons mobile={mobile} redirect={params.get("redirect")} />
        </>
      ) : null}
      <nav className="auth-links" aria-label="계정 도움">
        <Link to={`${prefix}/findPwd`}>비밀번호 찾기</Link>
        <span className="sep" aria-hidden="true" />
        <Link to={eventKey ? `${prefix}/sign?eventKey=${encodeURIComponent(eventKey)}` : `${prefix}/sign`}>회원가입</Link>
      </nav>
    </AuthFrame>
  );
}
