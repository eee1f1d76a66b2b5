// The notifications other modules' facts cause (server/events): each enqueued in the
// transaction of the write it tells of, with an event key that makes delivery idempotent.
// Lines are stored in Korean from the catalogue (core/notifications.ts); the feed shows them
// in the reader's language.
import { briefingDraftUrl } from "../../../core/ai";
import { commentNotificationContent } from "../../../core/comments";
import { say, type Params, type Text } from "../../../core/i18n";
import {
  cheerNotificationTitle,
  followNotificationTitle,
  likeNotificationTitle,
  NOTIFICATION_CONTENTS,
  NOTIFICATION_TITLES,
  SECURITY_NOTIFICATION_TITLES,
} from "../../../core/notifications";
import { truncate } from "../../../core/text";
import type { ModeratedItem, ScopeOf, Subscriber } from "../../events/types";
import { notify } from "./service";

export const notifyLike: Subscriber<"like.added"> = async ({ ctx, tx }, like) => {
  await notify(ctx, tx, {
    type: "LIKE",
    recipientUserNo: like.postOwnerUserNo,
    actorUserNo: like.userNo,
    // One notification per liker and post, ever: unlike and like again notifies nobody twice.
    eventKey: `LIKE:${like.boardNo}:${like.userNo}`,
    groupKey: `LIKE:${like.boardNo}`,
    title: likeNotificationTitle(like.userName),
    content: `「${like.subject}」`,
    url: `/d/${like.permaLink}`,
  });
};

/** The author hears of each cheer, with its message when there is one (decision 0190). */
export const notifyCheer: Subscriber<"cheer.sent"> = async ({ ctx, tx }, cheer) => {
  await notify(ctx, tx, {
    type: "CHEER",
    recipientUserNo: cheer.toUserNo,
    actorUserNo: cheer.fromUserNo,
    eventKey: `CHEER:${cheer.cheerId}`,
    groupKey: `CHEER:${cheer.boardNo}`,
    title: cheerNotificationTitle(cheer.fromUserName, cheer.amount),
    content: cheer.message ? `「${cheer.subject}」 ${truncate(cheer.message, 60)}` : `「${cheer.subject}」`,
    url: `/d/${cheer.permaLink}`,
  });
};

interface CommentToTell {
  commentNo: number;
  content: string;
  permaLink: string;
  parentUserNo: number | null;
  postOwnerUserNo: number;
}

/**
 * NEW_REPLY to the parent comment's writer; NEW_COMMENT to the post's author unless the reply
 * already told them. `writer`: the name the titles show, and the member who wrote it (none for a
 * reply from another server).
 */
async function tellAboutComment(
  { ctx, tx }: ScopeOf<"comment.created">,
  comment: CommentToTell,
  writer: { name: string; userNo?: number },
): Promise<void> {
  const quote = commentNotificationContent(comment.content);
  const url = `/d/${comment.permaLink}#comment-${comment.commentNo}`;
  const actor = writer.userNo === undefined ? {} : { actorUserNo: writer.userNo };
  if (comment.parentUserNo !== null) {
    await notify(ctx, tx, {
      type: "NEW_REPLY",
      recipientUserNo: comment.parentUserNo,
      ...actor,
      eventKey: `NEW_REPLY:${comment.commentNo}`,
      title: say(NOTIFICATION_TITLES.newReply, "ko", { name: writer.name }),
      content: quote,
      url,
    });
  }
  if (comment.parentUserNo !== comment.postOwnerUserNo) {
    await notify(ctx, tx, {
      type: "NEW_COMMENT",
      recipientUserNo: comment.postOwnerUserNo,
      ...actor,
      eventKey: `NEW_COMMENT:${comment.commentNo}`,
      title: say(NOTIFICATION_TITLES.newComment, "ko", { name: writer.name }),
      content: quote,
      url,
    });
  }
}

export const notifyComment: Subscriber<"comment.created"> = (scope, comment) =>
  tellAboutComment(scope, comment, { name: comment.userName, userNo: comment.userNo });

/**
 * A reply from another server: the same NEW_REPLY / NEW_COMMENT as a member's, naming its writer
 * with their handle (there is no member to link), so a federated conversation is not missed.
 */
export const notifyRemoteComment: Subscriber<"comment.remoteReceived"> = (scope, comment) =>
  tellAboutComment(scope, comment, { name: `${comment.authorName} (${comment.authorHandle})` });

