// Exhibits (docs/product/exhibits.md §1): curated collections of posts with a banner, an intro and
// a category filter, one dynamic page each (/exhibit/<slug>). Operators build them; posts come
// from the boards module's cards, so a deleted or hidden post drops out by itself.
import { and, asc, count, eq, max, ne, sql } from "drizzle-orm";
import { texts } from "../../../core/i18n";
import { MSG } from "../../../core/messages";
import type { Database, Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { exhibitPosts, exhibits } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import { getBoardBasics, getBoardByPermalink, getBoardCards } from "../boards/service";
import type {
  ExhibitAdminDetail,
  ExhibitAdminItem,
  ExhibitBoards,
  ExhibitInfo,
  ExhibitPage,
  ExhibitPostItem,
  ExhibitState,
  ExhibitTheme,
} from "./types";

export const EXHIBIT_ALL = "전체";
export const EXHIBIT_MAX_POSTS = 300;
/** Slugs the site's own routes use. */
const RESERVED_SLUGS = new Set(["prep"]);

export const EXHIBIT_MSG = texts({
  notFound: { ko: "기획전을 찾을 수 없습니다.", en: "The exhibit could not be found." },
  slugTaken: { ko: "이미 쓰이는 주소입니다.", en: "That address is already used." },
  slugReserved: { ko: "쓸 수 없는 주소입니다.", en: "That address cannot be used." },
  unknownCategory: { ko: "기획전에 없는 분류입니다.", en: "The exhibit has no such category." },
  alreadyAdded: { ko: "이미 담긴 게시물입니다.", en: "The post is already in the exhibit." },
  tooMany: { ko: "기획전에는 게시물을 300개까지 담을 수 있습니다.", en: "An exhibit holds up to 300 posts." },
  notInExhibit: { ko: "기획전에 없는 게시물입니다.", en: "The post is not in the exhibit." },
  orderMismatch: {
    ko: "순서에는 기획전의 게시물을 모두 한 번씩 넣어야 합니다.",
    en: "The order must list each of the exhibit's posts once.",
  },
  endBeforeStart: { ko: "종료 시각은 시작 시각보다 뒤여야 합니다.", en: "The end must come after the start." },
});

export interface ExhibitInput {
  slug: string;
  title: string;
  intro: string;
  bannerUrl: string;
  theme: ExhibitTheme;
  categories: string[];
  state: ExhibitState;
  startDate: Date | null;
  endDate: Date | null;
}

type ExhibitRow = typeof exhibits.$inferSelect;

function infoOf(row: ExhibitRow): ExhibitInfo {
  return {
    slug: row.slug,
    title: row.title,
    intro: row.intro,
    bannerUrl: row.bannerUrl,
    theme: row.theme as ExhibitTheme,
    categories: row.categories,
    state: row.state as ExhibitState,
    startDate: row.startsAt?.toISOString() ?? null,
    endDate: row.endsAt?.toISOString() ?? null,
  };
}

function checkInput(input: ExhibitInput): void {
  if (RESERVED_SLUGS.has(input.slug)) throw errors.badRequest(EXHIBIT_MSG.slugReserved, "SLUG_RESERVED");
  if (input.startDate && input.endDate && input.endDate <= input.startDate) throw errors.badRequest(EXHIBIT_MSG.endBeforeStart);
}

function rowValues(input: ExhibitInput) {
  return {
    slug: input.slug,
    title: input.title,
    intro: input.intro,
    bannerUrl: input.bannerUrl,
    theme: input.theme,
    categories: [...new Set(input.categories.map((c) => c.trim()).filter(Boolean))],
    state: input.state,
    startsAt: input.startDate,
    endsAt: input.endDate,
  };
}

// ── Reading ──────────────────────────────────────────────────────────────────

/** A published exhibit (open or closed); drafts are for operators only. */
export async function getExhibit(db: Database, slug: string): Promise<ExhibitInfo | null> {
  const [row] = await db.select().from(exhibits).where(eq(exhibits.slug, slug)).limit(1);
  return row && row.state !== "draft" ? infoOf(row) : null;
}

/** Addresses of the published exhibits (the sitemap). */
export async function publishedExhibitSlugs(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: exhibits.slug }).from(exhibits).where(ne(exhibits.state, "draft")).orderBy(asc(exhibits.exhibitId));
  return rows.map((r) => r.slug);
}

