// /not-me?token=… (+ /m/not-me): where a security alert's "this wasn't me" link lands, from the
// mail or the notification (docs/product/accounts.md §11.5, decision 0210). Opening the page
// changes nothing (mail scanners open links too): it says what happened and asks; the member's
// confirmation, sent by this page's action (the API route's own handler), signs every device of
// the account out at once, this one too. Then it says what to do next: a new password, the
// passkeys, the wallet. A used, expired or unknown link says so and offers the same next steps.
import { useEffect } from "react";
import { Link, useFetcher, useLoaderData, useLocation, type MetaFunction } from "react-router";
import { describeDevice } from "../../../core/device-names";
import { texts } from "../../../core/i18n";
import {
  NOT_ME_MSG,
  SECURITY_ALERT_POLICY,
  SECURITY_ALERT_TEXT,
  SECURITY_ALERT_TITLES,
  formatSeoulDateTime,
} from "../../../core/security-alerts";
import { Button } from "../../components/ui/button";
import { AuthFrame, FormAlert } from "../../features/auth/fields";
import { AlertGlyph, CheckGlyph, LockGlyph } from "../../features/auth/icons";
import { homeFor, pagePath } from "../../features/auth/page";
import { clearClientState } from "../../features/auth/client-state";
import { useLanguage, useT } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../../lib/viewer";
import type { NotMeLinkView } from "../../../server/modules/security-alerts/service";
import "../../styles/not-me.css";

const NOT_ME_TEXT = texts({
  lead: {
    ko: "회원님의 계정에 아래와 같은 일이 있었어요. 본인이 한 일이 아니라면 지금 모든 기기에서 로그아웃해 주세요.",
    en: "This happened on your account. If it was not you, sign out on every device now.",
  },
  what: { ko: "무슨 일이 있었나요", en: "What happened" },
  confirmHow: {
    ko: "[내가 한 일이 아니에요]를 누르면 이 기기를 포함해 로그인된 모든 기기에서 바로 로그아웃돼요. 누군가 회원님의 비밀번호나 기기를 쓰고 있었다면 더는 계정을 쓸 수 없어요.",
    en: "Pressing [This wasn't me] signs out every device signed in to your account at once, this one included. Whoever was using your password or device can no longer use the account.",
  },
  confirming: { ko: "로그아웃하는 중…", en: "Signing out…" },
  itWasMe: { ko: "내가 한 일이 맞아요", en: "It was me" },
  doneTitle: { ko: "모든 기기에서 로그아웃했어요", en: "Every device is signed out" },
  doneLead: {
    ko: "로그인된 기기 {n}곳에서 로그아웃했어요. 계정을 지키려면 지금 아래 순서대로 확인해 주세요.",
    en: "{n} signed-in devices were signed out. To keep the account safe, go through the steps below now.",
  },
  usedTitle: { ko: "이미 사용한 링크예요", en: "This link was already used" },
  expiredTitle: { ko: "링크의 유효 기간이 지났어요", en: "This link has expired" },
  expiredHow: {
    ko: "계정이 걱정된다면 로그인한 뒤 계정 설정의 로그인한 기기에서 [모든 기기에서 로그아웃]을 누르거나, 지금 비밀번호를 재설정해 주세요.",
    en: "If you are worried about your account, sign in and press [Sign out on every device] under signed-in devices in your account settings, or reset your password now.",
  },
  invalidTitle: { ko: "링크를 확인할 수 없어요", en: "This link cannot be checked" },
  stepsTitle: { ko: "다음에 할 일", en: "What to do next" },
  stepPassword: { ko: "비밀번호를 바꿔 주세요", en: "Change your password" },
  stepPasswordHow: {
    ko: "비밀번호 재설정 메일로 새 비밀번호를 정해 주세요. 다른 사이트에서도 같은 비밀번호를 쓴다면 그곳의 비밀번호도 바꿔 주세요. Google·카카오·Polaris Office로 로그인한다면 그 계정의 보안도 확인해 주세요.",
    en: "Set a new password with the reset mail. If you use the same password on other sites, change it there too. If you sign in with Google, Kakao or Polaris Office, check that account's security as well.",
  },
  stepPasswordLink: { ko: "비밀번호 재설정하기", en: "Reset password" },
  stepPasskeys: { ko: "패스키를 확인해 주세요", en: "Check your passkeys" },
  stepPasskeysHow: {
    ko: "다시 로그인한 뒤 계정 설정의 패스키 목록에서 모르는 패스키를 지워 주세요. 남아 있으면 그 패스키로 다시 로그인할 수 있어요.",
    en: "Sign in again and remove any passkey you do not know from the list in your account settings: a passkey left there can sign in again.",
  },
  stepPasskeysLink: { ko: "패스키 확인하기", en: "Check passkeys" },
  stepWallet: { ko: "지갑을 확인해 주세요", en: "Check your wallet" },
  stepWalletHow: {
    ko: "연결된 지갑 주소가 회원님의 것인지 확인하고, 아니라면 연결을 해제하거나 회원님의 지갑을 다시 연결해 주세요. 보상은 연결된 지갑으로 지급돼요.",
    en: "Make sure the connected wallet address is yours; if it is not, disconnect it or connect your own again. Rewards go to the connected wallet.",
  },
  stepWalletLink: { ko: "지갑 확인하기", en: "Check wallet" },
  home: { ko: "홈으로", en: "Go home" },
});

