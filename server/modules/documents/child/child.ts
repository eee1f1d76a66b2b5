// The document conversion process. The server starts one per step (child-runner.ts) with a
// time limit, an idle limit and a memory ceiling, and a minimal environment (no database
// address, no secrets): whatever a hostile file does to a parser stays in here.
//
//   probe-pdf   pdf.js opens the file: page count, or encrypted/corrupted
//   render-pdf  pdf.js (legacy build) draws each page on @napi-rs/canvas, with pdf.js's cMaps
//               and standard fonts and the Korean system fonts standing in for non-embedded
//               fonts; pages as WebP, a text layer per page, a thumbnail of page 1
//   extract     text and safe HTML per page for DOCX (mammoth), PPTX and HWPX (their XML) and
//               HWP (@ohah/hwpjs, see ../hwp.ts), for documents shown as text
import fs from "node:fs";
import path from "node:path";
import { unzipSync } from "fflate";
import { decodeEntities, htmlToText, markdownToHtml, paragraphsToHtml, sanitizeConvertedHtml } from "../html";
import type * as PdfJsModule from "pdfjs-dist/legacy/build/pdf.mjs";
import { loadHwpParser } from "../hwp";
import { tidyRuns, tidyText } from "../text-runs";
import type { ChildErrorCode, ChildMessage, ChildTask, ExtractedPage, TextLayerFile, TextLayerItem } from "./protocol";

const send = (message: ChildMessage) => process.stdout.write(`${JSON.stringify(message)}\n`);

class ChildFailure extends Error {
  constructor(
    public readonly code: ChildErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Largest inflated XML part we read from a package (a zip bomb stops here). */
const PART_MAX = 64 * 1024 * 1024;
/** Tallest page image, so a long strip page cannot ask for a gigantic canvas. */
const MAX_PAGE_HEIGHT = 6000;

// ── PDF ────────────────────────────────────────────────────────────────────

type PdfJs = typeof PdfJsModule;

async function openPdf(file: string, pdfjsRoot: string) {
  const pdfjs: PdfJs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const data = new Uint8Array(fs.readFileSync(file));
  try {
    const doc = await pdfjs.getDocument({
      data,
      cMapUrl: path.join(pdfjsRoot, "cmaps") + path.sep,
      cMapPacked: true,
      standardFontDataUrl: path.join(pdfjsRoot, "standard_fonts") + path.sep,
      isEvalSupported: false,
      enableXfa: false,
      verbosity: 0,
    }).promise;
    return { pdfjs, doc };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === "PasswordException") throw new ChildFailure("encrypted", "password required");
    if (name === "InvalidPDFException") throw new ChildFailure("corrupted", (error as Error).message);
    throw new ChildFailure("parse", (error as Error).message);
  }
}

async function probePdf(task: Extract<ChildTask, { mode: "probe-pdf" }>) {
  const { doc } = await openPdf(task.file, task.pdfjsRoot);
  if (doc.numPages < 1) throw new ChildFailure("empty", "no pages");
  try {
    // The first page must parse, or readers would see nothing.
    await doc.getPage(1);
  } catch (error) {
    throw new ChildFailure("corrupted", (error as Error).message);
  }
  send({ type: "probe", pages: doc.numPages });
  await doc.destroy();
}

/**
 * Non-embedded fonts are drawn with the canvas's fonts under pdf.js's generic fallback names
 * (sans-serif, serif, monospace). Pointing those at the Nanum families is what keeps Korean
 * text from vanishing or turning into boxes. Returns whether a Korean font was found.
 */
async function useKoreanFonts(): Promise<boolean> {
  const { GlobalFonts } = await import("@napi-rs/canvas");
  const families = new Set(GlobalFonts.families.map((f) => f.family));
  const pick = (...names: string[]) => names.find((n) => families.has(n));
  const sans = pick("NanumGothic", "NanumBarunGothic", "Noto Sans CJK KR", "Noto Sans KR");
  const serif = pick("NanumMyeongjo", "Noto Serif CJK KR") ?? sans;
  const mono = pick("NanumGothicCoding") ?? sans;
  if (sans) GlobalFonts.setAlias(sans, "sans-serif");
  if (serif) GlobalFonts.setAlias(serif, "serif");
  if (mono) GlobalFonts.setAlias(mono, "monospace");
  return Boolean(sans);
}

async function renderPdf(task: Extract<ChildTask, { mode: "render-pdf" }>) {
  const koreanFont = await useKoreanFonts();
  const { createCanvas } = await import("@napi-rs/canvas");
  const { pdfjs, doc } = await openPdf(task.file, task.pdfjsRoot);
  if (doc.numPages < 1) throw new ChildFailure("empty", "no pages");
  if (doc.numPages > task.maxPages) throw new ChildFailure("too-many-pages", `${doc.numPages} pages`);
  send({ type: "start", pages: doc.numPages });
  let thumb: string | undefined;
  // WebP encoding runs on libuv's thread pool: page N is encoded while page N+1 is drawn,
  // and at most one page waits, so memory stays at two page canvases.
  let previous: Promise<void> = Promise.resolve();
  for (let pageNo = 1; pageNo <= doc.numPages; pageNo++) {
    const page = await doc.getPage(pageNo);
    const base = page.getViewport({ scale: 1 });
    let scale = task.width / base.width;
    if (base.height * scale > MAX_PAGE_HEIGHT) scale = MAX_PAGE_HEIGHT / base.height;
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, width, height);
    await page.render({
      canvasContext: ctx as unknown as CanvasRenderingContext2D,
      canvas: canvas as unknown as HTMLCanvasElement,
      viewport,
    }).promise;
    const name = String(pageNo).padStart(4, "0");

    if (pageNo === 1) {
      const thumbWidth = Math.min(task.thumbWidth, width);
      const thumbHeight = Math.max(1, Math.round((height * thumbWidth) / width));
      const small = createCanvas(thumbWidth, thumbHeight);
      small.getContext("2d").drawImage(canvas, 0, 0, thumbWidth, thumbHeight);
      thumb = "thumb.webp";
      fs.writeFileSync(path.join(task.outDir, thumb), await small.encode("webp", 82));
    }

    const content = await page.getTextContent();
    const items: TextLayerItem[] = [];
    let text = "";
    type Run = Extract<(typeof content.items)[number], { str: string }>;
    const runs = tidyRuns(content.items.filter((item): item is Run => "str" in item));
    for (const item of runs) {
      text += item.str + (item.hasEOL ? "\n" : "");
      // Spaces stay in the layer so that copied text keeps its word breaks.
      if (!item.str) continue;
      const tx = pdfjs.Util.transform(viewport.transform, item.transform) as number[];
      const fontHeight = Math.hypot(tx[2]!, tx[3]!);
      if (!(fontHeight > 0)) continue;
      const angle = (Math.atan2(tx[1]!, tx[0]!) * 180) / Math.PI;
      const left = tx[4]!;
      const top = tx[5]! - fontHeight;
      const itemWidth = item.width * scale;
      const round = (n: number) => Math.round(n * 100000) / 100000;
      const entry: TextLayerItem = [
        item.str,
        round(left / width),
        round(top / height),
        round(itemWidth / width),
        round(fontHeight / height),
      ];
      if (Math.abs(angle) > 0.5) entry.push(Math.round(angle * 10) / 10);
      items.push(entry);
    }
    page.cleanup();
    const layer: TextLayerFile = { items };
    fs.writeFileSync(path.join(task.outDir, `${name}.json`), JSON.stringify(layer));
    const encoding = canvas.encode("webp", 80);
    encoding.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled
    const pageText = tidyText(text.replace(/[ \t]+/g, " ").replace(/\n{3,}/g, "\n\n")).trim();
    const report = previous.then(async () => {
      fs.writeFileSync(path.join(task.outDir, `${name}.webp`), await encoding);
      send({ type: "page", pageNo, width, height, image: `${name}.webp`, textLayer: `${name}.json`, text: pageText });
    });
    await previous;
    previous = report;
  }
  await previous;
  send({ type: "done", pages: doc.numPages, thumb, koreanFont });
  await doc.destroy();
}

