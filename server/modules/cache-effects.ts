// What each write changes on the pages the page cache shares (decision 0131). After a write
// succeeds, the cached pages carrying the tags it names are emptied — here before the writer
// hears back, and in every other process over the bus. A write route missing from this table
// empties everything (safe, and the right default for rare writes such as a nickname change
// that shows on every list). Writes that change nothing a shared page shows empty nothing:
// beacons (views, share visits, search words), drafts, sign-in, notifications, settings.
// Counts on list cards (likes, views, comments) may lag by the cache's few seconds; the post's
// own page is emptied at once.
import type { FastifyRequest } from "fastify";
import { EXHIBITS_TAG, FAQ_TAG, LISTS_TAG, memberTag, postTag } from "../../core/cache-tags";
import type { Invalidation } from "../lib/invalidation-bus";

export type CacheEffect = "nothing" | ((request: FastifyRequest) => Invalidation | Promise<Invalidation>);

const NOTHING: CacheEffect = "nothing";

function numberField(value: unknown): number | null {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : null;
}

const fromBody =
  (field: string, ...extra: string[]): CacheEffect =>
  (request) => {
    const boardNo = numberField((request.body as Record<string, unknown> | undefined)?.[field]);
    return boardNo ? [postTag(boardNo), ...extra] : "all";
  };

const fromParams =
  (field: string, ...extra: string[]): CacheEffect =>
  (request) => {
    const boardNo = numberField((request.params as Record<string, unknown> | undefined)?.[field]);
    return boardNo ? [postTag(boardNo), ...extra] : "all";
  };

/** The writer's own public pages and every list (a post of theirs appeared, changed or went). */
const authorsPost =
  (field?: string): CacheEffect =>
  async (request) => {
    const viewer = await request.viewer();
    const tags = [LISTS_TAG];
    if (viewer) tags.push(memberTag(viewer.userId));
    const boardNo = field ? numberField((request.params as Record<string, unknown> | undefined)?.[field]) : null;
    if (field && !boardNo) return "all";
    if (boardNo) tags.push(postTag(boardNo));
    return tags;
  };

const followed: CacheEffect = (request) => {
  const userId = (request.params as Record<string, unknown> | undefined)?.userId;
  return typeof userId === "string" && userId ? [memberTag(userId)] : "all";
};

