// The FAQ entries operators edit (docs/decisions/0169). core/faq.ts stays the seed: at start
// every seed entry whose id the table lacks is inserted (never overwriting an operator's edit);
// entries are hidden rather than deleted, so a hidden seed entry stays hidden. The FAQ page and
// the help chatbot read the visible entries; the chatbot's index is rebuilt when the version
// (count and latest change of the table) differs from the one it was built for.
import crypto from "node:crypto";
import { count, eq, max } from "drizzle-orm";
import { FAQ, FAQ_CATEGORIES, type FaqCategoryId, type FaqItem } from "../../../core/faq";
import type { Executor } from "../../db/client";
import { faqEntries } from "../../db/schema";
import { errors } from "../../lib/errors";
import { FAQ_ADMIN_MSG } from "../../../core/operators";
import type { FaqAdminEntry, FaqInput } from "./types";

type Row = typeof faqEntries.$inferSelect;

const CATEGORY_ORDER = new Map<string, number>(FAQ_CATEGORIES.map((c, i) => [c.id, i]));

function isCategory(id: string): id is FaqCategoryId {
  return CATEGORY_ORDER.has(id);
}

/** Inserts the seed entries the table lacks (by id), each after the entries of its category. */
export async function seedFaq(db: Executor): Promise<number> {
  const values = FAQ.map((item, i) => ({
    slug: item.id,
    category: item.category,
    questionKo: item.question.ko,
    questionEn: item.question.en,
    answerKo: item.answer.ko,
    answerEn: item.answer.en,
    keywordsKo: item.keywords?.ko ?? "",
    keywordsEn: item.keywords?.en ?? "",
    link: item.link ?? null,
    position: (i + 1) * 10,
  }));
  const inserted = await db
    .insert(faqEntries)
    .values(values)
    .onConflictDoNothing({ target: faqEntries.slug })
    .returning({ n: faqEntries.faqNo });
  return inserted.length;
}

function sortRows(rows: Row[]): Row[] {
  return rows.sort(
    (a, b) =>
      (CATEGORY_ORDER.get(a.category) ?? 99) - (CATEGORY_ORDER.get(b.category) ?? 99) || a.position - b.position || a.faqNo - b.faqNo,
  );
}

function itemOf(row: Row): FaqItem {
  return {
    id: row.slug,
    category: (isCategory(row.category) ? row.category : "about") as FaqCategoryId,
    question: { ko: row.questionKo, en: row.questionEn },
    answer: { ko: row.answerKo, en: row.answerEn },
    ...(row.keywordsKo || row.keywordsEn ? { keywords: { ko: row.keywordsKo, en: row.keywordsEn } } : {}),
    ...(row.link ? { link: row.link } : {}),
  };
}

