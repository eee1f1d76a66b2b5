// The notifications other modules' facts cause (server/events): each enqueued in the
// transaction of the write it tells of, with an event key that makes delivery idempotent.
// Lines are stored in Korean from the catalogue (core/notifications.ts); the feed shows them
// in the reader's language.
import { commentNotificationContent } from "../../../core/comments";
import { say, type Params, type Text } from "../../../core/i18n";
import { NOTIFICATION_CONTENTS, NOTIFICATION_TITLES } from "../../../core/notifications";
import { followNotificationTitle, likeNotificationTitle } from "../../../core/reactions";
import { truncate } from "../../../core/text";
import type { ModeratedItem, Subscriber } from "../../events/types";
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

/** NEW_REPLY to the parent comment's writer; NEW_COMMENT to the post's author unless the reply already told them. */
export const notifyComment: Subscriber<"comment.created"> = async ({ ctx, tx }, comment) => {
  const quote = commentNotificationContent(comment.content);
  const url = `/d/${comment.permaLink}#comment-${comment.commentNo}`;
  if (comment.parentUserNo !== null) {
    await notify(ctx, tx, {
      type: "NEW_REPLY",
      recipientUserNo: comment.parentUserNo,
      actorUserNo: comment.userNo,
      eventKey: `NEW_REPLY:${comment.commentNo}`,
      title: say(NOTIFICATION_TITLES.newReply, "ko", { name: comment.userName }),
      content: quote,
      url,
    });
  }
  if (comment.parentUserNo === null || comment.parentUserNo !== comment.postOwnerUserNo) {
    await notify(ctx, tx, {
      type: "NEW_COMMENT",
      recipientUserNo: comment.postOwnerUserNo,
      actorUserNo: comment.userNo,
      eventKey: `NEW_COMMENT:${comment.commentNo}`,
      title: say(NOTIFICATION_TITLES.newComment, "ko", { name: comment.userName }),
      content: quote,
      url,
    });
  }
};

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
