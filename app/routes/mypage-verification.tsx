// /mypage/verification (+ /m): phone verification. The member types a mobile number, agrees
// to its collection, receives a 6-digit code by SMS (3 minutes, 5 tries) and types it back.
import { T, useLanguage, useT, type Showable } from "../lib/i18n";
import { say, texts } from "../../core/i18n";
import { privateMeta } from "../lib/meta";
import { useEffect, useState } from "react";
import { data, Link, useLoaderData, useRevalidator, type MetaFunction } from "react-router";
import { MSG } from "../../core/messages";
import { normalizePhone, normalizePhoneCode, PHONE_CODE_TTL_MS, PHONE_MSG } from "../../core/phone";
import { useUi } from "../components/ui/ui-provider";
import { api } from "../lib/api";
import { useLinkTo } from "../lib/device";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  const account = await context.services.profile.myAccount(context.viewer.userNo);
  if (!account) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  return { phone: account.phone, emailVerified: account.info.emailCertYn === "Y" };
}

const PHONE_TEXT = texts({
  title: { ko: "본인 인증", en: "Identity verification" },
  lead: {
    ko: "휴대폰 번호로 본인 인증을 하면 한 사람이 여러 계정으로 보상을 받는 일을 막아 모두에게 공정한 보상을 드릴 수 있어요.",
    en: "Verifying your mobile number stops one person from collecting rewards with several accounts, so rewards stay fair for everyone.",
  },
  state: { ko: "인증 상태", en: "Verification status" },
  done: { ko: "휴대폰 본인 인증 완료", en: "Mobile number verified" },
  number: { ko: "휴대폰 번호", en: "Mobile number" },
  verifiedOn: { ko: "인증일", en: "Verified on" },
  emailFirst: {
    ko: "휴대폰 본인 인증은 이메일 인증을 마친 회원만 할 수 있습니다.",
    en: "Only members with a verified e-mail can verify a mobile number.",
  },
  toAccount: { ko: "계정 설정으로 가기", en: "Go to account settings" },
  heading: { ko: "휴대폰 본인 인증", en: "Mobile verification" },
  resend: { ko: "인증번호 다시 받기", en: "Send the code again" },
  send: { ko: "인증번호 받기", en: "Get a code" },
  consent: {
    ko: "[필수] 본인 인증을 위한 개인정보 수집·이용에 동의합니다.",
    en: "[Required] I agree to the collection and use of personal data for identity verification.",
  },
  details: { ko: "수집·이용 내용 보기", en: "What is collected and why" },
  item: { ko: "수집 항목: 휴대폰 번호", en: "Collected: your mobile number" },
  purpose: {
    ko: "이용 목적: 본인 확인, 중복 가입과 부정한 보상 수령 방지",
    en: "Purpose: confirming who you are, preventing duplicate accounts and unfair rewards",
  },
  keep: {
    ko: "보유 기간: 회원 탈퇴 시까지 (탈퇴하면 즉시 파기)",
    en: "Kept: until you close your account (deleted at once when you do)",
  },
  refuse: {
    ko: "동의하지 않을 수 있으며, 이 경우 휴대폰 본인 인증을 할 수 없습니다.",
    en: "You may refuse; you then cannot verify a mobile number.",
  },
  code: { ko: "인증번호", en: "Code" },
  codePlaceholder: { ko: "6자리 숫자", en: "6 digits" },
  confirm: { ko: "확인", en: "Confirm" },
});

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, PHONE_TEXT.title);

function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until ? Math.min(PHONE_CODE_TTL_MS / 1000, Math.max(0, Math.floor((until - now) / 1000))) : 0;
}

export default function MypageVerification() {
  const { phone, emailVerified } = useLoaderData<typeof loader>();
  const linkTo = useLinkTo();
  const t = useT();
  const language = useLanguage();
  return (
    <div className="verification-page">
      <h1 className="page-heading">{t(PHONE_TEXT.title)}</h1>
      <p className="page-lead">{t(PHONE_TEXT.lead)}</p>
      {phone.verified ? (
        <section className="settings-card verified-card" aria-label={t(PHONE_TEXT.state)}>
          <p className="state-ok big">{t(PHONE_TEXT.done)}</p>
          <dl className="facts">
            <div>
              <dt>{t(PHONE_TEXT.number)}</dt>
              <dd>{phone.phone}</dd>
            </div>
            <div>
              <dt>{t(PHONE_TEXT.verifiedOn)}</dt>
              <dd>{new Date(phone.verifiedAt!).toLocaleDateString(language === "en" ? "en-US" : "ko-KR", { timeZone: "Asia/Seoul" })}</dd>
            </div>
          </dl>
        </section>
      ) : emailVerified ? (
        <PhoneForm />
      ) : (
        <section className="notice-box" role="note">
          <strong>
            <T text={MSG.emailCertRequired} />
          </strong>
          <p>{t(PHONE_TEXT.emailFirst)}</p>
          <Link to={linkTo("/mypage/account")} className="btn btn-blue-outline btn-sm">
            {t(PHONE_TEXT.toAccount)}
          </Link>
        </section>
      )}
    </div>
  );
}

