// What pages get from the server: the same service functions the API uses, called in-process
// by loaders through React Router's load context (no HTTP round trip to ourselves).
import { z } from "zod";
import { BRAND } from "../core/brand";
import type { Language } from "../core/i18n";
import type { ActionTools, ActRunner } from "./page-actions";
import { accountsApi, signInBody } from "./modules/accounts/schema";
import { normalizeEmail } from "../core/account";
import { certifyPasswordReset, changePassword, requestPasswordReset, resetPassword, type ResetGrant } from "./modules/accounts/password";
import { resendVerificationMail, verifyEmailByCode } from "./modules/accounts/service";
import { leaveAccount } from "./modules/accounts/leave";
import { profileApi } from "./modules/accounts/profile-schema";
import { consentToTerms } from "./modules/terms/service";
import { termsApi } from "./modules/terms/schema";
import { SESSION_COOKIE, sessionCookieOptions } from "./modules/auth/plugin";
import type { AppContext } from "./context";
import { exhibitPages, type ExhibitPages } from "./modules/exhibits/pages";
import { quizPages, type QuizPages } from "./modules/quiz/pages";
import { getBoardByPermalink, getBoardForWriting, listNewBoards, type ListOptions } from "./modules/boards/service";
import type { BoardCard, BoardDetail, Page } from "./modules/boards/types";
import type { Viewer } from "./modules/auth/types";
import { viewerSummary } from "./modules/viewer/service";
import type { ViewerSummary } from "./modules/viewer/types";
import { inspectResetLink, type ResetLinkStatus } from "./modules/accounts/password";
import type { ProviderChannel } from "../core/social";
import { pageCallback, type PageCallbackInput, type PageCallbackResult } from "./modules/oauth/pages";
import { configuredChannels, officeClientEnabled, worldIdEnabled } from "./modules/oauth/service";
import { listConnections } from "./modules/oauth/links";
import { isWorldIdVerified } from "./modules/personhood/store";
import type { UserConnections } from "./modules/oauth/types";
import { officeShareApi } from "./modules/office-share/schema";
import { certifyShare, previewShare } from "./modules/office-share/service";
import type { ShareCertified, SharePreview } from "./modules/office-share/types";
import { changeCoverLetter, changeNickname, getPublicProfile, hasPassword, type PublicProfile } from "./modules/accounts/profile";
import { getUserInfo, signInByEmail, type EmailSignIn, type UserInfo } from "./modules/accounts/service";
import { listMemberBoards } from "./modules/boards/by-member";
import { getPhoneStatus, type PhoneStatus } from "./modules/phone/service";
import { getPointBalance, listPointHistory, pointsPerDay, type PointHistoryType } from "./modules/points/service";
import type { PointDay, PointHistoryPage } from "./modules/points/types";
import { getAttendanceMonth, getMissionStatus, getActivePolicies, listPromotions } from "./modules/missions/service";
import type { AttendanceMonth, MissionPolicy, MissionStatus } from "./modules/missions/types";
import { getUploadQuota, type UploadQuota } from "./modules/quota/service";
import { getPreviousTermsDocument, getTermsDocument, listTermsVersions, pendingTermsFor } from "./modules/terms/service";
import type { PendingTerms, TermsDocument, TermsKind, TermsVersionInfo } from "./modules/terms/types";
import { getPostForEdit, getWritingState } from "./modules/contents/service";
import type { EditablePost, WritingState } from "./modules/contents/types";
import { listDrafts } from "./modules/drafts/service";
import type { DraftList } from "./modules/drafts/types";
import { getDocumentPostForEdit, getDocumentView } from "./modules/documents/service";
import type { DocumentView, EditableDocumentPost } from "./modules/documents/types";
import { editDocumentFromPage } from "./modules/documents/page-commands";
import { popularWords, searchBoards, type SearchInput } from "./modules/search/service";
import type { PopularWord, SearchPage } from "./modules/search/types";
import {
  bestTagBoards,
  boardsByTag,
  prepBoards,
  suggestionBoards,
  popularTagCounts,
  writerRanking,
  type PrepBoards,
  type TagBoards,
  type TagCount,
  type WriterRank,
} from "./modules/boards/lists";
import { listCollection, type Collection } from "./modules/boards/collections";
import { postReactions } from "./modules/reactions/state";
import { inviteCount, myInviteUrl, shortLinkInfo, type ShortLinkInfo } from "./modules/reactions/invites";
import type { PostReactions } from "./modules/reactions/types";
import { listQueue } from "./modules/reports/service";
import type { QueuePage } from "./modules/reports/types";
import { getNotificationFeed, listBanners } from "./modules/notifications/service";
import type { BannerAdminItem, BannerItem, FixedNotificationAdminItem, NotificationFeed } from "./modules/notifications/types";
import { listBannersForModerator, listFixedNoticesForModerator } from "./modules/notifications/notices";
import {
  curationHome,
  myCuration,
  myDashboard,
  seasonFigures,
  type CurationHome,
  type MyCuration,
  type MyDashboard,
  type SeasonFigures,
} from "./modules/curation/pages";
import { listSeasons, postCurationState, rewardSummary, voteRings } from "./modules/curation/service";
import type { PostCurationState, RewardSummary, SeasonInfo, VoteRing } from "./modules/curation/types";
// Page writes of points, curation seasons and the moderators' pages (one block).
import { MSG } from "../core/messages";
import { ENTRIES_PAGE_SIZE } from "../core/site-events";
import { errors, ERROR_TEXT } from "./lib/errors";
import { curationApi } from "./modules/curation/schema";
import { createSeason } from "./modules/curation/service";
import { settleSeason, type SettlementSummary } from "./modules/curation/settlement";
import { decideReview, listReviewCases, type ReviewCaseView } from "./modules/curation/review";
import { trustApi } from "./modules/trust/schema";
import { computeTrust, setTrustMark, trustOverview, type TrustOverview } from "./modules/trust/service";
import { contextNotifier } from "./modules/curation/settlement-job";
import { attend } from "./modules/missions/service";
import { walletPayoutApi } from "./modules/wallet/payout/schema";
import { claimReward, walletDetail, type RewardPayoutItem, type WalletDetail } from "./modules/wallet/payout/service";
import { choosePfp, clearPfp, listMemberNfts, memberNftDetail, type NftDetail, type NftList } from "./modules/wallet/nft/service";
import type { MissionResult } from "./modules/missions/types";
import { currentVideo, videoConfig, videoPostOptions } from "./modules/ai/video/service";
import type { VideoConfig, VideoPostOption, VideoView } from "./modules/ai/video/types";
import { notificationsApi } from "./modules/notifications/schema";
import { broadcastNotice, createBanner, createFixedNotice, removeBanner, removeFixedNotice } from "./modules/notifications/notices";
import { siteEventsApi } from "./modules/site-events/schema";
import {
  createSiteEvent,
  enterContest,
  findSiteEvent,
  inviteRanking,
  listEntries,
  listEntriesForModerator,
  listSiteEvents,
  listSiteEventsForModerator,
  myContestState,
  setSiteEventState,
  updateSiteEvent,
  type ListInput as SiteEventListInput,
} from "./modules/site-events/service";
import type {
  ContestEntry,
  InviteRanking,
  ListPage as SiteEventListPage,
  MyContestState,
  SiteEventAdminItem,
  SiteEventCard,
  SiteEventDetail,
} from "./modules/site-events/types";
import { reportsApi } from "./modules/reports/schema";
import { listAudit } from "./modules/audit/service";
import type { AuditFilter, AuditPage } from "./modules/audit/types";
import { consoleApi } from "./modules/console/schema";
import { consoleCounts, findMembers, setModerator } from "./modules/console/service";
import type { ConsoleCounts, ConsoleMember } from "./modules/console/types";
import { allFaq, visibleFaq } from "./modules/faq/service";
import { runAction } from "./modules/action";
import { PAGE_WRITE_ACTIONS, type WriteData, type WriteKey } from "./actions";
import type { FaqAdminEntry } from "./modules/faq/types";
import type { FaqItem } from "../core/faq";
import { feedbackApi } from "./modules/feedback/schema";
import { answerFeedback, inbox as feedbackInbox, myFeedback, unsentFiles } from "./modules/feedback/service";
import type { FeedbackFile, FeedbackInboxPage, FeedbackItem } from "./modules/feedback/types";
import { decide } from "./modules/reports/service";
import type { QueueItem } from "./modules/reports/types";
import { walletOverview, type WalletOverview } from "./modules/wallet/connect/service";