export const notifyFollow: Subscriber<"follow.added"> = async ({ ctx, tx }, follow) => {
  await notify(ctx, tx, {
    type: "FOLLOW",
    recipientUserNo: follow.followeeUserNo,
    actorUserNo: follow.followerUserNo,
    eventKey: `FOLLOW:${follow.followerUserNo}`,
    groupKey: "FOLLOW",
    title: followNotificationTitle(follow.followerUserName),
    url: `/other/${follow.followerUserId}/dashboard`,
  });
};

/** A document's author hears when the conversion published it (editor posts are public at once). */
export const notifyDocumentPublished: Subscriber<"post.published"> = async ({ ctx, tx }, post) => {
  if (post.kind !== "document") return;
  await notify(ctx, tx, {
    type: "PUBLISH_DONE",
    recipientUserNo: post.userNo,
    eventKey: `PUBLISH_DONE:${post.boardNo}`,
    title: say(NOTIFICATION_TITLES.published, "ko"),
    content: say(NOTIFICATION_CONTENTS.published, "ko", { subject: post.subject }),
    url: `/d/${post.permaLink}`,
  });
};

export const notifyDocumentFailed: Subscriber<"document.failed"> = async ({ ctx, tx }, failure) => {
  await notify(ctx, tx, {
    type: "PUBLISH_FAILED",
    recipientUserNo: failure.userNo,
    // One per conversion attempt: a retried attempt that fails again tells the author again.
    eventKey: `PUBLISH_FAILED:${failure.boardNo}:${failure.attempt}`,
    title: say(NOTIFICATION_TITLES.publishFailed, "ko"),
    content: `「${failure.subject}」 ${failure.reason}`,
    url: `/d/${failure.permaLink}`,
  });
};

/**
 * The member hears that their AI briefing's draft is ready, with a link to the form where they
 * review and publish it (docs/product/ai.md §6.5): nothing reaches followers before that.
 */
export const notifyBriefingReady: Subscriber<"briefing.ready"> = async ({ ctx, tx }, draft) => {
  await notify(ctx, tx, {
    type: "AI_BRIEFING",
    recipientUserNo: draft.userNo,
    eventKey: `AI_BRIEFING:${draft.boardNo}`,
    title: say(NOTIFICATION_TITLES.briefingReady, "ko"),
    content: say(NOTIFICATION_CONTENTS.briefingReady, "ko", { subject: draft.subject }),
    url: briefingDraftUrl(draft.boardNo, draft.permaLink),
  });
};

/** … or that it failed, and why (nothing of it was kept, so there is no post to link to). */
export const notifyBriefingFailed: Subscriber<"briefing.failed"> = async ({ ctx, tx }, failure) => {
  await notify(ctx, tx, {
    type: "AI_BRIEFING",
    recipientUserNo: failure.userNo,
    eventKey: `AI_BRIEFING_FAILED:${failure.boardNo}`,
    title: say(NOTIFICATION_TITLES.briefingFailed, "ko"),
    content: `「${failure.fileName}」 ${failure.reason}`,
    url: null,
  });
};

/** The member hears that their document video is ready, with a link to the page that plays it (docs/product/ai.md §10). */
export const notifyVideoReady: Subscriber<"video.ready"> = async ({ ctx, tx }, video) => {
  await notify(ctx, tx, {
    type: "AI_VIDEO",
    recipientUserNo: video.userNo,
    eventKey: `AI_VIDEO:${video.videoNo}`,
    title: say(NOTIFICATION_TITLES.videoReady, "ko"),
    content: say(NOTIFICATION_CONTENTS.videoReady, "ko", { name: video.sourceName }),
    url: `/howl/docs-to-video?video=${video.videoNo}`,
  });
};

