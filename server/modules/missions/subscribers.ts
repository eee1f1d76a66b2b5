// What pays a mission: facts other modules emit (server/events), each paid in the
// transaction of the write that earned it, once per member, action, ref and Seoul day.
import type { Subscriber } from "../../events/types";
import { recordMissionAction } from "./service";

/** "Post published": an editor post on publishing, a document when it is published (not when it fails). */
export const payUpload: Subscriber<"post.published"> = async ({ tx }, post) => {
  // The AI wrote a briefing's post: its reward is the briefing promotion, not the upload mission (decision 0148).
  if (post.kind === "briefing") return;
  await recordMissionAction(tx, { userNo: post.userNo, action: "upload", ref: `board:${post.boardNo}` });
};

/** Liking someone else's post (once per post and Seoul day, daily limit). */
export const payLike: Subscriber<"like.added"> = async ({ tx }, like) => {
  await recordMissionAction(tx, { userNo: like.userNo, action: "like", ref: `board:${like.boardNo}` });
};

/** A comment on someone else's post, once per post and day: a thread of replies on one's own post earns nothing. */
export const payComment: Subscriber<"comment.created"> = async ({ tx }, comment) => {
  if (comment.postOwnerUserNo === comment.userNo) return;
  await recordMissionAction(tx, { userNo: comment.userNo, action: "comment", ref: `board:${comment.boardNo}` });
};

export const payVote: Subscriber<"vote.cast"> = async ({ tx }, vote) => {
  await recordMissionAction(tx, { userNo: vote.userNo, action: "vote", ref: `board:${vote.boardNo}`, at: vote.at });
};

/** A visitor brought to someone else's post pays the sharer, once per visitor (daily limit). */
export const payShare: Subscriber<"share.visited"> = async ({ tx }, visit) => {
  if (visit.postOwnerUserNo === visit.sharerUserNo) return;
  await recordMissionAction(tx, { userNo: visit.sharerUserNo, action: "share", ref: `board:${visit.boardNo}:${visit.visitorKey}` });
};
