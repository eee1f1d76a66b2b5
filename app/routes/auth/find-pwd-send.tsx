// /findPwdSend?email=… (+ /m): the reset mail was sent (if the address has an account). The
// 6-digit code from the mail is exchanged here for a reset token (the page's action runs the
// service of certificateEmailPw), which opens /certPwd; the link in the mail opens /certPwd
// directly. Sending the mail again goes through the same action as /findPwd.
import { useEffect } from "react";
import { UI_TEXT } from "../../components/ui/text";
import { Link, redirect, useFetcher, useLoaderData, useLocation, useNavigate, type MetaFunction } from "react-router";
import { RESET_MSG, validateEmail } from "../../../core/account";
import { texts } from "../../../core/i18n";
import { AuthFrame } from "../../features/auth/fields";
import { CodeForm, ResendSection } from "../../features/auth/mail-forms";
import { MailSentGlyph } from "../../features/auth/icons";
import { pagePath } from "../../features/auth/page";
import { useT } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../../lib/viewer";

const SENT_TEXT = texts({
  title: { ko: "메일을 확인해 주세요", en: "Check your mail" },
  how: {
    ko: "메일의 [비밀번호 재설정하기] 버튼을 누르거나 인증번호 6자리를 입력해 주세요. 링크와 인증번호는 1시간 동안 유효해요.",
    en: "Press [Reset password] in the mail or enter the 6-digit code. The link and the code work for one hour.",
  },
  verify: { ko: "확인", en: "Confirm" },
  verifying: UI_TEXT.checking,
  noMail: { ko: "메일을 받지 못했나요?", en: "No mail?" },
  noMailHint: {
    ko: "스팸 메일함을 확인하거나 메일을 다시 받아 보세요. 한 시간에 5번까지 보낼 수 있어요.",
    en: "Check your spam folder or get the mail again. It can be sent 5 times an hour.",
  },
  resend: { ko: "재설정 메일 다시 받기", en: "Send the reset mail again" },
  sending: UI_TEXT.sending,
  resent: {
    ko: "재설정 메일을 다시 보냈어요. 가장 최근 메일의 링크와 인증번호만 쓸 수 있어요.",
    en: "We sent the reset mail again. Only the link and code of the latest mail work.",
  },
  help: { ko: "계정 도움", en: "Account help" },
  otherEmail: { ko: "다른 이메일 입력", en: "Use another e-mail" },
  signIn: { ko: "로그인", en: "Sign in" },
});

export function loader({ request }: LoaderArgs) {
  const url = new URL(request.url);
  const email = validateEmail(url.searchParams.get("email") ?? "");
  if (!email.ok) throw redirect(pagePath(url.pathname, "/findPwd"));
  return { email: email.value };
}

/** `intent: "resend"` sends the mail again; otherwise the typed code is checked. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, async (input, tools) => {
    const { intent, ...rest } = input;
    if (intent === "resend") {
      await context.services.write("POST /api/user/sendEmailPw", rest, tools);
      return { kind: "resent" as const };
    }
    return { kind: "granted" as const, ...(await context.services.write("POST /api/user/certificateEmailPw", rest, tools)) };
  });
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

/** Nothing this page shows changes by its actions. */
export const shouldRevalidate = () => false;

export default function FindPasswordSentPage() {
  const t = useT();
  const { email } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  const check = useFetcher<typeof action>();
  const resend = useFetcher<typeof action>();
  const checking = check.state !== "idle";
  const answer = check.data;

  // The reset token travels in history state, never in the address bar.
  useEffect(() => {
    if (answer?.ok && answer.data.kind === "granted" && !checking) {
      void navigate(pagePath(location.pathname, "/certPwd"), { state: { resetToken: answer.data.resetToken, email } });
    }
  }, [answer, checking, navigate, location.pathname, email]);

  return (
    <AuthFrame
      icon={<MailSentGlyph />}
      title={SENT_TEXT.title}
      lead={
        <>
          <p>
            <span className="auth-email">{email}</span>
          </p>
          <p>
            {t(RESET_MSG.mailSent)} {t(SENT_TEXT.how)}
          </p>
        </>
      }
    >
      <CodeForm fetcher={check} extra={{ userEmail: email }} submitLabel={SENT_TEXT.verify} pendingLabel={SENT_TEXT.verifying} />
      <ResendSection
        title={SENT_TEXT.noMail}
        hint={SENT_TEXT.noMailHint}
        buttonLabel={SENT_TEXT.resend}
        pendingLabel={SENT_TEXT.sending}
        resentMessage={SENT_TEXT.resent}
        fetcher={resend}
        body={{ intent: "resend", userEmail: email }}
      />
      <nav className="auth-links" aria-label={t(SENT_TEXT.help)}>
        <Link to={pagePath(location.pathname, "/findPwd")} state={{ email }}>
          {t(SENT_TEXT.otherEmail)}
        </Link>
        <span className="sep" aria-hidden="true" />
        <Link to={pagePath(location.pathname, "/login")}>{t(SENT_TEXT.signIn)}</Link>
      </nav>
    </AuthFrame>
  );
}
