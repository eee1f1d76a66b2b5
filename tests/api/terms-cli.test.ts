// `npm run admin -- publish-terms` as an operator runs it: a real process on a real database.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTermsDocument, listTermsVersions } from "../../server/modules/terms/service";
import { adminCommandLine, type AdminCommandLine } from "../support/admin-cli";

let cli: AdminCommandLine;
beforeAll(async () => {
  cli = await adminCommandLine();
});
afterAll(() => cli.dispose());
const admin = (...args: string[]) => cli.run(...args);

describe("publish-terms", () => {
  it("publishes a version from a file, refuses the same date twice and explains bad input", async () => {
    const body = path.join(cli.dataDir, "terms-2031.md");
    fs.writeFileSync(body, "## 제1조 (목적)\n이 약관은 새 기준을 정합니다.\n\n## 제2조 (포인트)\n- 적립 기준을 바꿉니다.\n");
    const ok = admin("publish-terms", "terms", "2031-01-01", body, "포인트", "기준", "변경");
    expect(ok.stdout).toContain("나눔터 이용약관 310101 버전을 게시했습니다 (시행일 2031-01-01).");
    expect(ok.status).toBe(0);

    const handle = cli.handle;
    const doc = await getTermsDocument(handle.db, "terms", "310101");
    expect(doc).toMatchObject({ version: "310101", status: "upcoming", summary: "포인트 기준 변경", requiresConsent: true });
    expect(doc!.body).toContain("## 제2조 (포인트)");
    expect((await listTermsVersions(handle.db, "terms"))[0]!.version).toBe("310101");

    const twice = admin("publish-terms", "terms", "2031-01-01", body);
    expect(twice.status).toBe(1);
    expect(twice.stdout).toContain("이미 있는 버전입니다");
    expect(admin("publish-terms", "privacy", "31-01-01", body).stdout).toContain("YYYY-MM-DD");
    expect(admin("publish-terms", "privacy", "2031-02-01", path.join(cli.dataDir, "missing.md")).stdout).toContain(
      "본문 파일을 찾을 수 없습니다",
    );
    // Each run starts a process that opens and migrates the database: give the machine time.
  }, 180_000);
});
