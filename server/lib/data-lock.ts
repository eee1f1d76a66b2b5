// The embedded database may only be opened by one process. A lock file with our PID in the
// data folder makes a second process stop with a clear message instead of corrupting data.
// A lock left by a process that no longer runs (crash, kill -9) is taken over.
import fs from "node:fs";
import path from "node:path";
import { processIsRunning } from "./process-alive";

export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly pid: number,
  ) {
    super(
      `데이터 폴더 ${dataDir} 를 다른 나눔터 프로세스(PID ${pid})가 사용하고 있습니다. ` +
        `그 프로세스를 끝내거나 DATA_DIR 로 다른 폴더를 지정해 주세요. ` +
        `(The data folder is in use by another process, PID ${pid}.)`,
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "nanumteo.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
      if (owner === process.pid) throw new DataDirLockedError(dataDir, owner);
      if (processIsRunning(owner)) throw new DataDirLockedError(dataDir, owner);
      // Stale lock from a process that died: remove it and try again.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
