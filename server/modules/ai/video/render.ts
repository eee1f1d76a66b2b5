// The document video's render (docs/product/ai.md §10, docs/decisions/0171): a PDF and a script
// (one narration per page) become an MP4 with Korean narration and captions. Every heavy step
// is a child process of a system tool, stopped by the render's deadline:
//
//   narration  espeak-ng -v ko, one call per piece of at most 80 characters (longer unpunctuated
//              text is cut off by espeak-ng, issue 1860); pieces joined per scene with sox, the
//              lengths measured with soxi -D; a scene without narration is 2 s of silence
//   slides     pdftoppm at 96 dpi, one PNG per page
//   encoding   ffmpeg: each slide looped for exactly its scene's frames (a slide filling the frame
//              over its own blurred edges, a document page whole on the house colour), joined with the concat
//              FILTER (the concat demuxer's per-image durations gave a 3.9 s video for 8.3 s of
//              audio), captions (SRT) drawn by libass in NanumGothic, libx264 -preset veryfast
//              -tune stillimage at a few frames a second, AAC audio
//
// Nothing here knows the database: the job (service.ts) and `npm run bench:video` both call it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { VIDEO_LIMITS, type VideoStep } from "../../../../core/video";

export interface RenderScene {
  page: number;
  narration: string;
}

export type RenderFailure = "narration" | "slides" | "encoding" | "timeout";

/** A render that failed, with the step it failed in (the member reads the step's reason). */
export class RenderError extends Error {
  constructor(
    readonly failure: RenderFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface RenderInput {
  pdfPath: string;
  scenes: RenderScene[];
  /** A private, empty folder the render may fill; the caller removes it. */
  workDir: string;
  fps?: number;
  signal?: AbortSignal;
  /** Progress of a step, 0–100. */
  onProgress?: (step: Exclude<VideoStep, "script">, percent: number) => void | Promise<void>;
}

export interface RenderOutput {
  mp4Path: string;
  /** Length of the narration (= the video), seconds. */
  durationSeconds: number;
  captions: number;
  /** The captions as WebVTT, offered beside the video (they are also drawn into it). */
  captionsVtt: string;
  /** Milliseconds each step took. */
  timings: { narration: number; slides: number; encoding: number };
}

// ── Tools ───────────────────────────────────────────────────────────────────

const found = new Map<string, string | null>();

/** The tool's path on PATH, or null when it is not installed. */
export function findTool(name: string): string | null {
  const key = `${name}\u0000${process.env.PATH ?? ""}`;
  if (found.has(key)) return found.get(key)!;
  let hit: string | null = null;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      hit = candidate;
      break;
    } catch {
      // not here
    }
  }
  found.set(key, hit);
  return hit;
}

export interface VideoTools {
  /** espeak-ng with a Korean voice, sox and soxi. */
  narration: boolean;
  /** pdftoppm and pdftotext (poppler-utils). */
  slides: boolean;
  /** ffmpeg and ffprobe. */
  encoding: boolean;
}

export function videoTools(): VideoTools {
  return {
    narration: Boolean(findTool("espeak-ng") && findTool("sox") && findTool("soxi")),
    slides: Boolean(findTool("pdftoppm") && findTool("pdftotext")),
    encoding: Boolean(findTool("ffmpeg") && findTool("ffprobe")),
  };
}

interface RunOptions {
  cwd?: string;
  signal?: AbortSignal;
  input?: string;
  onStdout?: (chunk: string) => void;
}

/** Runs a tool; resolves with its standard output, rejects with its last error lines. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new RenderError("timeout", "stopped"));
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ["pipe", "pipe", "pipe"],
      signal: options.signal,
      killSignal: "SIGKILL",
    });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk);
      else out += chunk;
    });
    child.stderr.on("data", (chunk: string) => {
      err = (err + chunk).slice(-4000);
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(options.input ?? "");
    child.on("error", (error) => {
      if (options.signal?.aborted) reject(new RenderError("timeout", "stopped"));
      else reject(error);
    });
    child.on("close", (code) => {
      if (options.signal?.aborted) return reject(new RenderError("timeout", "stopped"));
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(command)} exited with ${code}: ${err.trim().split("\n").slice(-3).join(" | ")}`));
    });
  });
}

// ── Text ────────────────────────────────────────────────────────────────────

/**
 * The narration cut into pieces espeak-ng speaks whole: sentences, and a sentence longer than
 * `max` characters cut at the last space or comma before it (never inside a word when a space exists).
 */
