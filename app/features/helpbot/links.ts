// Where an FAQ or chatbot link goes on this face of the site: /m in front on phones where the
// page has a phone version (app/route-table.ts), the desktop page where it has none.
import { withMobilePrefix } from "../../../core/device";
import type { Text } from "../../../core/i18n";
import { PAGES } from "../../route-table";

const MOBILE_PATTERNS = PAGES.map((page) => ({
  title: page.title,
  re: new RegExp(`^/${page.path.replace(/\/:[A-Za-z]+\?/g, "(?:/[^/]+)?").replace(/:[A-Za-z]+/g, "[^/]+")}$`),
  mobile: page.mobile ?? true,
}));

export function siteHref(link: string, mobile: boolean): string {
  if (!mobile) return link;
  const cut = link.search(/[?#]/);
  const path = cut < 0 ? link : link.slice(0, cut);
  const rest = cut < 0 ? "" : link.slice(cut);
  const entry = MOBILE_PATTERNS.find((p) => p.re.test(path));
  if (entry && entry.mobile === false) return link;
  if (entry && typeof entry.mobile === "string") return `/m/${entry.mobile}${rest}`;
  return withMobilePrefix(path, true) + rest;
}

/** The title of the page a site link opens, when the route table names it. */
export function linkedPageTitle(link: string): Text | undefined {
  const path = link.split(/[?#]/)[0]!;
  return MOBILE_PATTERNS.find((p) => p.re.test(path))?.title;
}