function adminOf(row: Row): FaqAdminEntry {
  return {
    faqNo: row.faqNo,
    slug: row.slug,
    category: (isCategory(row.category) ? row.category : "about") as FaqCategoryId,
    question: { ko: row.questionKo, en: row.questionEn },
    answer: { ko: row.answerKo, en: row.answerEn },
    keywords: { ko: row.keywordsKo, en: row.keywordsEn },
    link: row.link,
    position: row.position,
    hidden: row.hidden,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The visible entries, by category and position (the FAQ page). */
export async function visibleFaq(db: Executor): Promise<FaqItem[]> {
  return sortRows(await db.select().from(faqEntries).where(eq(faqEntries.hidden, false))).map(itemOf);
}

/** Every entry, hidden ones too (the operators' page). */
export async function allFaq(db: Executor): Promise<FaqAdminEntry[]> {
  return sortRows(await db.select().from(faqEntries)).map(adminOf);
}

let cached: { version: string; items: FaqItem[] } | null = null;

/** What the chatbot answers from: the visible entries and their version (reloaded only when it changed). */
export async function faqSource(db: Executor): Promise<{ version: string; items: readonly FaqItem[] }> {
  const [row] = await db.select({ n: count(), at: max(faqEntries.updatedAt) }).from(faqEntries);
  const version = `${row?.n ?? 0}:${row?.at ? new Date(row.at).getTime() : 0}`;
  if (cached?.version !== version) cached = { version, items: await visibleFaq(db) };
  return cached;
}

export async function countFaq(db: Executor): Promise<{ visible: number; hidden: number }> {
  const rows = await db.select({ hidden: faqEntries.hidden, n: count() }).from(faqEntries).groupBy(faqEntries.hidden);
  return { visible: Number(rows.find((r) => !r.hidden)?.n ?? 0), hidden: Number(rows.find((r) => r.hidden)?.n ?? 0) };
}

function columnsOf(input: FaqInput) {
  if (!isCategory(input.category)) throw errors.badRequest(FAQ_ADMIN_MSG.category, "FAQ_CATEGORY");
  if (input.link && !/^\/[^/\\]/.test(input.link) && input.link !== "/") throw errors.badRequest(FAQ_ADMIN_MSG.link, "FAQ_LINK");
  return {
    category: input.category,
    questionKo: input.question.ko.trim(),
    questionEn: input.question.en.trim(),
    answerKo: input.answer.ko.trim(),
    answerEn: input.answer.en.trim(),
    keywordsKo: input.keywords?.ko.trim() ?? "",
    keywordsEn: input.keywords?.en.trim() ?? "",
    link: input.link?.trim() || null,
  };
}

export async function createFaq(db: Executor, input: FaqInput, by: number): Promise<FaqAdminEntry> {
  const columns = columnsOf(input);
  const [last] = await db
    .select({ p: max(faqEntries.position) })
    .from(faqEntries)
    .where(eq(faqEntries.category, columns.category));
  const [row] = await db
    .insert(faqEntries)
    .values({
      ...columns,
      slug: `faq-${crypto.randomBytes(5).toString("hex")}`,
      position: (last?.p ?? 0) + 10,
      hidden: input.hidden ?? false,
      updatedBy: by,
    })
    .returning();
  return adminOf(row!);
}

export async function updateFaq(db: Executor, faqNo: number, input: FaqInput, by: number): Promise<FaqAdminEntry> {
  const columns = columnsOf(input);
  const [current] = await db.select().from(faqEntries).where(eq(faqEntries.faqNo, faqNo));
  if (!current) throw errors.notFound(FAQ_ADMIN_MSG.notFound, "FAQ_NOT_FOUND");
  let position = current.position;
  if (current.category !== columns.category) {
    const [last] = await db
      .select({ p: max(faqEntries.position) })
      .from(faqEntries)
      .where(eq(faqEntries.category, columns.category));
    position = (last?.p ?? 0) + 10;
  }
  const [row] = await db
    .update(faqEntries)
    .set({ ...columns, position, ...(input.hidden === undefined ? {} : { hidden: input.hidden }), updatedBy: by, updatedAt: new Date() })
    .where(eq(faqEntries.faqNo, faqNo))
    .returning();
  return adminOf(row!);
}

export async function setFaqHidden(db: Executor, faqNo: number, hidden: boolean, by: number): Promise<FaqAdminEntry> {
  const [row] = await db
    .update(faqEntries)
    .set({ hidden, updatedBy: by, updatedAt: new Date() })
    .where(eq(faqEntries.faqNo, faqNo))
    .returning();
  if (!row) throw errors.notFound(FAQ_ADMIN_MSG.notFound, "FAQ_NOT_FOUND");
  return adminOf(row);
}

/** Moves an entry one place up or down within its category (swapping positions with its neighbour). */
export async function moveFaq(db: Executor, faqNo: number, direction: "up" | "down", by: number): Promise<FaqAdminEntry[]> {
  const [current] = await db.select().from(faqEntries).where(eq(faqEntries.faqNo, faqNo));
  if (!current) throw errors.notFound(FAQ_ADMIN_MSG.notFound, "FAQ_NOT_FOUND");
  const siblings = sortRows(await db.select().from(faqEntries).where(eq(faqEntries.category, current.category)));
  const i = siblings.findIndex((r) => r.faqNo === faqNo);
  const j = direction === "up" ? i - 1 : i + 1;
  const other = siblings[j];
  if (other) {
    const now = new Date();
    // Renumber the category so equal positions never make a swap a no-op.
    const order = siblings.map((r) => r.faqNo);
    order[i] = other.faqNo;
    order[j] = current.faqNo;
    for (const [k, no] of order.entries()) {
      await db
        .update(faqEntries)
        .set({ position: (k + 1) * 10, ...(no === faqNo ? { updatedBy: by } : {}), updatedAt: now })
        .where(eq(faqEntries.faqNo, no));
    }
  }
  return allFaq(db);
}
