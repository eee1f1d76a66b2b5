// The restore drill (docs/product/backups.md): an app with the demo content and a member's post
// with an uploaded image; `npm run admin -- backup` while members keep writing; `restore` into a
// new data folder; the app started there. Then: every table holds the archive's rows, every
// write acknowledged before the backup began is there, the ledgers audit clean, the post page is
// byte-identical to the original's apart from its headers, the image is served, and an archive
// from a newer schema or into a folder that is not empty is refused and changes nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import * as tar from "tar";
import pg from "pg";
import { request as playwrightRequest, type APIRequestContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runningEmbeddedServer } from "../../server/db/embedded-server";
import { PROJECT_ROOT } from "../../server/paths";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { pngImage } from "../support/document-fixtures";
import { e2eDatabaseUrl } from "../support/e2e-database";
import { firstLink, waitForFolderMail } from "../support/mail";
import { runAdminCommand } from "./admin-command";
import { E2E_PASSWORD, uniqueMember } from "./members";

// Both apps render their absolute addresses from the same PUBLIC_URL, as a restored site would.
const PUBLIC_URL = "https://nanumteo.example";

interface Site {
  dataDir: string;
  port: number;
  baseUrl: string;
  app?: AppProcess;
}

async function site(name: string): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nt-e2e-${name}-`));
  const port = await freePort();
  return { dataDir, port, baseUrl: `http://localhost:${port}` };
}

async function start(s: Site, seed: boolean): Promise<void> {
  s.app = await startApp({ PORT: String(s.port), DATA_DIR: s.dataDir, SEED_DEMO: String(seed), PUBLIC_URL, JOBS: "on" });
}

