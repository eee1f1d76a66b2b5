// Document to video (docs/product/ai.md §10, docs/decisions/0171).
//
// Script: the document (an upload, or the member's own document post) becomes a PDF (as is, or
// through LibreOffice for Office files), its pages' text is read with pdftotext, and the AI
// engine writes one narration per page (offline: the page's key sentences). The PDF is kept in
// the file store and a row holds the editable script. Nothing is spent yet.
//
// Render: the (edited) script is checked against the row, a unit of the day's allowance is taken
// and the render job queued, in one transaction. The job (render.ts) reports each step's
// progress on the row; success stores the MP4 and tells the member (video.ready); failure keeps
// no file of the render, gives the allowance back and tells the member why (video.failed).
// An hourly sweep removes the files of videos past the retention period.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { AI_ALLOWANCE } from "../../../../core/ai";
import { DOCUMENT_MAX_BYTES, type DocumentKind } from "../../../../core/documents";
import { BRIEFING_EXTENSIONS, sanitizeFileName } from "../../../../core/files";
import { say, type Language } from "../../../../core/i18n";
import { VIDEO_LIMITS, VIDEO_MSG, type VideoStatus, type VideoStep } from "../../../../core/video";
import { enqueue, type AppContext } from "../../../context";
import { aiVideos, boards, documents, type VideoRow } from "../../../db/schema";
import { withTransaction } from "../../../db/transaction";
import { emit } from "../../../events/bus";
import type { JobDefinition } from "../../../jobs/queue";
import { AppError } from "../../../lib/errors";
import { missingFile, newStorageKey } from "../../../lib/storage";
import type { Viewer } from "../../auth/types";
import { inspectUpload } from "../../documents/inspect";
import { sofficeFor, type UploadedFile } from "../../documents/service";
import { convertToPdf } from "../../documents/soffice";
import { allowanceLeft, returnAllowance, takeAllowance } from "../allowance";
import type { AiEngine } from "../provider";
import { estimateSeconds, pdfPageTexts, RenderError, renderVideo, videoTools, type RenderFailure } from "./render";
import type { VideoConfig, VideoPostOption, VideoScene, VideoView } from "./types";

export const AI_VIDEO_JOB = "ai.video.render";
export const AI_VIDEO_SWEEP_JOB = "ai.video.sweep";

export interface VideoJobData {
  videoNo: number;
}

/** Where a video's document comes from: an upload or one of the member's document posts. */
export type VideoSource = { file: UploadedFile } | { boardNo: number };

const refuse = (status: number, errorId: string, key: keyof typeof VIDEO_MSG, params?: Record<string, string | number>) =>
  new AppError(status, errorId, VIDEO_MSG[key], undefined, params);

// ── Config ──────────────────────────────────────────────────────────────────

export async function videoConfig(ctx: AppContext, viewer: Viewer | null): Promise<VideoConfig> {
  const tools = videoTools();
  return {
    maxPages: VIDEO_LIMITS.maxPages,
    maxBytes: DOCUMENT_MAX_BYTES,
    sceneChars: VIDEO_LIMITS.sceneChars,
    maxSeconds: VIDEO_LIMITS.maxSeconds,
    fps: VIDEO_LIMITS.fps,
    retentionDays: VIDEO_LIMITS.retentionDays,
    extensions: BRIEFING_EXTENSIONS.filter((e) => e !== "hwp" && e !== "hwpx"),
    dailyLimit: AI_ALLOWANCE.video,
    remain: viewer ? (await allowanceLeft(ctx.db, viewer.userNo, "video")).remain : null,
    available: { ...tools, office: sofficeFor(ctx) !== null },
  };
}

/** Refuses when this installation cannot make a video at all, naming the missing part. */
function requireTools() {
  const tools = videoTools();
  if (!tools.slides) throw refuse(503, "VIDEO_SLIDES_UNAVAILABLE", "slidesUnavailable");
  if (!tools.narration) throw refuse(503, "VIDEO_NARRATION_UNAVAILABLE", "narrationUnavailable");
  if (!tools.encoding) throw refuse(503, "VIDEO_ENCODING_UNAVAILABLE", "encodingUnavailable");
}

// ── Views ───────────────────────────────────────────────────────────────────

