// The return pages (/oauth, /v1/auth/callback/kakao, /kakao-ssr and their /m mirrors) run
// the flow from their loaders, in-process: they read this browser's state cookie from the
// Web Request and answer with the Set-Cookie headers the page response must carry.
import { secondStepCookieOptions } from "../two-factor/cookie";
import { SECOND_STEP_COOKIE } from "../two-factor/service";
import type { Language } from "../../../core/i18n";
import fastifyCookie from "@fastify/cookie";
import type { ProviderChannel } from "../../../core/social";
import type { AppContext } from "../../context";
import { SESSION_COOKIE } from "../auth/plugin";
import { isVisitorId, newVisitorId, VISITOR_COOKIE, visitorCookieOptions } from "../../lib/visitor";
import { SESSION_DAYS } from "../auth/sessions";
import { completeSignIn, stateCookieName } from "./service";
import type { SocialResult } from "./types";

export interface PageCallbackInput {
  channel: ProviderChannel;
  url: string;
  cookieHeader: string | null;
  userAgent: string;
  ip: string;
  language?: Language;
}

export interface PageCallbackResult {
  result: SocialResult;
  setCookie: string[];
}

const param = (url: URL, name: string, max: number) => {
  const value = url.searchParams.get(name);
  return value && value.length <= max ? value : undefined;
};

export async function pageCallback(ctx: AppContext, input: PageCallbackInput): Promise<PageCallbackResult> {
  const url = new URL(input.url);
  const secure = ctx.config.publicUrl.startsWith("https://") || url.protocol === "https:";
  const name = stateCookieName(input.channel);
  const cookies = fastifyCookie.parse(input.cookieHeader ?? "");
  // The browser's id, made now when it has none: the sign-in records it and the answer sets it (decision 0211).
  const known = cookies[VISITOR_COOKIE];
  const device = isVisitorId(known) ? known : null;
  const browser = device ?? newVisitorId();
  const { result, session, secondStep } = await completeSignIn(
    ctx,
    input.channel,
    { code: param(url, "code", 2048), state: param(url, "state", 200), error: param(url, "error", 200) },
    cookies[name],
    { ip: input.ip, userAgent: input.userAgent, language: input.language, device: browser },
  );
  // The state is single-use: this browser's copy is removed whatever happened.
  const setCookie = [fastifyCookie.serialize(name, "", { path: "/", httpOnly: true, sameSite: "lax", secure, expires: new Date(0) })];
  if (session) {
    setCookie.push(
      fastifyCookie.serialize(SESSION_COOKIE, session.token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure,
        maxAge: SESSION_DAYS * 24 * 3600,
      }),
    );
    if (!device) setCookie.push(fastifyCookie.serialize(VISITOR_COOKIE, browser, visitorCookieOptions(secure)));
  }
  if (secondStep) {
    setCookie.push(fastifyCookie.serialize(SECOND_STEP_COOKIE, secondStep, secondStepCookieOptions(secure)));
  }
  return { result, setCookie };
}
