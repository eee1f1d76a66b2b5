// The feeds of published posts (docs/product/feeds.md, decision 0224): Atom 1.0, RSS 2.0 and
// JSON Feed 1.1, written by the `feed` library from the newest visible posts of a scope. Editor
// posts go out in full (their stored HTML, sanitized when written, with the site's own links made
// absolute); document posts as their summary and a link, since their pages are images the site
// shows. Hidden (blinded), deleted and still-publishing posts are never in a feed, nor are the
// posts of a member who left.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { Feed, type Item } from "feed";
import { BRAND } from "../../../core/brand";
import { absoluteUrls, FEED_ITEMS, FEED_TEXT, feedHeading, feedPath, type FeedFormat, type FeedScope } from "../../../core/feeds";
import { say, type Language } from "../../../core/i18n";
import { isTopicKey, topicLabel } from "../../../core/topics";
import type { Executor } from "../../db/client";
import { boards, documents, series, seriesParts, users } from "../../db/schema";
import { newestFirst, visible } from "../boards/service";

/** One post as a feed shows it. */
export interface FeedPost {
  boardNo: number;
  permalink: string;
  subject: string;
  contentHtml: string;
  contentText: string;
  boardType: string;
  topic: string;
  tags: string[];
  thumb: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  userId: string;
  userName: string;
  pageCount: number | null;
}

/** What a feed needs: its posts and the names its title uses; null when the scope does not exist. */
export interface FeedSource {
  posts: FeedPost[];
  member?: string;
  seriesTitle?: string;
}

const columns = {
  boardNo: boards.boardNo,
  permalink: boards.permalink,
  subject: boards.subject,
  contentHtml: boards.contentHtml,
  contentText: boards.contentText,
  boardType: boards.boardType,
  topic: boards.topic,
  tags: boards.tags,
  thumb: boards.thumb,
  createdAt: boards.createdAt,
  updatedAt: boards.updatedAt,
  userId: users.userId,
  userName: users.userName,
  pageCount: documents.pageCount,
};

const stillMember = eq(users.deleteYn, "N");

/** The newest visible posts matching `where`, newest first (boards_listing_idx and its kin). */
async function newestPosts(db: Executor, where: SQL | undefined, orderBySeries = false): Promise<FeedPost[]> {
  const query = db
    .select(columns)
    .from(boards)
    .innerJoin(users, eq(users.userNo, boards.userNo))
    .leftJoin(documents, eq(documents.boardNo, boards.boardNo));
  if (orderBySeries) {
    return (await query
      .innerJoin(seriesParts, eq(seriesParts.boardNo, boards.boardNo))
      .where(and(visible, stillMember, where))
      .orderBy(desc(seriesParts.position))
      .limit(FEED_ITEMS)) as FeedPost[];
  }
  return (await query
    .where(and(visible, stillMember, where))
    .orderBy(newestFirst(boards.createdAt), newestFirst(boards.boardNo))
    .limit(FEED_ITEMS)) as FeedPost[];
}

/** One visible post of a member who is still here, as feeds carry it; null otherwise. */
export async function visiblePost(db: Executor, boardNo: number): Promise<FeedPost | null> {
  const [post] = await newestPosts(db, eq(boards.boardNo, boardNo));
  return post ?? null;
}

async function memberNamed(db: Executor, userId: string): Promise<{ userNo: number; userName: string } | null> {
  const [row] = await db
    .select({ userNo: users.userNo, userName: users.userName })
    .from(users)
    .where(and(eq(users.userId, userId), stillMember))
    .limit(1);
  return row ?? null;
}

/** The posts and names of a scope's feed, or null for a member, topic or series that does not exist. */
export async function feedSource(db: Executor, scope: FeedScope): Promise<FeedSource | null> {
  switch (scope.kind) {
    case "site":
      return { posts: await newestPosts(db, undefined) };
    case "tag":
      return { posts: await newestPosts(db, sql`${scope.tag} = any(${boards.tags})`) };
    case "topic":
      if (!isTopicKey(scope.topic)) return null;
      return { posts: await newestPosts(db, eq(boards.topic, scope.topic)) };
    case "member": {
      const member = await memberNamed(db, scope.userId);
      if (!member) return null;
      return { posts: await newestPosts(db, eq(boards.userNo, member.userNo)), member: member.userName };
    }
    case "series": {
      const member = await memberNamed(db, scope.userId);
      if (!member) return null;
      const [head] = await db
        .select({ title: series.title })
        .from(series)
        .where(and(eq(series.seriesNo, scope.seriesNo), eq(series.userNo, member.userNo)))
        .limit(1);
      if (!head) return null;
      // A series reads in its author's order: the last parts first, as a feed lists the newest.
      const posts = await newestPosts(db, eq(seriesParts.seriesNo, scope.seriesNo), true);
      return { posts, member: member.userName, seriesTitle: head.title };
    }
  }
}

