// What a member's browser learns about them and their standing on the page they read, in one
// call after a shared page hydrates (decision 0131).
import type { PostCurationState } from "../curation/types";
import type { DocumentAccess } from "../documents/service";
import type { PostReactions } from "../reactions/types";

/** The signed-in member as pages see it: never the session id or the member number. */
export interface ViewerSummary {
  userId: string;
  userName: string;
  userEmail: string;
  userProfileImg: string | null;
  /** Rarity of the live profile-picture NFT (wallet.md §6); null without one. */
  pfpTokenRarity: string | null;
  emailCertYn: "Y" | "N";
  joinChannel: "A" | "G" | "P" | "K";
  role: "member" | "moderator" | "admin";
  /** The usage-reason survey was answered (otherwise it is offered once per page load). */
  usageReasonAnswered: boolean;
  /** A newer terms or privacy version needs the member's consent (/update-terms). */
  needsTermsUpdate: boolean;
}

/** The reader's own state on one post: like/bookmark/follow and the curation vote. */
export interface PostViewerState {
  boardNo: number;
  /** Null while the post cannot take reactions (publishing). */
  reactions: PostReactions | null;
  curation: PostCurationState;
  /** A document post: whether the reader owns it and may download the original. */
  document: DocumentAccess | null;
}

export interface ViewerState {
  viewer: ViewerSummary | null;
  /** Present when a post was asked about. */
  post: PostViewerState | null;
}
