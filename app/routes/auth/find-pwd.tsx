// /findPwd and /find_pw (+ /m): the reset mail, sent by this page's action (the same service
// as POST /api/user/sendEmailPw, in-process; the mail comes in the reader's language). The
// answer is the same whether or not the address has an account (docs/decisions/0011); the
// next page says so.
import { useEffect, useState } from "react";
import { UI_TEXT } from "../../components/ui/text";
import { Link, useFetcher, useLocation, useNavigate, type MetaFunction } from "react-router";
import { texts } from "../../../core/i18n";
import { AuthFrame } from "../../features/auth/fields";
import { EmailForm } from "../../features/auth/mail-forms";
import { LockGlyph } from "../../features/auth/icons";
import { pagePath } from "../../features/auth/page";
import { useT } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import type { ActionArgs } from "../../lib/viewer";

const FIND_TEXT = texts({
  title: { ko: "비밀번호 찾기", en: "Forgot password" },
  lead: {
    ko: "가입한 이메일 주소를 입력하면 비밀번호를 다시 설정할 수 있는 링크와 인증번호를 보내 드려요.",
    en: "Enter the e-mail you signed up with and we will send a link and a code to set a new password.",
  },
  email: { ko: "이메일", en: "E-mail" },
  submit: { ko: "재설정 메일 받기", en: "Send the reset mail" },
  submitting: UI_TEXT.sending,
  social: {
    ko: "Google, Kakao, Polaris Office 계정으로 가입했다면 비밀번호 없이 해당 계정으로 로그인해 주세요.",
    en: "If you signed up with Google, Kakao or Polaris Office, sign in with that account; it needs no password.",
  },
  help: { ko: "계정 도움", en: "Account help" },
  signIn: { ko: "로그인", en: "Sign in" },
  signUp: { ko: "회원가입", en: "Sign up" },
});

export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.write("POST /api/user/sendEmailPw", input, tools));
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function FindPasswordPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const send = useFetcher<typeof action>();
  /** The address the mail was asked for (normalized): the next page shows it. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const pending = send.state !== "idle";
  const answer = send.data;

  // Sent: on to the next page once the router has settled the action (a navigation started
  // while it still reloads this page's data would be overtaken by that reload).
  useEffect(() => {
    if (answer?.ok && !pending && sentTo)
      void navigate(`${pagePath(location.pathname, "/findPwdSend")}?email=${encodeURIComponent(sentTo)}`);
  }, [answer, pending, sentTo, navigate, location.pathname]);

  return (
    <AuthFrame icon={<LockGlyph />} title={FIND_TEXT.title} lead={t(FIND_TEXT.lead)}>
      <EmailForm
        id="findpw-email"
        label={FIND_TEXT.email}
        placeholder="example@email.com"
        initial={(location.state as { email?: string } | null)?.email ?? ""}
        submitLabel={FIND_TEXT.submit}
        pendingLabel={FIND_TEXT.submitting}
        fetcher={send}
        onSending={setSentTo}
      />
      <p className="auth-footnote">{t(FIND_TEXT.social)}</p>
      <nav className="auth-links" aria-label={t(FIND_TEXT.help)}>
        <Link to={pagePath(location.pathname, "/login")}>{t(FIND_TEXT.signIn)}</Link>
        <span className="sep" aria-hidden="true" />
        <Link to={pagePath(location.pathname, "/sign")}>{t(FIND_TEXT.signUp)}</Link>
      </nav>
    </AuthFrame>
  );
}
