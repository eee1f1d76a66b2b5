// `npm run admin` as an operator runs it: a real process on a real embedded data folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { users } from "../../server/db/schema";
import { PROJECT_ROOT } from "../../server/paths";
import { makeUser } from "../support/factories";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-admin-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  return spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-ts.mjs"), "server/admin/cli.ts", ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("admin command line", () => {
  // Each step starts the command line as its own process (TypeScript transform + PGlite start).
  it("grants and revokes the moderator role by e-mail", { timeout: 180_000 }, async () => {
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pgdata") });
    await runMigrations(handle);
    const member = await makeUser(handle.db, { userEmail: "Moderator@Example.test" });
    await handle.close();

    const granted = admin("grant-moderator", "moderator@example.test");
    expect(granted.stdout + granted.stderr).toContain("운영자가 되었습니다");
    expect(granted.status).toBe(0);

    let check = await openDatabase({ pgliteDir: path.join(dataDir, "pgdata") });
    expect((await check.db.select().from(users).where(eq(users.userNo, member.userNo)))[0]!.role).toBe("moderator");
    await check.close();

    expect(admin("revoke-moderator", "moderator@example.test").status).toBe(0);
    check = await openDatabase({ pgliteDir: path.join(dataDir, "pgdata") });
    expect((await check.db.select().from(users).where(eq(users.userNo, member.userNo)))[0]!.role).toBe("member");
    await check.close();
  });

  it("says what went wrong: unknown member, unknown command", () => {
    const unknown = admin("grant-moderator", "nobody@example.test");
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toContain("가입된 회원을 찾을 수 없습니다");
    const bad = admin("no-such-command");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("알 수 없는 명령입니다");
  });
});
