// What a cached page shows and what a write changed, in one vocabulary (decision 0131).
// Page loaders declare the tags of what they show; the server empties the cached pages that
// carry a tag a write changed. A page that declares nothing is emptied by every write.

/** Every list of posts: home tabs, new, curation, search, tags, rankings, exhibits, suggestions. */
export const LISTS_TAG = "lists";

/** One post's own page: its content, counts, comments, reactions and curation standing. */
export function postTag(boardNo: number): string {
  return `post:${boardNo}`;
}

/** A member's public pages (profile, dashboard, their posts). */
export function memberTag(userId: string): string {
  return `member:${userId}`;
}

/** Site-wide texts: terms, privacy versions, banners. */
export const SITE_TAG = "site";

/** Exhibits and the test-prep quiz's rounds: what the exhibit pages show besides their posts. */
export const EXHIBITS_TAG = "exhibits";
/** The FAQ page: the entries operators edit (docs/decisions/0169). */
export const FAQ_TAG = "faq";

/**
 * Said by a write that removed something for good (a deleted post): the pages carrying `tag` are
 * emptied like any change, and no stale copy of them is kept to send meanwhile, so what was
 * removed is never served again (docs/decisions/0208).
 */
export const GONE_PREFIX = "gone:";

export function goneTag(tag: string): string {
  return `${GONE_PREFIX}${tag}`;
}
