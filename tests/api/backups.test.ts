// Operators' backups against the test server (docs/product/backups.md, decision 0204): an archive
// of the database and the files; restored by the command line into an empty database on a
// server (DATABASE_URL) with the same rows, sequences that go on, files, and audited ledgers;
// the refusals (a database that is not empty, a damaged archive) leave the target empty; the
// schedule's due rule and retention; GET /api/admin/backups for admins only.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { operatorBackups, series, seriesParts, users } from "../../server/db/schema";
import { PROJECT_ROOT } from "../../server/paths";
import { readManifest, restoreBackup, BackupError } from "../../server/modules/backups/archive";
import { pruneBackups, runRecordedBackup, scheduledBackupDue } from "../../server/modules/backups/service";
import { filesFolder } from "../../server/lib/storage";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { adminUrl } from "../support/global-setup";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { queryOnce } from "../support/sql";

let platform: TestPlatform;
const emptyDatabases: string[] = [];

async function emptyDatabase(): Promise<string> {
  const name = `nt_t_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await queryOnce(adminUrl(inject("testServerUrl")), `create database "${name}"`);
  emptyDatabases.push(name);
  return adminUrl(inject("testServerUrl"), name);
}

function restoreCli(databaseUrl: string, dataDir: string, file: string) {
  return spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-ts.mjs"), "server/admin/cli.ts", "restore", file], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 120_000,
  });
}

beforeAll(async () => {
  platform = await createTestPlatform({ env: { BACKUP_EVERY: "1d", BACKUP_KEEP: "2" } });
});
afterAll(async () => {
  await platform?.dispose();
  for (const name of emptyDatabases) await queryOnce(adminUrl(inject("testServerUrl")), `drop database if exists "${name}" with (force)`);
});

describe("backup and restore", () => {
  let archive = "";

  it("writes an archive of every table and file, and the command line restores it into an empty database on a server", async () => {
    const { ctx } = platform;
    const db = ctx.db;
    const author = await makeUser(db);
    const written = [];
    for (let i = 0; i < 3; i += 1) written.push(await makePost(db, author.userNo, { subject: `백업할 글 ${i}` }));
    // A series with two parts: series come with every other table (docs/product/series.md §6).
    const [kept] = await db.insert(series).values({ userNo: author.userNo, title: "백업할 연재" }).returning();
    await db
      .insert(seriesParts)
      .values(written.slice(0, 2).map((post, i) => ({ seriesNo: kept!.seriesNo, boardNo: post.boardNo, position: i + 1 })));
    const stored = await ctx.files.put("images/2026/12/backup-drill.webp", Buffer.from("not really an image, but bytes"), "image/webp");
    // Half-written files and members' exports are not part of a backup.
    fs.writeFileSync(`${path.join(filesFolder(platform.dataDir), stored.key)}.123.abcd.tmp`, "half");
    await ctx.files.put("exports/2026/12/someone.zip", Buffer.from("zip"), "application/zip");

    const backup = await runRecordedBackup(db, ctx.handle.pool, ctx.config, { trigger: "manual" });
    archive = backup.location;
    expect(path.dirname(archive)).toBe(path.join(platform.dataDir, "backups"));
    expect(backup.manifest.files).toEqual({ count: 1, bytes: stored.size, vanished: 0 });
    const posts = backup.manifest.tables.find((t) => t.name === "boards")!;
    expect(posts.rows).toBe(3);
    expect(backup.manifest.tables.some((t) => t.name === "operator_backups")).toBe(false);
    // Parents load before the tables that reference them.
    const order = backup.manifest.tables.map((t) => t.name);
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("boards"));
    expect(order.indexOf("series")).toBeLessThan(order.indexOf("series_parts"));
    expect(order.indexOf("boards")).toBeLessThan(order.indexOf("series_parts"));
    expect(backup.manifest.tables.find((t) => t.name === "series_parts")?.rows).toBe(2);
    expect((await readManifest(archive)).schema.tag).toBe(backup.manifest.schema.tag);
    const [row] = await db.select().from(operatorBackups).where(eq(operatorBackups.backupId, backup.backupId));
    expect(row).toMatchObject({ status: "done", trigger: "manual", bytes: backup.bytes, schemaTag: backup.manifest.schema.tag });

    const target = await emptyDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-api-restored-"));
    const result = restoreCli(target, dataDir, archive);
    expect(result.stdout + result.stderr).toContain("모든 원장이 잔액과 일치합니다.");
    expect(result.status).toBe(0);
    // Every table holds the archive's rows; the operators' audit log one more: the restore itself.
    for (const table of backup.manifest.tables) {
      const [count] = await queryOnce<{ n: string }>(target, `select count(*)::text as n from public."${table.name}"`);
      const expected = table.name === "admin_audit_log" ? table.rows + 1 : table.rows;
      expect([table.name, Number(count!.n)]).toEqual([table.name, expected]);
    }
    const [restoreRecord] = await queryOnce<{ action: string }>(
      target,
      "select action from admin_audit_log order by audit_no desc limit 1",
    );
    expect(restoreRecord!.action).toBe("cli restore");
    // Identity sequences go on after the restored rows: a new member gets a new number.
    const [next] = await queryOnce<{ n: string }>(target, "select nextval(pg_get_serial_sequence('users', 'user_no'))::text as n");
    expect(Number(next!.n)).toBeGreaterThan(author.userNo);
    expect(fs.readFileSync(path.join(dataDir, "files", stored.key), "utf8")).toBe("not really an image, but bytes");
    expect(fs.existsSync(path.join(dataDir, "files", "exports"))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a database that is not empty, and a damaged archive leaves the empty one empty", async () => {
    await expect(
      restoreBackup({ pool: platform.ctx.handle.pool, file: archive, filesRoot: path.join(platform.dataDir, "restore-files") }),
    ).rejects.toThrow(/복원할 데이터베이스가 비어 있지 않아요/);

    // The same archive with one table's rows changed after it was written.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "nt-api-damaged-"));
    await tar.x({ file: archive, cwd: work });
    const manifest = JSON.parse(fs.readFileSync(path.join(work, "manifest.json"), "utf8")) as {
      tables: Array<{ name: string; file: string }>;
    };
    const boardsFile = path.join(work, manifest.tables.find((t) => t.name === "boards")!.file);
    fs.writeFileSync(boardsFile, fs.readFileSync(boardsFile, "utf8").replace("백업할 글 0", "바뀐 글 0"));
    const damaged = path.join(work, "damaged.tar.gz");
    await tar.c({ gzip: true, file: damaged, cwd: work }, ["manifest.json", "db", "files"]);
    const target = await emptyDatabase();
    const targetPool = new pg.Pool({ connectionString: target });
    const filesRoot = path.join(work, "target-files");
    try {
      const error = await restoreBackup({ pool: targetPool, file: damaged, filesRoot }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toContain("백업 파일이 손상되었어요");
      const [tables] = await queryOnce<{ n: string }>(
        target,
        "select count(*)::text as n from pg_tables where schemaname in ('public', 'drizzle')",
      );
      expect(tables!.n).toBe("0");
      expect(fs.existsSync(filesRoot)).toBe(false);
    } finally {
      await targetPool.end();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  it("schedules by the last scheduled backup and keeps the newest BACKUP_KEEP", async () => {
    const { ctx } = platform;
    const db = ctx.db;
    const day = 86_400_000;
    expect(await scheduledBackupDue(db, day)).toBe(true);
    const written = [];
    for (let i = 0; i < 3; i += 1) written.push(await runRecordedBackup(db, ctx.handle.pool, ctx.config, { trigger: "scheduled" }));
    expect(await scheduledBackupDue(db, day)).toBe(false);
    expect(await scheduledBackupDue(db, day, new Date(Date.now() + day + 1000))).toBe(true);
    expect(await pruneBackups(db, ctx.config)).toBe(1);
    expect(fs.existsSync(written[0]!.location)).toBe(false);
    expect(fs.existsSync(written[2]!.location)).toBe(true);
    // The manual archive of the first test is never pruned.
    expect(fs.existsSync(archive)).toBe(true);
    // A failed scheduled backup is tried again after an hour, not a day.
    await db
      .insert(operatorBackups)
      .values({ trigger: "scheduled", status: "failed", location: "/nowhere", host: os.hostname(), error: "disk full" });
    expect(await scheduledBackupDue(db, day, new Date(Date.now() + 30 * 60_000))).toBe(false);
    expect(await scheduledBackupDue(db, day, new Date(Date.now() + 61 * 60_000))).toBe(true);
  });

  it("GET /api/admin/backups shows admins the schedule and the latest archives", async () => {
    const db = platform.ctx.db;
    const admin = await makeUser(db);
    await db.update(users).set({ role: "admin", twoFactorAt: new Date() }).where(eq(users.userNo, admin.userNo));
    const moderator = await makeUser(db);
    await db.update(users).set({ role: "moderator", twoFactorAt: new Date() }).where(eq(users.userNo, moderator.userNo));
    const res = await platform.app.inject({
      method: "GET",
      url: "/api/admin/backups",
      headers: (await signedIn(db, admin.userNo)).headers,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      every: string;
      keep: number;
      backups: Array<{ status: string; trigger: string; posts: number | null }>;
    };
    expect(data).toMatchObject({ every: "1d", keep: 2 });
    expect(data.backups[0]).toMatchObject({ status: "failed", trigger: "scheduled" });
    expect(data.backups.filter((b) => b.status === "removed")).toHaveLength(1);
    expect(data.backups.find((b) => b.trigger === "manual")).toMatchObject({ status: "done", posts: 3 });
    const refused = await platform.app.inject({
      method: "GET",
      url: "/api/admin/backups",
      headers: (await signedIn(db, moderator.userNo)).headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
