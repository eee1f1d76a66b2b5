import fs from "node:fs";

/**
 * Whether a process with this PID is running. Signal 0 alone is not enough: a process whose
 * parent died waits as a zombie until the system's first process reaps it, and in some
 * containers that process never does, so a killed server would look alive for ever.
 */
export function processIsRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const state = stat.slice(close + 2, close + 3);
    return state !== "Z" && state !== "X";
  } catch {
    // Without /proc (not Linux) signal 0 is all we have; with it, the process ended just now.
    return !fs.existsSync("/proc/self/stat");
  }
}