/** The page a scope's feed follows, on the site. */
function pagePath(scope: FeedScope): string {
  switch (scope.kind) {
    case "site":
      return "/new";
    case "member":
      return `/other/${encodeURIComponent(scope.userId)}/dashboard`;
    case "tag":
      return `/tag/${encodeURIComponent(scope.tag)}`;
    case "topic":
      return `/search/${encodeURIComponent(topicLabel(scope.topic)?.ko ?? scope.topic)}/all`;
    case "series":
      return `/other/${encodeURIComponent(scope.userId)}/series/${scope.seriesNo}`;
  }
}

const isDocument = (post: FeedPost) => post.boardType !== "editor";
const date = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** A post as other sites show it: its address, summary, cover image and full HTML (absolute links). */
export interface PostForOthers {
  link: string;
  summary: string;
  image: string | undefined;
  content: string;
}

/** What a feed item or an ActivityPub Article carries of a post (the fediverse reuses it, decision 0227). */
export function postForOthers(post: FeedPost, origin: string, language: Language, siteName: string): PostForOthers {
  const link = `${origin}/d/${post.permalink}`;
  const summary = post.contentText.replace(/\s+/g, " ").trim().slice(0, 300);
  const image = post.thumb ? absoluteUrls(` src="${post.thumb}"`, origin).slice(6, -1) : undefined;
  const content = isDocument(post)
    ? `<p>${escapeHtml(summary)}</p><p>${escapeHtml(
        post.pageCount ? say(FEED_TEXT.document, language, { pages: post.pageCount }) : say(FEED_TEXT.documentNoPages, language),
      )}</p><p><a href="${link}">${escapeHtml(say(FEED_TEXT.readOn, language, { site: siteName }))}</a></p>`
    : absoluteUrls(post.contentHtml, origin);
  return { link, summary, image, content };
}

function itemOf(post: FeedPost, origin: string, language: Language, siteName: string): Item {
  const { link, summary, image, content } = postForOthers(post, origin, language, siteName);
  const author = [{ name: post.userName, link: `${origin}/other/${encodeURIComponent(post.userId)}/dashboard` }];
  return {
    title: post.subject,
    id: link,
    link,
    date: date(post.updatedAt),
    published: date(post.createdAt),
    description: summary,
    content,
    author,
    category: post.tags.map((tag) => ({ name: tag, term: tag, domain: `${origin}/tag/${encodeURIComponent(tag)}` })),
    ...(image ? { image } : {}),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A scope's feed in one format, its posts newest first. */
export function renderFeed(
  scope: FeedScope,
  source: FeedSource,
  format: FeedFormat,
  { origin, language }: { origin: string; language: Language },
): string {
  const siteName = language === "en" ? BRAND.nameEn : BRAND.siteName;
  const heading = feedHeading(scope, language, { site: siteName, member: source.member, seriesTitle: source.seriesTitle });
  const newest = source.posts.reduce<Date | null>((latest, post) => {
    const at = date(post.updatedAt);
    return !latest || at > latest ? at : latest;
  }, null);
  const feed = new Feed({
    id: `${origin}${feedPath(scope, "atom")}`,
    title: heading.title,
    description: heading.description,
    link: `${origin}${pagePath(scope)}`,
    language,
    // A feed with no posts yet says it is current (Atom requires the element).
    updated: newest ?? new Date(),
    generator: BRAND.nameEn,
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${siteName}`,
    feedLinks: {
      atom: `${origin}${feedPath(scope, "atom")}`,
      rss: `${origin}${feedPath(scope, "rss")}`,
      json: `${origin}${feedPath(scope, "json")}`,
    },
    ...(scope.kind === "member" || scope.kind === "series"
      ? { author: { name: source.member ?? scope.userId, link: `${origin}/other/${encodeURIComponent(scope.userId)}/dashboard` } }
      : {}),
  });
  for (const post of source.posts) feed.addItem(itemOf(post, origin, language, siteName));
  if (format === "atom") return feed.atom1();
  // RSS 2.0's <author> is an e-mail address, which members never publish: their names go out as
  // Dublin Core's creator, which the feed already declares and readers show.
  if (format === "rss") return feed.rss2().replace(/<(\/?)author>/g, "<$1dc:creator>");
  // The library labels its JSON Feed 1.0 but writes 1.1's fields (authors); say 1.1 and its language.
  const json = JSON.parse(feed.json1()) as Record<string, unknown>;
  return JSON.stringify({ ...json, version: "https://jsonfeed.org/version/1.1", language });
}
