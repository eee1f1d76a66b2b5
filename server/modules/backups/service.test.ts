import { describe, expect, it } from "vitest";
import { backupEveryMs, loadConfig } from "../../config";
import { backupFileName, everyText } from "./service";

describe("backup names and schedule", () => {
  it("names an archive by its UTC second, so names sort by time", () => {
    expect(backupFileName(new Date("2026-12-02T03:04:05.678Z"))).toBe("nanumteo-20261202-030405Z.tar.gz");
    expect(backupFileName(new Date("2026-12-02T03:04:05Z")) < backupFileName(new Date("2026-12-02T03:04:06Z"))).toBe(true);
  });

  it("reads BACKUP_EVERY as minutes, hours or days, at least 15 minutes, and shows it back as written", () => {
    expect(backupEveryMs("30m")).toBe(1_800_000);
    expect(backupEveryMs("12h")).toBe(43_200_000);
    expect(backupEveryMs("1d")).toBe(86_400_000);
    expect(loadConfig({ BACKUP_EVERY: "1d" }).BACKUP_EVERY).toBe(86_400_000);
    expect(loadConfig({}).BACKUP_EVERY).toBeNull();
    expect(() => loadConfig({ BACKUP_EVERY: "5m" })).toThrow(/BACKUP_EVERY.*15m/);
    expect(() => loadConfig({ BACKUP_EVERY: "daily" })).toThrow(/BACKUP_EVERY/);
    expect(everyText(86_400_000)).toBe("1d");
    expect(everyText(43_200_000)).toBe("12h");
    expect(everyText(1_800_000)).toBe("30m");
  });

  it("keeps backups in DATA_DIR/backups unless BACKUP_DIR says otherwise", () => {
    const config = loadConfig({ DATA_DIR: "/srv/nanumteo" });
    expect(config.backupDir).toBe("/srv/nanumteo/backups");
    expect(loadConfig({ DATA_DIR: "/srv/nanumteo", BACKUP_DIR: "/mnt/backups" }).backupDir).toBe("/mnt/backups");
    expect(config.BACKUP_KEEP).toBe(7);
  });
});
