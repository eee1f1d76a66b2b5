// The facts one server module tells the others (docs/decisions/0142). A module emits a fact
// inside the transaction of the write it describes; the subscribers (server/subscribers.ts)
// run in that same transaction, so a side effect exists exactly when the write commits.
import type { AppContext } from "../context";
import type { Executor, Tx } from "../db/client";
import type { SecurityAlertKind } from "../../core/security-alerts";

/** Where a subscriber runs: the emitter's transaction and the platform (queue, logger). */
export interface AppScope {
  ctx: AppContext;
  tx: Tx;
}

/**
 * Facts the boards and accounts modules emit from functions that only hold a database handle
 * (the demo seed writes posts before the platform exists): their subscribers need no more.
 */
export interface DataScope {
  tx: Executor;
}

/** A post every reader can now see: an editor post on publishing, a document when its conversion finished. */
export interface PostPublished {
  boardNo: number;
  /** The author. */
  userNo: number;
  /** editor: written in the editor; document: an uploaded document converted; briefing: the AI briefing of a document. */
  kind: "editor" | "document" | "briefing";
  subject: string;
  permaLink: string;
}

/** A member cheered someone else's post with points (decision 0190). */
export interface CheerSent {
  cheerId: number;
  boardNo: number;
  fromUserNo: number;
  fromUserName: string;
  toUserNo: number;
  amount: number;
  message: string;
  subject: string;
  permaLink: string;
}

/** A member liked someone else's post (a new like row, never a repeated click). */
export interface LikeAdded {
  boardNo: number;
  userNo: number;
  userName: string;
  postOwnerUserNo: number;
  subject: string;
  permaLink: string;
}

/** A reply from another server became a comment (ActivityPub, docs/product/federation.md). */
export interface RemoteCommentReceived {
  commentNo: number;
  boardNo: number;
  /** The remote writer's name and handle (@name@host): they are no member. */
  authorName: string;
  authorHandle: string;
  content: string;
  postOwnerUserNo: number;
  /** The member whose comment it answers, if it answers one of a member (null otherwise). */
  parentUserNo: number | null;
  permaLink: string;
}

export interface CommentCreated {
  commentNo: number;
  boardNo: number;
  parentNo: number | null;
  /** The writer. */
  userNo: number;
  userName: string;
  content: string;
  postOwnerUserNo: number;
  /** The writer of the comment this one answers (null for a top-level comment). */
  parentUserNo: number | null;
  permaLink: string;
  createdAt: Date;
}

/** A curation vote was cast (its ticket already spent). */
export interface VoteCast {
  boardNo: number;
  userNo: number;
  at: Date;
}

/** A share link brought a new visitor to a post (counted once per sharer, post and visitor). */
export interface ShareVisited {
  boardNo: number;
  postOwnerUserNo: number;
  sharerUserNo: number;
  visitorKey: string;
}

export interface FollowAdded {
  followerUserNo: number;
  followerUserId: string;
  followerUserName: string;
  followeeUserNo: number;
}

/**
 * An AI briefing's draft is ready (docs/product/ai.md §6): the document is converted and
 * summarised, the post waits unpublished for its author to review and publish it.
 */
export interface BriefingReady {
  boardNo: number;
  userNo: number;
  subject: string;
  permaLink: string;
}

/** An AI briefing failed: nothing of it was kept (no post, no file); the member is told why. */
export interface BriefingFailed {
  boardNo: number;
  userNo: number;
  /** The uploaded file's name. */
  fileName: string;
  /** Korean reason (stored like every notification line). */
  reason: string;
}

/** A document video finished rendering (docs/product/ai.md §10): the member can watch and download it. */
export interface VideoReady {
  videoNo: number;
  userNo: number;
  /** The document's file name. */
  sourceName: string;
}

/** A member's export zip is ready to download (docs/product/export.md). */
export interface ExportReady {
  exportId: number;
  userNo: number;
  posts: number;
  bytes: number;
  /** Until when it can be downloaded (ISO). */
  expiresAt: string;
  /** The language the member asked in: the mail is written in it. */
  language: "ko" | "en";
}

/** A document video failed: nothing of its render was kept; the member is told why. */
export interface VideoFailed {
  videoNo: number;
  userNo: number;
  sourceName: string;
  /** Korean reason (stored like every notification line). */
  reason: string;
}

/** A document post's conversion failed (attempt counts from 1). */
export interface DocumentFailed {
  boardNo: number;
  userNo: number;
  subject: string;
  permaLink: string;
  attempt: number;
  reason: string;
}

