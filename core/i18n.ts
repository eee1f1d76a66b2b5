// The two interface languages and how user-facing text is written once for both.
//
// Every text the product shows (labels, buttons, messages, empty states) is a `Text`: the
// Korean and the English wording side by side, `{ ko, en }`, kept in the area's catalogue
// (`text.ts` files in app/, the message files in core/). An object, not a pair, so that a text
// put into a page without `t()` is a type error rather than both languages printed. A page resolves it for its reader's language
// with `t()` (app/lib/i18n.tsx); the server resolves error messages for the requester's
// language in its one error handler. Member content (posts, comments, names) is never
// translated. docs/decisions/0140.
//
// The language rule (docs/product/platform.md §2): the stored choice wins; otherwise Korean
// when the browser's language is ko or ko-KR, English for every other browser. The server
// applies the same rule to the `nt_lang` cookie (the stored choice, mirrored) and the first
// Accept-Language tag; a request that names no language at all (a crawler, an API client)
// gets Korean, the site's own language.

export type Language = "ko" | "en";
export const LANGUAGES: readonly Language[] = ["ko", "en"];

/** The cookie that mirrors the stored choice so server-rendered pages come in it. */
export const LANGUAGE_COOKIE = "nt_lang";
/** The local-storage key of the stored choice. */
export const LANGUAGE_STORAGE_KEY = "language";

export type Params = Readonly<Record<string, string | number>>;
/** A wording: a template with `{name}` placeholders, or a function of the parameters (plurals). */
export type Template = string | ((params: Params) => string);
/** One user-facing text in both languages. */
export interface Text {
  readonly ko: Template;
  readonly en: Template;
}
/** A text resolved in both languages (an error leaving the server, a stored notice). */
export interface Localized extends Text {
  readonly ko: string;
  readonly en: string;
}

/** Declares a catalogue: the identity, typed so every entry has both languages. */
export function texts<const T extends Record<string, Text>>(catalogue: T): T {
  return catalogue;
}

const clean = (s: string | null | undefined): string => (s ?? "").trim().toLowerCase();

export function isLanguage(s: unknown): s is Language {
  return s === "ko" || s === "en";
}

/**
 * `stored`: the value kept in local storage (or its cookie mirror); anything but ko/en is
 * ignored. `browserLanguage`: e.g. navigator.language. Only 'ko' and 'ko-kr' (any case, '-' or
 * '_') count as Korean.
 */
export function chooseLanguage(stored: string | null | undefined, browserLanguage: string | null | undefined): Language {
  const s = clean(stored);
  if (isLanguage(s)) return s;
  const b = clean(browserLanguage).replace("_", "-");
  return b === "ko" || b === "ko-kr" ? "ko" : "en";
}

/** The browser's language as the server sees it: the first tag of Accept-Language. */
export function primaryLanguageTag(acceptLanguage: string | null | undefined): string | null {
  const first = (acceptLanguage ?? "").split(",")[0]?.split(";")[0]?.trim();
  return first ? first : null;
}

/** The language of a request: the stored choice's cookie, else the browser's, else Korean. */
export function requestLanguage(cookieValue: string | null | undefined, acceptLanguage: string | null | undefined): Language {
  const tag = primaryLanguageTag(acceptLanguage);
  if (!isLanguage(clean(cookieValue)) && (!tag || tag === "*")) return "ko";
  return chooseLanguage(cookieValue, tag);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; a missing parameter stays visible rather than becoming "undefined". */
export function fill(template: Template, params: Params = {}): string {
  if (typeof template === "function") return template(params);
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text in one language. */
export function say(text: Text, language: Language, params?: Params): string {
  return fill(language === "en" ? text.en : text.ko, params);
}

/** The text in both languages (for what is resolved later, where the reader is known). */
export function both(text: Text, params?: Params): Localized {
  return { ko: fill(text.ko, params), en: fill(text.en, params) };
}

/** A text that is the same in both languages (a brand, a number): no translation to keep. */
export function same(value: string): Localized {
  return { ko: value, en: value };
}

/** English plural of a counted noun: `plural(n, "minute")` → "1 minute", "5 minutes". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "1 like", "12 likes", "1.2K likes": a counted English noun (the count may be formatted). */
export const counted = (n: Params[string] | undefined, one: string, many = `${one}s`): string => `${n} ${String(n) === "1" ? one : many}`;
