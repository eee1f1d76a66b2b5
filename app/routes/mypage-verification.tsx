// /mypage/verification (+ /m): phone verification. The member types a mobile number, agrees
// to its collection, receives a 6-digit code by SMS (3 minutes, 5 tries) and types it back.
import { T } from "../lib/i18n";
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
  if (!context.viewer) throw data(MSG.membersOnly, { status: 401 });
  const account = await context.services.profile.myAccount(context.viewer.userNo);
  if (!account) throw data(MSG.membersOnly, { status: 401 });
  return { phone: account.phone, emailVerified: account.info.emailCertYn === "Y" };
}

export const meta: MetaFunction = () => [{ title: "본인 인증 | 나눔터" }, { name: "robots", content: "noindex" }];

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
  return (
    <div className="verification-page">
      <h1 className="page-heading">본인 인증</h1>
      <p className="page-lead">
        휴대폰 번호로 본인 인증을 하면 한 사람이 여러 계정으로 보상을 받는 일을 막아 모두에게 공정한 보상을 드릴 수 있어요.
      </p>
      {phone.verified ? (
        <section className="settings-card verified-card" aria-label="인증 상태">
          <p className="state-ok big">휴대폰 본인 인증 완료</p>
          <dl className="facts">
            <div>
              <dt>휴대폰 번호</dt>
              <dd>{phone.phone}</dd>
            </div>
            <div>
              <dt>인증일</dt>
              <dd>{new Date(phone.verifiedAt!).toLocaleDateString("ko-KR", { timeZone: "Asia/Seoul" })}</dd>
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
          <p>휴대폰 본인 인증은 이메일 인증을 마친 회원만 할 수 있습니다.</p>
          <Link to={linkTo("/mypage/account")} className="btn btn-blue-outline btn-sm">
            계정 설정으로 가기
          </Link>
        </section>
      )}
    </div>
  );
}

function PhoneForm() {
  const ui = useUi();
  const revalidator = useRevalidator();
  const [phone, setPhone] = useState("");
  const [agree, setAgree] = useState(false);
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
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
      <h2 id="phone-section">휴대폰 본인 인증</h2>
      <form className="field-block" onSubmit={send} noValidate>
        <label htmlFor="phone">휴대폰 번호</label>
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
            {sentTo ? "인증번호 다시 받기" : "인증번호 받기"}
          </button>
        </div>
        <label className="check-line">
          <input type="checkbox" checked={agree} onChange={(e) => (setAgree(e.target.checked), setError(null))} />
          <span>[필수] 본인 인증을 위한 개인정보 수집·이용에 동의합니다.</span>
        </label>
        <details className="consent-details">
          <summary>수집·이용 내용 보기</summary>
          <ul>
            <li>수집 항목: 휴대폰 번호</li>
            <li>이용 목적: 본인 확인, 중복 가입과 부정한 보상 수령 방지</li>
            <li>보유 기간: 회원 탈퇴 시까지 (탈퇴하면 즉시 파기)</li>
            <li>동의하지 않을 수 있으며, 이 경우 휴대폰 본인 인증을 할 수 없습니다.</li>
          </ul>
        </details>
      </form>
      {sentTo ? (
        <form className="field-block" onSubmit={confirm} noValidate>
          <label htmlFor="phone-code">인증번호</label>
          <div className="field-row">
            <div className="code-input">
              <input
                id="phone-code"
                className="text-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="6자리 숫자"
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
              확인
            </button>
          </div>
        </form>
      ) : null}
      {info ? (
        <p className="form-ok" role="status">
          {info}
        </p>
      ) : null}
      <p className="form-error" role="alert">
        {error ?? ""}
      </p>
    </section>
  );
}
