// Files in an S3-compatible bucket (decision 0223), against a real S3-protocol server: an
// image and a document uploaded through the API land in the bucket and nowhere on disk, are
// served at /files/ with the local folder's headers and access rules, and a CDN address
// (FILES_PUBLIC_URL) takes public files only.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { documentPages, documents } from "../../server/db/schema";
import { DOCUMENT_PAGES_CACHE_CONTROL, registerFileServing } from "../../server/lib/file-serving";
import { createS3FileStore } from "../../server/lib/storage-s3";
import { BackupError, restoreBackup } from "../../server/modules/backups/archive";
import { parseBucketLocation, pruneBackups, runRecordedBackup } from "../../server/modules/backups/service";
import { operatorBackups } from "../../server/db/schema";
import { PROJECT_ROOT } from "../../server/paths";
import { signedIn, type SignedIn } from "../support/auth";
import * as fx from "../support/document-fixtures";
import { publishDocument, storedFiles, waitForConversion } from "../support/documents";
import { makeUser } from "../support/factories";
import { multipartBody } from "../support/multipart";
import { adminUrl } from "../support/global-setup";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { startS3Server, type TestS3Server } from "../support/s3";
import { queryOnce } from "../support/sql";

let s3: TestS3Server;
let platform: TestPlatform;
let owner: SignedIn;
let other: SignedIn;
const db = () => platform.handle.db;
const ORIGIN = { origin: "http://localhost:3000" };
/** Buckets beside the files' one on the same server: backup archives, and an empty one to restore into. */
const BACKUPS = "nanumteo-test-backups";
const RESTORED = "nanumteo-test-restored";

