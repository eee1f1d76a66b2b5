// What pages get from the server: the same service functions the API uses, called in-process
// by loaders through React Router's load context (no HTTP round trip to ourselves).
import { secondStepCookieOptions } from "./modules/two-factor/cookie";
import { inspectRecovery, SECOND_STEP_COOKIE, ticketOf } from "./modules/two-factor/service";
import { BRAND } from "../core/brand";
import type { Language } from "../core/i18n";
import type { ActionTools, ActRunner } from "./page-actions";
import { signInBody } from "./modules/accounts/schema";
import { SESSION_COOKIE, sessionCookieOptions } from "./modules/auth/plugin";
import type { AppContext } from "./context";
import type { Database } from "./db/client";
import { exhibitPages, type ExhibitPages } from "./modules/exhibits/pages";
import { quizPages, type QuizPages } from "./modules/quiz/pages";
import { revisionPages, type RevisionPages } from "./modules/revisions/pages";
import { authorStatsPages, type AuthorStatsPages } from "./modules/author-stats/pages";
import { seriesPages, type SeriesPages } from "./modules/series/pages";
import { getBoardByPermalink, getBoardForWriting, listNewBoards, type ListOptions } from "./modules/boards/service";
import type { BoardCard, BoardDetail, Page } from "./modules/boards/types";
import { renderCodeAndMath, type ReadingBody } from "./lib/code-math";
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
import { previewShare } from "./modules/office-share/service";
import type { SharePreview } from "./modules/office-share/types";
import { getPublicProfile, hasPassword, type PublicProfile } from "./modules/accounts/profile";
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
import { ENTRIES_PAGE_SIZE } from "../core/site-events";
import { listReviewCases, type ReviewCaseView } from "./modules/curation/review";
import { trustOverview, type TrustOverview } from "./modules/trust/service";
import { walletDetail, type WalletDetail } from "./modules/wallet/payout/service";
import { listMemberNfts, memberNftDetail, type NftDetail, type NftList } from "./modules/wallet/nft/service";
import { currentVideo, videoConfig, videoPostOptions } from "./modules/ai/video/service";
import type { VideoConfig, VideoPostOption, VideoView } from "./modules/ai/video/types";
import {
  findSiteEvent,
  inviteRanking,
  listEntries,
  listEntriesForModerator,
  listSiteEvents,
  listSiteEventsForModerator,
  myContestState,
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
import { listAudit } from "./modules/audit/service";
import type { AuditFilter, AuditPage } from "./modules/audit/types";
import { consoleCounts, findMembers } from "./modules/console/service";
import type { ConsoleCounts, ConsoleMember } from "./modules/console/types";
import { backupOverview } from "./modules/backups/service";
import type { BackupOverview } from "./modules/backups/types";
import { allFaq, visibleFaq } from "./modules/faq/service";
import { runAction } from "./modules/action";
import { PAGE_WRITE_ACTIONS, type WriteData, type WriteKey } from "./actions";
import type { FaqAdminEntry } from "./modules/faq/types";
import type { FaqItem } from "../core/faq";
import { inbox as feedbackInbox, myFeedback, unsentFiles } from "./modules/feedback/service";
import type { FeedbackFile, FeedbackInboxPage, FeedbackItem } from "./modules/feedback/types";
import { walletOverview, type WalletOverview } from "./modules/wallet/connect/service";
import { inspectNotMeLink, type NotMeLinkView } from "./modules/security-alerts/service";

import { listAdsForModerator, liveAds } from "./modules/ads/service";
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
    /** A stored body as the post page shows it: code highlighted, formulas typeset (decision 0218). */
    forReading(html: string): ReadingBody;
  };
  securityAlerts: {
    /** Whether a security alert's "this wasn't me" link still works, and what it told of, without using it. */
    inspectNotMe(token: string): Promise<NotMeLinkView>;
  };
  twoFactor: {
    /** Whether a two-step recovery link works yet (decision 0213), without using it. */
    inspectRecovery(token: string): ReturnType<typeof inspectRecovery>;
  };
  shareCert: {
    /** Whether the office product's API is configured (share certification works at all). */
    configured(): boolean;
    /** The document shared under this code, as the member sees it before confirming (decision 0167). */
    preview(viewer: Viewer, code: string): Promise<SharePreview>;
  };
  accounts: {
    /** Whether a password-reset mail link still works, without using it. */
    inspectResetLink(token: string): Promise<ResetLinkStatus>;
    /**
     * The login page's action: e-mail sign-in with the API's own schema and rules; sets the session
     * cookie. Not a `write`: the API's answer carries the session token, which a page must not
     * receive. Both record the browser's device (visitor cookie), by which sign-in knows the member's own browsers.
     */
    signIn(input: Record<string, unknown>, tools: ActionTools): Promise<Omit<EmailSignIn, "token">>;
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
  rewardReview: {
    /** /admin/rewards: the review cases and the latest trust run. */
    page(state: "open" | "closed", seasonId: number | null): Promise<{ cases: ReviewCaseView[]; trust: TrustOverview }>;
  };
  walletPayout: {
    /** /mypage/wallet/detail: address, network, token balance, rewards and their payouts. */
    detail(userNo: number): Promise<WalletDetail>;
  };
  nft: {
    /** /mypage/wallet/nft-list (GET /api/user/nft). */
    list(userNo: number): Promise<NftList & { marketUrl: string | null }>;
    /** /mypage/wallet/nft-detail (GET /api/user/nft/{id}). */
    detail(userNo: number, id: string): Promise<NftDetail>;
  };
  ads: {
    /** The home and new feeds: the live house ads and the slot's position (GET /api/ads). */
    feed(): Promise<FeedAds>;
    /** /admin/ads: every ad with its schedule. */
    forModerator(): Promise<HouseAdAdmin[]>;
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
    /** /admin/events: every entry, drafts included. */
    forModerator(): Promise<SiteEventAdminItem[]>;
    /** /admin/events: the entries of one event. */
    entriesForModerator(eventNo: number, page: number): Promise<SiteEventListPage<ContestEntry>>;
  };
  /** Exhibits (/exhibit/:slug, /admin/exhibits). */
  exhibits: ExhibitPages;
  revisions: RevisionPages;
  /** Author statistics (docs/product/statistics.md): /mypage/stats and a post's statistics. */
  authorStats: AuthorStatsPages;
  /** Series (docs/product/series.md): the post page's box, the member's series, the series page, my page. */
  series: SeriesPages;
  /** The test-prep quiz (/exhibit/prep/:category, its quiz page, /prep-cert, /admin/quiz). */
  quiz: QuizPages;
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
    /** Admins: the backup schedule and the latest archives (docs/product/backups.md). */
    backups(): Promise<BackupOverview>;
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
  };
}