// ── Packages (DOCX, PPTX, HWPX) and HWP ─────────────────────────────────────

function readParts(file: string, want: (name: string) => boolean): Map<string, string> {
  const parts = new Map<string, string>();
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(fs.readFileSync(file)), {
      filter: (f) => want(f.name) && f.originalSize <= PART_MAX,
    });
  } catch (error) {
    throw new ChildFailure("corrupted", (error as Error).message);
  }
  for (const [name, data] of Object.entries(files)) parts.set(name, Buffer.from(data).toString("utf8"));
  return parts;
}

const numberIn = (name: string) => Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);

/** Paragraph texts of DrawingML (<a:p> with <a:t> runs) or OWPML (<hp:p> with <hp:t>). */
function paragraphTexts(xml: string, prefix: "a" | "hp"): string[] {
  const out: string[] = [];
  const textTag = new RegExp(
    `<${prefix}:t(?:\\s[^>]*)?>([\\s\\S]*?)</${prefix}:t>|<${prefix}:(?:br|lineBreak)\\b[^>]*/>|<${prefix}:tab\\b[^>]*/>`,
    "g",
  );
  for (const chunk of xml.split(new RegExp(`</${prefix}:p>`))) {
    let line = "";
    for (let m = textTag.exec(chunk); m; m = textTag.exec(chunk)) {
      if (m[1] !== undefined) line += decodeEntities(m[1].replace(/<[^>]+>/g, ""));
      else line += m[0].includes("tab") ? "\t" : "\n";
    }
    textTag.lastIndex = 0;
    if (line.trim()) out.push(line.trim());
  }
  return out;
}

