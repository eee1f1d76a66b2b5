// Notices and events (docs/product/events.md, decisions 0162 and 0163): operators write
// entries of kind notice or event with a period, state and texts; the public sees published
// ones on /event. The AI contest takes one published post of the member's own per member
// during its period; the content-sharing event ranks members by what their links brought
// during its period, and only office-suite members see the top 10.
import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import {
  AI_CONTEST_SLUG,
  EVENT_MSG,
  eventPhase,
  isOfficeEmail,
  parseOfficeDomains,
  SHARE_CONTENT_SLUG,
  SLUG_PATTERN,
  TOP_RANKING_SIZE,
  type SiteEventFilter,
  type SiteEventKind,
  type SiteEventState,
} from "../../../core/site-events";
import { ADMIN_MSG, MSG } from "../../../core/messages";
import type { AppContext } from "../../context";
import type { Database, Executor } from "../../db/client";
import { siteEventEntries, siteEvents } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import { sanitizePostHtml } from "../../lib/rich-text";
import { invitedSignupsBySharer, liveMemberNames } from "../accounts/invites";
import type { Viewer } from "../auth/types";
import { listMemberBoards } from "../boards/by-member";
import { reactionTarget } from "../boards/reactions";
import { visitsBySharer } from "../reactions/invites";
import type {
  ContestEntry,
  InviteRank,
  InviteRanking,
  ListPage,
  MyContestState,
  SiteEventAdminItem,
  SiteEventCard,
  SiteEventDetail,
} from "./types";

type Row = typeof siteEvents.$inferSelect;

/** The page of an entry: the two campaigns have their own routes. */
export function eventLink(slug: string): string {
  return `/event/${slug}`;
}

function toCard(r: Row, now: Date): SiteEventCard {
  return {
    eventNo: r.eventNo,
    kind: r.kind as SiteEventKind,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    bannerUrl: r.bannerUrl,
    startsAt: r.startsAt?.toISOString() ?? null,
    endsAt: r.endsAt?.toISOString() ?? null,
    phase: eventPhase(r.startsAt, r.endsAt, now),
    pinned: r.pinned,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    link: eventLink(r.slug),
  };
}

function pageOf<T>(items: T[], page: number, size: number, totalCount: number): ListPage<T> {
  return { items, page, size, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / size)) };
}

// ---------------------------------------------------------------- public reading

export interface ListInput {
  kind: SiteEventKind;
  filter?: SiteEventFilter;
  page: number;
  size: number;
}

/** Published entries of one kind: pinned first, then the newest start (or publication) first. */
export async function listSiteEvents(db: Executor, input: ListInput, now = new Date()): Promise<ListPage<SiteEventCard>> {
  const where: SQL[] = [eq(siteEvents.kind, input.kind), eq(siteEvents.state, "published")];
  if (input.filter === "ended") where.push(lte(siteEvents.endsAt, now));
  if (input.filter === "ongoing") where.push(or(isNull(siteEvents.endsAt), gt(siteEvents.endsAt, now))!);
  const condition = and(...where);
  const [total] = await db.select({ n: count() }).from(siteEvents).where(condition);
  const found = await db
    .select()
    .from(siteEvents)
    .where(condition)
    .orderBy(
      desc(siteEvents.pinned),
      sql`coalesce(${siteEvents.startsAt}, ${siteEvents.publishedAt}) desc nulls last`,
      desc(siteEvents.eventNo),
    )
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  return pageOf(
    found.map((r) => toCard(r, now)),
    input.page,
    input.size,
    Number(total?.n ?? 0),
  );
}

async function entryCount(db: Executor, eventNo: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(siteEventEntries).where(eq(siteEventEntries.eventNo, eventNo));
  return Number(row?.n ?? 0);
}

async function publishedBySlug(db: Executor, slug: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(siteEvents)
    .where(and(eq(siteEvents.slug, slug), eq(siteEvents.state, "published")))
    .limit(1);
  if (!row) throw errors.notFound(EVENT_MSG.notFound, "EVENT_NOT_FOUND");
  return row;
}

/** A published entry; its results only once it has ended. */
export async function getSiteEvent(db: Executor, slug: string, now = new Date()): Promise<SiteEventDetail> {
  const row = await publishedBySlug(db, slug);
  const card = toCard(row, now);
  return {
    ...card,
    bodyHtml: row.bodyHtml,
    rulesHtml: row.rulesHtml,
    resultsHtml: card.phase === "ended" ? row.resultsHtml : "",
    entryCount: await entryCount(db, row.eventNo),
  };
}

