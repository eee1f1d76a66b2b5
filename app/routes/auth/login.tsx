// /login, /m/login and /m/signIn: e-mail and password sign-in through this page's action (the
// same sign-in the API's POST /api/user/v2/signIn runs, in-process), then where the member goes
// next (docs/product/accounts.md §6, core/post-sign-in.ts). The member guard sends visitors here
// with `redirect=<path>`; only same-site paths are followed. A signed-in member is sent home
// with the query kept. The passkey button and social sign-in mount as their own blocks below
// the form.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useFetcher, useNavigate, useSearchParams, type MetaFunction, type ShouldRevalidateFunction } from "react-router";
import { ACCOUNT_MSG, validateEmail } from "../../../core/account";
import { texts } from "../../../core/i18n";
import { redirectForDevice } from "../../../core/post-sign-in";
import { secondStepPath } from "../../../core/social";
import { Button } from "../../components/ui/button";
import { Field, FormAlert, PasswordField } from "../../components/ui/field";
import { useAfterSignIn } from "../../features/auth/after-sign-in";
import { AuthFrame } from "../../features/auth/fields";
import { redirectHomeKeepingQuery } from "../../features/auth/page";
import { SocialButtons } from "../../features/auth/social-buttons";
import { PasskeySignIn } from "../../features/passkeys/passkey-sign-in";
import { useIsMobile } from "../../lib/device";
import { useT } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import { useRootData, type ActionArgs, type LoaderArgs } from "../../lib/viewer";

const LOGIN_TEXT = texts({
  title: { ko: "로그인", en: "Sign in" },
  leadReturning: {
    ko: "로그인이 필요한 페이지예요. 로그인하면 보던 곳으로 돌아가요.",
    en: "This page needs you to sign in. You will come back here afterwards.",
  },
  lead: { ko: "다시 만나서 반가워요. 이메일로 로그인해 주세요.", en: "Good to see you again. Sign in with your e-mail." },
  email: { ko: "이메일", en: "E-mail" },
  password: { ko: "비밀번호", en: "Password" },
  submit: { ko: "로그인", en: "Sign in" },
  submitting: { ko: "로그인 중…", en: "Signing in…" },
  or: { ko: "또는", en: "or" },
  help: { ko: "계정 도움", en: "Account help" },
  findPassword: { ko: "비밀번호 찾기", en: "Forgot password" },
  signUp: { ko: "회원가입", en: "Sign up" },
});

export function loader({ request, context }: LoaderArgs) {
  if (context.viewer) redirectHomeKeepingQuery(new URL(request.url));
  return null;
}

export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.accounts.signIn(input, tools));
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

/** Signed in: the page leaves (a fresh load), so its own data need not load again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { ok?: boolean } | undefined)?.ok ? false : defaultShouldRevalidate;

export default function LoginPage() {
  const t = useT();
  const mobile = useIsMobile();
  const { socialProviders } = useRootData();
  const [params] = useSearchParams();
  const signIn = useFetcher<typeof action>();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  /** The form was sent once: the fields say what is missing until the member types again. */
  const [checked, setChecked] = useState<{ email: string; password: string } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const prefix = mobile ? "/m" : "";
  const returning = redirectForDevice(params.get("redirect"), mobile);
  const eventKey = params.get("eventKey");
  const pending = signIn.state !== "idle";
  const answer = signIn.data;

  const emailRule = checked && checked.email === email ? validateEmail(email) : null;
  const emailError = emailRule && !emailRule.ok ? emailRule.message : null;
  const passwordError = checked && checked.password === password && !password ? ACCOUNT_MSG.passwordEmpty : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setChecked({ email, password });
    const rule = validateEmail(email);
    if (!rule.ok || !password) {
      (!rule.ok ? emailRef : passwordRef).current?.focus();
      return;
    }
    void signIn.submit(
      { userEmail: email, userPw: password, joinChannel: "A", isSignIn: true },
      { method: "post", encType: "application/json" },
    );
  };

  // Signed in (with the password or a passkey): go where the member was headed.
  const afterSignIn = useAfterSignIn();

  // Refused (wrong password, locked for a while, a social account …): the server's words
  // stay under the form, and nothing typed is lost.
  useEffect(() => {
    if (!answer) return;
    if (!answer.ok) {
      // Two-step sign-in on: the password was right; the code comes next (the ticket is a cookie).
      if (answer.errorId === "TWO_FACTOR_REQUIRED") return void navigate(secondStepPath(params.get("redirect"), mobile));
      passwordRef.current?.focus();
      return;
    }
    afterSignIn(answer.data);
  }, [answer, afterSignIn, navigate, params, mobile]);

  return (
    <AuthFrame title={LOGIN_TEXT.title} lead={t(returning ? LOGIN_TEXT.leadReturning : LOGIN_TEXT.lead)}>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={pending}>
        <Field
          ref={emailRef}
          id="login-email"
          label={LOGIN_TEXT.email}
          type="email"
          autoComplete="username webauthn"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="example@email.com"
          maxLength={254}
          value={email}
          onValue={setEmail}
          message={emailError ? { tone: "error", text: emailError } : null}
        />
        <PasswordField
          ref={passwordRef}
          id="login-password"
          label={LOGIN_TEXT.password}
          autoComplete="current-password"
          placeholder={LOGIN_TEXT.password}
          maxLength={64}
          value={password}
          onValue={setPassword}
          message={passwordError ? { tone: "error", text: passwordError } : null}
        />
        <FormAlert
          message={
            answer && !answer.ok && !pending && answer.errorId !== "TWO_FACTOR_REQUIRED" ? { tone: "error", text: answer.message } : null
          }
        />
        <Button type="submit" variant="blue" block pending={pending} pendingLabel={t(LOGIN_TEXT.submitting)}>
          {t(LOGIN_TEXT.submit)}
        </Button>
      </form>
      <div className="auth-divider">{t(LOGIN_TEXT.or)}</div>
      <PasskeySignIn onSignedIn={afterSignIn} />
      {socialProviders.length ? <SocialButtons mobile={mobile} redirect={params.get("redirect")} /> : null}
      <nav className="auth-links" aria-label={t(LOGIN_TEXT.help)}>
        <Link to={`${prefix}/findPwd`}>{t(LOGIN_TEXT.findPassword)}</Link>
        <span className="sep" aria-hidden="true" />
        <Link to={eventKey ? `${prefix}/sign?eventKey=${encodeURIComponent(eventKey)}` : `${prefix}/sign`}>{t(LOGIN_TEXT.signUp)}</Link>
      </nav>
    </AuthFrame>
  );
}
