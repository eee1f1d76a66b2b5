// Where the feeds of published posts live (docs/product/feeds.md, decision 0224): paths only, so
// the pages that link their feeds (<link rel="alternate">) carry no more than this.

export type FeedFormat = "atom" | "rss" | "json";

/** The file name of each format under a feed's folder. */
export const FEED_FILES: Readonly<Record<FeedFormat, string>> = { atom: "feed.xml", rss: "rss.xml", json: "feed.json" };

export const FEED_CONTENT_TYPES: Readonly<Record<FeedFormat, string>> = {
  atom: "application/atom+xml; charset=utf-8",
  rss: "application/rss+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};

/** What a feed follows. */
export type FeedScope =
  | { kind: "site" }
  | { kind: "member"; userId: string }
  | { kind: "tag"; tag: string }
  | { kind: "topic"; topic: string }
  | { kind: "series"; userId: string; seriesNo: number };

/** The folder of a scope's feeds ("" for the site: /feed.xml). */
export function feedFolder(scope: FeedScope): string {
  switch (scope.kind) {
    case "site":
      return "";
    case "member":
      return `/other/${encodeURIComponent(scope.userId)}`;
    case "tag":
      return `/tag/${encodeURIComponent(scope.tag)}`;
    case "topic":
      return `/topic/${encodeURIComponent(scope.topic)}`;
    case "series":
      return `/other/${encodeURIComponent(scope.userId)}/series/${scope.seriesNo}`;
  }
}

/** The path of one format of a scope's feed: "/tag/%ED%8C%81/feed.xml". */
export function feedPath(scope: FeedScope, format: FeedFormat): string {
  return `${feedFolder(scope)}/${FEED_FILES[format]}`;
}
