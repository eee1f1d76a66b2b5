// Versioned terms of service and privacy policy, and members' consent to them.
//
// - A version is visible from publishedAt and applies from effectiveAt (00:00 Asia/Seoul of
//   its YYMMDD version). The current version of a kind is the newest one in effect; a
//   published version not yet in effect is "upcoming".
// - Consent: at sign-up a member agrees to the versions in effect (users.terms_agreed_at).
//   A member needs to consent again when the newest published version of a kind that
//   requires consent took (or will take) effect after their sign-up consent and they have
//   not consented to that version since (terms_consents).
import { and, asc, desc, eq, getTableColumns, inArray, lte, or } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { termsConsents, termsDocuments, users, type TermsDocumentRow } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import { texts } from "../../../core/i18n";
import { MSG } from "../../../core/messages";
import { TERMS_SEEDS } from "./documents";
import type { PendingTerms, TermsDocument, TermsKind, TermsStatus, TermsVersionInfo } from "./types";

export const TERMS_KINDS: TermsKind[] = ["terms", "privacy"];

export const TERMS_MSG = texts({
  notFound: MSG.termsVersionNotFound,
  stale: {
    ko: "그 사이 약관이 다시 변경되었습니다. 새로고침한 뒤 변경 내용을 확인해 주세요.",
    en: "The terms have changed again in the meantime. Reload and review the changes.",
  },
  agreeRequired: { ko: "변경된 약관에 모두 동의해 주세요.", en: "Please agree to all of the changed terms." },
  agreed: { ko: "변경된 약관에 동의했습니다.", en: "You have agreed to the changed terms." },
});

