// Every subscriber of every fact, in the one place that knows both sides (decision 0142).
// Emitting modules know only the event (server/events/types.ts); subscribing modules only
// their own handler. A subscriber runs in the emitter's transaction, in the order listed here.
import { payComment, payLike, payShare, payUpload, payVote } from "./modules/missions/subscribers";
import {
  notifyComment,
  notifyRemoteComment,
  notifyBriefingFailed,
  notifyBriefingReady,
  notifyDocumentFailed,
  notifyDocumentPublished,
  notifyFollow,
  notifyBlinded,
  notifyCheer,
  notifyLike,
  notifyReporters,
  notifyRestored,
  notifyVideoFailed,
  notifyVideoReady,
  notifyFeedbackAnswered,
  notifyExportReady,
  notifySecurityAlert,
} from "./modules/notifications/subscribers";
import { mailExportReady } from "./modules/exports/subscribers";
import { alertWalletChanged } from "./modules/security-alerts/subscribers";
import { tellFollowers, tellSeriesFollowers } from "./modules/reactions/subscribers";
import { indexChangedPost, reindexRenamedMember, unindexRemovedPost } from "./modules/search/subscribers";
import { forgetChangedPostTerms, forgetRemovedPostTerms } from "./modules/ai/subscribers";
import { countLike, countVote } from "./modules/author-stats/record";
import { federateBlinded, federateChanged, federatePublished, federateRemoved } from "./modules/federation/subscribers";
import type { SubscriberTable } from "./events/types";

export const SUBSCRIBERS: SubscriberTable = {
  "post.published": [payUpload, tellFollowers, notifyDocumentPublished, federatePublished],
  "document.failed": [notifyDocumentFailed],
  "briefing.ready": [notifyBriefingReady],
  "briefing.failed": [notifyBriefingFailed],
  "video.ready": [notifyVideoReady],
  "video.failed": [notifyVideoFailed],
  "export.ready": [notifyExportReady, mailExportReady],
  "like.added": [payLike, notifyLike, countLike],
  "cheer.sent": [notifyCheer],
  "comment.created": [notifyComment, payComment],
  "comment.remoteReceived": [notifyRemoteComment],
  "vote.cast": [payVote, countVote],
  "share.visited": [payShare],
  "follow.added": [notifyFollow],
  "item.blinded": [notifyBlinded, federateBlinded],
  "item.restored": [notifyRestored],
  "reports.resolved": [notifyReporters],
  // The ring cache and payouts subscribe here.
  "wallet.connected": [alertWalletChanged],
  "wallet.disconnected": [],
  "feedback.answered": [notifyFeedbackAnswered],
  "security.alerted": [notifySecurityAlert],
  "series.part-added": [tellSeriesFollowers],
  "post.changed": [indexChangedPost, forgetChangedPostTerms, federateChanged],
  "post.removed": [unindexRemovedPost, forgetRemovedPostTerms, federateRemoved],
  "member.renamed": [reindexRenamedMember],
};