/** A published entry or null (pages show their own not-found). */
export async function findSiteEvent(db: Executor, slug: string, now = new Date()): Promise<SiteEventDetail | null> {
  try {
    return await getSiteEvent(db, slug, now);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

async function entriesOf(db: Executor, eventNo: number, page: number, size: number): Promise<ListPage<ContestEntry>> {
  const total = await entryCount(db, eventNo);
  const found = await db
    .select()
    .from(siteEventEntries)
    .where(eq(siteEventEntries.eventNo, eventNo))
    .orderBy(desc(siteEventEntries.createdAt), desc(siteEventEntries.entryNo))
    .limit(size)
    .offset((page - 1) * size);
  const items: ContestEntry[] = [];
  for (const entry of found) {
    const shown = await entryView(db, entry);
    if (shown) items.push(shown);
  }
  return pageOf(items, page, size, total);
}

/** An entry as listed; null when its post is no longer visible (deleted, hidden). */
async function entryView(db: Executor, entry: typeof siteEventEntries.$inferSelect): Promise<ContestEntry | null> {
  const post = await reactionTarget(db, entry.boardNo);
  if (!post) return null;
  const names = await liveMemberNames(db, [post.userNo]);
  return {
    entryNo: entry.entryNo,
    enteredAt: entry.createdAt.toISOString(),
    boardNo: post.boardNo,
    subject: post.subject,
    permaLink: post.permaLink,
    thumb: post.thumb,
    userId: names.get(post.userNo)?.userId ?? "",
    userName: post.authorName,
  };
}

/** The entries of a published event, newest first (posts that went away are left out). */
export async function listEntries(db: Executor, slug: string, page: number, size: number): Promise<ListPage<ContestEntry>> {
  const row = await publishedBySlug(db, slug);
  return entriesOf(db, row.eventNo, page, size);
}

// ---------------------------------------------------------------- the AI contest

/** The member's entry in the contest and the published posts of theirs they could enter. */
export async function myContestState(db: Executor, viewer: Viewer): Promise<MyContestState> {
  const row = await publishedBySlug(db, AI_CONTEST_SLUG);
  const [mine] = await db
    .select()
    .from(siteEventEntries)
    .where(and(eq(siteEventEntries.eventNo, row.eventNo), eq(siteEventEntries.userNo, viewer.userNo)))
    .limit(1);
  const posts = await listMemberBoards(db, viewer.userNo, { page: 1, size: 50 });
  return {
    entry: mine ? await entryView(db, mine) : null,
    posts: posts.items.map((p) => ({ boardNo: p.boardNo, subject: p.subject })),
  };
}

/** Enters one of the member's own published posts, during the period, once per member. */
export async function enterContest(db: Database, viewer: Viewer, boardNo: number, now = new Date()): Promise<ContestEntry> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(siteEvents)
      .where(and(eq(siteEvents.slug, AI_CONTEST_SLUG), eq(siteEvents.state, "published"), eq(siteEvents.kind, "event")))
      .limit(1)
      .for("share");
    if (!row) throw errors.notFound(EVENT_MSG.notFound, "EVENT_NOT_FOUND");
    const phase = eventPhase(row.startsAt, row.endsAt, now);
    if (phase === "upcoming") throw errors.badRequest(EVENT_MSG.notStarted, "EVENT_NOT_STARTED");
    if (phase === "ended") throw errors.badRequest(EVENT_MSG.ended, "EVENT_ENDED");
    const post = await reactionTarget(tx, boardNo);
    if (!post || post.userNo !== viewer.userNo) throw errors.badRequest(EVENT_MSG.notOwnPost, "ENTRY_NOT_OWN_POST");
    const [inserted] = await tx
      .insert(siteEventEntries)
      .values({ eventNo: row.eventNo, userNo: viewer.userNo, boardNo })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw errors.conflict(EVENT_MSG.alreadyEntered, "ENTRY_EXISTS");
    return {
      entryNo: inserted.entryNo,
      enteredAt: inserted.createdAt.toISOString(),
      boardNo: post.boardNo,
      subject: post.subject,
      permaLink: post.permaLink,
      thumb: post.thumb,
      userId: viewer.userId,
      userName: post.authorName,
    };
  });
}