export function loader({ request, context }: LoaderArgs): Promise<NotMeLinkView> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return context.services.securityAlerts.inspectNotMe(token);
}

/** "This wasn't me": the handler of POST /api/user/security/notMe, in-process. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.write("POST /api/user/security/notMe", input, tools));
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function NotMePage() {
  const t = useT();
  const language = useLanguage();
  const { status, alert } = useLoaderData<typeof loader>();
  const location = useLocation();
  const confirm = useFetcher<typeof action>();
  const answer = confirm.data;
  const days = SECURITY_ALERT_POLICY.linkDays;
  const signedOut = answer?.ok === true;
  // Signed out everywhere, this browser too: no member state stays behind in it.
  useEffect(() => {
    if (signedOut) clearClientState();
  }, [signedOut]);

  if (answer?.ok) {
    return (
      <AuthFrame icon={<CheckGlyph />} title={NOT_ME_TEXT.doneTitle} lead={t(NOT_ME_TEXT.doneLead, { n: answer.data.signedOut })}>
        <NextSteps />
      </AuthFrame>
    );
  }
  if (status !== "ok" || !alert) {
    const title = status === "used" ? NOT_ME_TEXT.usedTitle : status === "expired" ? NOT_ME_TEXT.expiredTitle : NOT_ME_TEXT.invalidTitle;
    const lead = status === "used" ? t(NOT_ME_MSG.used) : status === "expired" ? t(NOT_ME_MSG.expired, { days }) : t(NOT_ME_MSG.invalid);
    return (
      <AuthFrame
        icon={<AlertGlyph />}
        tone="warn"
        title={title}
        lead={
          <>
            <p>{lead}</p>
            {status === "expired" ? <p>{t(NOT_ME_TEXT.expiredHow)}</p> : null}
          </>
        }
      >
        <NextSteps />
      </AuthFrame>
    );
  }

  const token = new URLSearchParams(location.search).get("token") ?? "";
  const facts: [string, string][] = [];
  if (alert.kind === "passkeyAdded" && alert.detail) facts.push([t(SECURITY_ALERT_TEXT.passkey), alert.detail]);
  if (alert.kind === "walletChanged" && alert.detail) facts.push([t(SECURITY_ALERT_TEXT.wallet), alert.detail]);
  if (alert.userAgent) facts.push([t(SECURITY_ALERT_TEXT.device), describeDevice(alert.userAgent, language)]);
  if (alert.ip) facts.push([t(SECURITY_ALERT_TEXT.address), alert.ip]);
  facts.push([t(SECURITY_ALERT_TEXT.when), formatSeoulDateTime(alert.at, language)]);
  const pending = confirm.state !== "idle";
  const refusal = answer && !answer.ok ? { tone: "error" as const, text: answer.message } : null;

  return (
    <AuthFrame icon={<LockGlyph />} tone="warn" title={SECURITY_ALERT_TEXT.notMeQuestion} lead={t(NOT_ME_TEXT.lead)}>
      <section className="not-me-what" aria-labelledby="not-me-what">
        <h2 id="not-me-what">{t(SECURITY_ALERT_TITLES[alert.kind])}</h2>
        <dl>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="auth-footnote">{t(NOT_ME_TEXT.confirmHow)}</p>
      <FormAlert message={refusal} />
      <div className="auth-actions">
        <Button
          variant="red"
          block
          pending={pending}
          pendingLabel={t(NOT_ME_TEXT.confirming)}
          onClick={() => void confirm.submit({ token }, { method: "post", encType: "application/json" })}
        >
          {t(SECURITY_ALERT_TEXT.notMeButton)}
        </Button>
        <Link to={homeFor(location.pathname)} className="btn btn-block">
          {t(NOT_ME_TEXT.itWasMe)}
        </Link>
      </div>
    </AuthFrame>
  );
}

/** Change the password, check the passkeys, check the wallet: each with the page that does it. */
function NextSteps() {
  const t = useT();
  const location = useLocation();
  const on = (path: string) => pagePath(location.pathname, path);
  const steps = [
    { title: NOT_ME_TEXT.stepPassword, how: NOT_ME_TEXT.stepPasswordHow, link: NOT_ME_TEXT.stepPasswordLink, to: on("/findPwd") },
    {
      title: NOT_ME_TEXT.stepPasskeys,
      how: NOT_ME_TEXT.stepPasskeysHow,
      link: NOT_ME_TEXT.stepPasskeysLink,
      to: `${on("/mypage/account")}#passkeys-section`,
    },
    { title: NOT_ME_TEXT.stepWallet, how: NOT_ME_TEXT.stepWalletHow, link: NOT_ME_TEXT.stepWalletLink, to: on("/mypage/wallet") },
  ];
  return (
    <section className="not-me-steps" aria-labelledby="not-me-steps">
      <h2 id="not-me-steps">{t(NOT_ME_TEXT.stepsTitle)}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step.to}>
            <strong>{t(step.title)}</strong>
            <p>{t(step.how)}</p>
            <Link to={step.to} className="btn btn-blue-outline btn-sm">
              {t(step.link)}
            </Link>
          </li>
        ))}
      </ol>
      <div className="auth-links">
        <Link to={homeFor(location.pathname)}>{t(NOT_ME_TEXT.home)}</Link>
      </div>
    </section>
  );
}