const expiresAt = (row: VideoRow) =>
  row.readyAt ? new Date(row.readyAt.getTime() + VIDEO_LIMITS.retentionDays * 86_400_000).toISOString() : null;

export function toView(row: VideoRow, language: Language = "ko"): VideoView {
  const failureText = row.failure && row.failure in VIDEO_MSG ? VIDEO_MSG[row.failure as keyof typeof VIDEO_MSG] : null;
  const ready = row.status === "ready" && row.videoKey;
  return {
    videoNo: row.videoNo,
    status: row.status as VideoStatus,
    step: row.step as VideoStep,
    stepProgress: row.stepProgress,
    sourceName: row.sourceName,
    pageCount: row.pageCount,
    scenes: row.scenes,
    engine: row.engine as AiEngine,
    failure: row.failure,
    failureMessage: failureText ? say(failureText, language, { max: VIDEO_LIMITS.maxSeconds / 60 }) : null,
    durationSeconds: row.durationSeconds,
    sizeBytes: row.sizeBytes,
    videoUrl: ready ? `/api/ai/video/${row.videoNo}/file` : null,
    downloadUrl: ready ? `/api/ai/video/${row.videoNo}/file?download=1` : null,
    captionsUrl: ready ? `/api/ai/video/${row.videoNo}/captions` : null,
    downloads: row.downloads,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: expiresAt(row),
  };
}

async function ownVideo(ctx: AppContext, viewer: Viewer, videoNo: number): Promise<VideoRow> {
  const [row] = await ctx.db.select().from(aiVideos).where(eq(aiVideos.videoNo, videoNo)).limit(1);
  // Another member's video is answered as not found: its existence is not theirs to know.
  if (!row || row.userNo !== viewer.userNo) throw refuse(404, "VIDEO_NOT_FOUND", "notFound");
  return row;
}

export async function getVideo(ctx: AppContext, viewer: Viewer, videoNo: number, language: Language): Promise<VideoView> {
  return toView(await ownVideo(ctx, viewer, videoNo), language);
}

/** The member's latest video (the page shows it again after a reload), or the one asked for. */
export async function currentVideo(ctx: AppContext, userNo: number, videoNo: number | null, language: Language): Promise<VideoView | null> {
  const where = videoNo ? and(eq(aiVideos.userNo, userNo), eq(aiVideos.videoNo, videoNo)) : eq(aiVideos.userNo, userNo);
  const [row] = await ctx.db.select().from(aiVideos).where(where).orderBy(desc(aiVideos.videoNo)).limit(1);
  return row ? toView(row, language) : null;
}

/** The member's document posts whose conversion finished (the page offers them as sources). */
export async function videoPostOptions(ctx: AppContext, userNo: number): Promise<VideoPostOption[]> {
  const rows = await ctx.db
    .select({ boardNo: boards.boardNo, subject: boards.subject, pageCount: documents.pageCount, kind: documents.kind })
    .from(documents)
    .innerJoin(boards, eq(boards.boardNo, documents.boardNo))
    .where(and(eq(documents.userNo, userNo), eq(documents.status, "ready"), isNull(boards.deletedAt)))
    .orderBy(desc(documents.boardNo))
    .limit(30);
  return rows.filter((r) => r.kind !== "hwp" && r.kind !== "hwpx");
}

// ── Script ──────────────────────────────────────────────────────────────────

interface SourceDocument {
  data: Buffer;
  kind: DocumentKind;
  name: string;
  boardNo: number | null;
}

async function loadSource(ctx: AppContext, viewer: Viewer, source: VideoSource | null): Promise<SourceDocument> {
  if (!source) throw refuse(400, "FILE_REQUIRED", "noFile");
  if ("file" in source) {
    const inspected = await inspectUpload(source.file.data, source.file.fileName, { soffice: sofficeFor(ctx) !== null });
    if (inspected.pageCount !== null && inspected.pageCount > VIDEO_LIMITS.maxPages)
      throw refuse(422, "VIDEO_TOO_MANY_PAGES", "tooManyPages", { max: VIDEO_LIMITS.maxPages });
    return { data: source.file.data, kind: inspected.kind, name: sanitizeFileName(source.file.fileName), boardNo: null };
  }
  const [row] = await ctx.db
    .select({ doc: documents, subject: boards.subject, deletedAt: boards.deletedAt })
    .from(documents)
    .innerJoin(boards, eq(boards.boardNo, documents.boardNo))
    .where(eq(documents.boardNo, source.boardNo))
    .limit(1);
  if (!row || row.deletedAt || row.doc.userNo !== viewer.userNo) throw refuse(404, "VIDEO_POST_NOT_FOUND", "notYourPost");
  if (row.doc.status !== "ready") throw refuse(409, "VIDEO_POST_NOT_READY", "postNotReady");
  return {
    data: await ctx.files.read(row.doc.originalKey),
    kind: row.doc.kind as DocumentKind,
    name: row.doc.originalName,
    boardNo: source.boardNo,
  };
}