beforeAll(async () => {
  s3 = await startS3Server(undefined, [BACKUPS, RESTORED]);
  platform = await createTestPlatform({ queue: true, env: { ...s3.env, SOFFICE_PATH: "off" } });
  owner = await signedIn(db(), (await makeUser(db(), { userName: "버킷작성자" })).userNo);
  other = await signedIn(db(), (await makeUser(db(), { userName: "다른회원" })).userNo);
});
afterAll(async () => {
  await platform?.dispose();
  await s3?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => platform.app.inject({ method: "GET", url, headers });

describe("an image uploaded with the files in a bucket", () => {
  let url: string;
  let key: string;
  beforeAll(async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 49, g: 130, b: 246 } } })
      .png()
      .toBuffer();
    const form = multipartBody([{ name: "file", filename: "그림.png", contentType: "image/png", data: png }]);
    const uploaded = await platform.app.inject({
      method: "POST",
      url: "/api/contents/image?purpose=editor",
      headers: { ...ORIGIN, ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    url = uploaded.json().data.url as string;
    key = url.slice("/files/".length);
  });

  it("is stored in the bucket, not in DATA_DIR/files, under the usual address", async () => {
    expect(platform.ctx.files.kind).toBe("s3");
    expect(url).toMatch(/^\/files\/images\/\d{4}\/\d{2}\/[a-z0-9]+\.\w+$/);
    expect(await platform.ctx.files.exists(key)).toBe(true);
    expect(storedFiles(platform.dataDir)).toEqual([]);
  });

  it("is served at /files/ with its type, length, validators and the year of caching", async () => {
    const stored = await platform.ctx.files.read(key);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(stored)).toBe(true);
    expect(res.headers["content-type"]).toMatch(/^image\//);
    expect(res.headers["content-length"]).toBe(String(stored.length));
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Date.parse(String(res.headers["last-modified"]))).toBeGreaterThan(0);

    const again = await get(url, { "if-none-match": String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const part = await get(url, { range: "bytes=0-3" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-3/${stored.length}`);
    expect(part.rawPayload.equals(stored.subarray(0, 4))).toBe(true);
    expect((await get(url, { range: `bytes=${stored.length}-` })).statusCode).toBe(416);

    const head = await platform.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(stored.length));
    expect(head.headers.etag).toBe(res.headers.etag);
    expect(head.rawPayload.length).toBe(0);
    expect((await platform.app.inject({ method: "HEAD", url: "/files/images/none.webp" })).statusCode).toBe(404);
  });

  it("a missing file is a 404 and paths cannot leave the bucket's keys", async () => {
    expect((await get("/files/images/none.webp")).statusCode).toBe(404);
    expect((await get("/files/../../package.json")).statusCode).toBe(404);
    expect([400, 403, 404]).toContain((await get("/files/%2e%2e/%2e%2e/package.json")).statusCode);
    expect((await get(`/files/images/.${key.slice("images/".length)}`)).statusCode).toBe(404);
  });
});

describe("a document uploaded with the files in a bucket", () => {
  let boardNo: number;
  let original: Buffer;
  let originalKey: string;
  let pageImage: string;
  beforeAll(async () => {
    original = fx.cidKoreanPdf({ pages: 2, title: "버킷 문서" });
    const res = await publishDocument(platform, owner.headers, { fileName: "버킷.pdf", data: original, fields: { downloadYn: "N" } });
    expect(res.statusCode, res.body).toBe(200);
    boardNo = res.json().data.boardNo as number;
    const row = await waitForConversion(db(), boardNo);
    expect(row.status, row.failureReason ?? "").toBe("ready");
    originalKey = row.originalKey;
    const [page] = await db().select().from(documentPages).where(eq(documentPages.boardNo, boardNo)).orderBy(documentPages.pageNo);
    pageImage = page!.imageKey!;
  });

  it("converts from the bucket and stores its pages there", async () => {
    expect(pageImage).toMatch(/^docs\//);
    expect(await platform.ctx.files.exists(pageImage)).toBe(true);
    expect((await platform.ctx.files.read(originalKey)).equals(original)).toBe(true);
    expect(storedFiles(platform.dataDir)).toEqual([]);
  });

  it("serves its page images for minutes, as documents' pages are", async () => {
    const res = await get(`/files/${pageImage}`, other.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe(DOCUMENT_PAGES_CACHE_CONTROL);
  });

  it("never serves the original as a plain file; the download route keeps its rules", async () => {
    for (const url of [
      `/files/${originalKey}`,
      `/files/pages/../${originalKey}`,
      `/files/${originalKey.replace("originals", "%6Friginals")}`,
    ]) {
      for (const who of [owner, other]) {
        const res = await get(url, who.headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.rawPayload.equals(original)).toBe(false);
      }
    }
    const refused = await get(`/api/documents/${boardNo}/download`, other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorId: "DOWNLOAD_NOT_ALLOWED" });
    const own = await get(`/api/documents/${boardNo}/download`, owner.headers);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(original)).toBe(true);
    expect(own.headers["content-length"]).toBe(String(original.length));
    expect(own.headers["cache-control"]).toBe("private, no-store");
  });

  it("a removed document's pages leave the bucket", async () => {
    const [row] = await db().select({ pagesPrefix: documents.pagesPrefix }).from(documents).where(eq(documents.boardNo, boardNo));
    await platform.ctx.files.removePrefix(row!.pagesPrefix!);
    expect((await get(`/files/${pageImage}`)).statusCode).toBe(404);
  });
});

describe("FILES_PUBLIC_URL", () => {
  it("sends public files to the CDN and never a private one", async () => {
    const app = Fastify();
    await registerFileServing(app, { store: platform.ctx.files, root: platform.dataDir, publicUrl: "https://cdn.example/nt" });
    try {
      const image = await app.inject({ method: "GET", url: "/files/images/2026/12/abc.webp" });
      expect(image.statusCode).toBe(302);
      expect(image.headers.location).toBe("https://cdn.example/nt/images/2026/12/abc.webp");
      expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const page = await app.inject({ method: "GET", url: "/files/docs/x/page-1.webp" });
      expect(page.headers["cache-control"]).toBe(DOCUMENT_PAGES_CACHE_CONTROL);
      for (const url of [
        "/files/originals/2026/12/a.pdf",
        "/files/videos/2026/12/a.mp4",
        "/files/ORIGINALS/a.pdf",
        "/files/x/../exports/a.zip",
      ]) {
        const res = await app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers.location, url).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });
});

describe("backups with the files in a bucket", () => {
  it("a backup reads the files from the bucket; a restore puts them into an empty bucket", async () => {
    const { ctx } = platform;
    await ctx.files.put("exports/2026/12/someone.zip", Buffer.from("zip"), "application/zip");
    const expected = new Map<string, Buffer>();
    for await (const { key } of ctx.files.list()) if (!key.startsWith("exports/")) expected.set(key, await ctx.files.read(key));
    // The image and the document's original (its pages were withdrawn above).
    expect([...expected.keys()].some((k) => k.startsWith("images/"))).toBe(true);
    expect([...expected.keys()].some((k) => k.startsWith("originals/"))).toBe(true);

    const backup = await runRecordedBackup(ctx.db, ctx.handle.pool, ctx.config, { trigger: "manual" });
    expect(backup.manifest.files).toMatchObject({ count: expected.size, vanished: 0 });
    expect(backup.manifest.files.bytes).toBe([...expected.values()].reduce((n, b) => n + b.length, 0));

    const restoredS3 = await startS3Server("nanumteo-restored");
    const restored = createS3FileStore(restoredS3.config);
    const name = `nt_t_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await queryOnce(adminUrl(inject("testServerUrl")), `create database "${name}"`);
    const pool = new pg.Pool({ connectionString: adminUrl(inject("testServerUrl"), name) });
    try {
      // A bucket that already holds something is refused, and nothing is restored.
      await restored.put("images/2026/12/already.webp", Buffer.from("x"), "image/webp");
      const refused = await restoreBackup({ pool, file: backup.location, filesRoot: platform.dataDir, bucket: restored }).catch(
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(BackupError);
      expect((refused as Error).message).toContain("버킷이 비어 있지 않아요");
      await restored.remove("images/2026/12/already.webp");

      await restoreBackup({ pool, file: backup.location, filesRoot: platform.dataDir, bucket: restored });
      const keys: string[] = [];
      for await (const { key } of restored.list()) keys.push(key);
      expect(keys.sort()).toEqual([...expected.keys()].sort());
      for (const [key, data] of expected) expect((await restored.read(key)).equals(data), key).toBe(true);
      expect((await restored.stat([...expected.keys()].find((k) => k.endsWith(".webp"))!))!.contentType).toBe("image/webp");
      const [count] = await queryOnce<{ n: string }>(adminUrl(inject("testServerUrl"), name), "select count(*)::text as n from documents");
      expect(Number(count!.n)).toBeGreaterThan(0);
    } finally {
      await pool.end();
      restored.close();
      await restoredS3.close();
      await queryOnce(adminUrl(inject("testServerUrl")), `drop database if exists "${name}" with (force)`);
    }
  });
});

/** `npm run admin -- …` as a child process that does not block this one (which runs the S3 server). */
function adminCli(env: Record<string, string>, ...args: string[]): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-ts.mjs"), "server/admin/cli.ts", ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.once("exit", (status) => resolve({ status, output })));
}

describe("backups into a bucket (BACKUP_S3_BUCKET)", () => {
  it("archives go up to the backup bucket and leave this machine; the schedule keeps BACKUP_KEEP there; restore reads s3://", async () => {
    const { ctx } = platform;
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-backup-staging-"));
    const config = {
      ...ctx.config,
      backupDir,
      BACKUP_KEEP: 2,
      backupS3: { ...ctx.config.filesS3!, bucket: BACKUPS, publicUrl: null },
    };
    const backups = createS3FileStore(config.backupS3);
    try {
      // Three in the same second: each its own name in the bucket.
      const written = [];
      for (let i = 0; i < 3; i++) written.push(await runRecordedBackup(ctx.db, ctx.handle.pool, config, { trigger: "scheduled" }));
      const keys = written.map((b) => parseBucketLocation(b.location)?.key);
      expect(written.every((b) => parseBucketLocation(b.location)?.bucket === BACKUPS)).toBe(true);
      expect(new Set(keys).size).toBe(3);
      for (const [i, backup] of written.entries()) {
        const head = await backups.head(keys[i]!);
        expect(head?.size).toBe(backup.bytes);
        expect(head?.sha256).toMatch(/^[0-9a-f]{64}$/);
      }
      // Nothing stays behind in the staging folder.
      expect(fs.readdirSync(backupDir)).toEqual([]);

      // The oldest beyond BACKUP_KEEP leaves the bucket and is marked removed.
      expect(await pruneBackups(ctx.db, config)).toBe(1);
      const left: string[] = [];
      for await (const { key } of backups.list()) left.push(key);
      expect(left.sort()).toEqual([keys[1], keys[2]].sort());
      const [first] = await ctx.db
        .select({ status: operatorBackups.status })
        .from(operatorBackups)
        .where(eq(operatorBackups.backupId, written[0]!.backupId));
      expect(first!.status).toBe("removed");

      // The command line restores the newest from its s3:// location into an empty database
      // and an empty files bucket; a name the bucket does not hold is refused plainly.
      const name = `nt_t_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      await queryOnce(adminUrl(inject("testServerUrl")), `create database "${name}"`);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-restore-from-bucket-"));
      try {
        const env = {
          ...s3.env,
          FILES_S3_BUCKET: RESTORED,
          BACKUP_S3_BUCKET: BACKUPS,
          DATABASE_URL: adminUrl(inject("testServerUrl"), name),
          DATA_DIR: dataDir,
        };
        const missing = await adminCli(env, "restore", `s3://${BACKUPS}/nanumteo-19990101-000000Z.tar.gz`);
        expect(missing.status, missing.output).toBe(2);
        expect(missing.output).toContain("백업 파일이 없어요");
        const restored = await adminCli(env, "restore", written[2]!.location);
        expect(restored.status, restored.output).toBe(0);
        const restoredFiles = createS3FileStore({ ...config.backupS3, bucket: RESTORED });
        let count = 0;
        for await (const _ of restoredFiles.list()) count += 1;
        restoredFiles.close();
        expect(count).toBe(written[2]!.manifest.files.count);
        const [users] = await queryOnce<{ n: string }>(adminUrl(inject("testServerUrl"), name), "select count(*)::text as n from users");
        expect(Number(users!.n)).toBe(written[2]!.manifest.tables.find((t) => t.name === "users")!.rows);
        // The download (into the command's BACKUP_DIR) was removed once restored.
        expect(fs.readdirSync(path.join(dataDir, "backups"))).toEqual([]);
      } finally {
        await queryOnce(adminUrl(inject("testServerUrl")), `drop database if exists "${name}" with (force)`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      backups.close();
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  }, 120_000);
});
