// `npm run admin -- publish-terms` as an operator runs it, on a real embedded data folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { getTermsDocument, listTermsVersions } from "../../server/modules/terms/service";
import { PROJECT_ROOT } from "../../server/paths";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-terms-cli-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  return spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-ts.mjs"), "server/admin/cli.ts", ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 90_000,
  });
}

describe("publish-terms", () => {
  it("publishes a version from a file, refuses the same date twice and explains bad input", async () => {
    const body = path.join(dataDir, "terms-2031.md");
    fs.writeFileSync(body, "## 제1조 (목적)\n이 약관은 새 기준을 정합니다.\n\n## 제2조 (포인트)\n- 적립 기준을 바꿉니다.\n");
    const ok = admin("publish-terms", "terms", "2031-01-01", body, "포인트", "기준", "변경");
    expect(ok.stdout).toContain("나눔터 이용약관 310101 버전을 게시했습니다 (시행일 2031-01-01).");
    expect(ok.status).toBe(0);

    const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pgdata") });
    await runMigrations(handle);
    const doc = await getTermsDocument(handle.db, "terms", "310101");
    expect(doc).toMatchObject({ version: "310101", status: "upcoming", summary: "포인트 기준 변경", requiresConsent: true });
    expect(doc!.body).toContain("## 제2조 (포인트)");
    expect((await listTermsVersions(handle.db, "terms"))[0]!.version).toBe("310101");
    await handle.close();

    const twice = admin("publish-terms", "terms", "2031-01-01", body);
    expect(twice.status).toBe(1);
    expect(twice.stdout).toContain("이미 있는 버전입니다");
    expect(admin("publish-terms", "privacy", "31-01-01", body).stdout).toContain("YYYY-MM-DD");
    expect(admin("publish-terms", "privacy", "2031-02-01", path.join(dataDir, "missing.md")).stdout).toContain("본문 파일을 찾을 수 없습니다");
    // Each run starts a process that opens and migrates the database: give the machine time.
  }, 180_000);
});