/** The exhibit's visible posts in the operators' order, within one category (전체: all), up to `size`. */
export async function exhibitBoards(
  db: Database,
  slug: string,
  options: { category?: string | undefined; size: number },
): Promise<ExhibitBoards | null> {
  const [row] = await db.select().from(exhibits).where(eq(exhibits.slug, slug)).limit(1);
  if (!row || row.state === "draft") return null;
  const wanted = options.category?.trim() || EXHIBIT_ALL;
  const category = wanted === EXHIBIT_ALL || row.categories.includes(wanted) ? wanted : EXHIBIT_ALL;
  const entries = await db
    .select({ boardNo: exhibitPosts.boardNo, category: exhibitPosts.category })
    .from(exhibitPosts)
    .where(
      category === EXHIBIT_ALL
        ? eq(exhibitPosts.exhibitId, row.exhibitId)
        : and(eq(exhibitPosts.exhibitId, row.exhibitId), eq(exhibitPosts.category, category)),
    )
    .orderBy(asc(exhibitPosts.sortOrder), asc(exhibitPosts.boardNo));
  const categoryOf = new Map(entries.map((e) => [Number(e.boardNo), e.category]));
  const cards = await getBoardCards(
    db,
    entries.map((e) => Number(e.boardNo)),
  );
  return {
    category,
    size: options.size,
    categories: [EXHIBIT_ALL, ...row.categories],
    boardList: cards
      .slice(0, options.size)
      .map((card) => ({ ...card, link: `/d/${card.permaLink}`, category: categoryOf.get(card.boardNo) ?? "" })),
  };
}

export async function exhibitPage(
  db: Database,
  slug: string,
  options: { category?: string | undefined; size: number },
): Promise<ExhibitPage | null> {
  const [exhibit, boards] = await Promise.all([getExhibit(db, slug), exhibitBoards(db, slug, options)]);
  return exhibit && boards ? { exhibit, ...boards } : null;
}

// ── Operators ────────────────────────────────────────────────────────────────

async function adminItems(db: Executor, where?: ReturnType<typeof eq>): Promise<ExhibitAdminItem[]> {
  const rows = await db
    .select({
      row: exhibits,
      postCount: sql<number>`(select count(*)::int from ${exhibitPosts} where "exhibit_posts"."exhibit_id" = "exhibits"."exhibit_id")`,
    })
    .from(exhibits)
    .where(where)
    .orderBy(asc(exhibits.exhibitId));
  return rows.map(({ row, postCount }) => ({
    ...infoOf(row),
    exhibitId: row.exhibitId,
    postCount: Number(postCount),
    updDate: row.updatedAt.toISOString(),
  }));
}

export function listExhibitsForModerator(db: Database): Promise<ExhibitAdminItem[]> {
  return adminItems(db);
}

export async function getExhibitForModerator(db: Executor, exhibitId: number): Promise<ExhibitAdminDetail> {
  const [item] = await adminItems(db, eq(exhibits.exhibitId, exhibitId));
  if (!item) throw errors.notFound(EXHIBIT_MSG.notFound);
  const entries = await db
    .select()
    .from(exhibitPosts)
    .where(eq(exhibitPosts.exhibitId, exhibitId))
    .orderBy(asc(exhibitPosts.sortOrder), asc(exhibitPosts.boardNo));
  const posts: ExhibitPostItem[] = [];
  for (const e of entries) {
    const board = await getBoardBasics(db, Number(e.boardNo));
    posts.push({
      boardNo: Number(e.boardNo),
      permaLink: board?.permaLink ?? "",
      subject: board?.subject ?? "",
      category: e.category,
      sortOrder: e.sortOrder,
      visible: Boolean(board && board.blindYn === "N" && !board.publishing),
    });
  }
  return { ...item, posts };
}

export async function createExhibit(db: Database, input: ExhibitInput): Promise<ExhibitAdminDetail> {
  checkInput(input);
  try {
    const [row] = await db.insert(exhibits).values(rowValues(input)).returning({ exhibitId: exhibits.exhibitId });
    return getExhibitForModerator(db, row!.exhibitId);
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict(EXHIBIT_MSG.slugTaken, "SLUG_TAKEN");
    throw error;
  }
}

export async function updateExhibit(db: Database, exhibitId: number, input: ExhibitInput): Promise<ExhibitAdminDetail> {
  checkInput(input);
  try {
    const updated = await db
      .update(exhibits)
      .set({ ...rowValues(input), updatedAt: new Date() })
      .where(eq(exhibits.exhibitId, exhibitId))
      .returning({ exhibitId: exhibits.exhibitId });
    if (!updated.length) throw errors.notFound(EXHIBIT_MSG.notFound);
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict(EXHIBIT_MSG.slugTaken, "SLUG_TAKEN");
    throw error;
  }
  return getExhibitForModerator(db, exhibitId);
}

