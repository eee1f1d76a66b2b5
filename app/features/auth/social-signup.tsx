// The completion of a social sign-up on /sign (/m/sign), docs/product/accounts.md: the e-mail the provider
// vouched for is fixed, the provider's name is suggested as the nickname (checked by the
// core rule as it is typed), the terms must be agreed; POST /api/user/signUp with the sealed
// record (no password) makes the member and signs them in.
import { T, useT, type Showable } from "../../lib/i18n";
import { texts } from "../../../core/i18n";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ACCOUNT_MSG } from "../../../core/account";
import { NICKNAME_GUIDE, validateNickname } from "../../../core/nickname";
import { afterSignInPath, loginPath, SOCIAL_LABELS, SOCIAL_MSG } from "../../../core/social";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { openAlert } from "./auth-modals";
import { ProviderMark } from "./social-buttons";
import { clearSocialSignup, isExpired, readSocialSignup, type SocialSignupHandoff } from "./social-signup-store";
import "../../styles/social.css";

const SIGNUP_TEXT = texts({
  from: { ko: "{provider} 계정으로 가입합니다.", en: "You are signing up with your {provider} account." },
  email: { ko: "이메일", en: "E-mail" },
  nickname: { ko: "닉네임", en: "Nickname" },
  agreeLead: { ko: "", en: "I agree to the" },
  terms: { ko: "이용약관", en: "terms of service" },
  and: { ko: "과", en: "and the" },
  privacy: { ko: "개인정보 처리방침", en: "privacy policy" },
  agree: { ko: "에 동의합니다. (필수)", en: ". (required)" },
  age: { ko: "만 14세 이상입니다. (필수)", en: "I am 14 or older. (required)" },
  submit: { ko: "가입하기", en: "Sign up" },
  submitting: { ko: "가입하는 중…", en: "Signing up…" },
});

export { clearSocialSignup, readSocialSignup, saveSocialSignup, SOCIAL_SIGNUP_KEY } from "./social-signup-store";
export type { SocialSignupHandoff };

/** The record kept in this browser: undefined until read (after hydration), null when there is none. */
export function useSocialSignup(): SocialSignupHandoff | null | undefined {
  const [handoff, setHandoff] = useState<SocialSignupHandoff | null | undefined>(undefined);
  useEffect(() => setHandoff(readSocialSignup()), []);
  return handoff;
}

export function SocialSignupPanel({ handoff, mobile }: { handoff: SocialSignupHandoff; mobile: boolean }) {
  const ui = useUi();
  const [nickname, setNickname] = useState(handoff.nickname);
  const [touched, setTouched] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [over14, setOver14] = useState(false);
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<Showable | null>(null);
  const [expired, setExpired] = useState(() => isExpired(handoff));
  const ids = { email: useId(), nickname: useId(), terms: useId(), age: useId(), help: useId() };
  const check = validateNickname(nickname);
  const nicknameError = touched || nickname ? (check.ok ? null : check.message) : null;

  if (expired) {
    return (
      <div className="social-signup" role="alert">
        <p className="social-signup-expired">
          <T text={SOCIAL_MSG.signupExpired} />
        </p>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (!check.ok) return;
    if (!agreed) {
      setServerError(ACCOUNT_MSG.termsRequired);
      return;
    }
    if (!over14) {
      setServerError(ACCOUNT_MSG.ageRequired);
      return;
    }
    if (isExpired(handoff)) {
      clearSocialSignup();
      setExpired(true);
      return;
    }
    setBusy(true);
    try {
      const result = await api(
        "POST /api/user/signUp",
        { body: { userEmail: handoff.email, userName: check.value, agreeTerms: true, agreeAge: over14, oauthSignup: handoff.record } },
        { failure: SOCIAL_MSG.providerRefused },
      );
      if (result.ok) {
        clearSocialSignup();
        window.location.assign(afterSignInPath(handoff.redirect, mobile));
        return;
      }
      if (result.status === 0) {
        setServerError(SOCIAL_MSG.providerUnreachable);
        return;
      }
      const message = result.message;
      if (
        result.errorId === "OAUTH_SIGNUP_EXPIRED" ||
        result.errorId === "OAUTH_SIGNUP_INVALID" ||
        result.errorId === "OAUTH_SIGNUP_EMAIL_MISMATCH"
      ) {
        clearSocialSignup();
        setExpired(true);
        return;
      }
      if (result.errorId === "ALREADY_REGISTERED") {
        clearSocialSignup();
        openAlert(ui, "modalSocialMessage", message, () => window.location.assign(loginPath(mobile)));
        return;
      }
      setServerError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="social-signup" onSubmit={submit} noValidate>
      <p className="social-signup-from">
        <ProviderMark channel={handoff.channel} />
        <span>{t(SIGNUP_TEXT.from, { provider: SOCIAL_LABELS[handoff.channel].name })}</span>
      </p>
      <label className="auth-label" htmlFor={ids.email}>
        {t(SIGNUP_TEXT.email)}
      </label>
      <input id={ids.email} className="auth-input" type="email" value={handoff.email} readOnly aria-readonly="true" />

      <label className="auth-label" htmlFor={ids.nickname}>
        {t(SIGNUP_TEXT.nickname)}
      </label>
      <input
        id={ids.nickname}
        className={nicknameError ? "auth-input is-invalid" : "auth-input"}
        type="text"
        value={nickname}
        autoComplete="nickname"
        maxLength={30}
        aria-invalid={nicknameError ? true : undefined}
        aria-describedby={ids.help}
        onChange={(e) => setNickname(e.target.value)}
        onBlur={() => setTouched(true)}
      />
      <p id={ids.help} className={nicknameError ? "auth-help is-error" : "auth-help"}>
        <T text={nicknameError ?? NICKNAME_GUIDE} />
      </p>

      <label className="auth-check-row" htmlFor={ids.terms}>
        <input id={ids.terms} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>
          {t(SIGNUP_TEXT.agreeLead) ? `${t(SIGNUP_TEXT.agreeLead)} ` : null}
          <Link to={mobile ? "/m/terms" : "/terms"} target="_blank">
            {t(SIGNUP_TEXT.terms)}
          </Link>
          {t(SIGNUP_TEXT.and)}{" "}
          <Link to={mobile ? "/m/privacy" : "/privacy"} target="_blank">
            {t(SIGNUP_TEXT.privacy)}
          </Link>
          {t(SIGNUP_TEXT.agree)}
        </span>
      </label>
      <label className="auth-check-row" htmlFor={ids.age}>
        <input id={ids.age} type="checkbox" checked={over14} onChange={(e) => setOver14(e.target.checked)} />
        <span>{t(SIGNUP_TEXT.age)}</span>
      </label>

      {serverError ? (
        <p className="auth-help is-error" role="alert">
          <T text={serverError} />
        </p>
      ) : null}
      <button type="submit" className="btn btn-blue auth-submit" disabled={busy}>
        {t(busy ? SIGNUP_TEXT.submitting : SIGNUP_TEXT.submit)}
      </button>
    </form>
  );
}