function extractPptx(file: string): ExtractedPage[] {
  const parts = readParts(file, (n) => /^ppt\/(presentation\.xml|_rels\/presentation\.xml\.rels|slides\/slide\d+\.xml)$/.test(n));
  const presentation = parts.get("ppt/presentation.xml") ?? "";
  const rels = parts.get("ppt/_rels/presentation.xml.rels") ?? "";
  const targets = new Map<string, string>();
  for (const m of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(m[0])?.[1];
    const target = /\bTarget="([^"]+)"/.exec(m[0])?.[1];
    if (id && target) targets.set(id, path.posix.normalize(path.posix.join("ppt", target)));
  }
  let order = [...presentation.matchAll(/<p:sldId\b[^>]*\br:id="([^"]+)"/g)]
    .map((m) => targets.get(m[1]!))
    .filter((n): n is string => Boolean(n && parts.has(n)));
  if (order.length === 0) order = [...parts.keys()].filter((n) => n.startsWith("ppt/slides/")).sort((a, b) => numberIn(a) - numberIn(b));
  if (order.length === 0) throw new ChildFailure("parse", "no slides");
  return order.map((name, i) => {
    const paragraphs = paragraphTexts(parts.get(name)!, "a");
    return { html: paragraphsToHtml(paragraphs, `슬라이드 ${i + 1}`), text: paragraphs.join("\n") };
  });
}

function extractHwpx(file: string): ExtractedPage[] {
  const parts = readParts(file, (n) => n === "Contents/content.hpf" || /^Contents\/section\d+\.xml$/.test(n));
  const hpf = parts.get("Contents/content.hpf") ?? "";
  const hrefs = new Map<string, string>();
  for (const m of hpf.matchAll(/<opf:item\b[^>]*>/g)) {
    const id = /\bid="([^"]+)"/.exec(m[0])?.[1];
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (id && href) hrefs.set(id, href);
  }
  let order = [...hpf.matchAll(/<opf:itemref\b[^>]*\bidref="([^"]+)"/g)]
    .map((m) => hrefs.get(m[1]!))
    .filter((n): n is string => Boolean(n && parts.has(n)));
  if (order.length === 0)
    order = [...parts.keys()].filter((n) => n.startsWith("Contents/section")).sort((a, b) => numberIn(a) - numberIn(b));
  if (order.length === 0) throw new ChildFailure("parse", "no sections");
  return order.map((name) => {
    const paragraphs = paragraphTexts(parts.get(name)!, "hp");
    return { html: paragraphsToHtml(paragraphs), text: paragraphs.join("\n") };
  });
}

async function extractDocx(file: string): Promise<ExtractedPage[]> {
  const mammoth = (await import("mammoth")).default;
  const buffer = fs.readFileSync(file);
  try {
    const html = await mammoth.convertToHtml(
      { buffer },
      {
        externalFileAccess: false,
        // Images are left out: the text view shows the words; the pages view (LibreOffice) shows everything.
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: "" })),
      },
    );
    const safe = sanitizeConvertedHtml(html.value);
    return [{ html: safe, text: htmlToText(safe) }];
  } catch (error) {
    throw new ChildFailure("parse", (error as Error).message);
  }
}

async function extractHwp(file: string): Promise<ExtractedPage[]> {
  const parser = loadHwpParser();
  if (!parser) throw new ChildFailure("parse", "HWP parser not available");
  let markdown: string;
  try {
    markdown = parser.toMarkdown(fs.readFileSync(file), { image: "blob", includeVersion: false, includePageInfo: false }).markdown;
  } catch (error) {
    throw new ChildFailure("parse", (error as Error).message);
  }
  // The parser opens with a generic title line; the post has its own title.
  markdown = markdown.replace(/^#\s*HWP 문서\s*\n/, "");
  const html = markdownToHtml(markdown);
  return [{ html, text: htmlToText(html) }];
}

async function extract(task: Extract<ChildTask, { mode: "extract" }>) {
  const pages =
    task.kind === "docx"
      ? await extractDocx(task.file)
      : task.kind === "pptx"
        ? extractPptx(task.file)
        : task.kind === "hwpx"
          ? extractHwpx(task.file)
          : await extractHwp(task.file);
  if (!pages.some((p) => p.text.trim())) throw new ChildFailure("empty", "no text");
  const out = path.join(task.outDir, "extract.json");
  fs.writeFileSync(out, JSON.stringify(pages));
  send({ type: "done", pages: pages.length, extract: "extract.json" });
}

async function main() {
  const task = JSON.parse(process.argv[2] ?? "{}") as ChildTask;
  if (task.mode === "probe-pdf") await probePdf(task);
  else if (task.mode === "render-pdf") await renderPdf(task);
  else if (task.mode === "extract") await extract(task);
  else throw new Error("unknown task");
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ChildFailure) send({ type: "error", code: error.code, message: error.message.slice(0, 300) });
    else process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(2);
  },
);
