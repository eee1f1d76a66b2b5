// Fixed notices and banners by `npm run admin`, as an operator runs it (a real process on a
// real database), read back through the same service the feed uses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client";
import { listBanners, listFixedNotifications } from "../../server/modules/notifications/service";
import { adminCommandLine, type AdminCommandLine } from "../support/admin-cli";

let cli: AdminCommandLine;
beforeAll(async () => {
  cli = await adminCommandLine();
});
afterAll(() => cli.dispose());
const admin = (...args: string[]) => cli.run(...args);

function read<T>(work: (db: Database) => Promise<T>): Promise<T> {
  return work(cli.handle.db);
}

describe("admin: fixed notices and banners", () => {
  it("pins, lists and removes a fixed notice", { timeout: 300_000 }, async () => {
    const added = admin("add-fixed-notice", "서비스 점검 안내", "02:00~04:00 점검합니다.", "/faq");
    expect(added.stdout).toContain("고정 알림 #1을(를) 걸었습니다");
    expect(added.status).toBe(0);
    expect(await read((db) => listFixedNotifications(db))).toMatchObject([
      { fixedNo: 1, notificationTitle: "서비스 점검 안내", notificationUrl: "/faq" },
    ]);
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