/** A visible post named by its number, its permalink or its address (…/d/<permalink>). */
async function findPost(db: Database, post: string): Promise<number | null> {
  const text = post.trim();
  let boardNo: number | null = null;
  if (/^\d{1,15}$/.test(text)) boardNo = Number(text);
  else {
    const link = /\/d\/([^/?#]+)/.exec(text)?.[1] ?? text;
    boardNo = (await getBoardByPermalink(db, decodeURIComponent(link)))?.boardNo ?? null;
  }
  if (!boardNo) return null;
  const basics = await getBoardBasics(db, boardNo);
  return basics && basics.blindYn === "N" && !basics.publishing ? boardNo : null;
}

export async function addExhibitPost(
  db: Database,
  exhibitId: number,
  input: { post: string; category: string },
): Promise<ExhibitAdminDetail> {
  const [row] = await db.select().from(exhibits).where(eq(exhibits.exhibitId, exhibitId)).limit(1);
  if (!row) throw errors.notFound(EXHIBIT_MSG.notFound);
  if (!row.categories.includes(input.category)) throw errors.badRequest(EXHIBIT_MSG.unknownCategory, "UNKNOWN_CATEGORY");
  const boardNo = await findPost(db, input.post);
  if (!boardNo) throw errors.notFound(MSG.postNotFound);
  await withTransaction(db, async (tx) => {
    const [stats] = await tx
      .select({ n: count(), last: max(exhibitPosts.sortOrder) })
      .from(exhibitPosts)
      .where(eq(exhibitPosts.exhibitId, exhibitId));
    if (Number(stats?.n ?? 0) >= EXHIBIT_MAX_POSTS) throw errors.conflict(EXHIBIT_MSG.tooMany, "TOO_MANY_POSTS");
    const inserted = await tx
      .insert(exhibitPosts)
      .values({ exhibitId, boardNo, category: input.category, sortOrder: (stats?.last ?? 0) + 1 })
      .onConflictDoNothing()
      .returning({ boardNo: exhibitPosts.boardNo });
    if (!inserted.length) throw errors.conflict(EXHIBIT_MSG.alreadyAdded, "ALREADY_ADDED");
    await tx.update(exhibits).set({ updatedAt: new Date() }).where(eq(exhibits.exhibitId, exhibitId));
  });
  return getExhibitForModerator(db, exhibitId);
}

/** A new order: every post of the exhibit, once each. */
export async function reorderExhibitPosts(db: Database, exhibitId: number, boardNos: number[]): Promise<ExhibitAdminDetail> {
  await withTransaction(db, async (tx) => {
    const [row] = await tx.select({ id: exhibits.exhibitId }).from(exhibits).where(eq(exhibits.exhibitId, exhibitId)).for("update");
    if (!row) throw errors.notFound(EXHIBIT_MSG.notFound);
    const current = await tx.select({ boardNo: exhibitPosts.boardNo }).from(exhibitPosts).where(eq(exhibitPosts.exhibitId, exhibitId));
    const have = new Set(current.map((c) => Number(c.boardNo)));
    if (boardNos.length !== have.size || new Set(boardNos).size !== boardNos.length || boardNos.some((n) => !have.has(n))) {
      throw errors.badRequest(EXHIBIT_MSG.orderMismatch, "ORDER_MISMATCH");
    }
    for (const [i, boardNo] of boardNos.entries()) {
      await tx
        .update(exhibitPosts)
        .set({ sortOrder: i + 1 })
        .where(and(eq(exhibitPosts.exhibitId, exhibitId), eq(exhibitPosts.boardNo, boardNo)));
    }
    await tx.update(exhibits).set({ updatedAt: new Date() }).where(eq(exhibits.exhibitId, exhibitId));
  });
  return getExhibitForModerator(db, exhibitId);
}

export async function removeExhibitPost(db: Database, exhibitId: number, boardNo: number): Promise<ExhibitAdminDetail> {
  const removed = await db
    .delete(exhibitPosts)
    .where(and(eq(exhibitPosts.exhibitId, exhibitId), eq(exhibitPosts.boardNo, boardNo)))
    .returning({ boardNo: exhibitPosts.boardNo });
  if (!removed.length) throw errors.notFound(EXHIBIT_MSG.notInExhibit);
  await db.update(exhibits).set({ updatedAt: new Date() }).where(eq(exhibits.exhibitId, exhibitId));
  return getExhibitForModerator(db, exhibitId);
}

/** Seeds an exhibit with posts (demo content): categories in order, posts per category. */
export async function seedExhibit(tx: Executor, input: ExhibitInput, posts: { boardNo: number; category: string }[]): Promise<void> {
  const [row] = await tx.insert(exhibits).values(rowValues(input)).returning({ exhibitId: exhibits.exhibitId });
  if (posts.length) {
    await tx
      .insert(exhibitPosts)
      .values(posts.map((p, i) => ({ exhibitId: row!.exhibitId, boardNo: p.boardNo, category: p.category, sortOrder: i + 1 })));
  }
}
