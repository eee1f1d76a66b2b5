// /email_cert?status=ok|invalid|expired|used (+ /m/email_cert): where the verification link
// of the mail lands (phones reach the /m page through the device redirect). The messages are
// the server's (core VERIFY_MSG); where a new mail helps, it can be asked for right here.
import { T, useT, type Showable } from "../../lib/i18n";
import { UI_TEXT } from "../../components/ui/text";
import { texts } from "../../../core/i18n";
import { Button } from "../../components/ui/button";
import { useCallback, useEffect, useState } from "react";
import { Link, useFetcher, useLoaderData, useLocation, useNavigate, type MetaFunction } from "react-router";
import { EMAIL_CERT_PAGE, parseEmailCertStatus } from "../../../core/account";
import { useWriteAction } from "../../components/chrome/write-action";
import { AuthFrame, FormAlert } from "../../features/auth/fields";
import { EmailForm } from "../../features/auth/mail-forms";
import { AlertGlyph, CheckGlyph } from "../../features/auth/icons";
import { homeFor, pagePath } from "../../features/auth/page";
import { routePrivateMeta } from "../../lib/route-meta";
import { useIsMobile } from "../../lib/device";
import type { ActionArgs, LoaderArgs } from "../../lib/viewer";

const CERT_TEXT = texts({
  home: UI_TEXT.goHome,
  firstPost: { ko: "첫 글 쓰러 가기", en: "Write your first post" },
  signInNow: { ko: "로그인하기", en: "Sign in" },
  verifiedTitle: { ko: "이미 인증이 완료되었어요", en: "Already verified" },
  verifiedNote: {
    ko: "이 계정은 이미 이메일 인증을 마쳐 바로 이용할 수 있어요.",
    en: "This account's e-mail is already verified, so you can use it right away.",
  },
  usedNote: {
    ko: "이미 인증을 마쳤다면 로그인해 주세요. 인증을 마치지 못했다면 새 인증 메일을 받아 주세요.",
    en: "If you already verified, sign in. If not, get a new verification mail.",
  },
  next: { ko: "다음으로", en: "Next" },
  signIn: { ko: "로그인", en: "Sign in" },
  resend: UI_TEXT.resendVerification,
  sending: UI_TEXT.sending,
  alreadySignIn: {
    ko: "이미 이메일 인증이 완료된 계정입니다. 로그인해 주세요.",
    en: "This account's e-mail is already verified. Please sign in.",
  },
  email: { ko: "가입한 이메일", en: "E-mail you signed up with" },
});

export function loader({ request, context }: LoaderArgs) {
  const status = parseEmailCertStatus(new URL(request.url).searchParams.get("status"));
  const viewer = context.viewer;
  return {
    status,
    signedIn: !!viewer,
    verified: viewer?.emailCertYn === "Y",
    email: viewer?.userEmail ?? null,
  };
}

/** A new verification mail (the service of POST /api/user/sendEmail, in-process). */
export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.write("POST /api/user/sendEmail", input, tools));
}

/** Sending a mail changes nothing this page shows. */
export const shouldRevalidate = () => false;

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function EmailCertPage() {
  const t = useT();
  const { status, signedIn, verified, email } = useLoaderData<typeof loader>();
  const location = useLocation();
  const mobile = useIsMobile();
  const write = useWriteAction(mobile);
  const home = homeFor(location.pathname);
  const text = EMAIL_CERT_PAGE[status];

  if (status === "ok") {
    return (
      <AuthFrame icon={<CheckGlyph />} title={text.title} lead={<T text={text.body} />}>
        <div className="auth-actions">
          {signedIn ? (
            <>
              <Link to={home} className="btn btn-blue btn-block">
                {t(CERT_TEXT.home)}
              </Link>
              <button type="button" className="btn btn-blue-outline btn-block" onClick={write}>
                {t(CERT_TEXT.firstPost)}
              </button>
            </>
          ) : (
            <>
              <Link to={pagePath(location.pathname, "/login")} className="btn btn-blue btn-block">
                {t(CERT_TEXT.signInNow)}
              </Link>
              <Link to={home} className="btn btn-block">
                {t(CERT_TEXT.home)}
              </Link>
            </>
          )}
        </div>
      </AuthFrame>
    );
  }

  const alreadyDone = signedIn && verified;
  return (
    <AuthFrame
      icon={alreadyDone ? <CheckGlyph /> : <AlertGlyph />}
      tone={alreadyDone ? "info" : "warn"}
      title={alreadyDone ? CERT_TEXT.verifiedTitle : text.title}
      lead={
        alreadyDone ? (
          <>
            <T text={text.body} /> {t(CERT_TEXT.verifiedNote)}
          </>
        ) : (
          <T text={text.body} />
        )
      }
    >
      {alreadyDone ? null : signedIn && email ? (
        <ResendToMember email={email} />
      ) : status === "used" ? (
        <p className="auth-footnote">{t(CERT_TEXT.usedNote)}</p>
      ) : null}
      {!alreadyDone && !signedIn ? <ResendToAddress /> : null}
      <nav className="auth-links" aria-label={t(CERT_TEXT.next)}>
        <Link to={home}>{t(CERT_TEXT.home)}</Link>
        {signedIn ? null : (
          <>
            <span className="sep" aria-hidden="true" />
            <Link to={pagePath(location.pathname, "/login")}>{t(CERT_TEXT.signIn)}</Link>
          </>
        )}
      </nav>
    </AuthFrame>
  );
}

/** After a mail went out: the page that waits for its code. */
function useAfterResend(): (email: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (email: string) =>
      void navigate(`${pagePath(location.pathname, "/loginSend")}?email=${encodeURIComponent(email)}`, { state: { sent: true } }),
    [navigate, location.pathname],
  );
}

/** The resend form's answer: a taken-and-verified address is told to sign in instead. */
function refusalOf(answer: { status: number; message: string }): Showable {
  return answer.status === 409 ? CERT_TEXT.alreadySignIn : answer.message;
}

function ResendToMember({ email }: { email: string }) {
  const t = useT();
  const after = useAfterResend();
  const resend = useFetcher<typeof action>();
  const pending = resend.state !== "idle";
  const answer = resend.data;
  useEffect(() => {
    if (answer?.ok && !pending) after(email);
  }, [answer, pending, after, email]);
  return (
    <div className="auth-actions">
      <Button
        variant="blue"
        block
        onClick={() => void resend.submit({ userEmail: email }, { method: "post", encType: "application/json" })}
        pending={pending}
        pendingLabel={t(CERT_TEXT.sending)}
      >
        {t(CERT_TEXT.resend)}
      </Button>
      <FormAlert message={answer && !answer.ok && !pending ? { tone: "error", text: refusalOf(answer) } : null} />
    </div>
  );
}

function ResendToAddress() {
  const after = useAfterResend();
  const resend = useFetcher<typeof action>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const pending = resend.state !== "idle";
  const answer = resend.data;
  useEffect(() => {
    if (answer?.ok && !pending && sentTo) after(sentTo);
  }, [answer, pending, after, sentTo]);

  return (
    <EmailForm
      id="cert-resend-email"
      label={CERT_TEXT.email}
      submitLabel={CERT_TEXT.resend}
      pendingLabel={CERT_TEXT.sending}
      fetcher={resend}
      refusal={refusalOf}
      onSending={setSentTo}
    />
  );
}