import { LISTS_TAG } from "../core/cache-tags";
import { adsApi } from "./modules/ads/schema";
import { createAd, listAdsForModerator, liveAds, setAdHidden, updateAd } from "./modules/ads/service";
import type { FeedAds, HouseAdAdmin } from "./modules/ads/types";

export interface PublicSiteConfig {
  publicUrl: string;
  siteName: string;
  /** The brand in English. */
  siteNameEn: string;
  year: number;
  /** The footer's 사이트 group addresses (configuration). */
  footerSites: FooterSites;
}

export interface FooterSites {
  office: string;
  sister: string;
  notes: string;
  hub: string;
}

export interface AppServices {
  site(): PublicSiteConfig;
  /**
   * A page action runs a write as the API route does: the same handler, guard, schemas, audit
   * and cache effect (modules/action.ts); `fields` are the form's, path parameters among them.
   */
  write<K extends WriteKey>(key: K, fields: Record<string, unknown>, tools: ActionTools): Promise<WriteData<K>>;
  boards: {
    listNew(options: ListOptions): Promise<Page<BoardCard>>;
    byPermalink(permalink: string): Promise<BoardDetail | null>;
  };
  shareCert: {
    /** Whether the office product's API is configured (share certification works at all). */
    configured(): boolean;
    /** The document shared under this code, as the member sees it before confirming (decision 0167). */
    preview(viewer: Viewer, code: string): Promise<SharePreview>;
    /** The member confirms: the shared document becomes their post. */
    certify(input: Record<string, unknown>, tools: ActionTools): Promise<ShareCertified>;
  };
  accounts: {
    /** Whether a password-reset mail link still works, without using it. */
    inspectResetLink(token: string): Promise<ResetLinkStatus>;
    /** The login page's action: e-mail sign-in with the API's own schema and rules; sets the session cookie. */
    signIn(input: Record<string, unknown>, tools: ActionTools): Promise<Omit<EmailSignIn, "token">>;
    // The account pages' actions: each parses with its API route's schema and calls the route's service.
    /** /findPwd: the reset mail (POST /api/user/sendEmailPw), in the requester's language. */
    sendResetMail(input: Record<string, unknown>, tools: ActionTools): Promise<{ email: string }>;
    /** /findPwdSend: the mail's code for a reset token (POST /api/user/certificateEmailPw). */
    certifyResetCode(input: Record<string, unknown>, tools: ActionTools): Promise<ResetGrant>;
    /** /loginSend, /email_cert: the verification mail again (POST /api/user/sendEmail). */
    resendVerificationMail(input: Record<string, unknown>, tools: ActionTools): Promise<null>;
    /** /loginSend: the mail's 6-digit code verifies the e-mail (POST /api/user/certificateEmail). */
    verifyEmailByCode(input: Record<string, unknown>, tools: ActionTools): Promise<{ emailCertYn: "Y" }>;
    /** /update-terms: consent to the pending versions (POST /api/board/terms/update). */
    consentToTerms(input: Record<string, unknown>, tools: ActionTools): Promise<{ needsTermsUpdate: boolean }>;
    /** /mypage/leaveconfirm: leaving, with or without the survey answer; ends this browser's session. */
    leave(input: Record<string, unknown>, tools: ActionTools): Promise<null>;
    /** /mypage/account: a new nickname (POST /api/user/updateUserName), verified members only. */
    changeNickname(input: Record<string, unknown>, tools: ActionTools): Promise<{ userName: string }>;
    /** /mypage/account: the cover letter (POST /api/user/user/coverLetter), verified members only. */
    changeCoverLetter(input: Record<string, unknown>, tools: ActionTools): Promise<{ coverLetter: string }>;
    /**
     * A new password (POST /api/user/updateUserPw): with the current one, signed in (other devices
     * are signed out), or with a reset token (every device, this browser too when it was the member's).
     */
    changePassword(input: Record<string, unknown>, tools: ActionTools): Promise<{ signedOut: boolean; revokedSessions: number }>;
  };
  oauth: {
    /** Configured social sign-in providers (a provider without a client id has no button). */
    providers(): ProviderChannel[];
    /** Whether the office-suite desktop-client sign-in is on. */
    officeClient(): boolean;
    /** The provider's return to one of our pages: code exchange and docs/product/platform.md's outcome. */
    callback(input: PageCallbackInput): Promise<PageCallbackResult>;
    /** Whether World ID is configured here (docs/product/accounts.md §9). */
    worldIdConfigured(): boolean;
    /** The member's linked sign-in methods and World ID mark (docs/product/accounts.md §10). */
    connections(userNo: number): Promise<UserConnections>;
  };
  profile: {
    /** What the root page data tells every page about the signed-in member. */
    viewerSummary(viewer: Viewer): Promise<ViewerSummary>;
    /** The account page: own info, whether a password exists, the phone state, points. */
    myAccount(
      userNo: number,
    ): Promise<{ info: UserInfo; hasPassword: boolean; phone: PhoneStatus; points: number; worldIdVerified: boolean } | null>;
    pointBalance(userNo: number): Promise<number>;
    /** Whether the member carries the World ID mark (docs/product/accounts.md §9). */
    worldIdVerified(userNo: number): Promise<boolean>;
    /** A live member's public profile by public id (null: unknown or left). */
    byUserId(userId: string): Promise<PublicProfile | null>;
    /** A live member's public posts, newest first (null: unknown or left). */
    postsOf(userId: string, options: ListOptions): Promise<Page<BoardCard> | null>;
  };
  terms: {
    document(kind: TermsKind, version?: string): Promise<TermsDocument | null>;
    previous(kind: TermsKind): Promise<TermsDocument | null>;
    versions(kind: TermsKind): Promise<TermsVersionInfo[]>;
    pending(userNo: number): Promise<PendingTerms[]>;
  };
  writing: {
    /** What the writing page needs to know about the member (policy consent). */
    state(viewer: Viewer): Promise<WritingState>;
    drafts(viewer: Viewer): Promise<DraftList>;
    /**
     * The member's own post for the edit page: an editor post for the writing page, a document
     * post for the document form; throws AppError (404, 403 not owner or office-shared, 409).
     */
    postForEdit(viewer: Viewer, boardNo: number, permaLink?: string): Promise<EditablePost | EditableDocumentPost>;
    /** The document form's save: a document post's fields (input as POST /api/contents/post/:boardNo, plus boardNo). */
    editDocument(input: Record<string, unknown>, tools: ActionTools): Promise<{ boardNo: number; permaLink: string; published: boolean }>;
  };
  notifications: {
    /** The member's feed: fixed notices and the latest 20 lines (/m/newsfeed). */
    feed(userNo: number, language?: Language): Promise<NotificationFeed>;
    /** Every fixed notice not taken down (the moderators' page). */
    fixedForModerator(): Promise<FixedNotificationAdminItem[]>;
    /** The banners live now, in their order (the home carousel). */
    banners(): Promise<BannerItem[]>;
    /** Every banner not taken down, scheduled and ended ones too (the moderators' page). */
    bannersForModerator(): Promise<BannerAdminItem[]>;
  };
  documents: {
    /** The document of a post for this viewer (null: none, or another member's failed one). */
    forPost(boardNo: number, viewer: Viewer | null): Promise<DocumentView | null>;
  };
  lists: {
    topTags(size?: number): Promise<TagCount[]>;
    bestTagBoards(tagCount?: number, perTag?: number): Promise<TagBoards[]>;
    /** Suggestions (docs/product/platform.md): with boardNo, related posts first (the current one may be among them). */
    suggestions(options: { resultCnt: number; boardNo?: number; userId?: string }): Promise<BoardCard[]>;
    byTag(tag: string, options: ListOptions): Promise<Page<BoardCard>>;
    prep(options: { category?: string; size: number }): Promise<PrepBoards>;
    /** Writers ranked by the likes and views of their visible posts (getAllRank). */
    writers(size?: number): Promise<WriterRank[]>;
  };
  search: {
    /** Korean search of visible posts; throws AppError 422 with the docs/product/platform.md message for a bad term. */
    boards(input: SearchInput): Promise<SearchPage>;
    /** Most searched terms of the last 7 days. */
    popular(): Promise<PopularWord[]>;
  };
  rewards: {
    /** /mypage/reward: balance, filtered history, points per day, today's missions, the attendance month. */
    page(
      userNo: number,
      query: { page: number; type: PointHistoryType; days?: number | undefined; month?: string | undefined },
    ): Promise<{ balance: number; history: PointHistoryPage; daily: PointDay[]; missions: MissionStatus; attendance: AttendanceMonth }>;
    /** /guide/reward-intro: the active mission policies and the promotions. */
    guide(): Promise<{ policies: MissionPolicy[]; promotions: Awaited<ReturnType<typeof listPromotions>> }>;
    /** The upload page's daily count. */
    uploadQuota(viewer: Viewer): Promise<UploadQuota>;
  };
  reactions: {
    /** The viewer's like, bookmark and follow state on a post (visitors: all off). */
    forPost(boardNo: number, viewer: Viewer | null): Promise<PostReactions>;
    /** A member's my-page post list: upload, like, follow, view or bookmark. */
    collection(viewer: Viewer, kind: Collection, options: ListOptions): Promise<Page<BoardCard>>;
    /** What the member's share links brought (docs/product/platform.md short-link info), sign-ups and the invite link. */
    shareSummary(viewer: Viewer): Promise<ShortLinkInfo & { inviteCount: number; inviteUrl: string }>;
  };
  moderation: {
    /** The report queue (open) or the hidden items (blinded); pages check the moderator role first. */
    queue(status: "open" | "blinded", page: number): Promise<QueuePage>;
  };
  curation: {
    /** The detail page: view token, season, the viewer's vote. */
    postState(viewer: Viewer | null, boardNo: number): Promise<PostCurationState>;
    home(options: { page: number; size: number }): Promise<CurationHome>;
    mine(userNo: number): Promise<MyCuration>;
    dashboard(userNo: number): Promise<MyDashboard>;
    rewards(userNo: number): Promise<RewardSummary>;
    seasons(): Promise<SeasonInfo[]>;
    rings(seasonId: number | null): Promise<VoteRing[]>;
    /** /intro: the current season and its live figures (posts voted for, curators, votes). */
    figures(): Promise<SeasonFigures>;
  };
  // Page writes of points, curation seasons and the moderators' pages: each parses its input
  // with the API route's own schema and calls the service that route calls (decision 0143).
  missions: {
    /** /mypage/reward's check-in (POST /api/mission/attendance). */
    attend(input: Record<string, unknown>, tools: ActionTools): Promise<MissionResult>;
  };
  rewardReview: {
    /** /admin/rewards: the review cases and the latest trust run. */
    page(state: "open" | "closed", seasonId: number | null): Promise<{ cases: ReviewCaseView[]; trust: TrustOverview }>;
    /** /admin/rewards: release or void ({ intent: "decide", caseId, action, userNos?, note? }), recompute trust, mark a member. */
    act(input: Record<string, unknown>, tools: ActionTools): Promise<unknown>;
  };
  walletPayout: {
    /** /mypage/wallet/detail: address, network, token balance, rewards and their payouts. */
    detail(userNo: number): Promise<WalletDetail>;
    /** The detail page's claim button ({ entryId }): POST /api/curation/reward/{id}/claim. */
    claim(input: Record<string, unknown>, tools: ActionTools): Promise<RewardPayoutItem>;
  };
  nft: {
    /** /mypage/wallet/nft-list (GET /api/user/nft). */
    list(userNo: number): Promise<NftList & { marketUrl: string | null }>;
    /** /mypage/wallet/nft-detail (GET /api/user/nft/{id}). */
    detail(userNo: number, id: string): Promise<NftDetail>;
    /** The detail page's "set as profile picture" / "remove" (POST /api/user/nft/{id}/pfp, DELETE /api/user/nft/pfp). */
    pfp(input: Record<string, unknown>, tools: ActionTools): Promise<{ isPFP: boolean }>;
  };
  seasons: {
    /** /curation-admin: a new season (POST /api/curation/admin/seasons). */
    create(input: Record<string, unknown>, tools: ActionTools): Promise<SeasonInfo>;
    /** /curation-admin: settle an ended season now ({ id }). */
    settle(input: Record<string, unknown>, tools: ActionTools): Promise<SettlementSummary>;
  };
  notices: {
    pin(input: Record<string, unknown>, tools: ActionTools): Promise<FixedNotificationAdminItem>;
    /** Takes a fixed notice down ({ fixedNo }). */
    unpin(input: Record<string, unknown>, tools: ActionTools): Promise<null>;
    broadcast(input: Record<string, unknown>, tools: ActionTools): Promise<{ noticeKey: string }>;
    addBanner(input: Record<string, unknown>, tools: ActionTools): Promise<{ bannerNo: number }>;
    /** Takes a banner down ({ bannerNo }). */
    removeBanner(input: Record<string, unknown>, tools: ActionTools): Promise<null>;
  };
  ads: {
    /** The home and new feeds: the live house ads and the slot's position (GET /api/ads). */
    feed(): Promise<FeedAds>;
    /** /admin/ads: every ad with its schedule. */
    forModerator(): Promise<HouseAdAdmin[]>;
    /** /admin/ads: a new ad (POST /api/admin/ads). */
    create(input: Record<string, unknown>, tools: ActionTools): Promise<HouseAdAdmin>;
    /** /admin/ads: edit an ad ({ adNo, …body }: PUT /api/admin/ads/{adNo}). */
    update(input: Record<string, unknown>, tools: ActionTools): Promise<HouseAdAdmin>;
    /** /admin/ads: hide or show an ad ({ adNo, hidden }: POST /api/admin/ads/{adNo}/hidden). */
    hide(input: Record<string, unknown>, tools: ActionTools): Promise<HouseAdAdmin>;
  };
  events: {
    /** /event: published notices or events, pinned first ({ kind, filter, page, size }). */
    list(input: SiteEventListInput): Promise<SiteEventListPage<SiteEventCard>>;
    /** /event/{slug}: a published entry (null when there is none). */
    detail(slug: string): Promise<SiteEventDetail | null>;
    /** The contest's entries, newest first. */
    entries(slug: string, page: number): Promise<SiteEventListPage<ContestEntry>>;
    /** /event/ai-contest: the member's entry and the posts they may enter. */
    myContest(viewer: Viewer): Promise<MyContestState>;
    /** /event/share-content: the member's place; the top 10 for office-suite members. */
    ranking(viewer: Viewer): Promise<InviteRanking>;
    /** /event/ai-contest's entry form ({ boardNo }): POST /api/event/ai-contest/entry. */
    enter(input: Record<string, unknown>, tools: ActionTools): Promise<ContestEntry>;
    /** /admin/events: every entry, drafts included. */
    forModerator(): Promise<SiteEventAdminItem[]>;
    /** /admin/events: the entries of one event. */
    entriesForModerator(eventNo: number, page: number): Promise<SiteEventListPage<ContestEntry>>;
    /** /admin/events: create ({ …body }) or change ({ eventNo, …body }) an entry. */
    save(input: Record<string, unknown>, tools: ActionTools): Promise<SiteEventAdminItem>;
    /** /admin/events: publish or take back to draft ({ eventNo, state }). */
    setState(input: Record<string, unknown>, tools: ActionTools): Promise<SiteEventAdminItem>;
  };
  /** Exhibits (/exhibit/:slug, /admin/exhibits). */
  exhibits: ExhibitPages;
  /** The test-prep quiz (/exhibit/prep/:category, its quiz page, /prep-cert, /admin/quiz). */
  quiz: QuizPages;
  reports: {
    /** /admin/reports: blind, restore or dismiss ({ targetType, targetNo, action, note }). */
    decide(input: Record<string, unknown>, tools: ActionTools): Promise<QueueItem>;
  };
  wallet: {
    /** /mypage/wallet: the member's wallet and the site's chain. */
    overview(userNo: number): Promise<WalletOverview>;
  };
  video: {
    /** /howl/docs-to-video: the limits and tools, and for a member their video (the one asked for, else the latest) and document posts. */
    page(
      viewer: Viewer | null,
      videoNo: number | null,
      language: Language,
    ): Promise<{ config: VideoConfig; video: VideoView | null; posts: VideoPostOption[] }>;
  };
  // The operators' console (docs/product/site.md §14; pages check the role first).
  console: {
    counts(): Promise<ConsoleCounts>;
    /** Admins: members whose e-mail contains the text. */
    members(email: string): Promise<ConsoleMember[]>;
    /** Admins: grant or revoke the moderator role ({ userNo, role }). */
    setRole(input: Record<string, unknown>, tools: ActionTools): Promise<ConsoleMember>;
  };
  audit: {
    list(filter: AuditFilter): Promise<AuditPage>;
  };
  faq: {
    /** The visible entries (the FAQ page). */
    entries(): Promise<FaqItem[]>;
    /** Every entry, hidden ones too (/admin/faq). */
    all(): Promise<FaqAdminEntry[]>;
  };
  feedback: {
    /** The member's own feedback and answers, and attachments not sent yet (/mypage/feedback). */
    mine(userNo: number): Promise<{ items: FeedbackItem[]; unsentFiles: FeedbackFile[] }>;
    inbox(status: "open" | "answered", page: number): Promise<FeedbackInboxPage>;
    /** /admin/feedback: an operator's answer ({ feedbackNo, answer }). */
    answer(input: Record<string, unknown>, tools: ActionTools): Promise<FeedbackItem>;
  };
}

