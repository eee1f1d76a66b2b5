// The pages providers send the browser back to (docs/product/accounts.md): /oauth?sns_type=G|PO (desktop popup
// and phones alike: exempt from the /m redirect), /v1/auth/callback/kakao (desktop popup, /m
// mirror) and /kakao-ssr (phone, /m mirror). They render without the site chrome so they fit
// a 600×500 popup and a phone. The loader exchanges the code on the server and decides
// docs/product/accounts.md's outcome; a same-window sign-in goes straight on with a redirect. In a popup the
// page reports the outcome to the window that opened it and closes; otherwise it acts here.
import { useEffect, useRef, useState } from "react";
import { data, redirect, useLoaderData, type MetaFunction } from "react-router";
import { BRAND } from "../../core/brand";
import { channelOfSnsType, PROVIDER_NAMES, SOCIAL_MESSAGE_TYPE } from "../../core/social";
import { SOCIAL_CHANNEL_NAME } from "../features/auth/social-buttons";
import { useSocialResultHandler, type SocialResult } from "../features/auth/social-result";
import { texts } from "../../core/i18n";
import { useT } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/auth.css";
import "../styles/social.css";

const CALLBACK_TEXT = texts({
  title: { ko: "소셜 로그인", en: "Social sign-in" },
  social: { ko: "소셜", en: "Social" },
  closing: { ko: "로그인 창을 닫는 중입니다.", en: "Closing the sign-in window." },
  signedIn: { ko: "로그인되었습니다. 이동하는 중입니다.", en: "You are signed in. Taking you on." },
  signup: { ko: "가입 화면으로 이동하는 중입니다.", en: "Taking you to sign-up." },
  secondStep: { ko: "2단계 인증 화면으로 이동하는 중입니다.", en: "Taking you to the second step." },
  heading: { ko: "{provider} 로그인", en: "{provider} sign-in" },
  toLogin: { ko: "로그인 화면으로 이동", en: "Go to sign-in" },
});

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, CALLBACK_TEXT.title);

export async function loader({ request, context }: LoaderArgs) {
  const url = new URL(request.url);
  const userAgent = request.headers.get("user-agent") ?? "";
  const channel = url.pathname.includes("kakao") ? "K" : channelOfSnsType(url.searchParams.get("sns_type"));
  if (!channel) throw data(null, { status: 404 });
  const { result, setCookie } = await context.services.oauth.callback({
    channel,
    url: request.url,
    cookieHeader: request.headers.get("cookie"),
    userAgent,
    ip: context.clientIp ?? "",
    language: context.language,
  });
  const headers = new Headers({ "cache-control": "no-store", "referrer-policy": "no-referrer" });
  for (const cookie of setCookie) headers.append("set-cookie", cookie);
  if ((result.kind === "signedIn" || result.kind === "secondStep") && !result.popup) throw redirect(result.to, { headers });
  return data({ result }, { headers });
}

/** In a popup: hand the outcome to the opener (postMessage to our origin, else our broadcast channel). */
function reportToOpener(result: SocialResult, id: string): Promise<boolean> {
  const message = { type: SOCIAL_MESSAGE_TYPE, id, result };
  const opener = window.opener as Window | null;
  if (opener && !opener.closed) {
    try {
      opener.postMessage(message, window.location.origin);
      return Promise.resolve(true);
    } catch {
      // fall through to the broadcast channel
    }
  }
  if (typeof BroadcastChannel === "undefined") return Promise.resolve(false);
  // The provider's pages may have cut the opener link: the opener also listens here and acknowledges.
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(SOCIAL_CHANNEL_NAME);
    const done = (ok: boolean) => {
      window.clearTimeout(timer);
      channel.close();
      resolve(ok);
    };
    const timer = window.setTimeout(() => done(false), 1500);
    channel.onmessage = (event: MessageEvent) => {
      const reply = event.data as { type?: string; id?: string } | null;
      if (reply?.type === `${SOCIAL_MESSAGE_TYPE}:ack` && reply.id === id) done(true);
    };
    channel.postMessage(message);
  });
}

export default function SocialCallback() {
  const { result } = useLoaderData<typeof loader>();
  const t = useT();
  const handle = useSocialResultHandler();
  const started = useRef(false);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (result.popup) {
        const reported = await reportToOpener(result, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
        if (reported) {
          setClosing(true);
          window.close();
          return;
        }
      }
      // A phone, a popup left alone, or a page opened by hand: act in this window.
      handle(result);
    })();
  }, [result, handle]);

  const provider = result.channel ? PROVIDER_NAMES[result.channel] : t(CALLBACK_TEXT.social);
  const status = closing
    ? t(CALLBACK_TEXT.closing)
    : result.kind === "signedIn"
      ? t(CALLBACK_TEXT.signedIn)
      : result.kind === "signup"
        ? t(CALLBACK_TEXT.signup)
        : result.kind === "secondStep"
          ? t(CALLBACK_TEXT.secondStep)
          : result.message;
  const failed = !closing && (result.kind === "otherChannel" || result.kind === "error" || result.kind === "linked");
  return (
    <main id="main-content" className="social-callback">
      <div className="social-callback-card" role="status" aria-live="polite">
        <p className="social-callback-brand">{BRAND.siteName}</p>
        {failed ? null : <span className="auth-spinner" aria-hidden="true" />}
        <h1>{t(CALLBACK_TEXT.heading, { provider })}</h1>
        <p>{status}</p>
        {failed ? (
          <a className="btn btn-blue social-callback-next" href={result.to}>
            {t(CALLBACK_TEXT.toLogin)}
          </a>
        ) : null}
      </div>
    </main>
  );
}
