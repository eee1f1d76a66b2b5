// Two processes on one embedded data folder: the second stops with a clear message and the
// first keeps serving, data intact.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

// Only the embedded database has a data-folder lock; on a server (E2E_DATABASE_URL) there is none.
describe.skipIf(Boolean(process.env.E2E_DATABASE_URL))("embedded data folder lock", () => {
  it("a second start on the same DATA_DIR exits with a message naming the other process", async () => {
    const second = spawnSync(process.execPath, [path.join(ROOT, "build/server-main.js")], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: inject("e2eDataDir"), PORT: "0" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(second.status).toBe(3);
    expect(second.stderr).toContain("다른 나눔터 프로세스");
    const health = await fetch(`${inject("baseUrl")}/actuator/health`);
    expect(health.status).toBe(200);
  });
});