/** The document as a PDF in `workDir` (Office files through LibreOffice). */
async function asPdf(ctx: AppContext, doc: SourceDocument, workDir: string): Promise<string> {
  if (doc.kind === "hwp" || doc.kind === "hwpx") throw refuse(415, "VIDEO_HWP_UNSUPPORTED", "hwpNotSupported");
  const input = path.join(workDir, `input.${doc.kind}`);
  fs.writeFileSync(input, doc.data);
  if (doc.kind === "pdf") return input;
  const soffice = sofficeFor(ctx);
  if (!soffice) throw refuse(415, "VIDEO_NO_CONVERTER", "noConverter");
  try {
    return await convertToPdf(soffice, input);
  } catch (error) {
    ctx.logger.warn({ err: error, kind: doc.kind }, "document video: PDF conversion failed");
    throw refuse(422, "VIDEO_CONVERT_FAILED", "convertFailed");
  }
}

const cut = (text: string, max: number) => {
  const chars = [...text.trim()];
  if (chars.length <= max) return text.trim();
  const head = chars.slice(0, max).join("");
  const end = Math.max(head.lastIndexOf(". "), head.lastIndexOf("다."));
  return (end > max / 2 ? head.slice(0, end + (head[end] === "다" ? 2 : 1)) : head).trim();
};