/** The member's export zip is ready: where to download it, and until when (Seoul's date). */
export const notifyExportReady: Subscriber<"export.ready"> = async ({ ctx, tx }, ready) => {
  const date = new Date(new Date(ready.expiresAt).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  await notify(ctx, tx, {
    type: "DATA_EXPORT",
    recipientUserNo: ready.userNo,
    eventKey: `DATA_EXPORT:${ready.exportId}`,
    title: say(NOTIFICATION_TITLES.exportReady, "ko"),
    content: say(NOTIFICATION_CONTENTS.exportReady, "ko", { posts: ready.posts, date }),
    url: "/mypage/account#export-section",
  });
};

/** … or that it failed, and why (nothing of the render was kept). */
export const notifyVideoFailed: Subscriber<"video.failed"> = async ({ ctx, tx }, failure) => {
  await notify(ctx, tx, {
    type: "AI_VIDEO",
    recipientUserNo: failure.userNo,
    eventKey: `AI_VIDEO_FAILED:${failure.videoNo}`,
    title: say(NOTIFICATION_TITLES.videoFailed, "ko"),
    content: `「${failure.sourceName}」 ${failure.reason}`,
    url: `/howl/docs-to-video?video=${failure.videoNo}`,
  });
};

// ── Moderation (docs/decisions/0081): the author hears of a blind or a restore, each reporter the outcome ──

const excerptOf = (item: ModeratedItem) => truncate(item.title.replace(/\s+/g, " ").trim(), 40);
const quoteOf = (item: ModeratedItem) => `[${excerptOf(item)}]`;
/** Stored in Korean; the feed shows the line in the reader's language (core/notifications.ts). */
const stored = (text: Text, params?: Params) => say(text, "ko", params);

export const notifyBlinded: Subscriber<"item.blinded"> = async ({ ctx, tx }, { item, actionNo, reason }) => {
  await notify(ctx, tx, {
    type: "BLIND",
    recipientUserNo: item.authorUserNo,
    actorUserNo: null,
    eventKey: `BLIND:${item.type}:${item.no}:${actionNo}`,
    title: stored(item.type === "post" ? NOTIFICATION_TITLES.blindedPost : NOTIFICATION_TITLES.blindedComment),
    content: stored(NOTIFICATION_CONTENTS.blindReason, { reason, quote: excerptOf(item) }),
    url: item.type === "comment" ? item.url : "/blind",
  });
};

export const notifyRestored: Subscriber<"item.restored"> = async ({ ctx, tx }, { item, actionNo }) => {
  await notify(ctx, tx, {
    type: "NOTICE",
    recipientUserNo: item.authorUserNo,
    actorUserNo: null,
    eventKey: `RESTORE:${item.type}:${item.no}:${actionNo}`,
    title: stored(item.type === "post" ? NOTIFICATION_TITLES.restoredPost : NOTIFICATION_TITLES.restoredComment),
    content: quoteOf(item),
    url: item.url,
  });
};

export const notifyReporters: Subscriber<"reports.resolved"> = async ({ ctx, tx }, { item, outcome, reports }) => {
  for (const report of reports) {
    await notify(ctx, tx, {
      type: "REPORT_RESULT",
      recipientUserNo: report.reporterUserNo,
      actorUserNo: null,
      eventKey: `REPORT_RESULT:${report.reportNo}:${outcome}`,
      title:
        outcome === "accepted"
          ? stored(item.type === "post" ? NOTIFICATION_TITLES.reportAcceptedPost : NOTIFICATION_TITLES.reportAcceptedComment)
          : stored(item.type === "post" ? NOTIFICATION_TITLES.reportRejectedPost : NOTIFICATION_TITLES.reportRejectedComment),
      content: quoteOf(item),
      url: outcome === "accepted" ? null : item.url,
    });
  }
};

// ── Feedback (docs/decisions/0170): the member hears that an operator answered ──

export const notifyFeedbackAnswered: Subscriber<"feedback.answered"> = async ({ ctx, tx }, { feedbackNo, userNo }) => {
  await notify(ctx, tx, {
    type: "NOTICE",
    recipientUserNo: userNo,
    actorUserNo: null,
    eventKey: `FEEDBACK_ANSWERED:${feedbackNo}`,
    title: stored(NOTIFICATION_TITLES.feedbackAnswered),
    url: `/mypage/feedback#feedback-${feedbackNo}`,
  });
};

// ── Security alerts (decision 0210): the member hears what happened to their account's keys ──

/** The line opens the alert's "this wasn't me" page (the mail carries the same link). */
export const notifySecurityAlert: Subscriber<"security.alerted"> = async ({ ctx, tx }, alert) => {
  await notify(ctx, tx, {
    type: "SECURITY",
    recipientUserNo: alert.userNo,
    actorUserNo: null,
    eventKey: `SECURITY:${alert.alertId}`,
    title: stored(SECURITY_NOTIFICATION_TITLES[alert.kind]),
    content: stored(NOTIFICATION_CONTENTS.securityNotMe, { detail: alert.detail }),
    url: alert.url,
  });
};
