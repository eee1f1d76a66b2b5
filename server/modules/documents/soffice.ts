// LibreOffice (`soffice --headless --convert-to pdf`) for DOC, DOCX, PPT and PPTX when it is
// installed: one conversion at a time per process (LibreOffice is heavy and single-instance
// per profile), a private profile folder, a time limit, a virtual-memory ceiling, a minimal
// environment, and fixed file names (the uploader's file name never reaches a command line).
// Without it those formats take the text path (DOCX, PPTX) or are refused (DOC, PPT).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConversionError } from "./child/runner";

const CANDIDATES = [
  "/usr/bin/soffice",
  "/usr/local/bin/soffice",
  "/usr/lib/libreoffice/program/soffice",
  "/opt/libreoffice/program/soffice",
];

function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The soffice binary to use: `setting` is the SOFFICE_PATH configuration — unset means look on
 * PATH and the usual places, "off" disables LibreOffice, anything else is the path to use.
 */
export function findSoffice(setting: string | undefined): string | null {
  if (setting !== undefined) {
    if (setting === "off" || setting === "none" || setting === "false") return null;
    return executable(setting) ? setting : null;
  }
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && executable(path.join(dir, "soffice"))) return path.join(dir, "soffice");
  }
  return CANDIDATES.find(executable) ?? null;
}

export interface SofficeOptions {
  timeoutMs?: number;
  /** Virtual memory ceiling for LibreOffice, MB. */
  maxMemoryMb?: number;
}

let queue: Promise<unknown> = Promise.resolve();
const profileDir = path.join(os.tmpdir(), `nanumteo-soffice-${process.pid}`);

/** Runs `work` after every conversion started before it has finished. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Converts `input` (a file named input.<ext> in a private folder) to PDF beside it and
 * returns the PDF's path.
 */
export function convertToPdf(soffice: string, input: string, options: SofficeOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const maxMemoryMb = options.maxMemoryMb ?? 4096;
  return oneAtATime(async () => {
    const dir = path.dirname(input);
    const output = path.join(dir, `${path.basename(input, path.extname(input))}.pdf`);
    fs.rmSync(output, { force: true });
    fs.mkdirSync(profileDir, { recursive: true });
    const args = [
      `-env:UserInstallation=file://${profileDir}`,
      "--headless",
      "--invisible",
      "--nodefault",
      "--nolockcheck",
      "--nologo",
      "--norestore",
      "--convert-to",
      "pdf",
      "--outdir",
      dir,
      input,
    ];
    // `ulimit -v` bounds LibreOffice's address space; exec keeps the pid so a timeout kills it.
    const child = spawn("/bin/sh", ["-c", `ulimit -v ${maxMemoryMb * 1024} 2>/dev/null; exec "$0" "$@"`, soffice, ...args], {
      cwd: dir,
      stdio: ["ignore", "pipe", "pipe"],
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: profileDir, LANG: "C.UTF-8", SAL_USE_VCLPLUGIN: "svp" },
      detached: true,
    });
    let log = "";
    child.stdout!.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (log += d.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        // The whole group: soffice starts soffice.bin under it.
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, timeoutMs);
    const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
    clearTimeout(timer);
    if (timedOut) {
      // A killed instance can leave its profile locked or half-written: start clean next time.
      fs.rmSync(profileDir, { recursive: true, force: true });
      throw new ConversionError("timeout", `LibreOffice exceeded ${timeoutMs} ms`);
    }
    if (code !== 0 || !fs.existsSync(output) || fs.statSync(output).size === 0) {
      throw new ConversionError("converter", `LibreOffice could not convert (exit ${code}): ${log.slice(-500)}`);
    }
    return output;
  });
}
