// /sign and /m/sign: e-mail sign-up. Every field is checked with the core rule as it is typed
// (the e-mail also against the server once it is complete), the server's answer (a taken
// e-mail or nickname) lands under its field, and nothing typed is ever cleared. Success
// goes to /loginSend?email=… (the member is signed in and has a verification mail).
import type { Showable } from "../../lib/i18n";
import { useRef, useState, type FormEvent, type RefObject } from "react";
import { Link, useSearchParams, type MetaFunction } from "react-router";
import { ACCOUNT_MSG, normalizeEmail, validateEmail, validatePassword, validatePasswordConfirm } from "../../../core/account";
import { NICKNAME_GUIDE, NICKNAME_MAX_BYTES, nicknameByteLength, normalizeNickname, validateNickname } from "../../../core/nickname";
import { api } from "../../lib/api";
import { markNewSignUp } from "../../features/auth/client-state";
import { AuthFrame, Field, FormAlert, PasswordField, type FieldMessage } from "../../features/auth/fields";
import { redirectHomeKeepingQuery } from "../../features/auth/page";
import { routePrivateMeta } from "../../lib/route-meta";
import { T, useT } from "../../lib/i18n";
import { texts } from "../../../core/i18n";
import { Button } from "../../components/ui/button";
import { loadFresh } from "../../features/auth/session";
import { useIsMobile } from "../../lib/device";
import { useRootData, type LoaderArgs } from "../../lib/viewer";
import { SocialButtons } from "../../features/auth/social-buttons";
import { SocialSignupPanel, useSocialSignup } from "../../features/auth/social-signup";

const SIGN_TEXT = texts({
  emailFree: { ko: "사용할 수 있는 이메일입니다.", en: "This e-mail can be used." },
  emailChecking: { ko: "가입 여부를 확인하고 있어요…", en: "Checking whether this e-mail is registered…" },
  passwordOk: { ko: "사용할 수 있는 비밀번호입니다.", en: "This password can be used." },
  confirmOk: { ko: "비밀번호가 일치합니다.", en: "The passwords match." },
  nicknameOk: { ko: "사용할 수 있는 형식의 닉네임입니다.", en: "This nickname has a valid form." },
  title: { ko: "회원가입", en: "Sign up" },
  lead: {
    ko: "이메일로 가입하고 지식을 나누면 포인트와 토큰 보상을 받을 수 있어요.",
    en: "Sign up with your e-mail and share what you know to earn points and token rewards.",
  },
  email: { ko: "이메일", en: "E-mail" },
  password: { ko: "비밀번호", en: "Password" },
  passwordPlaceholder: { ko: "비밀번호 입력", en: "Enter a password" },
  confirm: { ko: "비밀번호 확인", en: "Confirm password" },
  confirmPlaceholder: { ko: "비밀번호를 한 번 더 입력해 주세요", en: "Enter the password once more" },
  nickname: { ko: "닉네임", en: "Nickname" },
  nicknamePlaceholder: { ko: "예: 지식나눔이", en: "e.g. knowledge_sharer" },
  bytes: { ko: "{n}바이트 / 최대 {max}바이트", en: "{n} bytes of at most {max}" },
  terms: { ko: "약관 동의", en: "Agreements" },
  agreeAll: { ko: "전체 동의", en: "Agree to all" },
  required: { ko: "[필수]", en: "[Required]" },
  agreeTerms: { ko: "이용약관 동의", en: "Terms of service" },
  agreePrivacy: { ko: "개인정보 처리방침 동의", en: "Privacy policy" },
  agreeAge: { ko: "만 14세 이상입니다", en: "I am 14 or older" },
  view: { ko: "보기", en: "View" },
  submit: { ko: "가입하기", en: "Sign up" },
  submitting: { ko: "가입하는 중…", en: "Signing up…" },
  orSocial: { ko: "또는 간편 가입", en: "or sign up with" },
  help: { ko: "계정 도움", en: "Account help" },
  haveAccount: { ko: "이미 계정이 있나요?", en: "Already have an account?" },
  signIn: { ko: "로그인", en: "Sign in" },
  socialLead: { ko: "소셜 계정으로 가입을 마무리해 주세요.", en: "Finish signing up with your social account." },
});

