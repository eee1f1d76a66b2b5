// Page <title>s and meta tags in the page's language. `meta` functions cannot use hooks: they
// read the language and the brand from the root route's data among the matches.
import type { MetaDescriptor } from "react-router";
import { BRAND } from "../../core/brand";
import type { Language, Params } from "../../core/i18n";
import { resolveText, type Showable } from "./i18n";

interface RootMatch {
  id: string;
  data?: unknown;
}

/** The language and brand of the page whose matches these are. */
export function metaContext(matches: readonly (RootMatch | undefined)[]): { language: Language; siteName: string } {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: Language; siteName?: string } | undefined;
  const language = root?.language ?? "ko";
  return { language, siteName: root?.siteName ?? (language === "en" ? BRAND.nameEn : BRAND.siteName) };
}

/** "Title | Brand" in the page's language. */
export function titleOf(matches: readonly (RootMatch | undefined)[], title: Showable, params?: Params): string {
  const { language, siteName } = metaContext(matches);
  return `${resolveText(title, language, params)} | ${siteName}`;
}

/** <title> plus noindex: pages that are not for search engines (accounts, my page, shells). */
export function privateMeta(matches: readonly (RootMatch | undefined)[], title: Showable, params?: Params): MetaDescriptor[] {
  return [{ title: titleOf(matches, title, params) }, { name: "robots", content: "noindex" }];
}
