// /loginSend?email=… (+ /m/loginSend): after sign-up, "the verification mail is on its way":
// the address, the 6-digit code (POST /api/user/certificateEmail), resending
// (POST /api/user/sendEmail, with the wait message past 5 an hour) and a way home.
// /loginSendTry: the same for a signed-in member with an unverified e-mail, reached from the
// verification modal; it always uses the member's own address.
import { T, useT } from "../../lib/i18n";
import { UI_TEXT } from "../../components/ui/text";
import { texts } from "../../../core/i18n";
import { useCallback, useEffect, useState } from "react";
import { Link, redirect, useFetcher, useLoaderData, useLocation, type MetaFunction } from "react-router";
import { validateEmail, VERIFY_MSG } from "../../../core/account";
import { MSG } from "../../../core/messages";
import { loginRedirectFor } from "../../layouts/member-guard";
import { AuthFrame } from "../../features/auth/fields";
import { CodeForm, EmailForm, ResendSection } from "../../features/auth/mail-forms";
import { CheckGlyph, MailSentGlyph } from "../../features/auth/icons";
import { homeFor, pagePath } from "../../features/auth/page";
import { routePrivateMeta } from "../../lib/route-meta";
import { loadFresh } from "../../features/auth/session";
import type { ActionArgs, LoaderArgs } from "../../lib/viewer";

const SEND_TEXT = texts({
  verifiedTitle: { ko: "이미 인증이 완료되었어요", en: "Already verified" },
  home: UI_TEXT.goHome,
  sentTitle: { ko: "인증 메일을 보냈어요", en: "We sent a verification mail" },
  checkRetry: { ko: " 주소로 받은 인증 메일을 확인해 주세요.", en: ": please check the verification mail sent to this address." },
  sentTo: { ko: " 주소로 인증 메일을 보냈어요.", en: ": we sent a verification mail to this address." },
  how: {
    ko: "메일의 [이메일 인증하기] 버튼을 누르거나, 메일에 있는 인증번호 6자리를 아래에 입력해 주세요. 메일이 보이지 않으면 스팸 메일함을 확인해 주세요.",
    en: "Press [Verify e-mail] in the mail, or enter the 6-digit code from the mail below. If you cannot find the mail, check your spam folder.",
  },
  verify: { ko: "인증하기", en: "Verify" },
  verifying: UI_TEXT.checking,
  noMail: { ko: "메일을 받지 못했나요?", en: "No mail?" },
  noMailHint: {
    ko: "인증 메일은 한 시간에 5번까지 다시 받을 수 있어요. 새 메일을 받으면 이전 메일의 링크와 인증번호는 쓸 수 없어요.",
    en: "The verification mail can be sent again 5 times an hour. A new mail makes the link and code of earlier ones stop working.",
  },
  resend: UI_TEXT.resendVerification,
  sending: UI_TEXT.sending,
  next: { ko: "다음으로", en: "Next" },
  signIn: { ko: "로그인", en: "Sign in" },
  askTitle: { ko: "인증 메일 받기", en: "Get the verification mail" },
  askLead: {
    ko: "가입한 이메일 주소를 입력하면 인증 메일을 다시 보내 드려요.",
    en: "Enter the e-mail you signed up with and we will send the verification mail again.",
  },
  email: { ko: "이메일", en: "E-mail" },
});

export function loader({ request, context }: LoaderArgs) {
  const url = new URL(request.url);
  const viewer = context.viewer;
  const retry = url.pathname.endsWith("/loginSendTry");
  if (retry) {
    if (!viewer) throw redirect(loginRedirectFor(url));
    return { retry, email: viewer.userEmail, verified: viewer.emailCertYn === "Y", signedIn: true };
  }
  const fromQuery = validateEmail(url.searchParams.get("email") ?? "");
  const email = fromQuery.ok ? fromQuery.value : (viewer?.userEmail ?? null);
  const verified = !!viewer && !!email && viewer.userEmail.toLowerCase() === email && viewer.emailCertYn === "Y";
  return { retry, email, verified, signedIn: !!viewer };
}

/** `intent: "verify"` checks the typed code; `intent: "resend"` sends the mail again. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, async (input, tools) => {
    const { intent, ...rest } = input;
    if (intent === "verify") return context.services.write("POST /api/user/certificateEmail", rest, tools);
    await context.services.write("POST /api/user/sendEmail", rest, tools);
    return { emailCertYn: null };
  });
}

/** Nothing this page shows changes by sending a mail; a verification reloads the whole page. */
export const shouldRevalidate = () => false;

