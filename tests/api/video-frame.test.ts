// The document video's frame (docs/product/ai.md §10, issue: "a small A4 page on a white 16:9
// frame"): rendered by the real tools, a frame taken out of the MP4 and its pixels read. An
// upright page stands whole on the house colour; a 16:9 slide fills the frame.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderVideo } from "../../server/modules/ai/video/render";
import * as fx from "../support/document-fixtures";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "nt-video-frame-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The RGB of one pixel of the frame at `seconds`. */
function pixel(mp4: string, seconds: number, x: number, y: number): [number, number, number] {
  const raw = execFileSync(
    "ffmpeg",
    ["-loglevel", "error", "-ss", String(seconds), "-i", mp4, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const at = (y * 1280 + x) * 3;
  return [raw[at]!, raw[at + 1]!, raw[at + 2]!];
}

async function render(name: string, landscape: boolean): Promise<string> {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  const pdfPath = path.join(dir, "source.pdf");
  fs.writeFileSync(pdfPath, await fx.koreanPdf({ pages: 1, title: "프레임 시험", landscape }));
  const output = await renderVideo({ pdfPath, scenes: [{ page: 1, narration: "프레임을 시험합니다." }], workDir: dir });
  return output.mp4Path;
}

const isWhite = ([r, g, b]: [number, number, number]) => r > 235 && g > 235 && b > 235;

describe("the video's frame", () => {
  it("stands an upright page whole on the house colour, not on white", async () => {
    const mp4 = await render("portrait", false);
    // Left and right of the page: the deep blue, not white.
    for (const x of [40, 1240]) {
      const [r, g, b] = pixel(mp4, 0.5, x, 360);
      expect(isWhite([r, g, b])).toBe(false);
      expect(b).toBeGreaterThan(r);
    }
    // The page itself, as tall as the frame allows: white near the top and the bottom of the middle.
    expect(isWhite(pixel(mp4, 0.5, 640, 30))).toBe(true);
    expect(isWhite(pixel(mp4, 0.5, 520, 690))).toBe(true);
  });

  it("fills the frame with a 16:9 slide", async () => {
    const mp4 = await render("landscape", true);
    for (const [x, y] of [
      [5, 5],
      [1275, 5],
      [5, 715],
    ] as const)
      expect(isWhite(pixel(mp4, 0.5, x, y))).toBe(true);
  });
});