/** The admin command line's result without throwing (the refusals exit 2). */
async function admin(dataDir: string, ...args: string[]): Promise<{ status: number | null; out: string }> {
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-ts.mjs"), "server/admin/cli.ts", ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: await e2eDatabaseUrl(dataDir), DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 300_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/**
 * The command line without blocking this process (spawnSync would stop the writes the drill
 * makes meanwhile): resolves with its output, rejects when it fails.
 */
async function adminBeside(dataDir: string, ...args: string[]): Promise<string> {
  const env = { ...process.env, DATABASE_URL: await e2eDatabaseUrl(dataDir), DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-ts.mjs"), "server/admin/cli.ts", ...args], {
    cwd: PROJECT_ROOT,
    env,
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`admin ${args.join(" ")} failed (${code}): ${out}`);
  return out;
}

/** Rows of every table of a site's database (its app running). */
async function tableCounts(s: Site): Promise<Record<string, number>> {
  const url = (await e2eDatabaseUrl(s.dataDir)) || runningEmbeddedServer(s.dataDir)!.url;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from public."${name}"`);
      counts[name] = Number(rows[0]!.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

async function member(s: Site): Promise<{ api: APIRequestContext; email: string }> {
  const api = await playwrightRequest.newContext({ baseURL: s.baseUrl, extraHTTPHeaders: { origin: s.baseUrl } });
  const { email, userName } = uniqueMember("drill");
  const res = await api.post("/api/user/signUp", {
    data: { userEmail: email, userPw: E2E_PASSWORD, userName, agreeTerms: true, agreeAge: true },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const mail = await waitForFolderMail(s.dataDir, email);
  const verify = await api.get(firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, ""), {
    maxRedirects: 0,
  });
  if (verify.status() !== 303) throw new Error(`verification failed: ${verify.status()}`);
  return { api, email };
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Where a page says when it was rendered (the root loader's clock, in the hydration data). */
const RENDERED_AT = /\\"now\\",\\"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\\"/g;

/** The page as a visitor gets it: body bytes only. */
async function pageBytes(baseUrl: string, pathname: string): Promise<Buffer> {
  const res = await fetch(`${baseUrl}${pathname}`, { headers: { "accept-language": "ko" } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

let source: Site;
let restored: Site;
let archive = "";
let post: { boardNo: number; permaLink: string };
let imageUrl = "";
let imageBytes: Buffer;
let manifestCounts: Record<string, number> = {};

beforeAll(async () => {
  source = await site("drill-source");
  await start(source, true);
}, 300_000);

afterAll(async () => {
  await source?.app?.stop();
  await restored?.app?.stop();
  for (const s of [source, restored]) if (s) fs.rmSync(s.dataDir, { recursive: true, force: true });
});

describe("restore drill", () => {
  it("backs up while members write, restores into a new folder, and the restored site is the same", async () => {
    const { api: writer, email: writerEmail } = await member(source);
    const image = await ok<{ url: string }>(
      await writer.post("/api/contents/image?purpose=editor", {
        multipart: { file: { name: "겨울.png", mimeType: "image/png", buffer: await pngImage() } },
      }),
    );
    imageUrl = image.url;
    post = await ok(
      await writer.post("/api/contents/post", {
        data: {
          type: "editor",
          subject: "백업에서 돌아온 글",
          webEditorContent: `<h2>복원 훈련</h2><p>이 글은 백업과 복원을 거쳐도 <strong>그대로</strong>예요.</p><p><img src="${imageUrl}" alt="파란 네모"></p>`,
          topic: "culture",
          tags: ["백업"],
          thumb: null,
          agreePolicy: true,
        },
      }),
    );
    const other = await ok<{ boardNo: number }>(
      await writer.post("/api/contents/post", {
        data: {
          type: "editor",
          subject: "댓글이 쌓이는 글",
          webEditorContent: "<p>댓글을 달아 주세요.</p>",
          topic: "culture",
          tags: [],
          thumb: null,
          agreePolicy: true,
        },
      }),
    );
    const { api: reader } = await member(source);
    await ok(await reader.post("/api/board/likeCntUp", { data: { boardNo: post.boardNo } }));
    // The page as visitors see it, before the backup (its views are the archive's).
    const before = await pageBytes(source.baseUrl, `/d/${post.permaLink}`);
    imageBytes = Buffer.from(await (await fetch(`${source.baseUrl}${imageUrl}`)).arrayBuffer());

    const acknowledgedBefore: number[] = [];
    // A member keeps commenting while the backup runs (paced under the comment limit, 20 in 10 minutes).
    let writing = true;
    let backupStarted = 0;
    let backupEnded = 0;
    let writtenDuringBackup = 0;
    const writes = (async () => {
      for (let i = 0; writing && i < 19; i += 1) {
        const sentAt = Date.now();
        const comment = await ok<{ commentNo: number }>(
          await reader.post("/api/comments", { data: { boardNo: other.boardNo, content: `백업 중 댓글 ${i}` } }),
        );
        if (!backupStarted || sentAt < backupStarted) acknowledgedBefore.push(comment.commentNo);
        else if (!backupEnded) writtenDuringBackup += 1;
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    await new Promise((r) => setTimeout(r, 1_000));
    backupStarted = Date.now();
    const out = await adminBeside(source.dataDir, "backup");
    backupEnded = Date.now();
    writing = false;
    await writes;
    expect(writtenDuringBackup).toBeGreaterThan(0);
    archive = out.trim().split("\n").at(-1)!;
    expect(archive).toMatch(/\/backups\/nanumteo-\d{8}-\d{6}Z\.tar\.gz$/);
    expect(fs.existsSync(archive)).toBe(true);
    expect(acknowledgedBefore.length).toBeGreaterThan(0);

    // Restore into a new, empty data folder, then start the app there.
    await restored?.app?.stop();
    restored = await site("drill-restored");
    const restore = await admin(restored.dataDir, "restore", archive);
    expect(restore.out).toContain("모든 원장이 잔액과 일치합니다.");
    expect(restore.status).toBe(0);
    const manifest = JSON.parse(
      await new Promise<string>((resolve, reject) => {
        let text = "";
        tar
          .t({ file: archive, onReadEntry: (e) => (e.path === "manifest.json" ? e.on("data", (c: Buffer) => (text += c)) : e.resume()) })
          .then(() => resolve(text), reject);
      }),
    ) as { tables: Array<{ name: string; rows: number }>; files: { count: number } };
    manifestCounts = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    expect(manifest.files.count).toBeGreaterThan(0);
    await start(restored, false);

    // Every table has the archive's rows (the app's start adds nothing to a restored site), and
    // the operators' audit log one more: the restore itself.
    const counts = await tableCounts(restored);
    const expected = { ...manifestCounts, admin_audit_log: manifestCounts.admin_audit_log! + 1 };
    for (const [table, rows] of Object.entries(expected)) expect([table, counts[table]]).toEqual([table, rows]);
    expect(manifestCounts.boards).toBeGreaterThan(2);
    // Nothing acknowledged before the backup began is missing; later writes may be there or not.
    const client = new pg.Client({
      connectionString: (await e2eDatabaseUrl(restored.dataDir)) || runningEmbeddedServer(restored.dataDir)!.url,
    });
    await client.connect();
    const { rows } = await client.query<{ comment_no: string }>("select comment_no from comments where board_no = $1", [other.boardNo]);
    await client.end();
    const present = new Set(rows.map((r) => Number(r.comment_no)));
    expect(acknowledgedBefore.filter((no) => !present.has(no))).toEqual([]);

    // The ledgers audit clean on the restored site, the page is the same bytes, the image is served.
    expect(await runAdminCommand(restored.dataDir, "audit-ledgers")).toContain("모든 원장이 잔액과 일치합니다.");
    const after = await pageBytes(restored.baseUrl, `/d/${post.permaLink}`);
    // The same bytes but for the moment it was rendered (the loader's "now", one ISO time of the
    // same length): compared as text first for a readable difference, then as bytes.
    const renderedBefore = before.toString("utf8").match(RENDERED_AT) ?? [];
    const renderedAfter = after.toString("utf8").match(RENDERED_AT) ?? [];
    expect([renderedBefore.length, renderedAfter.length]).toEqual([1, 1]);
    const sameMoment = Buffer.from(after.toString("utf8").replace(RENDERED_AT, renderedBefore[0]!));
    expect(sameMoment.toString("utf8")).toBe(before.toString("utf8"));
    expect(sameMoment.equals(before)).toBe(true);
    const served = await fetch(`${restored.baseUrl}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(imageBytes)).toBe(true);
    // A member of the original site signs in on the restored one and writes.
    const again = await playwrightRequest.newContext({ baseURL: restored.baseUrl, extraHTTPHeaders: { origin: restored.baseUrl } });
    await ok(await again.post("/api/user/signIn", { data: { userEmail: writerEmail, userPw: E2E_PASSWORD } }));
    const comment = await ok<{ commentNo: number }>(
      await again.post("/api/comments", { data: { boardNo: post.boardNo, content: "복원된 사이트에서 쓴 댓글" } }),
    );
    expect(comment.commentNo).toBeGreaterThan(Math.max(...present));
    await writer.dispose();
    await reader.dispose();
    await again.dispose();
  }, 600_000);

  it("refuses a folder that is not empty and an archive from a newer schema, changing nothing", async () => {
    const refused = await admin(restored.dataDir, "restore", archive);
    expect(refused.status).toBe(2);
    expect(refused.out).toContain("복원할 데이터베이스가 비어 있지 않아요.");

    // The same archive with a schema this build does not know.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-newer-"));
    await tar.x({ file: archive, cwd: work });
    const manifestPath = path.join(work, "manifest.json");
    const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as { schema: { tag: string; when: number } };
    manifest.schema = { ...manifest.schema, tag: "9999_from_the_future", when: manifest.schema.when + 86_400_000 };
    fs.writeFileSync(manifestPath, JSON.stringify(manifest));
    const newer = path.join(work, "newer.tar.gz");
    await tar.c({ gzip: true, file: newer, cwd: work }, ["manifest.json", "db", "files"]);
    const empty = await site("drill-empty");
    const answer = await admin(empty.dataDir, "restore", newer);
    expect(answer.status).toBe(2);
    expect(answer.out).toContain("이 백업은 더 새로운 버전의 나눔터에서 만들어졌어요");
    expect(fs.existsSync(path.join(empty.dataDir, "files"))).toBe(false);
    // The folder's database is still empty: a real restore of the good archive succeeds there.
    const retry = await admin(empty.dataDir, "restore", archive);
    expect(retry.status).toBe(0);
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(empty.dataDir, { recursive: true, force: true });
  }, 300_000);
});
