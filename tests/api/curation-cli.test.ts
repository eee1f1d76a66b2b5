// `npm run admin -- season …` as an operator runs it: a real process on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCommandLine, type AdminCommandLine } from "../support/admin-cli";

let cli: AdminCommandLine;
beforeAll(async () => {
  cli = await adminCommandLine();
});
afterAll(() => cli.dispose());
const admin = (...args: string[]) => cli.run(...args);

describe("season admin command", () => {
  it("creates, lists, refuses overlaps and settles only ended seasons", { timeout: 400_000 }, () => {
    const created = admin(
      "season",
      "create",
      "지난 시즌",
      "2020-01-01T00:00:00+09:00",
      "2020-01-29T00:00:00+09:00",
      "1000",
      "500",
      "2020-02-12T00:00:00+09:00",
    );
    expect(created.stdout).toContain('시즌 #1 "지난 시즌"을(를) 만들었습니다');
    expect(created.status).toBe(0);
    const running = admin("season", "create", "진행 시즌", "now", "+28d", "100000", "50000", "+42d");
    expect(running.status).toBe(0);
    const overlap = admin("season", "create", "겹침", "+1d", "+2d", "1", "1", "+3d");
    expect(overlap.status).toBe(1);
    expect(overlap.stdout).toContain("기간이 겹치는 시즌이 이미 있습니다.");
    const list = admin("season", "list");
    expect(list.stdout).toContain("#1 지난 시즌 [ended]");
    expect(list.stdout).toContain("#2 진행 시즌 [running]");
    expect(list.stdout).toContain("작성자 100,000 / 큐레이터 50,000 토큰");
    const notYet = admin("season", "settle", "2");
    expect(notYet.status).toBe(1);
    expect(notYet.stdout).toContain("아직 끝나지 않았습니다");
    const settled = admin("season", "settle", "1");
    expect(settled.status).toBe(0);
    expect(settled.stdout).toContain("시즌 #1 정산: 작성자 0명, 큐레이터 0명, 새 기록 0건.");
    expect(admin("season", "list").stdout).toContain("#1 지난 시즌 [settled]");
    // An operator closes the running season early; it can then be settled.
    const ended = admin("season", "end", "2");
    expect([ended.status, ended.stdout.trim()]).toEqual([0, '시즌 #2 "진행 시즌"을(를) 지금 끝냈습니다. 정산이 곧 이뤄집니다.']);
    const settledEarly = admin("season", "settle", "2");
    expect([settledEarly.status, settledEarly.stdout.trim()]).toEqual([0, "시즌 #2 정산: 작성자 0명, 큐레이터 0명, 새 기록 0건."]);
    const bad = admin("season", "create", "잘못", "어제", "+1d", "1", "1", "+2d");
    expect(bad.status).toBe(2);
    expect(bad.stdout).toContain("사용법");
  });
});