/**
 * The pages' reads. `reads` answers what shared pages show and may lag (lists, search, rankings,
 * public posts and profiles, the events' pages): ctx.reads by default, the primary for a reader
 * who just wrote (server/ssr.ts picks, decision 0225). Everything else reads the primary.
 */
export function createServices(ctx: AppContext, reads: Database = ctx.reads): AppServices {
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
      listNew: (options) => listNewBoards(reads, options),
      byPermalink: (permalink) => getBoardByPermalink(reads, permalink),
      forReading: (html) => renderCodeAndMath(html),
    },
    accounts: {
      inspectResetLink: (token) => inspectResetLink(ctx, token),
      async signIn(input, tools) {
        const { token, ...member } = await signInByEmail(ctx, signInBody.parse(input), tools).catch((error: unknown) => {
          // The first of two steps: the page goes on to the code with this cookie.
          const ticket = ticketOf(error);
          if (ticket) tools.setCookie(SECOND_STEP_COOKIE, ticket, secondStepCookieOptions(tools.https), true);
          throw error;
        });
        tools.setCookie(SESSION_COOKIE, token, sessionCookieOptions(tools.https));
        tools.changed([]);
        return member;
      },
    },
    securityAlerts: {
      inspectNotMe: (token) => inspectNotMeLink(ctx, token),
    },
    twoFactor: {
      inspectRecovery: (token) => inspectRecovery(ctx, token),
    },
    shareCert: {
      configured: () => officeClientEnabled(ctx),
      preview: (viewer, code) => previewShare(ctx, viewer, code),
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
        const profile = await getPublicProfile(reads, userId);
        if (!profile) return null;
        const { userNo: _userNo, ...rest } = profile;
        return rest;
      },
      async postsOf(userId, options) {
        const profile = await getPublicProfile(reads, userId);
        return profile ? listMemberBoards(reads, profile.userNo, options) : null;
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
      topTags: (size) => popularTagCounts(reads, size),
      bestTagBoards: (tagCount, perTag) => bestTagBoards(reads, tagCount, perTag),
      suggestions: (options) => suggestionBoards(reads, options),
      byTag: (tag, options) => boardsByTag(reads, tag, options),
      prep: (options) => prepBoards(reads, options),
      writers: (size) => writerRanking(reads, size),
    },
    search: {
      boards: (input) => searchBoards(reads, input),
      popular: () => popularWords(reads),
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
    },
    nft: {
      list: async (userNo) => ({ ...(await listMemberNfts(ctx, userNo)), marketUrl: ctx.config.NFT_MARKET_URL ?? null }),
      detail: (userNo, id) => memberNftDetail(ctx, userNo, id),
    },
    walletPayout: {
      detail: (userNo) => walletDetail(ctx, userNo),
    },
    ads: {
      feed: () => liveAds(db, ctx.config.AD_INDEX),
      forModerator: () => listAdsForModerator(db),
    },
    events: {
      list: (input) => listSiteEvents(reads, input),
      detail: (slug) => findSiteEvent(reads, slug),
      entries: (slug, page) => listEntries(reads, slug, page, ENTRIES_PAGE_SIZE),
      myContest: (viewer) => myContestState(db, viewer),
      ranking: (viewer) => inviteRanking(ctx, viewer),
      forModerator: () => listSiteEventsForModerator(db),
      entriesForModerator: (eventNo, page) => listEntriesForModerator(db, eventNo, page, ENTRIES_PAGE_SIZE),
    },
    exhibits: exhibitPages(ctx),
    revisions: revisionPages(ctx),
    authorStats: authorStatsPages(ctx),
    series: seriesPages(ctx),
    quiz: quizPages(ctx),
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
      backups: () => backupOverview(ctx),
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
