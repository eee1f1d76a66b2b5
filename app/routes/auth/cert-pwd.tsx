// /certPwd (+ /m): the new password, twice, with the core rule. Opened from the reset mail's
// link (?token=…: checked on the server without being used, spent only when the form is
// sent) or from /findPwdSend after the code (the reset token in history state). Success
// signs the member out everywhere; they sign in again with the new password.
import { useState, type FormEvent } from "react";
import { Link, useLoaderData, useLocation, type MetaFunction } from "react-router";
import { ACCOUNT_MSG, RESET_MSG, validatePassword, validatePasswordConfirm } from "../../../core/account";
import { texts } from "../../../core/i18n";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { Button } from "../../components/ui/button";
import { AuthFrame, FormAlert, PasswordField, type FieldMessage } from "../../features/auth/fields";
import { AlertGlyph, CheckGlyph, LockGlyph } from "../../features/auth/icons";
import { pagePath } from "../../features/auth/page";
import { routePrivateMeta } from "../../lib/route-meta";
import { clearClientState } from "../../features/auth/client-state";
import type { LoaderArgs } from "../../lib/viewer";

export async function loader({ request, context }: LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { mode: "code" as const, linkStatus: null };
  return { mode: "link" as const, linkStatus: await context.services.accounts.inspectResetLink(token) };
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

const LINK_TEXT = { invalid: RESET_MSG.linkInvalid, expired: RESET_MSG.linkExpired, used: RESET_MSG.linkUsed } as const;

const CERT_TEXT = texts({
  doneTitle: { ko: "비밀번호가 변경되었어요", en: "Your password has been changed" },
  signIn: { ko: "로그인하기", en: "Sign in" },
  unusableTitle: { ko: "링크를 사용할 수 없어요", en: "This link cannot be used" },
  again: { ko: "비밀번호 찾기 다시 하기", en: "Start the password reset again" },
  usable: { ko: "사용할 수 있는 비밀번호입니다.", en: "This password can be used." },
  matches: { ko: "비밀번호가 일치합니다.", en: "The passwords match." },
  title: { ko: "새 비밀번호 설정", en: "Set a new password" },
  lead: {
    ko: "새로 사용할 비밀번호를 두 번 입력해 주세요. 변경하면 모든 기기에서 로그아웃돼요.",
    en: "Enter your new password twice. Changing it signs you out on every device.",
  },
  password: { ko: "새 비밀번호", en: "New password" },
  passwordPlaceholder: { ko: "영문, 숫자, 특수문자 포함 8자 이상", en: "8+ characters with letters, digits and symbols" },
  confirm: { ko: "새 비밀번호 확인", en: "Confirm new password" },
  confirmPlaceholder: { ko: "새 비밀번호를 한 번 더 입력해 주세요", en: "Enter the new password once more" },
  submit: { ko: "비밀번호 변경", en: "Change password" },
  submitting: { ko: "변경하는 중…", en: "Changing…" },
});

export default function CertPasswordPage() {
  const t = useT();
  const { mode, linkStatus } = useLoaderData<typeof loader>();
  const location = useLocation();
  const state = location.state as { resetToken?: string; email?: string } | null;
  const [done, setDone] = useState(false);
  const findPwd = pagePath(location.pathname, "/findPwd");

  if (done) {
    return (
      <AuthFrame icon={<CheckGlyph />} title={CERT_TEXT.doneTitle} lead={t(RESET_MSG.changed)}>
        <div className="auth-actions">
          {/* A full page load: this browser's session ended with the others. */}
          <a href={pagePath(location.pathname, "/login")} className="btn btn-blue btn-block">
            {t(CERT_TEXT.signIn)}
          </a>
        </div>
      </AuthFrame>
    );
  }
  const problem =
    mode === "link"
      ? linkStatus !== "ok" && linkStatus
        ? LINK_TEXT[linkStatus]
        : null
      : state?.resetToken
        ? null
        : RESET_MSG.grantInvalid;
  if (problem) {
    return (
      <AuthFrame icon={<AlertGlyph />} tone="warn" title={CERT_TEXT.unusableTitle} lead={t(problem)}>
        <div className="auth-actions">
          <Link to={findPwd} className="btn btn-blue btn-block">
            {t(CERT_TEXT.again)}
          </Link>
        </div>
      </AuthFrame>
    );
  }
  const mailToken = mode === "link" ? new URLSearchParams(location.search).get("token") : null;
  return (
    <NewPasswordForm
      mailToken={mailToken}
      resetToken={state?.resetToken ?? null}
      email={state?.email ?? null}
      onDone={() => setDone(true)}
    />
  );
}

function NewPasswordForm({
  mailToken,
  resetToken: initialResetToken,
  email,
  onDone,
}: {
  mailToken: string | null;
  resetToken: string | null;
  email: string | null;
  onDone: () => void;
}) {
  const t = useT();
  const location = useLocation();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [formMessage, setFormMessage] = useState<FieldMessage | null>(null);
  const [resetToken, setResetToken] = useState(initialResetToken);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  const rule = validatePassword(password, email ?? undefined);
  const confirmRule = validatePasswordConfirm(password, confirm);
  const passwordMessage: FieldMessage | null =
    password === "" && !submitted
      ? { tone: "info", text: ACCOUNT_MSG.passwordGuide }
      : rule.ok
        ? { tone: "ok", text: CERT_TEXT.usable }
        : { tone: "error", text: rule.message };
  const confirmMessage: FieldMessage | null =
    confirm === "" && !submitted
      ? null
      : confirmRule.ok
        ? { tone: "ok", text: CERT_TEXT.matches }
        : { tone: "error", text: confirmRule.message };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormMessage(null);
    if (!rule.ok || !confirmRule.ok) return;
    setBusy(true);
    let token = resetToken;
    if (!token && mailToken) {
      // Spend the mail link only now; keep the reset token for a retry if the password is refused.
      const grant = await api("POST /api/user/certificateEmailPw", { body: { token: mailToken } });
      if (!grant.ok) {
        setBusy(false);
        setFormMessage({ tone: "error", text: grant.message });
        if (grant.status === 400) setExpired(true);
        return;
      }
      token = grant.data.resetToken;
      setResetToken(token);
    }
    // Without a token of either kind the server answers that the link is no longer valid.
    const result = await api("POST /api/user/updateUserPw", { body: { resetToken: token ?? "", newPw: password } });
    setBusy(false);
    if (!result.ok) {
      setFormMessage({ tone: "error", text: result.message });
      if (result.errorId === "RESET_TOKEN_INVALID") setExpired(true);
      return;
    }
    clearClientState();
    onDone();
  };

  return (
    <AuthFrame icon={<LockGlyph />} title={CERT_TEXT.title} lead={t(CERT_TEXT.lead)}>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        {email ? <input type="email" name="username" autoComplete="username" value={email} readOnly hidden /> : null}
        <PasswordField
          id="certpw-password"
          label={CERT_TEXT.password}
          autoComplete="new-password"
          placeholder={CERT_TEXT.passwordPlaceholder}
          maxLength={64}
          value={password}
          onValue={setPassword}
          message={passwordMessage}
          meter
        />
        <PasswordField
          id="certpw-confirm"
          label={CERT_TEXT.confirm}
          autoComplete="new-password"
          placeholder={CERT_TEXT.confirmPlaceholder}
          maxLength={64}
          value={confirm}
          onValue={setConfirm}
          message={confirmMessage}
        />
        <FormAlert message={formMessage} />
        {expired ? (
          <Link to={pagePath(location.pathname, "/findPwd")} className="btn btn-blue-outline btn-block">
            {t(CERT_TEXT.again)}
          </Link>
        ) : null}
        <Button type="submit" variant="blue" block pending={busy} disabled={expired} pendingLabel={t(CERT_TEXT.submitting)}>
          {t(CERT_TEXT.submit)}
        </Button>
      </form>
    </AuthFrame>
  );
}
