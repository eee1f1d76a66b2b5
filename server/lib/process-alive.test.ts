import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { processIsRunning } from "./process-alive";

describe("processIsRunning", () => {
  it("is true for a running process and false once it has ended", async () => {
    const child = spawn("sleep", ["5"]);
    expect(processIsRunning(child.pid!)).toBe(true);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    expect(processIsRunning(child.pid!)).toBe(false);
  });

  it("counts a zombie (ended, not yet reaped) as ended", async () => {
    // The shell starts `sleep 0` in the background, prints its PID and becomes `sleep 2`, which
    // never reaps it: for those two seconds the background child is a zombie.
    const parent = spawn("sh", ["-c", "sleep 0 & echo $!; exec sleep 2"]);
    const pid = await new Promise<number>((resolve) =>
      parent.stdout.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(() => process.kill(pid, 0)).not.toThrow();
    expect(processIsRunning(pid)).toBe(false);
    parent.kill("SIGKILL");
  });

  it("is false for nonsense", () => {
    expect(processIsRunning(0)).toBe(false);
    expect(processIsRunning(-1)).toBe(false);
    expect(processIsRunning(Number.NaN)).toBe(false);
  });
});