// ---------------------------------------------------------------- the content-sharing ranking

/**
 * Members ranked by sign-ups through their links during the event's period, then by counted
 * visits, then by who joined first. Only office-suite members get the top 10.
 */
export async function inviteRanking(ctx: AppContext, viewer: Viewer): Promise<InviteRanking> {
  const row = await publishedBySlug(ctx.db, SHARE_CONTENT_SLUG);
  const [signups, visits] = await Promise.all([
    invitedSignupsBySharer(ctx.db, row.startsAt, row.endsAt),
    visitsBySharer(ctx.db, row.startsAt, row.endsAt),
  ]);
  const sharers = [...new Set([...signups.keys(), ...visits.keys()])];
  const names = await liveMemberNames(ctx.db, sharers);
  const ranked = sharers
    .filter((userNo) => names.has(userNo))
    .map((userNo) => ({ userNo, signups: signups.get(userNo) ?? 0, visits: visits.get(userNo) ?? 0 }))
    .sort((a, b) => b.signups - a.signups || b.visits - a.visits || a.userNo - b.userNo);
  const place = ranked.findIndex((r) => r.userNo === viewer.userNo);
  const office = isOfficeEmail(viewer.userEmail, parseOfficeDomains(ctx.config.OFFICE_EMAIL_DOMAINS));
  const top: InviteRank[] | null = office
    ? ranked.slice(0, TOP_RANKING_SIZE).map((r, i) => ({
        rank: i + 1,
        userId: names.get(r.userNo)!.userId,
        userName: names.get(r.userNo)!.userName,
        signups: r.signups,
        visits: r.visits,
      }))
    : null;
  return {
    myRank: place >= 0 ? place + 1 : null,
    mySignups: signups.get(viewer.userNo) ?? 0,
    myVisits: visits.get(viewer.userNo) ?? 0,
    participants: ranked.length,
    office,
    top,
  };
}

// ---------------------------------------------------------------- operators

export interface SiteEventInput {
  kind: SiteEventKind;
  slug: string;
  title: string;
  summary?: string;
  bodyHtml?: string;
  rulesHtml?: string;
  resultsHtml?: string;
  bannerUrl?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  pinned?: boolean;
}