function workFolder(ctx: AppContext, what: string): string {
  const dir = path.join(ctx.config.dataDir, "tmp", `video-${what}-${crypto.randomBytes(6).toString("hex")}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** POST /api/ai/video/document/script: the editable script of a document (see the top of the file). */
export async function makeScript(ctx: AppContext, viewer: Viewer, source: VideoSource | null, language: Language): Promise<VideoView> {
  requireTools();
  // Making a script costs nothing of the day's count, but reads a document each time.
  if (!(await ctx.limiter.hit(`video-script:${viewer.userNo}`, VIDEO_LIMITS.scriptsPerTenMinutes, 10 * 60_000)).allowed)
    throw refuse(429, "VIDEO_SCRIPTS_TOO_OFTEN", "tooManyScripts");
  const doc = await loadSource(ctx, viewer, source);
  const workDir = workFolder(ctx, "script");
  try {
    const pdf = await asPdf(ctx, doc, workDir);
    let texts: string[];
    try {
      texts = await pdfPageTexts(pdf);
    } catch (error) {
      ctx.logger.warn({ err: error }, "document video: pdftotext failed");
      throw refuse(422, "VIDEO_CONVERT_FAILED", "convertFailed");
    }
    if (texts.length > VIDEO_LIMITS.maxPages) throw refuse(422, "VIDEO_TOO_MANY_PAGES", "tooManyPages", { max: VIDEO_LIMITS.maxPages });
    const pages = texts.map((text, i) => ({ page: i + 1, text })).filter((p) => p.text);
    if (pages.length === 0) throw refuse(422, "VIDEO_NO_TEXT", "noText");
    const script = await ctx.ai.videoScript({ pages }, { language });
    const byPage = new Map(script.value.map((s) => [s.page, cut(s.narration, VIDEO_LIMITS.sceneChars)]));
    const scenes = texts.map((_, i) => ({ page: i + 1, narration: byPage.get(i + 1) ?? "" }));
    if (scenes.every((s) => !s.narration)) throw refuse(422, "VIDEO_NO_TEXT", "noText");
    const pdfKey = newStorageKey("videos", "pdf");
    await ctx.files.put(pdfKey, fs.readFileSync(pdf), "application/pdf");
    try {
      const [row] = await ctx.db
        .insert(aiVideos)
        .values({
          userNo: viewer.userNo,
          boardNo: doc.boardNo,
          sourceName: doc.name,
          pdfKey,
          pageCount: texts.length,
          scenes,
          engine: script.engine,
          status: "script",
          step: "script",
          stepProgress: 100,
        })
        .returning();
      return toView(row!, language);
    } catch (error) {
      await ctx.files.remove(pdfKey).catch(() => undefined);
      throw error;
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

// ── Render ──────────────────────────────────────────────────────────────────

/** The edited script, checked against the video's pages and the limits. */
function checkScenes(row: VideoRow, scenes: VideoScene[]): VideoScene[] {
  const pages = row.scenes.map((s) => s.page);
  if (scenes.length !== pages.length || scenes.some((s, i) => s.page !== pages[i]))
    throw refuse(422, "VIDEO_SCENES_MISMATCH", "scenesMismatch");
  const cleaned = scenes.map((s) => ({ page: s.page, narration: s.narration.replace(/\s+/g, " ").trim() }));
  if (cleaned.some((s) => [...s.narration].length > VIDEO_LIMITS.sceneChars))
    throw refuse(422, "VIDEO_SCENE_TOO_LONG", "sceneTooLong", { max: VIDEO_LIMITS.sceneChars });
  if (cleaned.every((s) => !s.narration)) throw refuse(422, "VIDEO_EMPTY_SCRIPT", "emptyScript");
  if (estimateSeconds(cleaned) > VIDEO_LIMITS.maxSeconds)
    throw refuse(422, "VIDEO_TOO_LONG", "tooLong", { max: VIDEO_LIMITS.maxSeconds / 60 });
  return cleaned;
}

/** POST /api/ai/video/script/generate: queues the render of a script (edited or as made). */
export async function startRender(
  ctx: AppContext,
  viewer: Viewer,
  input: { videoNo: number; scenes?: VideoScene[] },
  language: Language,
): Promise<VideoView> {
  requireTools();
  const takenAt = new Date();
  return withTransaction(ctx.db, async (tx) => {
    const [row] = await tx.select().from(aiVideos).where(eq(aiVideos.videoNo, input.videoNo)).for("update");
    if (!row || row.userNo !== viewer.userNo) throw refuse(404, "VIDEO_NOT_FOUND", "notFound");
    if (row.status !== "script") throw refuse(409, "VIDEO_NOT_EDITABLE", "notEditable");
    const scenes = checkScenes(row, input.scenes ?? row.scenes);
    const allowance = await takeAllowance(tx, viewer.userNo, "video", takenAt);
    if (!allowance.taken) throw refuse(429, "AI_ALLOWANCE_USED", "allowanceUsed", { limit: AI_ALLOWANCE.video });
    const [updated] = await tx
      .update(aiVideos)
      .set({ scenes, status: "queued", step: "narration", stepProgress: 0, takenAt, updatedAt: sql`now()` })
      .where(eq(aiVideos.videoNo, row.videoNo))
      .returning();
    await enqueue<VideoJobData>(ctx, tx, AI_VIDEO_JOB, { videoNo: row.videoNo });
    return toView(updated!, language);
  });
}

/** POST /api/ai/video/document/generate: script and render in one step. */
export async function generateFromDocument(
  ctx: AppContext,
  viewer: Viewer,
  source: VideoSource | null,
  language: Language,
): Promise<VideoView> {
  const scripted = await makeScript(ctx, viewer, source, language);
  // A refusal here (the day's allowance) leaves the script for the member to edit and render later.
  return startRender(ctx, viewer, { videoNo: scripted.videoNo }, language);
}

/** POST /api/ai/video/download/log: counts a download of a ready video. */
export async function logDownload(ctx: AppContext, viewer: Viewer, videoNo: number): Promise<{ videoNo: number; downloads: number }> {
  const row = await ownVideo(ctx, viewer, videoNo);
  if (row.status !== "ready") throw refuse(409, "VIDEO_NOT_READY", "notReady");
  const [updated] = await ctx.db
    .update(aiVideos)
    .set({ downloads: sql`${aiVideos.downloads} + 1` })
    .where(eq(aiVideos.videoNo, videoNo))
    .returning({ downloads: aiVideos.downloads });
  ctx.logger.info({ videoNo, userNo: viewer.userNo }, "document video downloaded");
  return { videoNo, downloads: updated!.downloads };
}

export interface VideoFile {
  /** Storage key of the MP4 (read with ctx.files.openRead). */
  key: string;
  size: number;
  fileName: string;
}

/** Where a video's captions file is kept: beside the MP4, under the same name. */
export const captionsKeyOf = (videoKey: string) => videoKey.replace(/\.mp4$/, ".vtt");

/** The WebVTT captions of the member's own ready video, named after its source. */
export async function openCaptions(ctx: AppContext, viewer: Viewer, videoNo: number): Promise<{ data: Buffer; fileName: string }> {
  const row = await ownVideo(ctx, viewer, videoNo);
  if (row.status !== "ready" || !row.videoKey) throw refuse(409, "VIDEO_NOT_READY", "notReady");
  const key = captionsKeyOf(row.videoKey);
  // A video made before captions were kept has none.
  if (!(await ctx.files.exists(key))) throw refuse(404, "CAPTIONS_NOT_FOUND", "captionsMissing");
  const base = row.sourceName.replace(/\.[^.]+$/, "") || "video";
  return { data: await ctx.files.read(key), fileName: `${base}.vtt` };
}

/** The ready MP4 of the member's own video. */
export async function openVideo(ctx: AppContext, viewer: Viewer, videoNo: number): Promise<VideoFile> {
  const row = await ownVideo(ctx, viewer, videoNo);
  if (row.status !== "ready" || !row.videoKey) throw refuse(409, "VIDEO_NOT_READY", "notReady");
  const stored = await ctx.files.stat(row.videoKey);
  if (!stored) throw missingFile(row.videoKey);
  const base = row.sourceName.replace(/\.[^.]+$/, "") || "video";
  return { key: row.videoKey, size: stored.size, fileName: `${base}.mp4` };
}

const FAILURE_KEYS: Record<RenderFailure, keyof typeof VIDEO_MSG> = {
  narration: "failedNarration",
  slides: "failedSlides",
  encoding: "failedEncoding",
  timeout: "failedTimeout",
};

/** The render job (see the top of the file). Safe to run twice: a video no longer queued or rendering is left alone. */
export async function runRender(ctx: AppContext, job: VideoJobData): Promise<void> {
  const [row] = await ctx.db.select().from(aiVideos).where(eq(aiVideos.videoNo, job.videoNo)).limit(1);
  if (!row || (row.status !== "queued" && row.status !== "rendering") || !row.pdfKey) return;
  await ctx.db
    .update(aiVideos)
    .set({ status: "rendering", updatedAt: sql`now()` })
    .where(eq(aiVideos.videoNo, row.videoNo));
  const workDir = workFolder(ctx, String(row.videoNo));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), VIDEO_LIMITS.renderTimeoutMs);
  let videoKey: string | null = null;
  let lastWrite = "";
  const progress = async (step: VideoStep, percent: number) => {
    const key = `${step}:${percent}`;
    if (key === lastWrite) return;
    lastWrite = key;
    await ctx.db
      .update(aiVideos)
      .set({ step, stepProgress: percent, updatedAt: sql`now()` })
      .where(and(eq(aiVideos.videoNo, row.videoNo), eq(aiVideos.status, "rendering")))
      .catch(() => undefined);
  };
  try {
    const pdfPath = path.join(workDir, "source.pdf");
    fs.writeFileSync(pdfPath, await ctx.files.read(row.pdfKey));
    const output = await renderVideo({ pdfPath, scenes: row.scenes, workDir, signal: controller.signal, onProgress: progress });
    const data = fs.readFileSync(output.mp4Path);
    videoKey = newStorageKey("videos", "mp4");
    await ctx.files.put(videoKey, data, "video/mp4");
    await ctx.files.put(captionsKeyOf(videoKey), Buffer.from(output.captionsVtt, "utf8"), "text/vtt");
    const stored = videoKey;
    const done = await withTransaction(ctx.db, async (tx) => {
      const [current] = await tx.select({ status: aiVideos.status }).from(aiVideos).where(eq(aiVideos.videoNo, row.videoNo)).for("update");
      if (!current || current.status !== "rendering") return false;
      await tx
        .update(aiVideos)
        .set({
          status: "ready",
          step: "encoding",
          stepProgress: 100,
          videoKey: stored,
          durationSeconds: output.durationSeconds,
          sizeBytes: data.length,
          readyAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(aiVideos.videoNo, row.videoNo));
      await emit({ ctx, tx }, "video.ready", { videoNo: row.videoNo, userNo: row.userNo, sourceName: row.sourceName });
      return true;
    });
    if (!done) for (const key of [stored, captionsKeyOf(stored)]) await ctx.files.remove(key).catch(() => undefined);
    ctx.logger.info(
      { videoNo: row.videoNo, scenes: row.scenes.length, seconds: output.durationSeconds, ...output.timings },
      "document video ready",
    );
  } catch (error) {
    if (videoKey) for (const key of [videoKey, captionsKeyOf(videoKey)]) await ctx.files.remove(key).catch(() => undefined);
    const failure = error instanceof RenderError ? FAILURE_KEYS[error.failure] : "failedEncoding";
    ctx.logger.warn({ videoNo: row.videoNo, failure, err: error }, "document video failed");
    await withTransaction(ctx.db, async (tx) => {
      const [current] = await tx.select({ status: aiVideos.status }).from(aiVideos).where(eq(aiVideos.videoNo, row.videoNo)).for("update");
      if (!current || current.status !== "rendering") return;
      await tx
        .update(aiVideos)
        .set({ status: "failed", failure, videoKey: null, updatedAt: sql`now()` })
        .where(eq(aiVideos.videoNo, row.videoNo));
      if (row.takenAt) await returnAllowance(tx, row.userNo, "video", row.takenAt);
      await emit({ ctx, tx }, "video.failed", {
        videoNo: row.videoNo,
        userNo: row.userNo,
        sourceName: row.sourceName,
        reason: say(VIDEO_MSG[failure], "ko", { max: VIDEO_LIMITS.maxSeconds / 60 }),
      });
    });
  } finally {
    clearTimeout(timer);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

export function videoRenderJob(ctx: AppContext): JobDefinition<VideoJobData> {
  return {
    name: AI_VIDEO_JOB,
    async handler(jobs) {
      for (const job of jobs) await runRender(ctx, job.data);
    },
    // VIDEO_LIMITS.concurrency renders at once per worker process; a crashed worker's job is retried after expiry.
    work: { batchSize: VIDEO_LIMITS.concurrency },
    queue: { retryLimit: 1, retryDelay: 30, expireInSeconds: Math.ceil(VIDEO_LIMITS.renderTimeoutMs / 1000) + 120 },
  };
}

/** Removes the files of videos past the retention period (and scripts never rendered); the rows stay as `expired`. */
export async function sweepVideos(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - VIDEO_LIMITS.retentionDays * 86_400_000);
  const rows = await ctx.db
    .select({ videoNo: aiVideos.videoNo, pdfKey: aiVideos.pdfKey, videoKey: aiVideos.videoKey })
    .from(aiVideos)
    .where(
      and(
        inArray(aiVideos.status, ["script", "ready", "failed"]),
        or(lt(aiVideos.readyAt, cutoff), and(isNull(aiVideos.readyAt), lt(aiVideos.createdAt, cutoff))),
      ),
    );
  for (const row of rows) {
    await ctx.db
      .update(aiVideos)
      .set({ status: "expired", failure: "expired", pdfKey: null, videoKey: null, updatedAt: sql`now()` })
      .where(eq(aiVideos.videoNo, row.videoNo));
    const keys = [row.pdfKey, row.videoKey, row.videoKey ? captionsKeyOf(row.videoKey) : null];
    for (const key of keys) if (key) await ctx.files.remove(key).catch(() => undefined);
  }
  // Work folders a crashed process left behind.
  const tmp = path.join(ctx.config.dataDir, "tmp");
  if (fs.existsSync(tmp))
    for (const name of fs.readdirSync(tmp)) {
      const dir = path.join(tmp, name);
      if (name.startsWith("video-") && fs.statSync(dir).mtimeMs < now.getTime() - 86_400_000)
        fs.rmSync(dir, { recursive: true, force: true });
    }
  return rows.length;
}

export function videoSweepJob(ctx: AppContext): JobDefinition<object> {
  return {
    name: AI_VIDEO_SWEEP_JOB,
    async handler() {
      const removed = await sweepVideos(ctx);
      if (removed) ctx.logger.info({ removed }, "document videos past retention removed");
    },
    schedule: { cron: "23 * * * *" },
  };
}
