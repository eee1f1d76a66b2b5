// The private <title> of a page from its route-table entry, apart from lib/meta.ts: the route
// table is only loaded by the pages that take their title from it.
import type { MetaDescriptor } from "react-router";
import { pageTitle } from "../route-table";
import { metaContext, privateMeta } from "./meta";

/** The route table's title of the page these matches show (see app/route-table.ts), private. */
export function routePrivateMeta(matches: readonly ({ id: string; data?: unknown } | undefined)[]): MetaDescriptor[] {
  const id = matches[matches.length - 1]?.id ?? "";
  return privateMeta(matches, pageTitle(id) ?? metaContext(matches).siteName);
}
