// A member's export of their own data (docs/product/export.md, decision 0202): asked for on the
// account page or POST /api/user/export, built by a job into one zip — every post as Markdown
// with YAML front matter beside its images (and a document post's original), and JSON of the
// member's comments, likes, bookmarks, follows, points, tickets, votes, rewards, payouts,
// cheers and series — downloadable by that member for EXPORT_LIMITS.validDays, then removed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { EXPORT_LIMITS, EXPORT_MSG, type ExportStatus } from "../../../core/export";
import { enqueue, type AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { rows } from "../../db/rows";
import { boards, documents, memberExports } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import type { Language } from "../../../core/i18n";
import { AppError, errors } from "../../lib/errors";
import { createZipFile, type ZipFile } from "./zip-file";
import { htmlToMarkdown } from "../../lib/html-to-markdown";
import { FILES_URL_PREFIX, newStorageKey } from "../../lib/storage";
import type { JobDefinition } from "../../jobs/queue";
import type { Viewer } from "../auth/types";
import type { ExportState } from "./types";

export const EXPORT_JOB = "accounts.export";
export const EXPORT_SWEEP_JOB = "accounts.export-sweep";

/** The member's own rows of each table, one JSON file each (table, the column naming the member). */
const DATA_FILES: readonly [file: string, table: string, column: string][] = [
  ["comments", "comments", "user_no"],
  ["likes", "board_likes", "user_no"],
  ["bookmarks", "board_bookmarks", "user_no"],
  ["shares", "board_shares", "user_no"],
  ["follows", "follows", "follower_no"],
  ["points", "point_ledger", "user_no"],
  ["tickets", "curation_ticket_ledger", "user_no"],
  ["votes", "curation_votes", "user_no"],
  ["rewards", "token_reward_ledger", "user_no"],
  ["payouts", "token_payouts", "user_no"],
  ["cheers-given", "cheers", "from_user_no"],
  ["cheers-received", "cheers", "to_user_no"],
];

async function latest(db: Executor, userNo: number) {
  const [row] = await db
    .select()
    .from(memberExports)
    .where(eq(memberExports.userNo, userNo))
    .orderBy(desc(memberExports.exportId))
    .limit(1);
  return row ?? null;
}

function stateOf(row: Awaited<ReturnType<typeof latest>>, now: Date): ExportState {
  if (!row)
    return { exportId: null, status: "none", progress: 0, posts: 0, bytes: null, createdAt: null, expiresAt: null, downloadUrl: null };
  const expired = row.status === "ready" && row.expiresAt !== null && new Date(row.expiresAt) <= now;
  const status = (expired ? "expired" : row.status) as ExportStatus;
  return {
    exportId: Number(row.exportId),
    status,
    progress: row.progress,
    posts: row.posts,
    bytes: row.bytes === null ? null : Number(row.bytes),
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
    downloadUrl: status === "ready" ? `/api/user/export/${Number(row.exportId)}/download` : null,
  };
}

export async function exportState(ctx: AppContext, viewer: Viewer, now: Date = new Date()): Promise<ExportState> {
  return stateOf(await latest(ctx.db, viewer.userNo), now);
}

/** Asks for a new export; one at a time (a second request while one is being built is refused). */
export async function requestExport(
  ctx: AppContext,
  viewer: Viewer,
  language: Language = "ko",
  now: Date = new Date(),
): Promise<ExportState> {
  return withTransaction(ctx.db, async (tx) => {
    // One request at a time per member, even from two tabs at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('member-export'), ${viewer.userNo})`);
    const current = await latest(tx, viewer.userNo);
    if (current && (current.status === "queued" || current.status === "building")) {
      throw errors.conflict(EXPORT_MSG.busy, "EXPORT_IN_PROGRESS");
    }
    const [row] = await tx.insert(memberExports).values({ userNo: viewer.userNo, createdAt: now, language }).returning();
    await enqueue(ctx, tx, EXPORT_JOB, { exportId: Number(row!.exportId) });
    return stateOf(row!, now);
  });
}

/** The finished zip of one of the member's exports, while it may still be downloaded. */
export async function exportFile(
  ctx: AppContext,
  viewer: Viewer,
  exportId: number,
  now: Date = new Date(),
): Promise<{ bytes: Buffer; name: string }> {
  const [row] = await ctx.db
    .select()
    .from(memberExports)
    .where(and(eq(memberExports.exportId, exportId), eq(memberExports.userNo, viewer.userNo)))
    .limit(1);
  if (!row || row.status !== "ready" || !row.fileKey) throw errors.notFound(EXPORT_MSG.notReady, "EXPORT_NOT_READY");
  if (row.expiresAt && new Date(row.expiresAt) <= now) throw new AppError(410, "EXPORT_EXPIRED", EXPORT_MSG.expired);
  const day = new Date(new Date(row.createdAt).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  return { bytes: await ctx.files.read(row.fileKey), name: `nanumteo-${viewer.userId}-${day}.zip` };
}

/** YAML front matter: every value a JSON string or list, which YAML reads as the same value. */
function frontMatter(fields: Record<string, string | string[] | null>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join("\n")}\n---\n\n`;
}

/** A folder name for a post: its date and number (titles may hold anything). */
const folderOf = (createdAt: Date, boardNo: number) =>
  `posts/${new Date(createdAt.getTime() + 9 * 3_600_000).toISOString().slice(0, 10)}-${boardNo}`;

async function setProgress(ctx: AppContext, exportId: number, progress: number): Promise<void> {
  await ctx.db.update(memberExports).set({ progress }).where(eq(memberExports.exportId, exportId));
}

/** Builds the zip of one export (the job). */
export async function buildExport(ctx: AppContext, exportId: number, now: Date = new Date()): Promise<void> {
  // Claimed once: a second run of the same job (a retry, two workers) finds nothing to do, unless
  // the first died building it (older than the job's expiry).
  const [row] = await ctx.db
    .update(memberExports)
    .set({ status: "building", progress: 0 })
    .where(
      and(
        eq(memberExports.exportId, exportId),
        sql`(${memberExports.status} = 'queued' or (${memberExports.status} = 'building' and ${memberExports.createdAt} < now() - interval '30 minutes'))`,
      ),
    )
    .returning();
  if (!row) return;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-export-"));
  const zipPath = path.join(workDir, "export.zip");
  let zip: ZipFile | undefined;
  try {
    const posts = await ctx.db
      .select({
        boardNo: boards.boardNo,
        permalink: boards.permalink,
        boardType: boards.boardType,
        topic: boards.topic,
        subject: boards.subject,
        contentHtml: boards.contentHtml,
        tags: boards.tags,
        thumb: boards.thumb,
        createdAt: boards.createdAt,
        updatedAt: boards.updatedAt,
        originalKey: documents.originalKey,
        originalName: documents.originalName,
      })
      .from(boards)
      .leftJoin(documents, eq(documents.boardNo, boards.boardNo))
      .where(and(eq(boards.userNo, row.userNo), isNull(boards.deletedAt)))
      .orderBy(boards.boardNo);

    zip = createZipFile(zipPath);
    const add = zip.add;
    const text = (value: string) => new TextEncoder().encode(value);

    const publicUrl = ctx.config.publicUrl;
    for (const [index, post] of posts.entries()) {
      const folder = folderOf(new Date(post.createdAt), Number(post.boardNo));
      const images = new Map<string, string>();
      const markdown = htmlToMarkdown(post.contentHtml, {
        image: (src) => {
          if (!src.startsWith(FILES_URL_PREFIX)) return src;
          const name = images.get(src) ?? `images/${images.size + 1}${path.extname(src).toLowerCase() || ".bin"}`;
          images.set(src, name);
          return name;
        },
      });
      const permalink = `${publicUrl}/d/${post.permalink}`;
      add(
        `${folder}/index.md`,
        text(
          frontMatter({
            title: post.subject,
            date: new Date(post.createdAt).toISOString(),
            updated: new Date(post.updatedAt).toISOString(),
            topic: post.topic,
            tags: post.tags,
            type: post.boardType,
            permalink,
            original: post.originalName,
          }) + markdown,
        ),
      );
      for (const [src, name] of images) {
        const key = src.slice(FILES_URL_PREFIX.length);
        const bytes = await ctx.files.read(key).catch(() => null);
        // A missing image (removed long ago) is left out; the Markdown keeps its address.
        if (bytes) add(`${folder}/${name}`, bytes, false);
      }
      if (post.originalKey && post.originalName) {
        const bytes = await ctx.files.read(post.originalKey).catch(() => null);
        if (bytes) add(`${folder}/${path.basename(post.originalName)}`, bytes, false);
      }
      if (index % 10 === 9) await setProgress(ctx, exportId, Math.round(((index + 1) / Math.max(1, posts.length)) * 80));
    }

    for (const [file, table, column] of DATA_FILES) {
      const found = rows<Record<string, unknown>>(
        await ctx.db.execute(sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${row.userNo} order by 1`),
      );
      add(`data/${file}.json`, text(JSON.stringify(found, null, 2)));
    }
    // The member's series (docs/product/series.md §6), each with its parts in order.
    const series = rows<Record<string, unknown>>(
      await ctx.db.execute(sql`
        select s.series_no, s.title, s.description, s.created_at, s.updated_at,
          coalesce(json_agg(json_build_object('position', p.position, 'board_no', p.board_no, 'permalink', b.permalink, 'subject', b.subject)
            order by p.position) filter (where p.board_no is not null), '[]'::json) as parts
        from series s
        left join series_parts p on p.series_no = s.series_no
        left join boards b on b.board_no = p.board_no
        where s.user_no = ${row.userNo}
        group by s.series_no
        order by s.series_no`),
    );
    add("data/series.json", text(JSON.stringify(series, null, 2)));
    add(
      "README.txt",
      text(
        `나눔터 내 데이터 (${new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace("T", " ")} KST)\n\n` +
          "posts/<날짜>-<글 번호>/index.md: 글 (맨 위 --- 사이에 제목, 날짜, 토픽, 태그, 주소), 그 옆에 글의 이미지와 문서 원본.\n" +
          "data/*.json: 댓글, 좋아요, 북마크, 공유, 팔로우, 포인트, 큐레이션 티켓과 투표, 보상, 지급, 응원, 연재(글 순서대로).\n",
      ),
    );
    await zip.close();

    const bytes = fs.readFileSync(zipPath);
    const key = newStorageKey("exports", "zip", now);
    await ctx.files.put(key, bytes, "application/zip");
    const expiresAt = new Date(now.getTime() + EXPORT_LIMITS.validDays * 86_400_000);
    // Ready, and the member told (notification and mail), in one transaction: never one without the other.
    await withTransaction(ctx.db, async (tx) => {
      const [ready] = await tx
        .update(memberExports)
        .set({ status: "ready", progress: 100, fileKey: key, bytes: bytes.length, posts: posts.length, finishedAt: now, expiresAt })
        .where(eq(memberExports.exportId, exportId))
        .returning({ userNo: memberExports.userNo, language: memberExports.language });
      if (!ready) return;
      await emit({ ctx, tx }, "export.ready", {
        exportId,
        userNo: ready.userNo,
        posts: posts.length,
        bytes: bytes.length,
        expiresAt: expiresAt.toISOString(),
        language: ready.language === "en" ? "en" : "ko",
      });
    });
  } catch (error) {
    ctx.logger.error({ err: error, exportId }, "member export failed");
    await ctx.db.update(memberExports).set({ status: "failed", finishedAt: now }).where(eq(memberExports.exportId, exportId));
  } finally {
    await zip?.discard();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** Removes the zips whose download period is over; their rows stay as `expired`. */
export async function sweepExports(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const due = await ctx.db
    .select({ exportId: memberExports.exportId, fileKey: memberExports.fileKey })
    .from(memberExports)
    .where(and(eq(memberExports.status, "ready"), lt(memberExports.expiresAt, now)));
  for (const row of due) if (row.fileKey) await ctx.files.remove(row.fileKey).catch(() => undefined);
  if (due.length)
    await ctx.db
      .update(memberExports)
      .set({ status: "expired", fileKey: null })
      .where(
        inArray(
          memberExports.exportId,
          due.map((r) => r.exportId),
        ),
      );
  return due.length;
}

export function exportJob(ctx: AppContext): JobDefinition<{ exportId: number }> {
  return {
    name: EXPORT_JOB,
    async handler(jobs) {
      for (const job of jobs) await buildExport(ctx, job.data.exportId);
    },
    queue: { retryLimit: 1, retryDelay: 30, expireInSeconds: 1_800 },
  };
}

export function exportSweepJob(ctx: AppContext): JobDefinition<object> {
  return {
    name: EXPORT_SWEEP_JOB,
    async handler() {
      const removed = await sweepExports(ctx);
      if (removed) ctx.logger.info({ removed }, "member exports past their download period removed");
    },
    schedule: { cron: "41 * * * *" },
  };
}
