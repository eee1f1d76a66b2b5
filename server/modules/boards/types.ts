// What the board service hands to pages and API clients. Dates travel as ISO strings so the
// same objects survive JSON (API) and React Router's loader serialization (SSR).
export interface Uploader {
  userId: string;
  userName: string;
  userProfileImg: string | null;
  /** Rarity of the live profile-picture NFT (wallet.md §6); null without one. core/nft.ts ringFor draws it. */
  pfpTokenRarity: string | null;
}

export interface BoardCard {
  boardNo: number;
  permaLink: string;
  subject: string;
  excerpt: string;
  topic: string;
  tags: string[];
  thumb: string | null;
  viewCount: number;
  likeCount: number;
  /** Comments shown on the post (not deleted, not hidden by moderation). */
  commentCount: number;
  regDate: string;
  isDemo: boolean;
  uploader: Uploader;
}

export interface BoardDetail extends BoardCard {
  boardType: string;
  contentHtml: string;
  description: string;
  blindYn: "Y" | "N";
  publishing: boolean;
  updDate: string;
}

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  totalCount: number;
  totalPages: number;
}
