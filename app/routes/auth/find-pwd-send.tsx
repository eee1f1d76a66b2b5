// /findPwdSend?email=… (+ /m): the reset mail was sent (if the address has an account). The
// 6-digit code from the mail is exchanged here for a reset token (certificateEmailPw), which
// opens /certPwd; the link in the mail opens /certPwd directly.
import { useState, type FormEvent } from "react";
import { Link, redirect, useLoaderData, useLocation, useNavigate, type MetaFunction } from "react-router";
import { RESET_MSG, validateCode, validateEmail } from "../../../core/account";
import { api } from "../../lib/api";
import { AuthFrame, CodeField, FormAlert, type FieldMessage } from "../../features/auth/fields";
import { MailSentGlyph } from "../../features/auth/icons";
import { pagePath } from "../../features/auth/page";
import { routePrivateMeta } from "../../lib/meta";
import type { LoaderArgs } from "../../lib/viewer";

export function loader({ request }: LoaderArgs) {
  const url = new URL(request.url);
  const email = validateEmail(url.searchParams.get("email") ?? "");
  if (!email.ok) throw redirect(pagePath(url.pathname, "/findPwd"));
  return { email: email.value };
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function FindPasswordSentPage() {
  const { email } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [codeMessage, setCodeMessage] = useState<FieldMessage | null>(null);
  const [resendMessage, setResendMessage] = useState<FieldMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const rule = validateCode(code);
    if (!rule.ok) {
      setCodeMessage({ tone: "error", text: rule.message });
      return;
    }
    setBusy(true);
    const result = await api("POST /api/user/certificateEmailPw", { body: { userEmail: email, certNum: rule.value } });
    if (!result.ok) {
      setBusy(false);
      setCodeMessage({ tone: "error", text: result.message });
      return;
    }
    // The reset token travels in history state, never in the address bar.
    void navigate(pagePath(location.pathname, "/certPwd"), { state: { resetToken: result.data.resetToken, email } });
  };

  const resend = async () => {
    if (sending) return;
    setSending(true);
    setResendMessage(null);
    const result = await api("POST /api/user/sendEmailPw", { body: { userEmail: email } });
    setSending(false);
    setResendMessage(
      result.ok
        ? { tone: "ok", text: "재설정 메일을 다시 보냈어요. 가장 최근 메일의 링크와 인증번호만 쓸 수 있어요." }
        : { tone: "error", text: result.message },
    );
  };

  return (
    <AuthFrame
      icon={<MailSentGlyph />}
      title="메일을 확인해 주세요"
      lead={
        <>
          <p>
            <span className="auth-email">{email}</span>
          </p>
          <p>
            {RESET_MSG.mailSent} 메일의 [비밀번호 재설정하기] 버튼을 누르거나 인증번호 6자리를 입력해 주세요. 링크와 인증번호는 1시간 동안
            유효해요.
          </p>
        </>
      }
    >
      <form className="auth-form" onSubmit={verify} noValidate>
        <CodeField
          value={code}
          onValue={(v) => {
            setCode(v);
            if (codeMessage) setCodeMessage(null);
          }}
          message={codeMessage}
        />
        <button type="submit" className="btn btn-blue btn-block" disabled={busy}>
          {busy ? "확인하는 중…" : "확인"}
        </button>
      </form>
      <div className="auth-section">
        <h2>메일을 받지 못했나요?</h2>
        <p>스팸 메일함을 확인하거나 메일을 다시 받아 보세요. 한 시간에 5번까지 보낼 수 있어요.</p>
        <button type="button" className="btn btn-blue-outline btn-block" onClick={() => void resend()} disabled={sending}>
          {sending ? "보내는 중…" : "재설정 메일 다시 받기"}
        </button>
        <div style={{ marginTop: 12 }}>
          <FormAlert message={resendMessage} />
        </div>
      </div>
      <nav className="auth-links" aria-label="계정 도움">
        <Link to={pagePath(location.pathname, "/findPwd")} state={{ email }}>
          다른 이메일 입력
        </Link>
        <span className="sep" aria-hidden="true" />
        <Link to={pagePath(location.pathname, "/login")}>로그인</Link>
      </nav>
    </AuthFrame>
  );
}