function PhoneForm() {
  const ui = useUi();
  const t = useT();
  const revalidator = useRevalidator();
  const [phone, setPhone] = useState("");
  const [agree, setAgree] = useState(false);
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [error, setError] = useState<Showable | null>(null);
  const [info, setInfo] = useState<Showable | null>(null);
  const [busy, setBusy] = useState(false);
  const left = useCountdown(expiresAt);

  const send = async (event?: React.FormEvent) => {
    event?.preventDefault();
    setInfo(null);
    const checked = normalizePhone(phone);
    if (!checked.ok) return setError(checked.message);
    if (!agree) return setError(PHONE_MSG.termsRequired);
    setBusy(true);
    const res = await api("GET /api/user/user/authenticate/code", { query: { phone: checked.value, termsAgreement: "true" } });
    setBusy(false);
    if (!res.ok) return setError(res.message);
    setError(null);
    setSentTo(checked.value);
    setCode("");
    setExpiresAt(new Date(res.data.expiresAt).getTime());
    setInfo(PHONE_MSG.sent);
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    // The code form shows only once a code was sent to a number.
    if (!sentTo) return;
    setInfo(null);
    const typed = normalizePhoneCode(code);
    if (!typed) return setError(PHONE_MSG.codeFormat);
    if (left === 0) return setError(PHONE_MSG.codeExpired);
    setBusy(true);
    const res = await api("POST /api/user/user/authenticate", { body: { phone: sentTo, code: typed } });
    setBusy(false);
    if (!res.ok) return setError(res.message);
    ui.toast(PHONE_MSG.verified, "blue");
    void revalidator.revalidate();
  };

  const minutes = Math.floor(left / 60);
  const seconds = String(left % 60).padStart(2, "0");
  return (
    <section className="settings-card" aria-labelledby="phone-section">
      <h2 id="phone-section">{t(PHONE_TEXT.heading)}</h2>
      <form className="field-block" onSubmit={send} noValidate>
        <label htmlFor="phone">{t(PHONE_TEXT.number)}</label>
        <div className="field-row">
          <input
            id="phone"
            className="text-input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="010-1234-5678"
            value={phone}
            maxLength={20}
            onChange={(e) => {
              setPhone(e.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="btn btn-blue-outline" disabled={busy}>
            {t(sentTo ? PHONE_TEXT.resend : PHONE_TEXT.send)}
          </button>
        </div>
        <label className="check-line">
          <input type="checkbox" checked={agree} onChange={(e) => (setAgree(e.target.checked), setError(null))} />
          <span>{t(PHONE_TEXT.consent)}</span>
        </label>
        <details className="consent-details">
          <summary>{t(PHONE_TEXT.details)}</summary>
          <ul>
            <li>{t(PHONE_TEXT.item)}</li>
            <li>{t(PHONE_TEXT.purpose)}</li>
            <li>{t(PHONE_TEXT.keep)}</li>
            <li>{t(PHONE_TEXT.refuse)}</li>
          </ul>
        </details>
      </form>
      {sentTo ? (
        <form className="field-block" onSubmit={confirm} noValidate>
          <label htmlFor="phone-code">{t(PHONE_TEXT.code)}</label>
          <div className="field-row">
            <div className="code-input">
              <input
                id="phone-code"
                className="text-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder={t(PHONE_TEXT.codePlaceholder)}
                value={code}
                onChange={(e) => {
                  setCode(e.target.value.replace(/\D/g, ""));
                  setError(null);
                }}
              />
              <span className={left === 0 ? "timer expired" : "timer"} aria-live="off">
                {minutes}:{seconds}
              </span>
            </div>
            <button type="submit" className="btn btn-blue" disabled={busy}>
              {t(PHONE_TEXT.confirm)}
            </button>
          </div>
        </form>
      ) : null}
      {info ? (
        <p className="form-ok" role="status">
          <T text={info} />
        </p>
      ) : null}
      <p className="form-error" role="alert">
        {error ? <T text={error} /> : ""}
      </p>
    </section>
  );
}