export const WRITE_EFFECTS: Readonly<Record<string, CacheEffect>> = {
  // accounts and sessions: no shared page shows them
  "POST /api/csp-report": NOTHING,
  // Fetches an image for the editor; stores nothing.
  "POST /api/url-to-base64": NOTHING,
  // The help chatbot's conversation is the member's own; no shared page shows it.
  "POST /api/v1/howl/helper/question": NOTHING,
  "POST /api/user/signUp": NOTHING,
  "POST /api/user/v2/signIn": NOTHING,
  "POST /api/user/signIn": NOTHING,
  "POST /api/user/logout": NOTHING,
  "DELETE /api/user/sessions/:sessionId": NOTHING,
  "POST /api/user/sessions/signOutAll": NOTHING,
  "POST /api/user/sendEmail": NOTHING,
  "POST /api/user/email/signup/verification": NOTHING,
  "POST /api/user/certificateEmail": NOTHING,
  "POST /api/user/sendEmailPw": NOTHING,
  "POST /api/user/certificateEmailPw": NOTHING,
  "POST /api/user/updateUserPw": NOTHING,
  "POST /api/user/polaris/client": NOTHING,
  "POST /api/board/encrypt": NOTHING,
  "POST /api/board/decrypt": NOTHING,
  "POST /api/user/user/usage-reason-survey": NOTHING,
  "POST /api/user/user/authenticate": NOTHING,
  "POST /api/board/terms/update": NOTHING,
  // the member's own public page
  "POST /api/user/user/coverLetter": async (request) => {
    const viewer = await request.viewer();
    return viewer ? [memberTag(viewer.userId)] : "all";
  },
  // Linking starts a sign-in flow (the link itself lands on a return page); unlinking World ID
  // takes the mark off the member's public page.
  "POST /api/user/addUserConnect": NOTHING,
  // A shared document becomes the member's post: their pages and every list.
  "POST /api/share/cert": authorsPost(),
  "POST /api/user/deleteUserConnect": async (request) => {
    const viewer = await request.viewer();
    return viewer ? [memberTag(viewer.userId)] : "all";
  },
  // beacons a reading page sends
  "POST /api/board/viewCntUp": NOTHING,
  "POST /api/user/searchWord": NOTHING,
  "POST /api/board/searchWord": NOTHING,
  "POST /api/board/shortLink/visit": NOTHING,
  "POST /api/curation/view-reward": NOTHING,
  // writing
  "POST /api/contents/post": authorsPost(),
  "POST /api/contents/post/:boardNo": authorsPost("boardNo"),
  "DELETE /api/contents/:boardNo": authorsPost("boardNo"),
  "POST /api/contents/image": NOTHING,
  "DELETE /api/drafts": NOTHING,
  "POST /api/draft": NOTHING,
  "POST /api/documents/:boardNo/retry": fromParams("boardNo", LISTS_TAG),
  "DELETE /api/documents/:boardNo": fromParams("boardNo", LISTS_TAG),
  // The briefing's post is out of every list until its job publishes it (a finished job empties the cache).
  "POST /api/ai/content/document": NOTHING,
  "POST /api/ai/video/document/script": NOTHING,
  "POST /api/ai/video/document/generate": NOTHING,
  "POST /api/ai/video/script/generate": NOTHING,
  "POST /api/ai/video/download/log": NOTHING,
  // reactions
  "POST /api/board/likeCntUp": fromBody("boardNo"),
  // A cheer empties the post's shared cheer answer; a share shows only in the sharer's figures.
  "POST /api/board/:boardNo/cheers": fromParams("boardNo"),
  "POST /api/board/shared": NOTHING,
  "POST /api/board/likeCntDown": fromBody("boardNo"),
  "POST /api/board/contents/:boardNo/bookmark": NOTHING,
  "POST /api/user/follow/:userId": followed,
  "DELETE /api/user/follow/:userId": followed,
  "POST /api/comments": fromBody("boardNo"),
  // a member's own notifications, push subscriptions and missions
  "POST /api/notification/check": NOTHING,
  "POST /api/notification/read": NOTHING,
  "POST /api/push/subscribe": NOTHING,
  "POST /api/push/unsubscribe": NOTHING,
  "POST /api/push/preferences": NOTHING,
  "POST /api/admin/notification/fixed": NOTHING,
  "DELETE /api/admin/notification/fixed/:fixedNo": NOTHING,
  "POST /api/admin/notification/notice": NOTHING,
  // house ads show in the home and new feeds (lists)
  "POST /api/admin/ads": () => [LISTS_TAG],
  "PUT /api/admin/ads/:adNo": () => [LISTS_TAG],
  "POST /api/admin/ads/:adNo/hidden": () => [LISTS_TAG],
  // notices and events: /event pages are rendered for each reader (not shared)
  "POST /api/event/ai-contest/entry": NOTHING,
  "POST /api/admin/events": NOTHING,
  "PUT /api/admin/events/:eventNo": NOTHING,
  "POST /api/admin/events/:eventNo/state": NOTHING,
  // exhibits and quiz rounds: the exhibit pages and the prep quiz header; a member's sitting shows only to them
  "POST /api/admin/exhibits": () => [EXHIBITS_TAG],
  "PUT /api/admin/exhibits/:exhibitId": () => [EXHIBITS_TAG],
  "POST /api/admin/exhibits/:exhibitId/posts": () => [EXHIBITS_TAG],
  "PUT /api/admin/exhibits/:exhibitId/posts/order": () => [EXHIBITS_TAG],
  "DELETE /api/admin/exhibits/:exhibitId/posts/:boardNo": () => [EXHIBITS_TAG],
  "POST /api/admin/quiz/rounds": () => [EXHIBITS_TAG],
  "PUT /api/admin/quiz/rounds/:roundId": () => [EXHIBITS_TAG],
  "DELETE /api/admin/quiz/rounds/:roundId": () => [EXHIBITS_TAG],
  "POST /api/admin/quiz/rounds/:roundId/regrade": NOTHING,
  "POST /api/admin/quiz/rounds/:roundId/questions": () => [EXHIBITS_TAG],
  "PUT /api/admin/quiz/questions/:questionId": () => [EXHIBITS_TAG],
  "DELETE /api/admin/quiz/questions/:questionId": () => [EXHIBITS_TAG],
  "POST /api/prep/quiz/:roundId/answers": NOTHING,
  "POST /api/mission": NOTHING,
  "POST /api/mission/attendance": NOTHING,
  // curation: the post's standing and the rankings
  "POST /api/board/curation/vote/:id": fromParams("id", LISTS_TAG),
  "POST /api/curation/admin/seasons/:id/end": () => [LISTS_TAG],
  // The reward review: appeals and decisions show on the member's own pages only; a new trust
  // run re-weighs the votes the rankings and the board show; a trust mark waits for the next run.
  "POST /api/curation/reward/:entryId/appeal": NOTHING,
  "POST /api/admin/reward-reviews/:caseId/decision": NOTHING,
  "POST /api/admin/trust/recompute": () => [LISTS_TAG],
  "POST /api/admin/members/:userNo/trust": NOTHING,
  // AI helpers and feedback: answers to the writer only; nothing a shared page shows
  "POST /api/v2/generator/title": NOTHING,
  "POST /api/v2/generator/tags": NOTHING,
  "POST /api/v2/generator/enrichment": NOTHING,
  "POST /api/v2/generator/continuation": NOTHING,
  "POST /api/v2/generator/continuation/stream": NOTHING,
  "POST /api/contents/feedback/review": NOTHING,
  // The profile-picture NFT's ring shows on every avatar of the member, on every list: like a
  // nickname change, everything.
  "POST /api/user/nft/:id/pfp": () => "all",
  "DELETE /api/user/nft/pfp": () => "all",
  // The operators' console: the FAQ page shows the FAQ; feedback, roles and link checks show nowhere shared
  "POST /api/admin/faq": () => [FAQ_TAG],
  "POST /api/admin/faq/:faqNo": () => [FAQ_TAG],
  "POST /api/admin/faq/:faqNo/hidden": () => [FAQ_TAG],
  "POST /api/admin/faq/:faqNo/move": () => [FAQ_TAG],
  "POST /api/feedback/files": NOTHING,
  "POST /api/user/deleteFile": NOTHING,
  "POST /api/feedback": NOTHING,
  "POST /api/admin/feedback/:feedbackNo/answer": NOTHING,
  "POST /api/admin/members/:userNo/role": NOTHING,
  "POST /api/verification": NOTHING,
};

/** The invalidation a finished write causes (failed writes changed nothing). */
export async function invalidationOf(request: FastifyRequest, status: number): Promise<Invalidation> {
  if (status >= 400) return [];
  const route = request.routeOptions.url;
  const effect = route ? WRITE_EFFECTS[`${request.method} ${route}`] : undefined;
  if (effect === "nothing") return [];
  if (!effect) return "all";
  try {
    return await effect(request);
  } catch {
    return "all";
  }
}

/** Jobs whose work no shared page shows; every other finished job empties the cache. */
export const QUIET_JOBS: ReadonlySet<string> = new Set([
  "ai.video.render",
  "ai.video.sweep",
  "system.heartbeat",
  "mail.send",
  "notifications.deliver",
  "notifications.push",
  "notifications.notice-fanout",
  "reactions.followed-post",
  "contents.sweep-files",
  // Empties the cache itself when a ring went (wallet/nft/recheck-job.ts).
  "wallet.recheck-pfps",
]);