function cleanBanner(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (!/^\/files\/[A-Za-z0-9/._-]+$/.test(value) && !/^https:\/\/[^\s"'<>]+$/.test(value)) {
    throw errors.badRequest(EVENT_MSG.badBanner, "EVENT_BANNER_INVALID");
  }
  return value;
}

function cleanInput(ctx: AppContext, input: SiteEventInput, now: Date) {
  const title = input.title.trim();
  if (!title) throw errors.badRequest(MSG.titleRequired, "EVENT_TITLE_REQUIRED");
  const slug = input.slug.trim().toLowerCase();
  if (!SLUG_PATTERN.test(slug)) throw errors.badRequest(EVENT_MSG.badSlug, "EVENT_SLUG_INVALID");
  const startsAt = input.startsAt ?? null;
  const endsAt = input.endsAt ?? null;
  if (startsAt && endsAt && endsAt <= startsAt) throw errors.badRequest(ADMIN_MSG.endBeforeStart, "EVENT_PERIOD_INVALID");
  const resultsHtml = sanitizePostHtml(input.resultsHtml ?? "", ctx.config.publicUrl);
  if (resultsHtml.trim() && eventPhase(startsAt, endsAt, now) !== "ended") {
    throw errors.badRequest(EVENT_MSG.resultsBeforeEnd, "EVENT_RESULTS_EARLY");
  }
  return {
    kind: input.kind,
    slug,
    title,
    summary: (input.summary ?? "").trim(),
    bodyHtml: sanitizePostHtml(input.bodyHtml ?? "", ctx.config.publicUrl),
    rulesHtml: sanitizePostHtml(input.rulesHtml ?? "", ctx.config.publicUrl),
    resultsHtml,
    bannerUrl: cleanBanner(input.bannerUrl),
    startsAt,
    endsAt,
    pinned: input.pinned ?? false,
  };
}

const FIXED_SLUGS = new Set([AI_CONTEST_SLUG, SHARE_CONTENT_SLUG]);

async function adminItem(db: Executor, r: Row, now: Date): Promise<SiteEventAdminItem> {
  return {
    ...toCard(r, now),
    state: r.state as SiteEventState,
    bodyHtml: r.bodyHtml,
    rulesHtml: r.rulesHtml,
    resultsHtml: r.resultsHtml,
    entryCount: await entryCount(db, r.eventNo),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function isSlugClash(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
}

export async function createSiteEvent(
  ctx: AppContext,
  input: SiteEventInput,
  byUserNo: number,
  now = new Date(),
): Promise<SiteEventAdminItem> {
  const values = cleanInput(ctx, input, now);
  try {
    const [row] = await ctx.db
      .insert(siteEvents)
      .values({ ...values, createdByUserNo: byUserNo })
      .returning();
    return adminItem(ctx.db, row!, now);
  } catch (error) {
    if (isSlugClash(error)) throw errors.conflict(EVENT_MSG.slugTaken, "EVENT_SLUG_TAKEN");
    throw error;
  }
}

async function rowByNo(db: Executor, eventNo: number): Promise<Row> {
  const [row] = await db.select().from(siteEvents).where(eq(siteEvents.eventNo, eventNo)).limit(1);
  if (!row) throw errors.notFound(EVENT_MSG.notFound, "EVENT_NOT_FOUND");
  return row;
}

export async function updateSiteEvent(
  ctx: AppContext,
  eventNo: number,
  input: SiteEventInput,
  now = new Date(),
): Promise<SiteEventAdminItem> {
  const current = await rowByNo(ctx.db, eventNo);
  const values = cleanInput(ctx, input, now);
  // The two campaign pages are found by their address: it and their kind stay.
  if (FIXED_SLUGS.has(current.slug) && (values.slug !== current.slug || values.kind !== "event")) {
    throw errors.badRequest(EVENT_MSG.fixedSlug, "EVENT_SLUG_FIXED");
  }
  try {
    const [row] = await ctx.db
      .update(siteEvents)
      .set({ ...values, updatedAt: now })
      .where(eq(siteEvents.eventNo, eventNo))
      .returning();
    return adminItem(ctx.db, row!, now);
  } catch (error) {
    if (isSlugClash(error)) throw errors.conflict(EVENT_MSG.slugTaken, "EVENT_SLUG_TAKEN");
    throw error;
  }
}

/** Publishes (stamping the first publication) or takes an entry back to draft. */
export async function setSiteEventState(
  db: Executor,
  eventNo: number,
  state: SiteEventState,
  now = new Date(),
): Promise<SiteEventAdminItem> {
  const current = await rowByNo(db, eventNo);
  const [row] = await db
    .update(siteEvents)
    .set({ state, updatedAt: now, ...(state === "published" && !current.publishedAt ? { publishedAt: now } : {}) })
    .where(eq(siteEvents.eventNo, eventNo))
    .returning();
  return adminItem(db, row!, now);
}

/** Every entry, drafts included: drafts first, then newest. */
export async function listSiteEventsForModerator(db: Executor, now = new Date()): Promise<SiteEventAdminItem[]> {
  const found = await db.select().from(siteEvents).orderBy(asc(siteEvents.state), desc(siteEvents.eventNo)).limit(200);
  return Promise.all(found.map((r) => adminItem(db, r, now)));
}

/** Entries of any event (drafts too), for operators. */
export async function listEntriesForModerator(db: Executor, eventNo: number, page: number, size: number): Promise<ListPage<ContestEntry>> {
  const row = await rowByNo(db, eventNo);
  return entriesOf(db, row.eventNo, page, size);
}

/** Whether an entry's banner or texts show a stored file (the daily file sweep keeps it). */
export async function siteEventUsesAddress(db: Executor, address: string): Promise<boolean> {
  const pattern = `%${address.replace(/[\\%_]/g, "\\$&")}%`;
  const found = await db
    .select({ no: siteEvents.eventNo })
    .from(siteEvents)
    .where(
      or(
        eq(siteEvents.bannerUrl, address),
        sql`${siteEvents.bodyHtml} like ${pattern}`,
        sql`${siteEvents.rulesHtml} like ${pattern}`,
        sql`${siteEvents.resultsHtml} like ${pattern}`,
      ),
    )
    .limit(1);
  return found.length > 0;
}
