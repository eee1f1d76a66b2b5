// Runs one conversion step in its own Node process (child.ts) and keeps it in bounds:
// - a wall-clock limit for the whole step and an idle limit between two progress messages,
// - a memory ceiling: V8's heap is capped by flag, and the process's resident memory (which
//   includes the canvas and the PDF parser's native buffers) is watched and the process
//   killed above the limit,
// - a minimal environment (no database address, no secrets) and a private temporary HOME.
// The child is TypeScript; it is bundled once per source version with esbuild (the same
// bundler `npm run build` uses) into node_modules/.cache, where its packages resolve.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { PROJECT_ROOT } from "../../../paths";
import type { ChildMessage, ChildTask } from "./protocol";

export type ConversionFailureCode =
  "encrypted" | "corrupted" | "parse" | "too-many-pages" | "empty" | "timeout" | "memory" | "converter" | "crashed";

/** A step that ended without a result; `code` says why (see service messages). */
export class ConversionError extends Error {
  constructor(
    public readonly code: ConversionFailureCode,
    message: string,
  ) {
    super(message);
    this.name = "ConversionError";
  }
}

export interface ChildLimits {
  /** Whole step. */
  timeoutMs: number;
  /** Longest silence between two messages. */
  idleMs: number;
  /** Resident memory ceiling. */
  maxRssMb: number;
}

const CHILD_SOURCE = path.join(PROJECT_ROOT, "server", "modules", "documents", "child", "child.ts");
const CACHE_DIR = path.join(PROJECT_ROOT, "node_modules", ".cache", "nanumteo");
let compiled: Promise<string> | null = null;

/** Where pdfjs-dist is installed (its cMaps and standard fonts live beside the build). */
export function pdfjsRoot(): string {
  const require = createRequire(path.join(PROJECT_ROOT, "package.json"));
  return path.resolve(path.dirname(require.resolve("pdfjs-dist/legacy/build/pdf.mjs")), "..", "..");
}

function sourceHash(): string {
  const hash = crypto.createHash("sha256");
  const dir = path.dirname(CHILD_SOURCE);
  for (const file of [CHILD_SOURCE, path.join(dir, "protocol.ts"), path.join(dir, "..", "html.ts"), path.join(dir, "..", "hwp.ts")]) {
    hash.update(fs.readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The bundled child script, built on first use (atomic rename: parallel processes agree). */
export function childScript(): Promise<string> {
  compiled ??= (async () => {
    const out = path.join(CACHE_DIR, `document-child-${sourceHash()}.mjs`);
    if (fs.existsSync(out)) return out;
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const temp = `${out}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp.mjs`;
    const { build } = await import("esbuild");
    await build({
      entryPoints: [CHILD_SOURCE],
      outfile: temp,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      logLevel: "warning",
    });
    fs.renameSync(temp, out);
    return out;
  })().catch((error: unknown) => {
    compiled = null;
    throw error;
  });
  return compiled;
}

function residentMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/**
 * Runs a task; every message is handed to `onMessage` as it arrives. Resolves with all
 * messages when the process exits cleanly; rejects with a ConversionError otherwise (the
 * child's own error code when it reported one).
 */
export async function runChild(
  task: ChildTask,
  limits: ChildLimits,
  onMessage?: (message: ChildMessage) => void | Promise<void>,
): Promise<ChildMessage[]> {
  const script = await childScript();
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "nt-doc-home-"));
  const heapMb = Math.max(128, Math.floor(limits.maxRssMb / 2));
  const child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, script, JSON.stringify(task)], {
    cwd: home,
    stdio: ["ignore", "pipe", "pipe"],
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home, LANG: "C.UTF-8", NODE_ENV: "production" },
  });
  const messages: ChildMessage[] = [];
  let stderr = "";
  let buffered = "";
  let killedFor: ConversionError | null = null;
  let lastActivity = Date.now();
  const started = Date.now();
  let chain: Promise<void> = Promise.resolve();

  child.stdout!.setEncoding("utf8");
  child.stdout!.on("data", (chunk: string) => {
    lastActivity = Date.now();
    buffered += chunk;
    let newline = buffered.indexOf("\n");
    while (newline !== -1) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf("\n");
      if (!line.trim()) continue;
      let message: ChildMessage;
      try {
        message = JSON.parse(line) as ChildMessage;
      } catch {
        continue;
      }
      messages.push(message);
      if (onMessage) chain = chain.then(() => onMessage(message));
    }
  });
  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (chunk: string) => {
    if (stderr.length < 8000) stderr += chunk;
  });

  const kill = (reason: ConversionError) => {
    if (killedFor || child.exitCode !== null) return;
    killedFor = reason;
    child.kill("SIGKILL");
  };
  const watchdog = setInterval(() => {
    const now = Date.now();
    if (now - started > limits.timeoutMs) kill(new ConversionError("timeout", `step exceeded ${limits.timeoutMs} ms`));
    else if (now - lastActivity > limits.idleMs) kill(new ConversionError("timeout", `no progress for ${limits.idleMs} ms`));
    else if (child.pid && residentMb(child.pid) > limits.maxRssMb)
      kill(new ConversionError("memory", `resident memory above ${limits.maxRssMb} MB`));
  }, 200);

  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", (exitCode) => resolve(exitCode));
    });
    await chain;
    if (killedFor) throw killedFor;
    const reported = messages.find((m): m is Extract<ChildMessage, { type: "error" }> => m.type === "error");
    if (reported) throw new ConversionError(reported.code, reported.message);
    if (code !== 0) throw new ConversionError("crashed", `conversion process exited with ${code}: ${stderr.slice(-1000)}`);
    return messages;
  } finally {
    clearInterval(watchdog);
    if (child.exitCode === null) child.kill("SIGKILL");
    fs.rmSync(home, { recursive: true, force: true });
  }
}