export function loader({ request, context }: LoaderArgs) {
  if (context.viewer) redirectHomeKeepingQuery(new URL(request.url));
  return null;
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

type FieldName = "email" | "password" | "confirm" | "nickname" | "terms";

/** A message the server gave for a field, valid while the field still holds the value it was about. */
interface ServerError {
  field: FieldName;
  value: string;
  text: Showable;
}

type EmailCheck =
  { email: string; state: "checking" } | { email: string; state: "free" } | { email: string; state: "taken"; text: Showable };

const FIELD_OF_ERROR: Record<string, FieldName> = {
  ALREADY_REGISTERED: "email",
  EMAIL_INVALID: "email",
  PASSWORD_INVALID: "password",
  NICKNAME_TAKEN: "nickname",
  NICKNAME_INVALID: "nickname",
  TERMS_REQUIRED: "terms",
  AGE_REQUIRED: "terms",
};

const EVENT_KEY_RE = /^[A-Za-z0-9_-]{1,64}$/;

function EmailSignUp() {
  const t = useT();
  const mobile = useIsMobile();
  const { socialProviders } = useRootData();
  const [params] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [nickname, setNickname] = useState("");
  const [agreeTerms, setAgreeTerms] = useState(false);
  const [agreePrivacy, setAgreePrivacy] = useState(false);
  const [agreeAge, setAgreeAge] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [emailCheck, setEmailCheck] = useState<EmailCheck | null>(null);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [formMessage, setFormMessage] = useState<FieldMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const refs: Record<FieldName, RefObject<HTMLInputElement | null>> = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
    nickname: useRef<HTMLInputElement>(null),
    terms: useRef<HTMLInputElement>(null),
  };
  const prefix = mobile ? "/m" : "";
  const eventKeyParam = params.get("eventKey");
  const eventKey = eventKeyParam && EVENT_KEY_RE.test(eventKeyParam) ? eventKeyParam : null;

  const values: Record<FieldName, string> = {
    email: normalizeEmail(email),
    password,
    confirm,
    nickname: normalizeNickname(nickname),
    terms: agreeTerms && agreePrivacy && agreeAge ? "Y" : "",
  };
  const serverMessage = (field: FieldName): FieldMessage | null =>
    serverError && serverError.field === field && serverError.value === values[field] ? { tone: "error", text: serverError.text } : null;

  // ── messages, as the person types ──
  const emailRule = validateEmail(email);
  const emailMessage: FieldMessage | null =
    serverMessage("email") ??
    (!(emailTouched || submitted)
      ? null
      : !emailRule.ok
        ? { tone: "error", text: emailRule.message }
        : emailCheck?.email === emailRule.value
          ? emailCheck.state === "taken"
            ? { tone: "error", text: emailCheck.text }
            : emailCheck.state === "free"
              ? { tone: "ok", text: SIGN_TEXT.emailFree }
              : { tone: "info", text: SIGN_TEXT.emailChecking }
          : null);

  const passwordRule = validatePassword(password, email);
  const passwordMessage: FieldMessage | null =
    serverMessage("password") ??
    (password === "" && !submitted
      ? { tone: "info", text: ACCOUNT_MSG.passwordGuide }
      : !passwordRule.ok
        ? { tone: "error", text: passwordRule.message }
        : { tone: "ok", text: SIGN_TEXT.passwordOk });

  const confirmRule = validatePasswordConfirm(password, confirm);
  const confirmMessage: FieldMessage | null =
    confirm === "" && !submitted
      ? null
      : !confirmRule.ok
        ? { tone: "error", text: confirmRule.message }
        : { tone: "ok", text: SIGN_TEXT.confirmOk };

  const nicknameRule = validateNickname(nickname);
  const nicknameBytes = nicknameByteLength(normalizeNickname(nickname));
  const nicknameMessage: FieldMessage | null =
    serverMessage("nickname") ??
    (nickname === "" && !submitted
      ? null
      : !nicknameRule.ok
        ? { tone: "error", text: nicknameRule.message }
        : { tone: "ok", text: SIGN_TEXT.nicknameOk });

  const termsMessage: FieldMessage | null =
    serverMessage("terms") ??
    (submitted && !(agreeTerms && agreePrivacy)
      ? { tone: "error", text: ACCOUNT_MSG.termsRequired }
      : submitted && !agreeAge
        ? { tone: "error", text: ACCOUNT_MSG.ageRequired }
        : null);

  /** Asks the server whether the completed e-mail is free (docs/product checkSignUp: "20000" = free). */
  const checkEmail = async () => {
    setEmailTouched(true);
    const rule = validateEmail(email);
    if (!rule.ok || emailCheck?.email === rule.value) return;
    setEmailCheck({ email: rule.value, state: "checking" });
    const result = await api("GET /api/user/checkSignUp", { query: { userEmail: rule.value, joinChannel: "A" } });
    setEmailCheck((current) => {
      if (current?.email !== rule.value) return current; // typed on meanwhile
      if (result.ok) return { email: rule.value, state: "free" };
      if (result.status === 409) return { email: rule.value, state: "taken", text: result.message };
      return null; // could not ask: the sign-up itself will tell
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setEmailTouched(true);
    setFormMessage(null);
    const invalid: FieldName[] = [];
    if (!emailRule.ok || (emailCheck?.email === emailRule.value && emailCheck.state === "taken") || serverMessage("email"))
      invalid.push("email");
    if (!passwordRule.ok) invalid.push("password");
    if (!confirmRule.ok) invalid.push("confirm");
    if (!nicknameRule.ok || serverMessage("nickname")) invalid.push("nickname");
    if (!(agreeTerms && agreePrivacy && agreeAge)) invalid.push("terms");
    if (invalid.length) {
      refs[invalid[0]!].current?.focus();
      return;
    }
    setBusy(true);
    const result = await api("POST /api/user/signUp", {
      query: eventKey ? { eventKey } : {},
      body: { userEmail: email, userPw: password, userName: nickname, agreeTerms: agreeTerms && agreePrivacy, agreeAge },
    });
    if (!result.ok) {
      setBusy(false);
      const field = FIELD_OF_ERROR[result.errorId];
      if (field) {
        setServerError({ field, value: values[field], text: result.message });
        refs[field].current?.focus();
      } else {
        setFormMessage({ tone: "error", text: result.message });
      }
      return;
    }
    markNewSignUp();
    loadFresh(`${prefix}/loginSend?email=${encodeURIComponent(values.email)}`);
  };

  const setBoth = (on: boolean) => {
    setAgreeTerms(on);
    setAgreePrivacy(on);
    setAgreeAge(on);
  };

  return (
    <AuthFrame title={SIGN_TEXT.title} lead={t(SIGN_TEXT.lead)}>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <Field
          ref={refs.email}
          id="sign-email"
          label={SIGN_TEXT.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="example@email.com"
          maxLength={254}
          value={email}
          onValue={setEmail}
          onBlur={() => void checkEmail()}
          message={emailMessage}
        />
        <PasswordField
          ref={refs.password}
          id="sign-password"
          label={SIGN_TEXT.password}
          autoComplete="new-password"
          placeholder={SIGN_TEXT.passwordPlaceholder}
          maxLength={64}
          value={password}
          onValue={setPassword}
          message={passwordMessage}
          meter
        />
        <PasswordField
          ref={refs.confirm}
          id="sign-password-confirm"
          label={SIGN_TEXT.confirm}
          autoComplete="new-password"
          placeholder={SIGN_TEXT.confirmPlaceholder}
          maxLength={64}
          value={confirm}
          onValue={setConfirm}
          message={confirmMessage}
        />
        <Field
          ref={refs.nickname}
          id="sign-nickname"
          label={SIGN_TEXT.nickname}
          autoComplete="nickname"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={SIGN_TEXT.nicknamePlaceholder}
          maxLength={24}
          value={nickname}
          onValue={setNickname}
          message={nicknameMessage}
          aside={
            <span
              className={nicknameBytes > NICKNAME_MAX_BYTES ? "over" : undefined}
              aria-label={t(SIGN_TEXT.bytes, { n: nicknameBytes, max: NICKNAME_MAX_BYTES })}
            >
              {nicknameBytes}/{NICKNAME_MAX_BYTES}
            </span>
          }
          hint={<T text={NICKNAME_GUIDE} />}
        />
        <fieldset className="terms" aria-describedby="sign-terms-msg">
          <legend>{t(SIGN_TEXT.terms)}</legend>
          <div className="check-row all">
            <label>
              <input type="checkbox" checked={agreeTerms && agreePrivacy && agreeAge} onChange={(e) => setBoth(e.target.checked)} />
              {t(SIGN_TEXT.agreeAll)}
            </label>
          </div>
          <div className="check-row">
            <label>
              <input
                ref={refs.terms}
                type="checkbox"
                checked={agreeTerms}
                onChange={(e) => setAgreeTerms(e.target.checked)}
                aria-invalid={termsMessage && !agreeTerms ? true : undefined}
              />
              <span className="tag">{t(SIGN_TEXT.required)}</span> {t(SIGN_TEXT.agreeTerms)}
            </label>
            {/* A new tab, so nothing typed here is lost. */}
            <a href={`${prefix}/terms`} target="_blank" rel="noopener noreferrer">
              {t(SIGN_TEXT.view)}
            </a>
          </div>
          <div className="check-row">
            <label>
              <input
                type="checkbox"
                checked={agreePrivacy}
                onChange={(e) => setAgreePrivacy(e.target.checked)}
                aria-invalid={termsMessage && !agreePrivacy ? true : undefined}
              />
              <span className="tag">{t(SIGN_TEXT.required)}</span> {t(SIGN_TEXT.agreePrivacy)}
            </label>
            <a href={`${prefix}/privacy`} target="_blank" rel="noopener noreferrer">
              {t(SIGN_TEXT.view)}
            </a>
          </div>
          <div className="check-row">
            <label>
              <input
                type="checkbox"
                checked={agreeAge}
                onChange={(e) => setAgreeAge(e.target.checked)}
                aria-invalid={termsMessage && !agreeAge ? true : undefined}
              />
              <span className="tag">{t(SIGN_TEXT.required)}</span> {t(SIGN_TEXT.agreeAge)}
            </label>
          </div>
        </fieldset>
        <p id="sign-terms-msg" className={termsMessage ? "field-msg error" : "field-msg"} aria-live="polite">
          {termsMessage ? <T text={termsMessage.text} /> : ""}
        </p>
        <FormAlert message={formMessage} />
        <Button type="submit" variant="blue" block pending={busy} pendingLabel={t(SIGN_TEXT.submitting)}>
          {t(SIGN_TEXT.submit)}
        </Button>
      </form>
      {socialProviders.length ? (
        <>
          <div className="auth-divider">{t(SIGN_TEXT.orSocial)}</div>
          <SocialButtons mobile={mobile} />
        </>
      ) : null}
      <nav className="auth-links" aria-label={t(SIGN_TEXT.help)}>
        <span>{t(SIGN_TEXT.haveAccount)}</span>
        <Link to={`${prefix}/login`}>{t(SIGN_TEXT.signIn)}</Link>
      </nav>
    </AuthFrame>
  );
}

/**
 * A social sign-in that found no member leaves a sealed record in this browser (docs/product/accounts.md):
 * then the page completes that sign-up (e-mail fixed, nickname suggested, terms) instead of
 * showing the e-mail form.
 */
export default function SignPage() {
  const t = useT();
  const mobile = useIsMobile();
  const handoff = useSocialSignup();
  if (!handoff) return <EmailSignUp />;
  return (
    <AuthFrame title={SIGN_TEXT.title} lead={t(SIGN_TEXT.socialLead)}>
      <SocialSignupPanel handoff={handoff} mobile={mobile} />
    </AuthFrame>
  );
}