export const meta: MetaFunction<typeof loader> = ({ matches }) => routePrivateMeta(matches);

export default function LoginSendPage() {
  const t = useT();
  const { retry, email: knownEmail, verified, signedIn } = useLoaderData<typeof loader>();
  const location = useLocation();
  const home = homeFor(location.pathname);
  const justSent = (location.state as { sent?: boolean } | null)?.sent === true;
  const [email, setEmail] = useState<string | null>(knownEmail);
  const [sentToTyped, setSentToTyped] = useState(false);
  const sentTo = useCallback((typed: string) => {
    setSentToTyped(true);
    setEmail(typed);
  }, []);

  if (verified) {
    return (
      <AuthFrame icon={<CheckGlyph />} title={SEND_TEXT.verifiedTitle} lead={<T text={VERIFY_MSG.alreadyVerified} />}>
        <div className="auth-actions">
          <Link to={home} className="btn btn-blue btn-block">
            {t(SEND_TEXT.home)}
          </Link>
        </div>
      </AuthFrame>
    );
  }
  if (!email) {
    return <AskEmail onEmail={sentTo} />;
  }
  return <SentPanel email={email} retry={retry} signedIn={signedIn} justSent={justSent || sentToTyped} />;
}

function SentPanel({ email, retry, signedIn, justSent }: { email: string; retry: boolean; signedIn: boolean; justSent: boolean }) {
  const t = useT();
  const location = useLocation();
  const home = homeFor(location.pathname);
  const check = useFetcher<typeof action>();
  const resend = useFetcher<typeof action>();
  const answer = check.data;

  // Verified: a fresh load, so every part of the page knows the member is verified.
  useEffect(() => {
    if (answer?.ok) loadFresh(`${pagePath(location.pathname, "/email_cert")}?status=ok`);
  }, [answer, location.pathname]);

  return (
    <AuthFrame
      icon={<MailSentGlyph />}
      title={retry ? MSG.emailCertRequired : SEND_TEXT.sentTitle}
      lead={
        <>
          <p>
            <span className="auth-email">{email}</span>
            {t(retry ? SEND_TEXT.checkRetry : SEND_TEXT.sentTo)}
          </p>
          <p>{t(SEND_TEXT.how)}</p>
        </>
      }
    >
      <CodeForm
        fetcher={check}
        extra={{ intent: "verify", userEmail: email }}
        submitLabel={SEND_TEXT.verify}
        pendingLabel={SEND_TEXT.verifying}
      />
      <ResendSection
        title={SEND_TEXT.noMail}
        hint={SEND_TEXT.noMailHint}
        buttonLabel={SEND_TEXT.resend}
        pendingLabel={SEND_TEXT.sending}
        resentMessage={VERIFY_MSG.mailResent}
        fetcher={resend}
        body={{ intent: "resend", userEmail: email }}
        sentBefore={justSent}
      />
      <nav className="auth-links" aria-label={t(SEND_TEXT.next)}>
        <Link to={home}>{t(SEND_TEXT.home)}</Link>
        {signedIn ? null : (
          <>
            <span className="sep" aria-hidden="true" />
            <Link to={pagePath(location.pathname, "/login")}>{t(SEND_TEXT.signIn)}</Link>
          </>
        )}
      </nav>
    </AuthFrame>
  );
}

/** Reached without an address (and not signed in): ask for it, then resend to it. */
function AskEmail({ onEmail }: { onEmail: (email: string) => void }) {
  const t = useT();
  const send = useFetcher<typeof action>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const answer = send.data;

  useEffect(() => {
    if (answer?.ok && sentTo) onEmail(sentTo);
  }, [answer, sentTo, onEmail]);

  return (
    <AuthFrame icon={<MailSentGlyph />} title={SEND_TEXT.askTitle} lead={t(SEND_TEXT.askLead)}>
      <EmailForm
        id="resend-email"
        label={SEND_TEXT.email}
        submitLabel={SEND_TEXT.askTitle}
        fetcher={send}
        extra={{ intent: "resend" }}
        onSending={setSentTo}
      />
    </AuthFrame>
  );
}
