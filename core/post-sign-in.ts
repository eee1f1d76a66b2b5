// Where a member goes after signing in (docs/product/accounts.md "Sign-in result"), and the only redirect
// targets the site accepts: relative paths on our own site. One pure function, used by the
// login page and by every other sign-in flow, so the order of the rules lives in one place.
import { stripMobilePrefix, withMobilePrefix } from "./device";
import type { JoinChannel } from "./messages";

/**
 * Sign-in channels whose caller gets the saved redirect address handed back instead of
 * being sent there (docs/product/accounts.md "channels in a configured list get it returned"). The
 * office-suite flow (P) signs in from inside a checking modal or an embedded client that
 * decides itself where to go next; every other channel is sent to the address.
 */
export const RETURN_REDIRECT_CHANNELS: readonly JoinChannel[] = ["P"];

const PROBE_ORIGIN = "http://redirect.invalid";
const MAX_REDIRECT_LENGTH = 2000;

/**
 * The value as a same-site relative path (path, query, hash), or null when it could leave
 * the site or is malformed: absolute URLs, protocol-relative `//host`, backslashes (browsers
 * read `/\host` as `//host`), control characters and anything that does not start with `/`.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const value = raw.trim();
  if (value === "" || value.length > MAX_REDIRECT_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Pages a member should never be sent back to after signing in (they would loop or make no
 * sense signed in). /loginSendTry is not among them: it is a signed-in member's page.
 */
const AUTH_PAGES = new Set([
  "/login",
  "/signIn",
  "/sign",
  "/loginSend",
  "/findPwd",
  "/find_pw",
  "/findPwdSend",
  "/certPwd",
  "/oauth",
  "/kakao-ssr",
  "/v1/auth/callback/kakao",
]);

export function isAuthPagePath(path: string): boolean {
  const pathname = stripMobilePrefix(path.split(/[?#]/, 1)[0] ?? "");
  return AUTH_PAGES.has(pathname.replace(/\/+$/, "") || "/");
}

/** A same-site path that is not a sign-in page either: a flow must not loop back into itself. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  const safe = safeRedirectPath(raw);
  return safe && !isAuthPagePath(safe) ? safe : null;
}

/** A safe redirect target for the current face: /m added on mobile, removed on desktop. */
export function redirectForDevice(raw: string | null | undefined, mobile: boolean): string | null {
  const safe = safeReturnPath(raw);
  if (!safe) return null;
  const cut = safe.search(/[?#]/);
  const pathname = cut === -1 ? safe : safe.slice(0, cut);
  const rest = cut === -1 ? "" : safe.slice(cut);
  return withMobilePrefix(pathname, mobile) + rest;
}

/** The office-suite upload id carried to /upload (letters, digits, - and _). */
export function safePouid(raw: string | null | undefined): string | null {
  return typeof raw === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
}

export interface PostSignInInput {
  /** Stay on the page: only hand back the saved redirect address. */
  doNotGo?: boolean;
  /** The redirect address saved before sign-in (the guard's `redirect`, or one a feature stored). */
  savedRedirect?: string | null;
  joinChannel: JoinChannel;
  /** From the sign-in answer: "Y" when the e-mail is verified. */
  emailCertYn?: string | null;
  /** Set when this sign-in follows the member's own sign-up. */
  newSignUp?: boolean;
  /** A stored flag: the member still has to agree to changed terms. */
  updateTerms?: boolean;
  /** The stored office-suite upload id, if any. */
  pouid?: string | null;
  mobile: boolean;
  /** Defaults to RETURN_REDIRECT_CHANNELS. */
  returnChannels?: readonly JoinChannel[];
}

export type PostSignInOutcome =
  /** The caller decides what to do with the address (null: nothing saved). */
  | { action: "return"; url: string | null }
  /** The caller navigates to the address. */
  | { action: "navigate"; url: string };

/**
 * docs/product/accounts.md, in order:
 * 1. doNotGo → hand back the saved redirect address;
 * 2. a saved redirect address → returned to channels in the configured list, others go there;
 * 3. a new e-mail sign-up (channel A) with the e-mail not yet verified → home;
 * 4. a stored update-terms flag → /update-terms;
 * 5. /upload with the stored pouid, or home.
 * Every address gets /m on mobile; a redirect that is not a safe same-site path counts as none.
 */
export function postSignInTarget(input: PostSignInInput): PostSignInOutcome {
  const home = input.mobile ? "/m" : "/";
  const saved = redirectForDevice(input.savedRedirect, input.mobile);
  if (input.doNotGo) return { action: "return", url: saved };
  if (saved) {
    const returnChannels = input.returnChannels ?? RETURN_REDIRECT_CHANNELS;
    return returnChannels.includes(input.joinChannel) ? { action: "return", url: saved } : { action: "navigate", url: saved };
  }
  if (input.newSignUp && input.joinChannel === "A" && input.emailCertYn !== "Y") return { action: "navigate", url: home };
  if (input.updateTerms) return { action: "navigate", url: withMobilePrefix("/update-terms", input.mobile) };
  const pouid = safePouid(input.pouid);
  if (pouid) return { action: "navigate", url: `${withMobilePrefix("/upload", input.mobile)}?pouid=${encodeURIComponent(pouid)}` };
  return { action: "navigate", url: home };
}