/** The member of a page write, as the API's member guard answers a visitor. */
function memberOf(tools: ActionTools): Viewer {
  if (!tools.viewer) throw errors.unauthorized(MSG.membersOnly, "LOGIN_REQUIRED");
  return tools.viewer;
}

/** A member with a verified e-mail, as the API's "verified" guard answers. */
function verifiedOf(tools: ActionTools): Viewer {
  const viewer = memberOf(tools);
  if (viewer.emailCertYn !== "Y") throw errors.forbidden(MSG.verifiedMembersOnly, "EMAIL_NOT_VERIFIED");
  return viewer;
}

/**
 * The moderator (or admin) of a page write, as the API's moderator guard answers; the write is
 * audited as the API contract it stands for (docs/decisions/0168).
 */
function moderatorOf(tools: ActionTools, contract: { method: string; path: string }): Viewer {
  const viewer = memberOf(tools);
  if (viewer.role === "member") throw errors.forbidden(ERROR_TEXT.forbidden, "ROLE_REQUIRED");
  tools.operatorWrite(contract);
  return viewer;
}

/** The admin of a page write (granting the moderator role), as the API's admin guard answers. */
function adminOf(tools: ActionTools, contract: { method: string; path: string }): Viewer {
  const viewer = memberOf(tools);
  if (viewer.role !== "admin") throw errors.forbidden(ERROR_TEXT.forbidden, "ROLE_REQUIRED");
  tools.operatorWrite(contract);
  return viewer;
}

