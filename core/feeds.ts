// Feeds of published posts (docs/product/feeds.md, decision 0224): the whole site's new posts,
// one member's, one tag's, one topic's and one series', each in three formats. The paths live
// beside the pages they follow (a member's under /other/{userId}, a tag's under /tag/{tag}), and
// end in .xml or .json, which the device redirect leaves alone (core/device.ts): a feed reader
// on a phone gets the same feed.
import { say, texts, type Language } from "./i18n";
import { topicLabel } from "./topics";

/** The newest posts a feed carries. */
export const FEED_ITEMS = 20;

export { FEED_CONTENT_TYPES, FEED_FILES, feedFolder, feedPath, type FeedFormat, type FeedScope } from "./feed-paths";
import type { FeedScope } from "./feed-paths";

export const FEED_MSG = texts({
  notFound: { ko: "피드를 찾을 수 없습니다.", en: "There is no such feed." },
});

export const FEED_TEXT = texts({
  site: { ko: "{site} 새 글", en: "New on {site}" },
  siteDescription: { ko: "{site}에 새로 올라온 글", en: "The newest posts on {site}" },
  member: { ko: "{name}님의 글 | {site}", en: "Posts by {name} | {site}" },
  memberDescription: { ko: "{name}님이 {site}에 쓴 새 글", en: "The newest posts {name} wrote on {site}" },
  tag: { ko: "#{tag} 새 글 | {site}", en: "#{tag} on {site}" },
  tagDescription: { ko: "{site}에서 #{tag} 태그가 붙은 새 글", en: "The newest posts tagged #{tag} on {site}" },
  topic: { ko: "{topic} 새 글 | {site}", en: "{topic} on {site}" },
  topicDescription: { ko: "{site}의 {topic} 주제 새 글", en: "The newest {topic} posts on {site}" },
  series: { ko: "{title} (연재) | {site}", en: "{title} (series) | {site}" },
  seriesDescription: { ko: "{name}님의 연재 «{title}»", en: "{name}'s series “{title}”" },
  document: { ko: "문서 글입니다. 원문에서 {pages}쪽을 모두 읽을 수 있어요.", en: "A document post: read all {pages} pages on the site." },
  documentNoPages: { ko: "문서 글입니다. 원문에서 읽을 수 있어요.", en: "A document post: read it on the site." },
  readOn: { ko: "{site}에서 읽기", en: "Read on {site}" },
});

/** A scope's title and description in the reader's language (`name`/`title` are members' words, never translated). */
export function feedHeading(
  scope: FeedScope,
  language: Language,
  names: { site: string; member?: string; seriesTitle?: string },
): { title: string; description: string } {
  const site = names.site;
  switch (scope.kind) {
    case "site":
      return { title: say(FEED_TEXT.site, language, { site }), description: say(FEED_TEXT.siteDescription, language, { site }) };
    case "member": {
      const name = names.member ?? scope.userId;
      return {
        title: say(FEED_TEXT.member, language, { name, site }),
        description: say(FEED_TEXT.memberDescription, language, { name, site }),
      };
    }
    case "tag":
      return {
        title: say(FEED_TEXT.tag, language, { tag: scope.tag, site }),
        description: say(FEED_TEXT.tagDescription, language, { tag: scope.tag, site }),
      };
    case "topic": {
      const label = topicLabel(scope.topic);
      const topic = label ? say(label, language) : scope.topic;
      return {
        title: say(FEED_TEXT.topic, language, { topic, site }),
        description: say(FEED_TEXT.topicDescription, language, { topic, site }),
      };
    }
    case "series": {
      const title = names.seriesTitle ?? String(scope.seriesNo);
      const name = names.member ?? scope.userId;
      return {
        title: say(FEED_TEXT.series, language, { title, site }),
        description: say(FEED_TEXT.seriesDescription, language, { name, title }),
      };
    }
  }
}

const ATTRIBUTE_URL = /(\s(?:src|href|poster)=")(\/(?!\/)[^"]*)"/g;

/**
 * A post's HTML with its own links and images made absolute: a feed is read away from the site,
 * where "/files/…" means nothing. Only attributes the sanitizer writes (double-quoted) and only
 * site-relative paths change; "//host" and full URLs stay as they are.
 */
export function absoluteUrls(html: string, origin: string): string {
  const base = origin.replace(/\/$/, "");
  return html.replace(ATTRIBUTE_URL, (_, attribute: string, path: string) => `${attribute}${base}${path}"`);
}
