// The notifications other modules' facts cause (server/events): each enqueued in the
// transaction of the write it tells of, with an event key that makes delivery idempotent.
import { commentNotificationContent } from "../../../core/comments";
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
      title: `${comment.userName}님이 회원님의 댓글에 답글을 남겼습니다.`,
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
      title: `${comment.userName}님이 회원님의 게시물에 댓글을 남겼습니다.`,
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
    title: "문서 퍼블리싱이 완료되었습니다.",
    content: `「${post.subject}」 문서를 이제 모두가 볼 수 있어요.`,
    url: `/d/${post.permaLink}`,
  });
};

export const notifyDocumentFailed: Subscriber<"document.failed"> = async ({ ctx, tx }, failure) => {
  await notify(ctx, tx, {
    type: "PUBLISH_FAILED",
    recipientUserNo: failure.userNo,
    // One per conversion attempt: a retried attempt that fails again tells the author again.
    eventKey: `PUBLISH_FAILED:${failure.boardNo}:${failure.attempt}`,
    title: "문서 변환에 실패했습니다.",
    content: `「${failure.subject}」 ${failure.reason}`,
    url: `/d/${failure.permaLink}`,
  });
};

// ── Moderation (docs/decisions/0081): the author hears of a blind or a restore, each reporter the outcome ──

const noun = (type: ModeratedItem["type"]) => (type === "post" ? "게시물" : "댓글");
const quoteOf = (item: ModeratedItem) => `[${truncate(item.title.replace(/\s+/g, " ").trim(), 40)}]`;

export const notifyBlinded: Subscriber<"item.blinded"> = async ({ ctx, tx }, { item, actionNo, reason }) => {
  await notify(ctx, tx, {
    type: "BLIND",
    recipientUserNo: item.authorUserNo,
    actorUserNo: null,
    eventKey: `BLIND:${item.type}:${item.no}:${actionNo}`,
    title: `회원님의 ${noun(item.type)}이 운영 정책에 따라 숨김 처리되었습니다.`,
    content: `사유: ${reason} ${quoteOf(item)}`,
    url: item.type === "comment" ? item.url : "/blind",
  });
};

export const notifyRestored: Subscriber<"item.restored"> = async ({ ctx, tx }, { item, actionNo }) => {
  await notify(ctx, tx, {
    type: "NOTICE",
    recipientUserNo: item.authorUserNo,
    actorUserNo: null,
    eventKey: `RESTORE:${item.type}:${item.no}:${actionNo}`,
    title: `회원님의 ${noun(item.type)}이 검토 후 다시 공개되었습니다.`,
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
          ? `신고하신 ${noun(item.type)}이 운영 정책에 따라 숨김 처리되었습니다.`
          : `신고하신 ${noun(item.type)}을 검토한 결과 운영 정책 위반이 확인되지 않았습니다.`,
      content: quoteOf(item),
      url: outcome === "accepted" ? null : item.url,
    });
  }
};
