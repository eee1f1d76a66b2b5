// A child process run to its end without blocking this one: spawnSync would stop this process's
// event loop for seconds, and its sockets, timers and the servers it runs with them.
import { spawn, type SpawnOptions } from "node:child_process";

export interface ProcessResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runProcess(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}