/** 00:00 Asia/Seoul of a YYYY-MM-DD date. */
export function seoulMidnight(date: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not a date: ${date}`);
  const d = new Date(`${date}T00:00:00+09:00`);
  if (Number.isNaN(d.getTime())) throw new RangeError(`not a date: ${date}`);
  return d;
}

/** The YYMMDD version name of an effective date (YYYY-MM-DD). */
export function versionOf(date: string): string {
  return date.slice(2).replace(/-/g, "");
}

/** A version without its body: what lists, statuses and consent checks need. */
type TermsHead = Omit<TermsDocumentRow, "body">;

function statusOf(row: TermsHead, current: TermsHead | undefined, now: Date): TermsStatus {
  if (row.effectiveAt.getTime() > now.getTime()) return "upcoming";
  return current && row.documentId === current.documentId ? "current" : "past";
}

function info(row: TermsHead, status: TermsStatus): TermsVersionInfo {
  return { kind: row.kind as TermsKind, version: row.version, title: row.title, effectiveDate: row.effectiveAt.toISOString(), status };
}

/** Inserts the built-in versions an installation is missing (runs at every start; never overwrites). */
export async function ensureTermsDocuments(db: Executor): Promise<number> {
  const rows = TERMS_SEEDS.map((seed) => {
    const effectiveAt = seoulMidnight(seed.effective);
    return {
      kind: seed.kind,
      version: seed.version,
      title: seed.title,
      body: seed.body,
      summary: seed.summary,
      effectiveAt,
      publishedAt: new Date(effectiveAt.getTime() - seed.noticeDays * 86_400_000),
      requiresConsent: true,
    };
  });
  const inserted = await db.insert(termsDocuments).values(rows).onConflictDoNothing().returning({ id: termsDocuments.documentId });
  headsByDatabase.delete(db);
  return inserted.length;
}

export interface PublishInput {
  kind: TermsKind;
  /** YYYY-MM-DD; the version name is derived from it. */
  effective: string;
  title: string;
  body: string;
  summary: string;
  requiresConsent: boolean;
  now?: Date;
}

/** Publishes a new version (operators: `npm run admin -- publish-terms`). Visible at once, in effect from its date. */
export async function publishTermsVersion(db: Executor, input: PublishInput): Promise<TermsVersionInfo> {
  const now = input.now ?? new Date();
  const effectiveAt = seoulMidnight(input.effective);
  const version = versionOf(input.effective);
  if (!input.body.trim()) throw new Error("본문이 비어 있습니다.");
  const [existing] = await db
    .select({ id: termsDocuments.documentId })
    .from(termsDocuments)
    .where(and(eq(termsDocuments.kind, input.kind), eq(termsDocuments.version, version)))
    .limit(1);
  if (existing) throw new Error(`이미 있는 버전입니다: ${input.kind} ${version}`);
  const [row] = await db
    .insert(termsDocuments)
    .values({
      kind: input.kind,
      version,
      title: input.title,
      body: input.body.replace(/\r\n?/g, "\n").trim(),
      summary: input.summary,
      effectiveAt,
      publishedAt: now,
      requiresConsent: input.requiresConsent,
    })
    .returning();
  headsByDatabase.delete(db);
  return info(row!, effectiveAt.getTime() > now.getTime() ? "upcoming" : "current");
}

async function publishedRows(db: Executor, kind: TermsKind, now: Date): Promise<TermsDocumentRow[]> {
  return db
    .select()
    .from(termsDocuments)
    .where(and(eq(termsDocuments.kind, kind), lte(termsDocuments.publishedAt, now)))
    .orderBy(desc(termsDocuments.effectiveAt));
}

/**
 * The same rows without the body. Every signed-in page asks whether the member owes consent
 * to a newer version; reading the full texts for that cost more than the rest of the page.
 */
async function publishedHeads(db: Executor, kind: TermsKind, now: Date): Promise<TermsHead[]> {
  const { body: _body, ...columns } = getTableColumns(termsDocuments);
  return db
    .select(columns)
    .from(termsDocuments)
    .where(and(eq(termsDocuments.kind, kind), lte(termsDocuments.publishedAt, now)))
    .orderBy(desc(termsDocuments.effectiveAt));
}

function currentOf<T extends TermsHead>(rows: T[], now: Date): T | undefined {
  return rows.find((r) => r.effectiveAt.getTime() <= now.getTime());
}

export async function listTermsVersions(db: Executor, kind: TermsKind, now: Date = new Date()): Promise<TermsVersionInfo[]> {
  const rows = await publishedHeads(db, kind, now);
  const current = currentOf(rows, now);
  return rows.map((r) => info(r, statusOf(r, current, now)));
}

/** A version of a kind; without a version the one in effect. Null when unknown or not yet published. */
export async function getTermsDocument(
  db: Executor,
  kind: TermsKind,
  version?: string,
  now: Date = new Date(),
): Promise<TermsDocument | null> {
  const rows = await publishedRows(db, kind, now);
  const current = currentOf(rows, now);
  const row = version === undefined ? current : rows.find((r) => r.version === version);
  if (!row) return null;
  return { ...info(row, statusOf(row, current, now)), summary: row.summary, body: row.body, requiresConsent: row.requiresConsent };
}

/** The version in effect before the current one (/prevterms). */
export async function getPreviousTermsDocument(db: Executor, kind: TermsKind, now: Date = new Date()): Promise<TermsDocument | null> {
  const rows = (await publishedRows(db, kind, now)).filter((r) => r.effectiveAt.getTime() <= now.getTime());
  const row = rows[1];
  if (!row) return null;
  return { ...info(row, "past"), summary: row.summary, body: row.body, requiresConsent: row.requiresConsent };
}

/** The newest versions the member still has to consent to (empty when none). */
/** When the member agreed to the terms at sign-up; later versions are the ones still to agree to. */
async function getTermsAgreedAt(db: Executor, userNo: number): Promise<Date | null> {
  const [row] = await db.select({ termsAgreedAt: users.termsAgreedAt }).from(users).where(eq(users.userNo, userNo)).limit(1);
  return row?.termsAgreedAt ?? null;
}

/**
 * The newest published version of each kind that requires consent and that the member has
 * neither agreed to at sign-up (`termsAgreedAt`) nor consented to since. Every signed-in page
 * asks: the heads of all kinds come in one statement, the member's consents in at most one
 * more. Pass `agreedAt` when the caller read it already (undefined: read here).
 */
/**
 * The heads of every version, kept briefly per database: every signed-in page asks whether the
 * member owes consent, and the versions change only when an operator publishes one (this process
 * forgets them at once; another process, e.g. after the admin command, within HEADS_MS).
 */
const HEADS_MS = 10_000;
const headsByDatabase = new WeakMap<object, { until: number; heads: Promise<TermsHead[]> }>();

function allHeads(db: Executor): Promise<TermsHead[]> {
  const at = Date.now();
  const known = headsByDatabase.get(db);
  if (known && known.until > at) return known.heads;
  const { body: _body, ...columns } = getTableColumns(termsDocuments);
  const entry = {
    until: at + HEADS_MS,
    heads: Promise.resolve(
      db.select(columns).from(termsDocuments).where(inArray(termsDocuments.kind, TERMS_KINDS)).orderBy(desc(termsDocuments.effectiveAt)),
    ),
  };
  headsByDatabase.set(db, entry);
  entry.heads.catch(() => {
    if (headsByDatabase.get(db) === entry) headsByDatabase.delete(db);
  });
  return entry.heads;
}

export async function pendingTermsFor(
  db: Executor,
  userNo: number,
  now: Date = new Date(),
  agreedAtKnown?: Date | null,
): Promise<PendingTerms[]> {
  const agreedAt = agreedAtKnown !== undefined ? agreedAtKnown : await getTermsAgreedAt(db, userNo);
  const heads = (await allHeads(db)).filter((r) => r.publishedAt.getTime() <= now.getTime());
  const owed = TERMS_KINDS.flatMap((kind) => {
    const rows = heads.filter((r) => r.kind === kind);
    const newest = rows[0];
    if (!newest || !newest.requiresConsent) return [];
    if (agreedAt && agreedAt.getTime() >= newest.effectiveAt.getTime()) return [];
    return [{ kind, rows, newest }];
  });
  if (!owed.length) return [];
  const consents = await db
    .select({ kind: termsConsents.kind, version: termsConsents.version })
    .from(termsConsents)
    .where(
      and(
        eq(termsConsents.userNo, userNo),
        or(...owed.map((o) => and(eq(termsConsents.kind, o.kind), eq(termsConsents.version, o.newest.version)))),
      ),
    );
  return owed
    .filter((o) => !consents.some((c) => c.kind === o.kind && c.version === o.newest.version))
    .map((o) => ({ ...info(o.newest, statusOf(o.newest, currentOf(o.rows, now), now)), summary: o.newest.summary }));
}

export async function needsTermsUpdate(db: Executor, userNo: number, now: Date = new Date()): Promise<boolean> {
  return (await pendingTermsFor(db, userNo, now)).length > 0;
}

/**
 * Records consent to the versions the member was shown. Every pending version must be in
 * the list; a version that is no longer the newest means the page was stale.
 */
export async function consentToTerms(
  db: Database,
  userNo: number,
  versions: { kind: TermsKind; version: string }[],
  now: Date = new Date(),
): Promise<{ needsTermsUpdate: boolean }> {
  const pending = await pendingTermsFor(db, userNo, now);
  for (const p of pending) {
    if (!versions.some((v) => v.kind === p.kind && v.version === p.version)) {
      const sentOlder = versions.some((v) => v.kind === p.kind);
      throw sentOlder
        ? errors.conflict(TERMS_MSG.stale, "TERMS_STALE")
        : errors.badRequest(TERMS_MSG.agreeRequired, "TERMS_CONSENT_REQUIRED");
    }
  }
  await withTransaction(db, async (tx) => {
    for (const p of pending) {
      await tx.insert(termsConsents).values({ userNo, kind: p.kind, version: p.version, agreedAt: now }).onConflictDoNothing();
    }
  });
  return { needsTermsUpdate: false };
}

/** All consents of a member, oldest first (for support and the member's own records). */
export async function listConsents(db: Executor, userNo: number): Promise<{ kind: string; version: string; agreedAt: string }[]> {
  const rows = await db.select().from(termsConsents).where(eq(termsConsents.userNo, userNo)).orderBy(asc(termsConsents.agreedAt));
  return rows.map((r) => ({ kind: r.kind, version: r.version, agreedAt: new Date(r.agreedAt).toISOString() }));
}
