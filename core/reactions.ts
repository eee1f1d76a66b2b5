// Likes, bookmarks and follows (docs/product/engagement.md like toggle, , ): the Korean messages both the
// buttons and the server use (the notifications they send are titled in notifications.ts). docs/product/engagement.md gives the sign-in and verification wording (in
// messages.ts); the rest is designed.
import { COMMON_MSG } from "./common-messages";
import { texts } from "./i18n";

export const REACTION_MSG = texts({
  /** Designed: a member cannot like their own post. */
  ownPostLike: { ko: "내 게시물에는 좋아요를 누를 수 없습니다.", en: "You cannot like your own post." },
  /** Designed: a member cannot follow themselves. */
  selfFollow: { ko: "나를 팔로우할 수는 없습니다.", en: "You cannot follow yourself." },
  /** Designed: the post is gone, hidden or still being published. */
  postUnavailable: COMMON_MSG.postNotFound,
  /** Designed: the member to follow is unknown or left. */
  memberUnavailable: { ko: "회원을 찾을 수 없습니다.", en: "The member could not be found." },
  /** Designed: toasts after a change. */
  bookmarked: { ko: "북마크에 저장했습니다.", en: "Saved to bookmarks." },
  unbookmarked: { ko: "북마크를 해제했습니다.", en: "Removed from bookmarks." },
  followed: { ko: "팔로우했습니다.", en: "Following." },
  unfollowed: { ko: "팔로우를 취소했습니다.", en: "Unfollowed." },
  /** Designed: a failed request (docs/product/messages.md swallows like and bookmark errors; we still say so). */
  failed: { ko: "요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.", en: "That did not go through. Please try again in a moment." },
});
