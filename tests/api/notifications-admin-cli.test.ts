// Fixed notices and banners by `npm run admin`, as an operator runs it (a real process on a
// real embedded data folder), read back through the same service the feed uses.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { listBanners, listFixedNotifications } from "../../server/modules/notifications/service";
import { PROJECT_ROOT } from "../../server/paths";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-admin-notice-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  return spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-ts.mjs"), "server/admin/cli.ts", ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 120_000,
  });
}

async function read<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pgdata") });
  try {
    await runMigrations(handle);
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

describe("admin: fixed notices and banners", () => {
  it("pins, lists and removes a fixed notice", { timeout: 300_000 }, async () => {
    const added = admin("add-fixed-notice", "서비스 점검 안내", "02:00~04:00 점검합니다.", "/faq");
    expect(added.stdout).toContain("고정 알림 #1을(를) 걸었습니다");
    expect(added.status).toBe(0);
    expect(await read((db) => listFixedNotifications(db))).toMatchObject([{ fixedNo: 1, notificationTitle: "서비스 점검 안내", notificationUrl: "/faq" }]);
    expect(admin("list-fixed-notices").stdout).toContain("#1 [게시 중] 서비스 점검 안내");
    expect(admin("remove-fixed-notice", "1").status).toBe(0);
    expect(await read((db) => listFixedNotifications(db))).toEqual([]);
    const again = admin("remove-fixed-notice", "1");
    expect(again.status).toBe(1);
    expect(again.stdout).toContain("고정 알림을 찾을 수 없습니다.");
  });

  it("adds and removes banners; refuses unsafe links", { timeout: 300_000 }, async () => {
    expect(admin("add-banner", "가을 이벤트", "/files/banner.png", "/event").status).toBe(0);
    expect(await read((db) => listBanners(db))).toMatchObject([{ title: "가을 이벤트", imageUrl: "/files/banner.png", linkUrl: "/event" }]);
    const bad = admin("add-banner", "나쁜 배너", "javascript:alert(1)");
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain("링크는 /로 시작하는 사이트 주소나 http(s) 주소여야 합니다.");
    expect(admin("add-fixed-notice").status).toBe(2);
    expect(admin("remove-banner", "1").status).toBe(0);
    expect(await read((db) => listBanners(db))).toEqual([]);
  });
});
