import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-lock";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("data folder lock", () => {
  it("a second lock on the same folder is refused while the first is held, and works after release", () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    first.release();
    const again = acquireDataDirLock(dir);
    again.release();
    expect(fs.existsSync(path.join(dir, "nanumteo.lock"))).toBe(false);
  });

  it("names the owning process when another live process holds it", async () => {
    const dir = tempDir();
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    try {
      fs.writeFileSync(path.join(dir, "nanumteo.lock"), String(sleeper.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`PID ${sleeper.pid}`));
    } finally {
      sleeper.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ["-e", "0"]);
    await new Promise((r) => gone.once("exit", r));
    fs.writeFileSync(path.join(dir, "nanumteo.lock"), String(gone.pid));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "nanumteo.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
  });
});