export function createServices(ctx: AppContext): AppServices {
  const { db } = ctx;
  const publicUrl = ctx.config.publicUrl;
  return {
    async write(key, fields, tools) {
      const action = PAGE_WRITE_ACTIONS.get(key);
      if (!action) throw new Error(`${key}: not a page write (server/actions.ts)`);
      return (await runAction(ctx, action, fields, tools)) as never;
    },
    site: () => ({
      publicUrl,
      siteName: BRAND.siteName,
      siteNameEn: BRAND.nameEn,
      year: new Date().getFullYear(),
      footerSites: {
        office: ctx.config.FOOTER_OFFICE_URL,
        sister: ctx.config.FOOTER_SISTER_URL,
        notes: ctx.config.FOOTER_NOTES_URL,
        hub: ctx.config.FOOTER_HUB_URL,
      },
    }),
    boards: {
      listNew: (options) => listNewBoards(db, options),
      byPermalink: (permalink) => getBoardByPermalink(db, permalink),
    },
    accounts: {
      inspectResetLink: (token) => inspectResetLink(ctx, token),
      async signIn(input, tools) {
        const { token, ...member } = await signInByEmail(ctx, signInBody.parse(input), tools);
        tools.setCookie(SESSION_COOKIE, token, sessionCookieOptions(tools.https));
        tools.changed([]);
        return member;
      },
      async sendResetMail(input, tools) {
        const body = accountsApi.sendPasswordMail.body.parse(input);
        await requestPasswordReset(ctx, body.userEmail, tools);
        tools.changed([]);
        return { email: normalizeEmail(body.userEmail) };
      },
      async certifyResetCode(input, tools) {
        const grant = await certifyPasswordReset(ctx, accountsApi.certifyPasswordReset.body.parse(input));
        tools.changed([]);
        return grant;
      },
      async resendVerificationMail(input, tools) {
        await resendVerificationMail(ctx, accountsApi.sendEmail.body.parse(input).userEmail, tools);
        tools.changed([]);
        return null;
      },
      async verifyEmailByCode(input, tools) {
        const body = accountsApi.verifyByCode.body.parse(input);
        await verifyEmailByCode(ctx, body.userEmail, body.certNum);
        tools.changed([]);
        return { emailCertYn: "Y" as const };
      },
      async consentToTerms(input, tools) {
        const viewer = memberOf(tools);
        const result = await consentToTerms(db, viewer.userNo, termsApi.consent.body.parse(input).terms);
        tools.changed([]);
        return result;
      },
      async leave(input, tools) {
        const viewer = memberOf(tools);
        if ("reason" in input) {
          const { reason, detail, ...rest } = profileApi.leave.body.parse(input);
          await leaveAccount(ctx, viewer, { ...rest, reason: { reason, detail } });
        } else {
          await leaveAccount(ctx, viewer, { ...profileApi.leaveWithoutReason.body.parse(input), reason: null });
        }
        tools.setCookie(SESSION_COOKIE, "", { ...sessionCookieOptions(tools.https), maxAge: 0 });
        // No tools.changed: every shared page is emptied, as the member's name leaves them all.
        return null;
      },
      // No tools.changed: the name is on every shared page the member ever wrote on.
      async changeNickname(input, tools) {
        return await changeNickname(ctx, verifiedOf(tools), profileApi.updateUserName.body.parse(input));
      },
      // No tools.changed: the cover letter shows on the member's shared profile pages.
      async changeCoverLetter(input, tools) {
        return await changeCoverLetter(ctx, verifiedOf(tools), profileApi.coverLetter.body.parse(input).coverLetter);
      },
      async changePassword(input, tools) {
        const body = accountsApi.updatePassword.body.parse(input);
        tools.changed([]);
        if ("resetToken" in body) {
          const result = await resetPassword(ctx, body.resetToken, body.newPw);
          if (tools.viewer?.userNo === result.userNo)
            tools.setCookie(SESSION_COOKIE, "", { ...sessionCookieOptions(tools.https), maxAge: 0 });
          return { signedOut: true, revokedSessions: result.revoked };
        }
        const result = await changePassword(ctx, memberOf(tools), body.currentPw, body.newPw);
        return { signedOut: false, revokedSessions: result.revoked };
      },
    },
    shareCert: {
      configured: () => officeClientEnabled(ctx),
      preview: (viewer, code) => previewShare(ctx, viewer, code),
      async certify(input, tools) {
        return certifyShare(ctx, verifiedOf(tools), officeShareApi.certify.body.parse(input).code);
      },
    },
    oauth: {
      providers: () => configuredChannels(ctx),
      officeClient: () => officeClientEnabled(ctx),
      callback: (input) => pageCallback(ctx, input),
      worldIdConfigured: () => worldIdEnabled(ctx),
      connections: (userNo) => listConnections(ctx, userNo),
    },
    profile: {
      viewerSummary: (viewer) => viewerSummary(ctx, viewer),
      async myAccount(userNo) {
        const info = await getUserInfo(ctx, userNo);
        if (!info) return null;
        const [password, phone, points, worldIdVerified] = await Promise.all([
          hasPassword(db, userNo),
          getPhoneStatus(db, userNo),
          getPointBalance(db, userNo),
          isWorldIdVerified(db, userNo),
        ]);
        return { info, hasPassword: password, phone, points, worldIdVerified };
      },
      pointBalance: (userNo) => getPointBalance(db, userNo),
      worldIdVerified: (userNo) => isWorldIdVerified(db, userNo),
      async byUserId(userId) {
        const profile = await getPublicProfile(db, userId);
        if (!profile) return null;
        const { userNo: _userNo, ...rest } = profile;
        return rest;
      },
      async postsOf(userId, options) {
        const profile = await getPublicProfile(db, userId);
        return profile ? listMemberBoards(db, profile.userNo, options) : null;
      },
    },
    terms: {
      document: (kind, version) => getTermsDocument(db, kind, version),
      previous: (kind) => getPreviousTermsDocument(db, kind),
      versions: (kind) => listTermsVersions(db, kind),
      pending: (userNo) => pendingTermsFor(db, userNo),
    },
    writing: {
      state: (viewer) => getWritingState(db, viewer.userNo),
      drafts: (viewer) => listDrafts(db, viewer.userNo),
      postForEdit: async (viewer, boardNo, permaLink) =>
        (await getBoardForWriting(db, boardNo))?.boardType === "updDocs"
          ? getDocumentPostForEdit(ctx, viewer, boardNo, permaLink)
          : getPostForEdit(ctx, viewer, boardNo, permaLink),
      editDocument: (input, tools) => editDocumentFromPage(ctx, input, tools),
    },
    notifications: {
      feed: (userNo, language) => getNotificationFeed(db, userNo, language),
      fixedForModerator: () => listFixedNoticesForModerator(db),
      banners: () => listBanners(db),
      bannersForModerator: () => listBannersForModerator(db),
    },
    documents: {
      forPost: (boardNo, viewer) => getDocumentView(ctx, boardNo, viewer),
    },
    lists: {
      topTags: (size) => popularTagCounts(db, size),
      bestTagBoards: (tagCount, perTag) => bestTagBoards(db, tagCount, perTag),
      suggestions: (options) => suggestionBoards(db, options),
      byTag: (tag, options) => boardsByTag(db, tag, options),
      prep: (options) => prepBoards(db, options),
      writers: (size) => writerRanking(db, size),
    },
    search: {
      boards: (input) => searchBoards(db, input),
      popular: () => popularWords(db),
    },
    rewards: {
      async page(userNo, query) {
        const [balance, history, daily, missions, attendance] = await Promise.all([
          getPointBalance(db, userNo),
          listPointHistory(db, userNo, { page: query.page, size: 10, type: query.type, days: query.days }),
          pointsPerDay(db, userNo, 30),
          getMissionStatus(db, userNo),
          getAttendanceMonth(db, userNo, query.month),
        ]);
        return { balance, history, daily, missions, attendance };
      },
      async guide() {
        const [policies, promotions] = await Promise.all([getActivePolicies(db), listPromotions(db)]);
        return { policies, promotions };
      },
      uploadQuota: (viewer) => getUploadQuota(ctx, viewer),
    },
    reactions: {
      forPost: (boardNo, viewer) => postReactions(db, boardNo, viewer?.userNo ?? null),
      collection: (viewer, kind, options) => listCollection(db, viewer.userNo, kind, options),
      async shareSummary(viewer) {
        const [info, invites, invite] = await Promise.all([shortLinkInfo(ctx, viewer), inviteCount(ctx, viewer), myInviteUrl(ctx, viewer)]);
        return { ...info, inviteCount: invites.inviteCount, inviteUrl: invite.url };
      },
    },
    moderation: {
      queue: (status, page) => listQueue(db, status, page),
    },
    curation: {
      postState: (viewer, boardNo) => postCurationState(ctx, viewer, boardNo),
      home: (options) => curationHome(ctx, options),
      mine: (userNo) => myCuration(ctx, userNo),
      dashboard: (userNo) => myDashboard(ctx, userNo),
      rewards: (userNo) => rewardSummary(db, userNo),
      seasons: () => listSeasons(db),
      rings: (seasonId) => voteRings(db, seasonId),
      figures: () => seasonFigures(ctx),
    },
    rewardReview: {
      page: async (state, seasonId) => {
        const [cases, trust] = await Promise.all([listReviewCases(db, { state, seasonId: seasonId ?? undefined }), trustOverview(db)]);
        return { cases, trust };
      },
      async act(input, tools) {
        const intent = z.enum(["decide", "recompute", "mark"]).parse(input.intent);
        if (intent === "recompute") {
          moderatorOf(tools, trustApi.recompute);
          tools.changed([LISTS_TAG]);
          return computeTrust(db, ctx.logger, "operator");
        }
        if (intent === "mark") {
          const operator = moderatorOf(tools, trustApi.mark);
          const { userNo } = trustApi.mark.params.parse(input);
          const body = trustApi.mark.body.parse(input);
          tools.changed([]);
          await setTrustMark(db, userNo, body.mark, operator.userNo, body.note ?? "");
          return { userNo, mark: body.mark === "none" ? null : body.mark };
        }
        const operator = moderatorOf(tools, curationApi.decideReview);
        const { caseId } = curationApi.decideReview.params.parse(input);
        tools.changed([]);
        return decideReview(db, contextNotifier(ctx), { caseId, ...curationApi.decideReview.body.parse(input) }, operator.userNo);
      },
    },
    nft: {
      list: async (userNo) => ({ ...(await listMemberNfts(ctx, userNo)), marketUrl: ctx.config.NFT_MARKET_URL ?? null }),
      detail: (userNo, id) => memberNftDetail(ctx, userNo, id),
      async pfp(input, tools) {
        const member = memberOf(tools);
        const { intent, id } = z.object({ intent: z.enum(["set", "clear"]), id: z.string().regex(/^\d{1,78}$/) }).parse(input);
        if (!(await ctx.limiter.hit(`nft-pfp:${member.userNo}`, 30, 600_000)).allowed) throw errors.tooManyRequests();
        // The ring shows on every avatar of the member: every shared page (the default).
        if (intent === "clear") return clearPfp(ctx, member.userNo);
        return choosePfp(ctx, member.userNo, id);
      },
    },
    missions: {
      async attend(_input, tools) {
        const member = memberOf(tools);
        if (!(await ctx.limiter.hit(`mission:${member.userNo}`, 120, 60_000)).allowed) throw errors.tooManyRequests();
        tools.changed([]);
        return attend(ctx, member);
      },
    },
    walletPayout: {
      detail: (userNo) => walletDetail(ctx, userNo),
      async claim(input, tools) {
        const member = memberOf(tools);
        const { id } = walletPayoutApi.claim.params.parse({ id: input.entryId });
        if (!(await ctx.limiter.hit(`reward-claim:${member.userNo}`, 300, 60_000)).allowed) throw errors.tooManyRequests();
        tools.changed([]);
        return claimReward(ctx, member.userNo, id);
      },
    },
    seasons: {
      async create(input, tools) {
        const moderator = moderatorOf(tools, curationApi.createSeason);
        const body = curationApi.createSeason.body.parse(input);
        return createSeason(
          db,
          {
            title: body.title,
            startsAt: new Date(body.startDate),
            endsAt: new Date(body.endDate),
            walletDeadline: new Date(body.walletDeadline),
            writerPool: body.writerPool,
            curatorPool: body.curatorPool,
          },
          { createdBy: moderator.userNo, queue: ctx.queue },
        );
      },
      async settle(input, tools) {
        moderatorOf(tools, curationApi.settle);
        const { id } = curationApi.settle.params.parse(input);
        return settleSeason(db, contextNotifier(ctx), id);
      },
    },
    notices: {
      async pin(input, tools) {
        const moderator = moderatorOf(tools, notificationsApi.addFixedNotice);
        const body = notificationsApi.addFixedNotice.body.parse(input);
        tools.changed([]);
        return createFixedNotice(db, body, moderator.userNo);
      },
      async unpin(input, tools) {
        moderatorOf(tools, notificationsApi.removeFixedNotice);
        const { fixedNo } = notificationsApi.removeFixedNotice.params.parse(input);
        tools.changed([]);
        await removeFixedNotice(db, fixedNo);
        return null;
      },
      async broadcast(input, tools) {
        const moderator = moderatorOf(tools, notificationsApi.broadcast);
        const body = notificationsApi.broadcast.body.parse(input);
        if (!(await ctx.limiter.hit(`notice-broadcast:${moderator.userNo}`, 10, 60 * 60_000)).allowed) throw errors.tooManyRequests();
        tools.changed([]);
        return broadcastNotice(ctx, body);
      },
      async addBanner(input, tools) {
        moderatorOf(tools, notificationsApi.addBanner);
        return createBanner(db, notificationsApi.addBanner.body.parse(input));
      },
      async removeBanner(input, tools) {
        moderatorOf(tools, notificationsApi.removeBanner);
        const { bannerNo } = notificationsApi.removeBanner.params.parse(input);
        await removeBanner(db, bannerNo);
        return null;
      },
    },
    ads: {
      feed: () => liveAds(db, ctx.config.AD_INDEX),
      forModerator: () => listAdsForModerator(db),
      async create(input, tools) {
        const moderator = moderatorOf(tools, adsApi.create);
        const body = adsApi.create.body.parse(input);
        tools.changed([LISTS_TAG]);
        return createAd(db, body, moderator.userNo);
      },
      async update(input, tools) {
        moderatorOf(tools, adsApi.update);
        const { adNo } = adsApi.update.params.parse(input);
        const body = adsApi.update.body.parse(input);
        tools.changed([LISTS_TAG]);
        return updateAd(db, adNo, body);
      },
      async hide(input, tools) {
        moderatorOf(tools, adsApi.hide);
        const { adNo } = adsApi.hide.params.parse(input);
        const { hidden } = adsApi.hide.body.parse(input);
        tools.changed([LISTS_TAG]);
        return setAdHidden(db, adNo, hidden);
      },
    },
    events: {
      list: (input) => listSiteEvents(db, input),
      detail: (slug) => findSiteEvent(db, slug),
      entries: (slug, page) => listEntries(db, slug, page, ENTRIES_PAGE_SIZE),
      myContest: (viewer) => myContestState(db, viewer),
      ranking: (viewer) => inviteRanking(ctx, viewer),
      async enter(input, tools) {
        const member = verifiedOf(tools);
        const body = siteEventsApi.enterContest.body.parse(input);
        if (!(await ctx.limiter.hit(`event-entry:${member.userNo}`, 30, 60_000)).allowed) throw errors.tooManyRequests();
        tools.changed([]);
        return enterContest(db, member, body.boardNo);
      },
      forModerator: () => listSiteEventsForModerator(db),
      entriesForModerator: (eventNo, page) => listEntriesForModerator(db, eventNo, page, ENTRIES_PAGE_SIZE),
      async save(input, tools) {
        const creating = input.eventNo === undefined || input.eventNo === null || input.eventNo === "";
        const moderator = moderatorOf(tools, creating ? siteEventsApi.adminCreate : siteEventsApi.adminUpdate);
        const body = siteEventsApi.adminCreate.body.parse(input);
        tools.changed([]);
        if (creating) return createSiteEvent(ctx, body, moderator.userNo);
        const { eventNo } = siteEventsApi.adminUpdate.params.parse(input);
        return updateSiteEvent(ctx, eventNo, body);
      },
      async setState(input, tools) {
        moderatorOf(tools, siteEventsApi.adminState);
        const { eventNo } = siteEventsApi.adminState.params.parse(input);
        const { state } = siteEventsApi.adminState.body.parse(input);
        tools.changed([]);
        return setSiteEventState(db, eventNo, state);
      },
    },
    exhibits: exhibitPages(ctx, moderatorOf),
    quiz: quizPages(ctx, { verifiedOf, moderatorOf }),
    reports: {
      async decide(input, tools) {
        const moderator = moderatorOf(tools, reportsApi.decide);
        const params = reportsApi.decide.params.parse(input);
        const body = reportsApi.decide.body.parse(input);
        return decide(ctx, moderator, params.targetType, params.targetNo, body.action, body.note);
      },
    },
    wallet: {
      overview: (userNo) => walletOverview(ctx, userNo),
    },
    video: {
      async page(viewer, videoNo, language) {
        const config = await videoConfig(ctx, viewer);
        if (!viewer) return { config, video: null, posts: [] };
        const [video, posts] = await Promise.all([
          currentVideo(ctx, viewer.userNo, videoNo, language),
          videoPostOptions(ctx, viewer.userNo),
        ]);
        return { config, video, posts };
      },
    },
    console: {
      counts: () => consoleCounts(ctx),
      members: (email) => findMembers(db, email),
      async setRole(input, tools) {
        adminOf(tools, consoleApi.setRole);
        const { userNo } = consoleApi.setRole.params.parse(input);
        const { role } = consoleApi.setRole.body.parse(input);
        tools.changed([]);
        return setModerator(db, userNo, role === "moderator");
      },
    },
    audit: {
      list: (filter) => listAudit(db, filter),
    },
    faq: {
      entries: () => visibleFaq(db),
      all: () => allFaq(db),
    },
    feedback: {
      mine: async (userNo) => ({ items: await myFeedback(ctx, userNo), unsentFiles: await unsentFiles(ctx, userNo) }),
      inbox: (status, page) => feedbackInbox(ctx, status, page),
      async answer(input, tools) {
        const operator = moderatorOf(tools, feedbackApi.answer);
        const { feedbackNo } = feedbackApi.answer.params.parse(input);
        tools.changed([]);
        return answerFeedback(ctx, operator.userNo, feedbackNo, feedbackApi.answer.body.parse(input).answer);
      },
    },
  };
}

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    requestId: string;
    /**
     * The signed-in member of this request (resolved from the session cookie), or null. Always
     * null on pages the same for everyone (route `handle.sameForEveryone`): they never learn
     * who reads them.
     */
    viewer: Viewer | null;
    /**
     * A member reads a page the same for everyone: the root marks the page so the browser
     * fetches the member's own state (GET /api/viewer/state) after hydration.
     */
    memberShell: boolean;
    /** The reader's interface language (core/i18n.ts): the page renders in it. */
    language: Language;
    /** Declares what the page shows, so a write to it empties the cached copy (core/cache-tags.ts). */
    cache: { tag(...tags: string[]): void };
    /** The client's address as the server sees it (TRUST_PROXY aware), for session records and limits. */
    clientIp?: string;
    /** Runs a page action: the one way pages write (server/page-actions.ts). */
    act: ActRunner;
  }
}
