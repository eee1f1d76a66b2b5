// What makes a post or a tag "popular" (인기 태그 TOP 10, 인기 글): other members engaging with
// it lately. Counting raw likes and views let one new member's three posts, viewed by their
// author, take the top places for everyone. Now:
// - only distinct members count, never the author, and never demo content;
// - each member counts once per post, with their strongest action (a like weighs more than a
//   bookmark or a comment, which weigh more than reading);
// - an action loses half its weight every POPULARITY_HALF_LIFE_DAYS days and counts for
//   POPULARITY_WINDOW_DAYS days at most;
// - a post needs POPULARITY_MIN_MEMBERS engaged members to be popular at all, and a tag the
//   same number over its posts.
// When nothing real qualifies yet (a new installation), the demo content stands in, marked.

export const POPULARITY_WEIGHTS = { like: 3, bookmark: 2, comment: 2, view: 1 } as const;
export const POPULARITY_HALF_LIFE_DAYS = 7;
export const POPULARITY_WINDOW_DAYS = 30;
export const POPULARITY_MIN_MEMBERS = 2;

/** The weight an action of `ageDays` keeps (1 when new, ½ after one half-life). */
export function decayedWeight(weight: number, ageDays: number): number {
  if (ageDays < 0) return weight;
  if (ageDays > POPULARITY_WINDOW_DAYS) return 0;
  return weight * Math.pow(0.5, ageDays / POPULARITY_HALF_LIFE_DAYS);
}
