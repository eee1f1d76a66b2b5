// The <link rel="alternate"> tags of the pages that have feeds (home, a member, a series). Apart
// from lib/meta.ts, which every page's code carries, so that pages without a feed do not carry
// the feeds' paths.
import type { MetaDescriptor } from "react-router";
import { FEED_CONTENT_TYPES, feedPath, type FeedFormat, type FeedScope } from "../../core/feed-paths";

const FEED_NAMES: Readonly<Record<FeedFormat, string>> = { atom: "Atom", rss: "RSS", json: "JSON Feed" };

/**
 * The page's feeds for readers and browsers that find them (<link rel="alternate">): Atom first,
 * the format feed readers prefer when a page offers several.
 */
export function feedLinks(scope: FeedScope, title: string): MetaDescriptor[] {
  return (["atom", "rss", "json"] as const).map((format) => ({
    tagName: "link",
    rel: "alternate",
    type: FEED_CONTENT_TYPES[format].split(";")[0],
    title: `${title} (${FEED_NAMES[format]})`,
    href: feedPath(scope, format),
  }));
}
