// `npm run bench:documents`: uploaded documents, end to end, on the real app.
//
// 1. Time from the upload request's start to the first page being available (the viewer API
//    lists it and its image is served; pages appear one by one) and to the whole document
//    being published, for a 20-page Korean PDF and a 20-page DOCX — with
//    LibreOffice (DOCX as page images) when it is installed, and without it (SOFFICE_PATH=off:
//    DOCX as the text view). Median of BENCH_RUNS runs (default 3).
// 2. Lighthouse (mobile) on /m/d/{permalink} of a 50-page document: performance, LCP, CLS and
//    the page's JavaScript (gzip), against an editor post of the demo content in the same run.
// 3. Scrolling a 100-page document in Chromium: the most page images held at once, how many
//    were requested, and the frame intervals while scrolling.
// Results: bench/.out/documents.json and the console.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { PROJECT_ROOT } from "../server/paths";
import { findSoffice } from "../server/modules/documents/soffice";
import { freePort, startApp, type AppProcess } from "../tests/support/app-process";
import * as fx from "../tests/support/document-fixtures";
import { firstLink, waitForFolderMail } from "../tests/support/mail";
import { runLighthouse, scriptGzipKb, type LighthouseFigures } from "./lighthouse";
import { percentile } from "./stats";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

interface Server {
  app: AppProcess;
  base: string;
  dataDir: string;
  cookie: string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-docs-"));
  const app = await startApp({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "error", ...env });
  const base = `http://127.0.0.1:${port}`;
  // A verified member, signed up and verified the way a person does it.
  const email = `bench-${Date.now().toString(36)}@example.test`;
  const res = await fetch(`${base}/api/user/signUp`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      userEmail: email,
      userPw: "bench2024!",
      userName: `측정${Date.now().toString(36).slice(-5)}`,
      agreeTerms: true,
      agreeAge: true,
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0]!;
  const mail = await waitForFolderMail(dataDir, email);
  const link = firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, base);
  await fetch(link, { redirect: "manual" });
  return { app, base, dataDir, cookie };
}

