// `npm run bench:video`: a 10-page Korean PDF to a finished MP4 (docs/product/ai.md §10), timed
// step by step as the render job runs it: the script (pdftotext and the offline engine's
// narration, one scene per page), narration (espeak-ng per piece, sox, soxi), slides (pdftoppm
// at 96 dpi) and encoding (ffmpeg, concat filter, libass captions, libx264 stillimage, AAC).
// Then ffprobe checks the MP4: one video and one audio stream whose lengths match within 0.5 s,
// and the captions file holds a line for every spoken piece.
// Results: bench/.out/video.json, the video as bench/.out/video.mp4, and the console. BENCH_FPS (default core/video.ts) changes the frame rate;
// BENCH_SLIDES=on makes the pages 16:9 slides instead of upright A4 pages.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { VIDEO_LIMITS } from "../core/video";
import { offlineSummaryTasks } from "../server/modules/ai/offline/summary";
import { pdfPageTexts, probeStreams, renderVideo } from "../server/modules/ai/video/render";
import { PROJECT_ROOT } from "../server/paths";
import * as fx from "../tests/support/document-fixtures";

const PAGES = 10;
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");
const fps = Number(process.env.BENCH_FPS ?? VIDEO_LIMITS.fps);

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-video-"));
  try {
    const pdfPath = path.join(work, "source.pdf");
    fs.writeFileSync(
      pdfPath,
      await fx.koreanPdf({ pages: PAGES, title: "경제 지표 읽는 법", landscape: process.env.BENCH_SLIDES === "on" }),
    );
    const started = Date.now();
    const texts = await pdfPageTexts(pdfPath);
    const script = await offlineSummaryTasks().videoScript({ pages: texts.map((text, i) => ({ page: i + 1, text })) });
    const scenes = texts.map((_, i) => ({ page: i + 1, narration: script.value.find((s) => s.page === i + 1)?.narration ?? "" }));
    const scriptMs = Date.now() - started;
    const renderDir = path.join(work, "render");
    fs.mkdirSync(renderDir);
    const output = await renderVideo({ pdfPath, scenes, workDir: renderDir, fps });
    const totalMs = Date.now() - started;
    const streams = await probeStreams(output.mp4Path);
    const video = streams.find((s) => s.type === "video");
    const audio = streams.find((s) => s.type === "audio");
    const captions = (fs.readFileSync(path.join(renderDir, "captions.srt"), "utf8").match(/-->/g) ?? []).length;
    const result = {
      pages: PAGES,
      fps,
      narrationChars: scenes.reduce((n, s) => n + [...s.narration].length, 0),
      steps: { scriptMs, ...output.timings },
      totalMs,
      durationSeconds: Number(output.durationSeconds.toFixed(2)),
      mp4Bytes: fs.statSync(output.mp4Path).size,
      video: video ? { codec: video.codec, seconds: video.duration } : null,
      audio: audio ? { codec: audio.codec, seconds: audio.duration } : null,
      streamGapSeconds: video && audio ? Number(Math.abs(video.duration - audio.duration).toFixed(3)) : null,
      captions,
      captionsMatchPieces: captions === output.captions,
    };
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, "video.json"), `${JSON.stringify(result, null, 2)}\n`);
    // The video itself, to watch (or to take frames from with ffmpeg).
    fs.copyFileSync(output.mp4Path, path.join(OUT_DIR, "video.mp4"));
    console.log(JSON.stringify(result, null, 2));
    const ok = result.streamGapSeconds !== null && result.streamGapSeconds < 0.5 && captions > 0 && result.captionsMatchPieces;
    if (!ok) {
      console.error("the MP4 does not meet its checks");
      process.exitCode = 1;
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

void main();
