// /findPwd and /find_pw (+ /m): the reset mail. The answer is the same whether or not the
// address has an account (docs/decisions/0011); the next page says so.
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, type MetaFunction } from "react-router";
import { validateEmail } from "../../../core/account";
import { api } from "../../lib/api";
import { AuthFrame, Field, FormAlert, type FieldMessage } from "../../features/auth/fields";
import { LockGlyph } from "../../features/auth/icons";
import { pagePath } from "../../features/auth/page";
import { routePrivateMeta } from "../../lib/meta";

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function FindPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const initial = (location.state as { email?: string } | null)?.email ?? "";
  const [email, setEmail] = useState(initial);
  const [message, setMessage] = useState<FieldMessage | null>(null);
  const [formMessage, setFormMessage] = useState<FieldMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormMessage(null);
    const rule = validateEmail(email);
    if (!rule.ok) {
      setMessage({ tone: "error", text: rule.message });
      return;
    }
    setBusy(true);
    const result = await api("POST /api/user/sendEmailPw", { body: { userEmail: rule.value } });
    setBusy(false);
    if (!result.ok) {
      setFormMessage({ tone: "error", text: result.message });
      return;
    }
    void navigate(`${pagePath(location.pathname, "/findPwdSend")}?email=${encodeURIComponent(rule.value)}`);
  };

  return (
    <AuthFrame
      icon={<LockGlyph />}
      title="비밀번호 찾기"
      lead="가입한 이메일 주소를 입력하면 비밀번호를 다시 설정할 수 있는 링크와 인증번호를 보내 드려요."
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <Field
          id="findpw-email"
          label="이메일"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="example@email.com"
          maxLength={254}
          value={email}
          onValue={(v) => {
            setEmail(v);
            if (message) setMessage(null);
          }}
          message={message}
        />
        <FormAlert message={formMessage} />
        <button type="submit" className="btn btn-blue btn-block" disabled={busy}>
          {busy ? "보내는 중…" : "재설정 메일 받기"}
        </button>
      </form>
      <p className="auth-footnote">Google, Kakao, Polaris Office 계정으로 가입했다면 비밀번호 없이 해당 계정으로 로그인해 주세요.</p>
      <nav className="auth-links" aria-label="계정 도움">
        <Link to={pagePath(location.pathname, "/login")}>로그인</Link>
        <span className="sep" aria-hidden="true" />
        <Link to={pagePath(location.pathname, "/sign")}>회원가입</Link>
      </nav>
    </AuthFrame>
  );
}
