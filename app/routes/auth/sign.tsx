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
import { routePrivateMeta } from "../../lib/meta";
import { T } from "../../lib/i18n";
import { loadFresh } from "../../features/auth/session";
import { useIsMobile } from "../../lib/device";
import { useRootData, type LoaderArgs } from "../../lib/viewer";
import { SocialButtons } from "../../features/auth/social-buttons";
import { SocialSignupPanel, useSocialSignup } from "../../features/auth/social-signup";

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
};

const EVENT_KEY_RE = /^[A-Za-z0-9_-]{1,64}$/;

function EmailSignUp() {
  const mobile = useIsMobile();
  const { socialProviders } = useRootData();
  const [params] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [nickname, setNickname] = useState("");
  const [agreeTerms, setAgreeTerms] = useState(false);
  const [agreePrivacy, setAgreePrivacy] = useState(false);
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
    terms: agreeTerms && agreePrivacy ? "Y" : "",
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
              ? { tone: "ok", text: "사용할 수 있는 이메일입니다." }
              : { tone: "info", text: "가입 여부를 확인하고 있어요…" }
          : null);

  const passwordRule = validatePassword(password, email);
  const passwordMessage: FieldMessage | null =
    serverMessage("password") ??
    (password === "" && !submitted
      ? { tone: "info", text: ACCOUNT_MSG.passwordGuide }
      : !passwordRule.ok
        ? { tone: "error", text: passwordRule.message }
        : { tone: "ok", text: "사용할 수 있는 비밀번호입니다." });

  const confirmRule = validatePasswordConfirm(password, confirm);
  const confirmMessage: FieldMessage | null =
    confirm === "" && !submitted
      ? null
      : !confirmRule.ok
        ? { tone: "error", text: confirmRule.message }
        : { tone: "ok", text: "비밀번호가 일치합니다." };

  const nicknameRule = validateNickname(nickname);
  const nicknameBytes = nicknameByteLength(normalizeNickname(nickname));
  const nicknameMessage: FieldMessage | null =
    serverMessage("nickname") ??
    (nickname === "" && !submitted
      ? null
      : !nicknameRule.ok
        ? { tone: "error", text: nicknameRule.message }
        : { tone: "ok", text: "사용할 수 있는 형식의 닉네임입니다." });

  const termsMessage: FieldMessage | null =
    serverMessage("terms") ?? (submitted && !(agreeTerms && agreePrivacy) ? { tone: "error", text: ACCOUNT_MSG.termsRequired } : null);

  /** Asks the server whether the completed e-mail is free (SPEC checkSignUp: "20000" = free). */
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
    if (!(agreeTerms && agreePrivacy)) invalid.push("terms");
    if (invalid.length) {
      refs[invalid[0]!].current?.focus();
      return;
    }
    setBusy(true);
    const result = await api("POST /api/user/signUp", {
      query: eventKey ? { eventKey } : {},
      body: { userEmail: email, userPw: password, userName: nickname, agreeTerms: agreeTerms && agreePrivacy },
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
  };

  return (
    <AuthFrame title="회원가입" lead="이메일로 가입하고 지식을 나누면 포인트와 토큰 보상을 받을 수 있어요.">
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <Field
          ref={refs.email}
          id="sign-email"
          label="이메일"
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
          label="비밀번호"
          autoComplete="new-password"
          placeholder="비밀번호 입력"
          maxLength={64}
          value={password}
          onValue={setPassword}
          message={passwordMessage}
          meter
        />
        <PasswordField
          ref={refs.confirm}
          id="sign-password-confirm"
          label="비밀번호 확인"
          autoComplete="new-password"
          placeholder="비밀번호를 한 번 더 입력해 주세요"
          maxLength={64}
          value={confirm}
          onValue={setConfirm}
          message={confirmMessage}
        />
        <Field
          ref={refs.nickname}
          id="sign-nickname"
          label="닉네임"
          autoComplete="nickname"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="예: 지식나눔이"
          maxLength={24}
          value={nickname}
          onValue={setNickname}
          message={nicknameMessage}
          aside={
            <span
              className={nicknameBytes > NICKNAME_MAX_BYTES ? "over" : undefined}
              aria-label={`${nicknameBytes}바이트 / 최대 ${NICKNAME_MAX_BYTES}바이트`}
            >
              {nicknameBytes}/{NICKNAME_MAX_BYTES}
            </span>
          }
          hint={<T text={NICKNAME_GUIDE} />}
        />
        <fieldset className="terms" aria-describedby="sign-terms-msg">
          <legend>약관 동의</legend>
          <div className="check-row all">
            <label>
              <input type="checkbox" checked={agreeTerms && agreePrivacy} onChange={(e) => setBoth(e.target.checked)} />
              전체 동의
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
              <span className="tag">[필수]</span> 이용약관 동의
            </label>
            {/* A new tab, so nothing typed here is lost. */}
            <a href={`${prefix}/terms`} target="_blank" rel="noopener noreferrer">
              보기
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
              <span className="tag">[필수]</span> 개인정보 처리방침 동의
            </label>
            <a href={`${prefix}/privacy`} target="_blank" rel="noopener noreferrer">
              보기
            </a>
          </div>
        </fieldset>
        <p id="sign-terms-msg" className={termsMessage ? "field-msg error" : "field-msg"} aria-live="polite">
          {termsMessage ? <T text={termsMessage.text} /> : ""}
        </p>
        <FormAlert message={formMessage} />
        <button type="submit" className="btn btn-blue btn-block" disabled={busy}>
          {busy ? "가입하는 중…" : "가입하기"}
        </button>
      </form>
      {socialProviders.length ? (
        <>
          <div className="auth-divider">또는 간편 가입</div>
          <SocialButtons mobile={mobile} />
        </>
      ) : null}
      <nav className="auth-links" aria-label="계정 도움">
        <span>이미 계정이 있나요?</span>
        <Link to={`${prefix}/login`}>로그인</Link>
      </nav>
    </AuthFrame>
  );
}

/**
 * A social sign-in that found no member leaves a sealed record in this browser (SPEC §4):
 * then the page completes that sign-up (e-mail fixed, nickname suggested, terms) instead of
 * showing the e-mail form.
 */
export default function SignPage() {
  const mobile = useIsMobile();
  const handoff = useSocialSignup();
  if (!handoff) return <EmailSignUp />;
  return (
    <AuthFrame title="회원가입" lead="소셜 계정으로 가입을 마무리해 주세요.">
      <SocialSignupPanel handoff={handoff} mobile={mobile} />
    </AuthFrame>
  );
}