export function speechPieces(text: string, max: number = VIDEO_LIMITS.pieceChars): string[] {
  const pieces: string[] = [];
  const sentences = text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?。？！…])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (let sentence of sentences) {
    while ([...sentence].length > max) {
      const chars = [...sentence];
      const head = chars.slice(0, max).join("");
      let cut = Math.max(head.lastIndexOf(", "), head.lastIndexOf(" "));
      if (cut < max / 3) cut = head.length;
      pieces.push(sentence.slice(0, cut).replace(/,$/, "").trim());
      sentence = sentence.slice(cut).replace(/^[,\s]+/, "");
    }
    if (sentence) pieces.push(sentence);
  }
  return pieces;
}

/** Characters spoken per second by espeak-ng's Korean voice at the rate used, for the length estimate. */
export const SPOKEN_CHARS_PER_SECOND = 6;

/** About how long a script speaks (seconds): used to refuse a script far over the limit before rendering. */
export function estimateSeconds(scenes: RenderScene[]): number {
  return scenes.reduce(
    (sum, s) => sum + (s.narration.trim() ? [...s.narration].length / SPOKEN_CHARS_PER_SECOND + 0.5 : VIDEO_LIMITS.silentSceneSeconds),
    0,
  );
}

const srtTime = (seconds: number) => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)},${pad(ms % 1000, 3)}`;
};

export interface Caption {
  start: number;
  end: number;
  text: string;
}

export function toSrt(captions: Caption[]): string {
  return captions.map((c, i) => `${i + 1}\n${srtTime(c.start)} --> ${srtTime(c.end)}\n${c.text}\n`).join("\n");
}

/** The same captions as WebVTT (a dot before the milliseconds; a cue's text never holds "-->"). */
export function toVtt(captions: Caption[]): string {
  const time = (seconds: number) => srtTime(seconds).replace(",", ".");
  const cues = captions.map((c, i) => `${i + 1}\n${time(c.start)} --> ${time(c.end)}\n${c.text.replace(/-->/g, "→")}\n`);
  return `WEBVTT\n\n${cues.join("\n")}`;
}

// ── Steps ───────────────────────────────────────────────────────────────────

/** espeak-ng's Korean voice writes 22,050 Hz mono 16-bit WAV; silence is made to match. */
const WAV = ["-r", "22050", "-c", "1", "-b", "16"];
const GAP_SECONDS = 0.25;
const SCENE_TAIL_SECONDS = 0.5;
const SPEECH_RATE = "165";

async function silence(file: string, seconds: number, signal?: AbortSignal) {
  await run("sox", ["-n", ...WAV, file, "trim", "0", seconds.toFixed(3)], { signal });
}

async function measure(files: string[], signal?: AbortSignal): Promise<number[]> {
  const out = await run("soxi", ["-D", ...files], { signal });
  return out
    .trim()
    .split(/\s+/)
    .map((v) => Number(v));
}

interface Narration {
  wav: string;
  sceneSeconds: number[];
  captions: Caption[];
}

async function narrate(input: RenderInput, dir: string): Promise<Narration> {
  const { signal } = input;
  fs.mkdirSync(dir, { recursive: true });
  const gap = path.join(dir, "gap.wav");
  const tail = path.join(dir, "tail.wav");
  const quiet = path.join(dir, "quiet.wav");
  await silence(gap, GAP_SECONDS, signal);
  await silence(tail, SCENE_TAIL_SECONDS, signal);
  await silence(quiet, VIDEO_LIMITS.silentSceneSeconds, signal);
  const sceneFiles: string[] = [];
  const captions: Caption[] = [];
  const sceneSeconds: number[] = [];
  let offset = 0;
  for (const [k, scene] of input.scenes.entries()) {
    const pieces = speechPieces(scene.narration);
    const sceneFile = path.join(dir, `scene-${k}.wav`);
    if (pieces.length === 0) {
      fs.copyFileSync(quiet, sceneFile);
    } else {
      const files: string[] = [];
      for (const [i, piece] of pieces.entries()) {
        const file = path.join(dir, `s${k}-${i}.wav`);
        // The text goes through standard input, so a piece starting with "-" is never an option.
        await run("espeak-ng", ["-v", "ko", "-s", SPEECH_RATE, "-w", file, "--stdin"], { signal, input: piece });
        files.push(file);
      }
      const lengths = await measure(files, signal);
      let t = offset;
      const joined: string[] = [];
      pieces.forEach((piece, i) => {
        captions.push({ start: t, end: t + lengths[i]!, text: piece });
        t += lengths[i]! + GAP_SECONDS;
        joined.push(files[i]!, i + 1 < pieces.length ? gap : tail);
      });
      await run("sox", [...joined, sceneFile], { signal });
    }
    sceneFiles.push(sceneFile);
    const [seconds] = await measure([sceneFile], signal);
    sceneSeconds.push(seconds!);
    offset += seconds!;
    await input.onProgress?.("narration", Math.round(((k + 1) / input.scenes.length) * 100));
  }
  const wav = path.join(dir, "narration.wav");
  if (sceneFiles.length === 1) fs.copyFileSync(sceneFiles[0]!, wav);
  else await run("sox", [...sceneFiles, wav], { signal });
  return { wav, sceneSeconds, captions };
}

/** Page images at 96 dpi for the scenes' pages: page number → PNG. */
async function drawSlides(input: RenderInput, dir: string): Promise<Map<number, string>> {
  fs.mkdirSync(dir, { recursive: true });
  const pages = input.scenes.map((s) => s.page);
  const first = Math.min(...pages);
  const last = Math.max(...pages);
  await run("pdftoppm", ["-r", "96", "-png", "-f", String(first), "-l", String(last), input.pdfPath, path.join(dir, "p")], {
    signal: input.signal,
  });
  const slides = new Map<number, string>();
  for (const name of fs.readdirSync(dir)) {
    const match = /^p-0*(\d+)\.png$/.exec(name);
    if (match) slides.set(Number(match[1]), path.join(dir, name));
  }
  for (const page of pages) if (!slides.has(page)) throw new Error(`pdftoppm drew no image for page ${page}`);
  await input.onProgress?.("slides", 100);
  return slides;
}

const WIDTH = 1280;
const HEIGHT = 720;
const FONTS_DIR = "/usr/share/fonts/truetype/nanum";
const CAPTION_STYLE =
  "FontName=NanumGothic,FontSize=20,PrimaryColour=&H00FFFFFF,BackColour=&H99000000,BorderStyle=4,Outline=0,Shadow=0,MarginV=24";

/** The frame around a page that does not fill it: the house's deep blue (a page reads as a sheet on it). */
const FRAME_COLOUR = "0x12264f";

type SlideShape = "landscape" | "portrait";

/** A page wider than this (width / height) is a slide: it fills the frame, its edges extended. */
const LANDSCAPE_RATIO = 1.25;

/**
 * How scene k's page fills the 16:9 frame. A slide fills it, the bars a slightly different
 * shape leaves filled by the slide itself, enlarged and blurred. A document page (A4, portrait)
 * stands whole and as large as the frame allows on the house colour, with a soft shadow, rather
 * than small on white.
 */
function frameFilter(k: number, shape: SlideShape, fps: number): string {
  if (shape === "landscape")
    return (
      `[${k}:v]split=2[bg${k}][fg${k}];` +
      `[bg${k}]scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=increase,crop=${WIDTH}:${HEIGHT},boxblur=24:2[bgb${k}];` +
      `[fg${k}]scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=decrease[fgs${k}];` +
      `[bgb${k}][fgs${k}]overlay=(W-w)/2:(H-h)/2`
    );
  const pageHeight = HEIGHT - 40;
  return (
    `[${k}:v]scale=-2:${pageHeight}[pg${k}];` +
    `color=c=${FRAME_COLOUR}:s=${WIDTH}x${HEIGHT}:r=${fps}[base${k}];` +
    `[pg${k}]split=2[pgs${k}][pgf${k}];` +
    `[pgs${k}]drawbox=c=black@1:t=fill,boxblur=10:1,format=rgba,colorchannelmixer=aa=0.35[sh${k}];` +
    `[base${k}][sh${k}]overlay=(W-w)/2+6:(H-h)/2+8[based${k}];` +
    `[based${k}][pgf${k}]overlay=(W-w)/2:(H-h)/2:shortest=1`
  );
}

/** Each slide's shape, read from its PNG header (width and height at bytes 16–23). */
function shapesOf(slides: Map<number, string>): Map<number, SlideShape> {
  const shapes = new Map<number, SlideShape>();
  for (const [page, file] of slides) {
    const header = Buffer.alloc(24);
    const fd = fs.openSync(file, "r");
    try {
      fs.readSync(fd, header, 0, 24, 0);
    } finally {
      fs.closeSync(fd);
    }
    const width = header.readUInt32BE(16);
    const height = header.readUInt32BE(20);
    shapes.set(page, height > 0 && width / height >= LANDSCAPE_RATIO ? "landscape" : "portrait");
  }
  return shapes;
}

async function encode(input: RenderInput, narration: Narration, slides: Map<number, string>, workDir: string): Promise<string> {
  const fps = input.fps ?? VIDEO_LIMITS.fps;
  const slideShapes = shapesOf(slides);
  const srt = path.join(workDir, "captions.srt");
  fs.writeFileSync(srt, toSrt(narration.captions));
  const args = ["-hide_banner", "-nostdin", "-y", "-loglevel", "error", "-progress", "pipe:1", "-nostats"];
  // Each scene ends on the frame grid nearest its audio end, so the picture's length never drifts
  // from the sound's by more than half a frame however many scenes there are.
  const filters: string[] = [];
  let start = 0;
  let previousFrame = 0;
  input.scenes.forEach((scene, k) => {
    const end = start + narration.sceneSeconds[k]!;
    const endFrame = Math.max(previousFrame + 1, Math.round(end * fps));
    const frames = endFrame - previousFrame;
    // The slide is read once and framed once; the loop filter then repeats that one finished frame,
    // so the blur and shadow cost one frame per scene, not one per frame of the scene.
    args.push("-i", slides.get(scene.page)!);
    filters.push(
      `${frameFilter(k, slideShapes.get(scene.page) ?? "portrait", fps)},setsar=1,format=yuv420p,` +
        `loop=loop=${frames - 1}:size=1:start=0,setpts=N/(${fps}*TB)[v${k}]`,
    );
    start = end;
    previousFrame = endFrame;
  });
  const n = input.scenes.length;
  args.push("-i", narration.wav);
  const joined = input.scenes.map((_, k) => `[v${k}]`).join("");
  filters.push(`${joined}concat=n=${n}:v=1:a=0[slides]`);
  filters.push(`[slides]subtitles=captions.srt:fontsdir=${FONTS_DIR}:force_style='${CAPTION_STYLE}'[out]`);
  const output = path.join(workDir, "video.mp4");
  args.push(
    "-filter_complex",
    filters.join(";"),
    "-map",
    "[out]",
    "-map",
    `${n}:a`,
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-tune",
    "stillimage",
    "-r",
    String(fps),
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    "96k",
    "-movflags",
    "+faststart",
    output,
  );
  const total = start;
  let lastReported = -1;
  await run("ffmpeg", args, {
    cwd: workDir,
    signal: input.signal,
    onStdout: (chunk) => {
      const match = /out_time_us=(\d+)/.exec(chunk);
      if (!match || total <= 0) return;
      const percent = Math.min(99, Math.floor(Number(match[1]) / 1e6 / total / 0.1) * 10);
      if (percent > lastReported) {
        lastReported = percent;
        void input.onProgress?.("encoding", percent);
      }
    },
  });
  await input.onProgress?.("encoding", 100);
  return output;
}

/** Renders the video (see the top of the file). Throws a RenderError naming the failed step. */
export async function renderVideo(input: RenderInput): Promise<RenderOutput> {
  const step = async <T>(failure: RenderFailure, work: () => Promise<T>): Promise<[T, number]> => {
    const started = Date.now();
    try {
      return [await work(), Date.now() - started];
    } catch (error) {
      if (error instanceof RenderError) throw error;
      if (input.signal?.aborted) throw new RenderError("timeout", "stopped");
      throw new RenderError(failure, error instanceof Error ? error.message : String(error));
    }
  };
  const [narration, narrationMs] = await step("narration", () => narrate(input, path.join(input.workDir, "audio")));
  const [slides, slidesMs] = await step("slides", () => drawSlides(input, path.join(input.workDir, "slides")));
  const [mp4Path, encodingMs] = await step("encoding", () => encode(input, narration, slides, input.workDir));
  return {
    mp4Path,
    durationSeconds: narration.sceneSeconds.reduce((a, b) => a + b, 0),
    captions: narration.captions.length,
    captionsVtt: toVtt(narration.captions),
    timings: { narration: narrationMs, slides: slidesMs, encoding: encodingMs },
  };
}

/** The text of each page of a PDF (pdftotext; pages are separated by form feeds). */
export async function pdfPageTexts(pdfPath: string, signal?: AbortSignal): Promise<string[]> {
  const out = await run("pdftotext", ["-enc", "UTF-8", pdfPath, "-"], { signal });
  const pages = out.split("\f");
  if (pages.length > 1 && pages[pages.length - 1]!.trim() === "") pages.pop();
  return pages.map((p) => p.replace(/[ \t]+/g, " ").trim());
}

/** Streams of an MP4 as ffprobe reports them: codec type and duration (seconds). */
export async function probeStreams(file: string): Promise<{ type: string; codec: string; duration: number }[]> {
  const out = await run("ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,codec_name,duration", "-of", "json", file]);
  const parsed = JSON.parse(out) as { streams: { codec_type: string; codec_name: string; duration?: string }[] };
  return parsed.streams.map((s) => ({ type: s.codec_type, codec: s.codec_name, duration: Number(s.duration ?? 0) }));
}
