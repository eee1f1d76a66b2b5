// What the comments API hands to the post page.

export interface CommentWriter {
  /** Public id for the profile link; null for a member who left. */
  userId: string | null;
  userName: string;
  userProfileImg: string | null;
  /** Rarity of the live profile-picture NFT (wallet.md §6); null without one. */
  pfpTokenRarity: string | null;
  /**
   * A reply from another server (ActivityPub): its writer's handle (@name@server) and page there.
   * userId is then null and userName the name they go by there.
   */
  remote: { handle: string; url: string } | null;
}

export interface CommentItem {
  commentNo: number;
  /** The top-level comment this reply answers, or null. */
  parentNo: number | null;
  /** live: text shown; deleted: '삭제된 댓글입니다.' kept for its replies; blind: hidden by moderation. */
  state: "live" | "deleted" | "blind";
  /** Plain text (render as text, links via core linkifyComment); empty unless live. */
  content: string;
  /** Null unless live. */
  writer: CommentWriter | null;
  regDate: string;
  edited: boolean;
  /** The viewer wrote it (edit and delete instead of report). */
  mine: boolean;
  /** The viewer may delete it (its writer, or the post's owner). */
  canDelete: boolean;
  /** The viewer has reported it already. */
  reported: boolean;
  /** Replies of a top-level comment, oldest first (always empty on replies). */
  replies: CommentItem[];
}

export interface CommentPage {
  boardNo: number;
  /** Live comments and replies of the post. */
  totalCount: number;
  /** Top-level comments of this page, oldest first, each with its replies. */
  items: CommentItem[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: number | null;
}
