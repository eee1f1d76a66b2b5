// What the reactions service hands to API clients and pages.
export interface LikeState {
  boardNo: number;
  likeYn: boolean;
  likeCount: number;
}

export interface BookmarkState {
  boardNo: number;
  bookmark: boolean;
}

export interface FollowState {
  userId: string;
  followYn: boolean;
  followerCount: number;
}

/** The viewer's reactions on one post (docs/product/engagement.md likeYn, likeCount, bookmark, followYn). */
export interface PostReactions {
  boardNo: number;
  likeYn: boolean;
  likeCount: number;
  bookmark: boolean;
  followYn: boolean;
  /** Whether the viewer wrote the post (no like or follow button then). */
  mine: boolean;
}
