// Likes, bookmarks and follows (SPEC §4 like toggle, §5, §6): the Korean messages both the
// buttons and the server use. SPEC §5 gives the sign-in and verification wording (in
// messages.ts); the rest is designed.

export const REACTION_MSG = {
  /** Designed: a member cannot like their own post. */
  ownPostLike: "내 게시물에는 좋아요를 누를 수 없습니다.",
  /** Designed: a member cannot follow themselves. */
  selfFollow: "나를 팔로우할 수는 없습니다.",
  /** Designed: the post is gone, hidden or still being published. */
  postUnavailable: "게시물을 찾을 수 없습니다.",
  /** Designed: the member to follow is unknown or left. */
  memberUnavailable: "회원을 찾을 수 없습니다.",
  /** Designed: toasts after a change. */
  bookmarked: "북마크에 저장했습니다.",
  unbookmarked: "북마크를 해제했습니다.",
  followed: "팔로우했습니다.",
  unfollowed: "팔로우를 취소했습니다.",
  /** Designed: a failed request (SPEC §8 swallows like and bookmark errors; we still say so). */
  failed: "요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.",
} as const;

/** Notification texts for the post author / followed member (designed). */
export function likeNotificationTitle(likerName: string): string {
  return `${likerName}님이 회원님의 게시물을 좋아합니다.`;
}

export function followNotificationTitle(followerName: string): string {
  return `${followerName}님이 회원님을 팔로우하기 시작했습니다.`;
}

export function followedPostNotificationTitle(authorName: string): string {
  return `${authorName}님이 새 게시물을 올렸습니다.`;
}
