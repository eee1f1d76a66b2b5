// Upgrading an installation from the PGlite-based versions: the first start of the embedded
// server copies DATA_DIR/pgdata into it — members, posts, the search index, sequences, and the
// jobs still waiting — and keeps the old folder under a new name.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import PgBoss from "pg-boss";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { openDatabase, type Database } from "../../server/db/client";
import { startEmbeddedServer, type EmbeddedServer } from "../../server/db/embedded-server";
import { boards, searchDocuments, users } from "../../server/db/schema";
import { createLogger } from "../../server/lib/logger";
import { buildPlatform } from "../../server/main";
import { createBoard } from "../../server/modules/boards/service";
import { DOCUMENT_CONVERT_JOB } from "../../server/modules/documents/service";
import { MIGRATIONS_DIR } from "../../server/paths";
import { makeUser } from "../support/factories";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-upgrade-"));
let server: EmbeddedServer | null = null;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What an installation of an earlier version left in DATA_DIR/pgdata. */
async function earlierInstallation(): Promise<{ userNo: number; boardNo: number }> {
  const lite = await PGlite.create({ dataDir: path.join(dataDir, "pgdata"), extensions: { pg_trgm } });
  const db = drizzle(lite) as unknown as Database;
  await migrate(drizzle(lite), { migrationsFolder: MIGRATIONS_DIR });
  const member = await makeUser(db, { userName: "예전회원", userEmail: "old@example.test" });
  const post = await createBoard(db, {
    userNo: member.userNo,
    boardType: "editor",
    topic: "economy",
    subject: "업그레이드 전에 쓴 부동산 글",
    contentHtml: "<p>예전 버전에서 쓴 글입니다.</p>",
    tags: ["부동산", "이사"],
  });
  // A job that was waiting when the old version stopped, queued the way that version did.
  const boss = new PgBoss({
    db: {
      executeSql: async (text: string, values?: unknown[]) =>
        values && values.length ? lite.query(text, values) : (await lite.exec(text)).at(-1)!,
    },
    schema: "pgboss",
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.createQueue(DOCUMENT_CONVERT_JOB);
  await boss.send(DOCUMENT_CONVERT_JOB, { boardNo: post.boardNo }, { startAfter: 3600 });
  await boss.stop({ graceful: false, wait: true });
  await lite.close();
  return { userNo: member.userNo, boardNo: post.boardNo };
}

describe("PGlite data folder import", () => {
  it("copies every table, the sequences and waiting jobs once, and keeps the old folder", { timeout: 120_000 }, async () => {
    const before = await earlierInstallation();
    server = await startEmbeddedServer({ dataDir });
    const handle = await openDatabase({ url: server.url, kind: "embedded" });
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "silent", NODE_ENV: "test" });
    const platform = await buildPlatform({ config, logger: createLogger("silent"), handle, ssr: false, runWorkers: false });
    try {
      const db = platform.handle.db;
      const [member] = await db.select().from(users).where(eq(users.userNo, before.userNo));
      expect(member).toMatchObject({ userName: "예전회원", userEmail: "old@example.test" });
      const [post] = await db.select().from(boards).where(eq(boards.boardNo, before.boardNo));
      expect(post).toMatchObject({ subject: "업그레이드 전에 쓴 부동산 글", tags: ["부동산", "이사"] });
      // The search index came along (its tsvector column), so the post is still found.
      const [indexed] = await db.select().from(searchDocuments).where(eq(searchDocuments.boardNo, before.boardNo));
      expect(String(indexed?.terms ?? "")).toContain("부동");
      // Sequences continue after the imported rows.
      const next = await makeUser(db);
      expect(next.userNo).toBeGreaterThan(before.userNo);
      // The waiting job was queued again on the server.
      const jobs = await db.execute(sql`select data from pgboss.job where name = ${DOCUMENT_CONVERT_JOB}`);
      expect((jobs as unknown as { rows: { data: { boardNo: number } }[] }).rows.map((r) => r.data.boardNo)).toContain(before.boardNo);
      // The old folder is kept, renamed, so the import never runs twice.
      expect(fs.existsSync(path.join(dataDir, "pgdata"))).toBe(false);
      expect(fs.readdirSync(dataDir).some((name) => name.startsWith("pgdata.imported-"))).toBe(true);
    } finally {
      await platform.close();
    }
  });
});