/** A reported or moderated item: a post or a comment, as its author and reporters know it. */
export interface ModeratedItem {
  type: "post" | "comment";
  no: number;
  authorUserNo: number;
  /** Post subject or comment text. */
  title: string;
  /** The post's address (for a comment: its post's, with the anchor). */
  url: string | null;
}

/** An item was blinded (by reports reaching the threshold or by a moderator); `actionNo` is the decision's row. */
export interface ItemBlinded {
  item: ModeratedItem;
  actionNo: number;
  reason: string;
}

/** A moderator restored a blinded item. */
export interface ItemRestored {
  item: ModeratedItem;
  actionNo: number;
}

/** The open reports of an item were closed: accepted (the item is hidden) or rejected. */
export interface ReportsResolved {
  item: ModeratedItem;
  outcome: "accepted" | "rejected";
  reports: { reportNo: number; reporterUserNo: number }[];
}

/** A member connected a wallet (first time, again, or another address replacing the previous one). */
export interface WalletConnected {
  userNo: number;
  /** Checksummed address. */
  address: string;
  walletType: string;
  chainId: number;
  /** The address connected before, when this connection replaced a live one. */
  previousAddress: string | null;
}

/** A member disconnected their wallet (walletDeleteYn = Y): no ring, no payouts, no upload bonus. */
export interface WalletDisconnected {
  userNo: number;
  address: string;
}

/**
 * A member was told that something happened to their account's keys: a sign-in from a new
 * browser, a new passkey, two-step sign-in turned off, a wallet connected (decision 0210).
 */
export interface SecurityAlerted {
  alertId: number;
  userNo: number;
  kind: SecurityAlertKind;
  /** What the notification names (the device, the passkey, the wallet), in Korean as stored lines are. */
  detail: string;
  /** The site path of the alert's "this wasn't me" page. */
  url: string;
}

/** An operator answered a member's feedback (the member hears of it). */
export interface FeedbackAnswered {
  feedbackNo: number;
  userNo: number;
  answeredBy: number;
}

/** A post became a part of a series (not a reorder, not a rename): the owner's followers hear of it. */
export interface SeriesPartAdded {
  seriesNo: number;
  seriesTitle: string;
  boardNo: number;
  /** The owner and author. */
  userNo: number;
  userName: string;
  subject: string;
  permaLink: string;
}

/** Each event's scope and payload. */
export interface DomainEvents {
  "post.published": [AppScope, PostPublished];
  "document.failed": [AppScope, DocumentFailed];
  "briefing.ready": [AppScope, BriefingReady];
  "briefing.failed": [AppScope, BriefingFailed];
  "video.ready": [AppScope, VideoReady];
  "video.failed": [AppScope, VideoFailed];
  "export.ready": [AppScope, ExportReady];
  "like.added": [AppScope, LikeAdded];
  "cheer.sent": [AppScope, CheerSent];
  "comment.created": [AppScope, CommentCreated];
  "comment.remoteReceived": [AppScope, RemoteCommentReceived];
  "vote.cast": [AppScope, VoteCast];
  "share.visited": [AppScope, ShareVisited];
  "follow.added": [AppScope, FollowAdded];
  "item.blinded": [AppScope, ItemBlinded];
  "item.restored": [AppScope, ItemRestored];
  "reports.resolved": [AppScope, ReportsResolved];
  "wallet.connected": [AppScope, WalletConnected];
  "wallet.disconnected": [AppScope, WalletDisconnected];
  "feedback.answered": [AppScope, FeedbackAnswered];
  "security.alerted": [AppScope, SecurityAlerted];
  "series.part-added": [AppScope, SeriesPartAdded];
  /** A post's searchable text changed: written, edited or made public. */
  "post.changed": [DataScope, { boardNo: number }];
  /** A post left every list (deleted by its author, or a document post withdrawn). */
  "post.removed": [DataScope, { boardNo: number }];
  /** A member's public name changed (renamed, or left and shown under the left member's name). */
  "member.renamed": [DataScope, { userNo: number }];
}

export type EventName = keyof DomainEvents;
export type ScopeOf<K extends EventName> = DomainEvents[K][0];
export type PayloadOf<K extends EventName> = DomainEvents[K][1];
export type Subscriber<K extends EventName> = (scope: ScopeOf<K>, event: PayloadOf<K>) => Promise<void>;
/** Every event's subscribers, in the order they run. */
export type SubscriberTable = { readonly [K in EventName]: readonly Subscriber<K>[] };
