// A member's import of posts written elsewhere (docs/product/import.md, decision 0203): a
// Markdown zip (our own export round-trips), a WordPress WXR file or a Medium export. The upload
// is checked by its content at once (type, the zip's directory, how many posts); a job then reads
// every post, stores its images as editor uploads are stored, and makes the posts the member's
// drafts in one transaction, with a report of what came in and what was left out. Nothing is
// published. A refused or failed import leaves nothing: no drafts, no stored images, no file.
import path from "node:path";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { Element as ElementNode, Text as TextNode } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { ATTACHMENT_MAX_TOTAL_BYTES } from "../../../core/files";
import { both, say, type Language, type Localized } from "../../../core/i18n";
import { IMPORT_LIMITS, IMPORT_MSG, IMPORT_NOTE, IMPORT_SKIP, type ImportFormat, type ImportStatus } from "../../../core/import";
import { CONTENT_HTML_MAX_LENGTH, checkTagToAdd, isDraftEmpty, SUBJECT_MAX_LENGTH } from "../../../core/writing";
import { enqueue, type AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { contentFiles, drafts, memberImports } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { AppError, errors } from "../../lib/errors";
import { sanitizePostHtml } from "../../lib/rich-text";
import { newStorageKey } from "../../lib/storage";
import type { JobDefinition } from "../../jobs/queue";
import type { Viewer } from "../auth/types";
import { uploadContentImage } from "../contents/files";
import { fetchImage } from "../url-import/fetch-image";
import { markdownEntries, readMarkdownZip } from "./markdown";
import { mediumEntries, readMediumZip } from "./medium";
import { decodeText } from "./text";
import type { ImportState, SourceFile, SourcePost, SourceSkip, StoredNote, StoredReport } from "./types";
import { looksLikeWxr, looksLikeXml, readWxr } from "./wxr";
import { looksLikeZip, ZipArchive, type ZipEntry } from "./zip";

export const IMPORT_JOB = "accounts.import";

/**
 * A run still "running" after this long died with its process: the job's retry (after the job's
 * expiry, 120 minutes) takes it over, and the member may start another import meanwhile.
 */
const STALE_MINUTES = 115;
/** Fetching images from the internet stops after this long; the rest keep their addresses. */
const REMOTE_BUDGET_MS = 30 * 60_000;
/** Time for one remote image (the image-by-address feature's own limit is longer, for one image). */
const REMOTE_TIMEOUT_MS = 8_000;
/** Drafts inserted per statement. */
const INSERT_BATCH = 200;

const refuse = (message: (typeof IMPORT_MSG)[keyof typeof IMPORT_MSG], id: string, params?: Record<string, number>) =>
  new AppError(422, id, message, undefined, params);

async function latest(db: Executor, userNo: number) {
  const [row] = await db
    .select()
    .from(memberImports)
    .where(eq(memberImports.userNo, userNo))
    .orderBy(desc(memberImports.importId))
    .limit(1);
  return row ?? null;
}

type ImportRow = NonNullable<Awaited<ReturnType<typeof latest>>>;

function stateOf(row: ImportRow | null, language: Language): ImportState {
  if (!row)
    return {
      importId: null,
      status: "none",
      progress: 0,
      format: null,
      fileName: null,
      createdAt: null,
      finishedAt: null,
      error: null,
      imported: [],
      skipped: [],
    };
  const report = (row.report ?? { imported: [], skipped: [] }) as StoredReport;
  const error = row.error as Localized | null;
  const note = (n: StoredNote) => say(IMPORT_NOTE[n.code], language, n.params);
  return {
    importId: Number(row.importId),
    status: row.status as ImportStatus,
    progress: row.progress,
    format: (row.format as ImportFormat | null) ?? null,
    fileName: row.fileName,
    createdAt: new Date(row.createdAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    error: error ? (language === "en" ? error.en : error.ko) : null,
    imported: report.imported.map((p) => ({ ...p, notes: p.notes.map(note) })),
    skipped: report.skipped.map((s) => ({ source: s.source, title: s.title, reason: say(IMPORT_SKIP[s.reason], language) })),
  };
}

export async function importState(ctx: AppContext, viewer: Viewer, language: Language): Promise<ImportState> {
  return stateOf(await latest(ctx.db, viewer.userNo), language);
}

/** What a zip holds: the format it is in and the entries of its posts. */
function postsInZip(zip: ZipArchive): { format: ImportFormat; entries: ZipEntry[]; wxr: boolean } {
  const markdown = markdownEntries(zip);
  if (markdown.length) return { format: "markdown", entries: markdown, wxr: false };
  const medium = mediumEntries(zip);
  if (medium.length) return { format: "medium", entries: medium, wxr: false };
  // WordPress.com hands its WXR out inside a zip.
  const xml = zip.entries.filter((e) => !e.directory && /\.xml$/i.test(e.name) && !e.name.startsWith("__MACOSX/"));
  if (xml.length) return { format: "wxr", entries: xml, wxr: true };
  throw refuse(IMPORT_MSG.noPosts, "IMPORT_NO_POSTS");
}

function checkCount(count: number): void {
  if (count > IMPORT_LIMITS.maxPosts)
    throw refuse(IMPORT_MSG.tooManyPosts, "IMPORT_TOO_MANY_POSTS", { count, max: IMPORT_LIMITS.maxPosts });
}

/**
 * The checks an upload gets before it is kept, by its content alone (never its name): a zip's
 * directory (paths, entries, encryption, the sizes it declares, what it holds, how many posts),
 * or the head of a WXR file.
 */
export function inspectUpload(bytes: Buffer): { kind: "zip" | "xml" } {
  if (looksLikeZip(bytes)) {
    const found = postsInZip(new ZipArchive(bytes));
    if (!found.wxr) checkCount(found.entries.length);
    return { kind: "zip" };
  }
  const head = decodeText(bytes.subarray(0, 64 * 1024));
  if (looksLikeWxr(head)) return { kind: "xml" };
  if (looksLikeXml(head)) throw refuse(IMPORT_MSG.notWxr, "IMPORT_NOT_WXR");
  throw refuse(IMPORT_MSG.notSupported, "IMPORT_NOT_SUPPORTED");
}

/** Reads every post of the file; refusals (bombs, malformed XML, too many posts) are AppErrors. */
export function readSource(bytes: Buffer): SourceFile {
  if (looksLikeZip(bytes)) {
    const zip = new ZipArchive(bytes);
    const found = postsInZip(zip);
    if (found.format === "markdown") return readMarkdownZip(zip, found.entries);
    if (found.format === "medium") return readMediumZip(zip, found.entries);
    for (const entry of found.entries) {
      const xml = zip.read(entry, IMPORT_LIMITS.maxUploadBytes * 2);
      if (!xml) throw refuse(IMPORT_MSG.tooLarge, "IMPORT_TOO_LARGE");
      const text = decodeText(xml);
      if (looksLikeWxr(text.slice(0, 64 * 1024))) return readWxr(text);
    }
    throw refuse(IMPORT_MSG.notWxr, "IMPORT_NOT_WXR");
  }
  const text = decodeText(bytes);
  if (looksLikeWxr(text.slice(0, 64 * 1024))) return readWxr(text);
  if (looksLikeXml(text.slice(0, 1024))) throw refuse(IMPORT_MSG.notWxr, "IMPORT_NOT_WXR");
  throw refuse(IMPORT_MSG.notSupported, "IMPORT_NOT_SUPPORTED");
}

export interface UploadedImport {
  data: Buffer;
  fileName: string;
}

/** Takes an uploaded file for import; one import at a time per member. */
export async function requestImport(
  ctx: AppContext,
  viewer: Viewer,
  file: UploadedImport | null,
  language: Language,
  now: Date = new Date(),
): Promise<ImportState> {
  if (!file || file.data.length === 0) throw errors.badRequest(IMPORT_MSG.fileRequired, "FILE_REQUIRED");
  const busy = (row: ImportRow | null) =>
    row &&
    (row.status === "queued" ||
      (row.status === "running" && row.startedAt !== null && now.getTime() - new Date(row.startedAt).getTime() < STALE_MINUTES * 60_000));
  // Refused before the file is kept; checked again under the lock below.
  if (busy(await latest(ctx.db, viewer.userNo))) throw errors.conflict(IMPORT_MSG.busy, "IMPORT_IN_PROGRESS");
  const { kind } = inspectUpload(file.data);
  const key = newStorageKey("imports", kind, now);
  await ctx.files.put(key, file.data, kind === "zip" ? "application/zip" : "application/xml");
  try {
    return await withTransaction(ctx.db, async (tx) => {
      // One import at a time per member, even from two tabs at once.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('member-import'), ${viewer.userNo})`);
      if (busy(await latest(tx, viewer.userNo))) throw errors.conflict(IMPORT_MSG.busy, "IMPORT_IN_PROGRESS");
      const [row] = await tx
        .insert(memberImports)
        .values({
          userNo: viewer.userNo,
          fileName: path.basename(file.fileName.replace(/\\/g, "/")).slice(0, 200),
          bytes: file.data.length,
          fileKey: key,
          createdAt: now,
        })
        .returning();
      await enqueue(ctx, tx, IMPORT_JOB, { importId: Number(row!.importId) });
      return stateOf(row!, language);
    });
  } catch (error) {
    await ctx.files.remove(key).catch(() => undefined);
    throw error;
  }
}

/** What the job shares across posts: the internet-fetch budget and the images it stored. */
interface Run {
  ctx: AppContext;
  userNo: number;
  remoteLeft: number;
  remoteUntil: number;
  /** Every image stored so far, to be removed if the import fails. */
  storedKeys: string[];
}

interface PreparedPost {
  values: { title: string; topic: string; content: string; tags: string[]; originalDate: Date | null };
  source: string;
  images: number;
  notes: StoredNote[];
}

/** The bytes of an image from the internet, through the SSRF-safe fetch, or null. */
async function fetchRemote(run: Run, src: string): Promise<Buffer | null> {
  if (run.remoteLeft <= 0 || Date.now() > run.remoteUntil) return null;
  run.remoteLeft--;
  try {
    const address = src.startsWith("//") ? `https:${src}` : src;
    const image = await fetchImage(address, { allowAddresses: run.ctx.config.URL_FETCH_ALLOW_ADDRESSES, timeoutMs: REMOTE_TIMEOUT_MS });
    return image.bytes;
  } catch {
    return null;
  }
}

/** One post: its images stored, its HTML cleaned, its title and tags fitted; or why it is left out. */
async function preparePost(run: Run, post: SourcePost): Promise<PreparedPost | SourceSkip> {
  const notes: StoredNote[] = [...post.notes];
  const document = parseDocument(post.html, { decodeEntities: true });
  const keys: string[] = [];
  let attached = 0;
  const count = { missing: 0, rejected: 0, linked: 0, dropped: 0 };
  const stored = new Map<string, string>();

  const store = async (bytes: Buffer, name: string): Promise<string | null> => {
    // The editor's limits: 20 MB a file (in uploadContentImage) and 100 MB for one post.
    if (attached + bytes.length > ATTACHMENT_MAX_TOTAL_BYTES) return null;
    try {
      const image = await uploadContentImage(run.ctx, run.userNo, { data: bytes, fileName: name, purpose: "editor" });
      attached += bytes.length;
      keys.push(image.key);
      run.storedKeys.push(image.key);
      return image.url;
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  };

  for (const img of DomUtils.findAll((e) => e.name === "img", document.children)) {
    const src = (img.attribs.src ?? "").trim();
    let address = stored.get(src) ?? null;
    if (!address && src) {
      if (/^(?:https?:)?\/\//i.test(src)) {
        const bytes = await fetchRemote(run, src);
        address = bytes ? await store(bytes, path.posix.basename(src.split(/[?#]/)[0] ?? "") || "image") : null;
        if (!address) {
          if (/^(?:https:)?\/\//i.test(src)) {
            // The rich-text policy keeps https images: the post shows it from where it was.
            count.linked++;
            img.attribs.src = src.startsWith("//") ? `https:${src}` : src;
            continue;
          }
          // An http image cannot be shown on an https page: it becomes a link to it.
          count.dropped++;
          DomUtils.replaceElement(img, new ElementNode("a", { href: src }, [new TextNode(img.attribs.alt || src)]));
          continue;
        }
      } else if (!src.startsWith("data:")) {
        const local = post.localImage?.(src) ?? null;
        if (!local) count.missing++;
        else if (!local.bytes) count.rejected++;
        else {
          address = await store(local.bytes, local.name);
          if (!address) count.rejected++;
        }
      } else count.rejected++;
    }
    if (address) {
      stored.set(src, address);
      img.attribs.src = address;
    } else {
      const parent = img.parent;
      DomUtils.removeElement(img);
      // A paragraph that held only the image goes with it.
      if (
        parent &&
        "name" in parent &&
        parent.name === "p" &&
        !DomUtils.textContent(parent).trim() &&
        !parent.children.some((c) => c.type === "tag")
      )
        DomUtils.removeElement(parent);
    }
  }
  if (count.missing) notes.push({ code: "imagesMissing", params: { n: count.missing } });
  if (count.rejected) notes.push({ code: "imagesRejected", params: { n: count.rejected } });
  if (count.linked) notes.push({ code: "imagesLinked", params: { n: count.linked } });
  if (count.dropped) notes.push({ code: "imagesDropped", params: { n: count.dropped } });

  const content = sanitizePostHtml(DomUtils.getOuterHTML(document.children, { encodeEntities: "utf8" }), run.ctx.config.publicUrl);
  let title = post.title.normalize("NFC").replace(/\s+/g, " ").trim();
  if (Array.from(title).length > SUBJECT_MAX_LENGTH) {
    title = Array.from(title).slice(0, SUBJECT_MAX_LENGTH).join("").trim();
    notes.push({ code: "titleShortened" });
  }
  const tags: string[] = [];
  const left: string[] = [];
  for (const raw of post.tags) {
    const check = checkTagToAdd(tags, raw);
    if (check.ok) tags.push(check.tag);
    // The same tag twice is no loss; anything else the member should hear about.
    else if (!tags.some((t) => t.toLowerCase() === raw.replace(/^#+/, "").trim().toLowerCase())) left.push(raw.trim());
  }
  if (left.length) notes.push({ code: "tagsDropped", params: { tags: left.map((t) => `'${t}'`).join(", ") } });

  const skip = (reason: SourceSkip["reason"]): SourceSkip => ({ source: post.source, title, reason });
  let reason: SourceSkip["reason"] | null = null;
  if (isDraftEmpty({ title, content })) reason = "empty";
  else if (content.length > CONTENT_HTML_MAX_LENGTH) reason = "tooLong";
  if (reason) {
    await removeImages(run.ctx, keys);
    run.storedKeys = run.storedKeys.filter((k) => !keys.includes(k));
    return skip(reason);
  }
  return {
    values: { title, topic: post.topic, content, tags, originalDate: post.date },
    source: post.source,
    images: stored.size,
    notes,
  };
}

/** Removes stored images and their records (an import that failed, a post left out). */
async function removeImages(ctx: AppContext, keys: string[]): Promise<void> {
  for (const key of keys) await ctx.files.remove(key).catch(() => undefined);
  for (let i = 0; i < keys.length; i += 500) await ctx.db.delete(contentFiles).where(inArray(contentFiles.fileKey, keys.slice(i, i + 500)));
}

async function setProgress(ctx: AppContext, importId: number, progress: number): Promise<void> {
  await ctx.db.update(memberImports).set({ progress }).where(eq(memberImports.importId, importId));
}

/** Works through one import (the job). */
export async function runImport(ctx: AppContext, importId: number, now: Date = new Date()): Promise<void> {
  // Claimed once: a second run of the same job (a retry, two workers) finds nothing to do, unless
  // the first died running it.
  const [row] = await ctx.db
    .update(memberImports)
    .set({ status: "running", progress: 0, startedAt: now })
    .where(
      and(
        eq(memberImports.importId, importId),
        sql`(${memberImports.status} = 'queued' or (${memberImports.status} = 'running' and ${memberImports.startedAt} < now() - ${sql.raw(`interval '${STALE_MINUTES} minutes'`)}))`,
      ),
    )
    .returning();
  if (!row) return;
  const run: Run = {
    ctx,
    userNo: row.userNo,
    remoteLeft: IMPORT_LIMITS.maxRemoteImages,
    remoteUntil: Date.now() + REMOTE_BUDGET_MS,
    storedKeys: [],
  };
  try {
    if (!row.fileKey) throw new Error("import without its file");
    const source = readSource(await ctx.files.read(row.fileKey));
    checkCount(source.posts.length + source.skipped.length);
    if (!source.posts.length && !source.skipped.length) throw refuse(IMPORT_MSG.noPosts, "IMPORT_NO_POSTS");
    await ctx.db.update(memberImports).set({ format: source.format, progress: 5 }).where(eq(memberImports.importId, importId));

    const prepared: PreparedPost[] = [];
    const skipped: SourceSkip[] = [...source.skipped];
    let shown = 5;
    for (const [index, post] of source.posts.entries()) {
      const result = await preparePost(run, post);
      if ("reason" in result) skipped.push(result);
      else prepared.push(result);
      const progress = 5 + Math.floor(((index + 1) / source.posts.length) * 90);
      if (progress >= shown + 5) {
        shown = progress;
        await setProgress(ctx, importId, progress);
      }
    }

    // Oldest first, so the newest post is the newest draft (drafts list newest first).
    const order = prepared
      .map((p, i) => ({ p, i }))
      .sort((a, b) => (a.p.values.originalDate?.getTime() ?? 0) - (b.p.values.originalDate?.getTime() ?? 0) || a.i - b.i);
    const finishedAt = new Date();
    // The uploaded file has served its purpose: gone before the member reads "done".
    await removeUpload(ctx, row.fileKey);
    await withTransaction(ctx.db, async (tx) => {
      const draftNos = new Map<PreparedPost, number>();
      for (let i = 0; i < order.length; i += INSERT_BATCH) {
        const batch = order.slice(i, i + INSERT_BATCH).map((o) => o.p);
        const rows = await tx
          .insert(drafts)
          .values(
            batch.map((p) => ({
              userNo: row.userNo,
              ...p.values,
              thumbnailPath: null,
              importId,
              createdAt: finishedAt,
              updatedAt: finishedAt,
            })),
          )
          .returning({ draftNo: drafts.draftNo });
        batch.forEach((p, j) => draftNos.set(p, rows[j]!.draftNo));
      }
      const report: StoredReport = {
        imported: prepared.map((p) => ({
          draftNo: draftNos.get(p)!,
          title: p.values.title,
          date: p.values.originalDate ? p.values.originalDate.toISOString() : null,
          tags: p.values.tags,
          images: p.images,
          source: p.source,
          notes: p.notes,
        })),
        skipped,
      };
      await tx
        .update(memberImports)
        .set({ status: "done", progress: 100, report, fileKey: null, finishedAt })
        .where(eq(memberImports.importId, importId));
    });
  } catch (error) {
    if (!(error instanceof AppError)) ctx.logger.error({ err: error, importId }, "member import failed");
    await removeImages(ctx, run.storedKeys);
    await removeUpload(ctx, row.fileKey);
    const message = error instanceof AppError && error.localized ? error.localized : both(IMPORT_MSG.failed);
    await ctx.db
      .update(memberImports)
      .set({ status: "failed", error: message, fileKey: null, finishedAt: new Date() })
      .where(eq(memberImports.importId, importId));
  }
}

async function removeUpload(ctx: AppContext, key: string | null): Promise<void> {
  if (key) await ctx.files.remove(key).catch(() => undefined);
}

export function importJob(ctx: AppContext): JobDefinition<{ importId: number }> {
  return {
    name: IMPORT_JOB,
    async handler(jobs) {
      for (const job of jobs) await runImport(ctx, job.data.importId);
    },
    // Longer than STALE_MINUTES' counterpart: an import of 1,000 posts with images from the
    // internet may take a while, and a retry must not start while the first run lives.
    queue: { retryLimit: 1, retryDelay: 60, expireInSeconds: 7_200 },
  };
}