async function stopServer(server: Server) {
  await server.app.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

interface Timing {
  uploadMs: number;
  /** The viewer lists page 1 and (for page images) its image is served. */
  firstPageMs: number;
  /** The conversion is done and the post published. */
  readyMs: number;
  renderer: string;
  pages: number;
}

/**
 * Uploads and waits until the viewer lists the first page and (for page images) its image is
 * served — pages appear one by one while the rest convert — and then until the post is ready.
 */
async function uploadAndWait(server: Server, fileName: string, data: Buffer, subject: string): Promise<Timing & { permaLink: string }> {
  const form = new FormData();
  form.set("type", "updDocs");
  form.set("subject", subject);
  form.set("topic", "economy");
  form.set("tags", "벤치마크");
  form.set("webEditorContent", "성능 측정용 문서입니다.");
  form.set("downloadYn", "Y");
  // The upload-policy consent a member's first post carries.
  form.set("agreePolicy", "true");
  form.set("file", new Blob([new Uint8Array(data)]), fileName);
  const started = performance.now();
  const res = await fetch(`${server.base}/api/contents/post`, {
    method: "POST",
    body: form,
    headers: { cookie: server.cookie, origin: server.base },
  });
  const body = (await res.json()) as { data: { boardNo: number; permaLink: string }; errorMsg: string | null };
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${body.errorMsg}`);
  const uploadMs = performance.now() - started;
  let firstPageMs = 0;
  for (;;) {
    const view = (await (
      await fetch(`${server.base}/api/documents/${body.data.boardNo}`, { headers: { cookie: server.cookie } })
    ).json()) as {
      data: { status: string; renderer: string; pages: { image: string | null }[]; failure: { reason: string } | null };
    };
    if (view.data.status === "failed") throw new Error(`conversion failed: ${view.data.failure?.reason}`);
    const first = view.data.pages[0];
    if (first && !firstPageMs) {
      if (first.image) {
        const image = await fetch(`${server.base}${first.image}`);
        if (!image.ok) throw new Error("first page image not served");
        await image.arrayBuffer();
      }
      firstPageMs = performance.now() - started;
    }
    if (view.data.status === "ready" && firstPageMs) {
      return {
        uploadMs,
        firstPageMs,
        readyMs: performance.now() - started,
        renderer: view.data.renderer,
        pages: view.data.pages.length,
        permaLink: body.data.permaLink,
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function timeRuns(server: Server, label: string, fileName: string, data: Buffer) {
  const runs: Timing[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await uploadAndWait(server, fileName, data, `${label} ${i + 1}`));
  const result = {
    label,
    renderer: runs[0]!.renderer,
    pages: runs[0]!.pages,
    bytes: data.length,
    uploadMs: Math.round(median(runs.map((r) => r.uploadMs))),
    firstPageMs: Math.round(median(runs.map((r) => r.firstPageMs))),
    readyMs: Math.round(median(runs.map((r) => r.readyMs))),
    firstPageRunsMs: runs.map((r) => Math.round(r.firstPageMs)),
  };
  console.log(
    `${label.padEnd(34)} ${result.renderer.padEnd(6)} ${String(result.pages).padStart(3)} p  upload ${String(result.uploadMs).padStart(5)} ms   first page ${String(result.firstPageMs).padStart(6)} ms (runs ${result.firstPageRunsMs.join(", ")})   all pages ${String(result.readyMs).padStart(6)} ms`,
  );
  return result;
}

async function scrollHundredPages(server: Server, permaLink: string) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: "ko-KR" });
    const page = await context.newPage();
    let imageRequests = 0;
    page.on("request", (r) => {
      if (/\/files\/docs\/.+\.webp$/.test(r.url())) imageRequests++;
    });
    await page.goto(`${server.base}/d/${permaLink}`);
    await page.waitForSelector(".doc-page img");
    await page.evaluate(() => {
      const w = window as unknown as { frames_: number[] };
      w.frames_ = [];
      let last = performance.now();
      const tick = (now: number) => {
        w.frames_.push(now - last);
        last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    let maxImages = 0;
    const started = performance.now();
    for (let i = 0; i < 240; i++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(16);
      if (i % 10 === 0) maxImages = Math.max(maxImages, await page.locator(".doc-page img").count());
    }
    const scrollMs = performance.now() - started;
    const counter = await page.getByTestId("page-counter").innerText();
    const frames = (await page.evaluate(() => (window as unknown as { frames_: number[] }).frames_)).slice(5).sort((a, b) => a - b);
    return {
      pages: 100,
      maxImagesInDom: maxImages,
      imagesRequested: imageRequests,
      endedOn: counter,
      scrollMs: Math.round(scrollMs),
      frameP50Ms: Math.round(percentile(frames, 50) * 10) / 10,
      frameP95Ms: Math.round(percentile(frames, 95) * 10) / 10,
      framesOver50Ms: frames.filter((f) => f > 50).length,
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  console.log("making documents …");
  const pdf20 = await fx.koreanPdf({ pages: 20, title: "성능 측정 PDF" });
  const docx20 = fx.docx({ pages: 20, title: "성능 측정 DOCX" });
  const pdf50 = await fx.koreanPdf({ pages: 50, title: "50쪽 문서" });
  const pdf100 = fx.cidKoreanPdf({ pages: 100, title: "100쪽 문서" });
  const soffice = findSoffice(undefined);
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    libreoffice: Boolean(soffice),
    runs: RUNS,
  };

  console.log("starting the app without LibreOffice (SOFFICE_PATH=off) …");
  const offline = await startServer({ SOFFICE_PATH: "off" });
  try {
    report.withoutLibreOffice = {
      pdf20: await timeRuns(offline, "20-page PDF", "성능 측정.pdf", pdf20),
      docx20: await timeRuns(offline, "20-page DOCX (text view)", "성능 측정.docx", docx20),
    };
  } finally {
    await stopServer(offline);
  }

  console.log(soffice ? "starting the app with LibreOffice …" : "LibreOffice is not installed: the DOCX page-image figure is skipped");
  const server = await startServer(soffice ? {} : { SOFFICE_PATH: "off" });
  try {
    if (soffice) {
      report.withLibreOffice = {
        pdf20: await timeRuns(server, "20-page PDF", "성능 측정.pdf", pdf20),
        docx20: await timeRuns(server, "20-page DOCX (LibreOffice pages)", "성능 측정.docx", docx20),
      };
    }
    const fifty = await uploadAndWait(server, "50쪽 문서.pdf", pdf50, "50쪽 문서");
    const list = (await (await fetch(`${server.base}/api/board/newBoards?size=50`)).json()) as {
      data: { items: { permaLink: string; isDemo: boolean }[] };
    };
    const demo = list.data.items.find((i) => i.isDemo)!;
    console.log("lighthouse (mobile) …");
    const documentPage = await runLighthouse(`${server.base}/m/d/${fifty.permaLink}`);
    const editorPage = await runLighthouse(`${server.base}/m/d/${demo.permaLink}`);
    const row = (name: string, f: LighthouseFigures) => ({
      page: name,
      performance: f.performance,
      lcpMs: f.lcpMs,
      cls: f.cls,
      tbtMs: f.tbtMs,
      jsTransferredKb: f.scriptKb,
      jsGzipKb: scriptGzipKb(f),
    });
    report.lighthouse = [row("50-page document /m/d/…", documentPage), row("editor post /m/d/… (baseline)", editorPage)];
    for (const r of report.lighthouse as ReturnType<typeof row>[]) {
      console.log(
        `lighthouse ${r.page}: performance ${r.performance}, LCP ${r.lcpMs} ms, CLS ${r.cls}, TBT ${r.tbtMs} ms, JS ${r.jsGzipKb} kB gzip (${r.jsTransferredKb} kB transferred)`,
      );
    }

    console.log("scrolling a 100-page document …");
    const hundred = await uploadAndWait(server, "100쪽 문서.pdf", pdf100, "100쪽 문서");
    report.scroll100 = await scrollHundredPages(server, hundred.permaLink);
    console.log("scroll 100 pages:", report.scroll100);
  } finally {
    await stopServer(server);
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, "documents.json"), JSON.stringify(report, null, 2));
  console.log(`written to ${path.relative(PROJECT_ROOT, path.join(OUT_DIR, "documents.json"))}`);
}

await main();
