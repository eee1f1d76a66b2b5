// `npm run bench:lighthouse`: first paint of the pages people land on, in one run on one server.
//
// 1. Starts the app as `npm start` does, on a free port with a fresh data folder (demo content).
// 2. Picks an editor post of the demo content outside a series and one in the demo series (whose
//    box brings its own code), and uploads a Korean PDF through the real API
//    (a verified member, the multipart POST /api/contents/post) and waits until the document
//    is converted and published, so its page viewer shows.
// 3. Lighthouse (headless Debian Chromium), BENCH_RUNS (3) runs per page, each figure's median:
//    mobile emulation (simulated slow 4G) on /m, /m/d/{editor post}, /m/d/{series post},
//    /m/d/{document post} and
//    /m/search/{word}/all; Lighthouse's desktop preset on / and /d/{editor post}.
// Prints one row per page — score, LCP, FCP, CLS, TBT, the gzip size of the scripts the page
// loaded, and what the HTML asks the browser for up front (module preloads, stylesheets, font
// preloads) — and writes everything, every run included, to bench/.out/lighthouse.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "../server/paths";
import { freePort, startApp, type AppProcess } from "../tests/support/app-process";
import * as fx from "../tests/support/document-fixtures";
import { firstLink, waitForFolderMail } from "../tests/support/mail";
import { runLighthouse, scriptGzipKb, type LighthouseFigures } from "./lighthouse";
import { percentile } from "./stats";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SEARCH_WORD = process.env.BENCH_SEARCH_WORD ?? "월급";
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");
// The user agents Lighthouse's presets emulate, so the HTML counted is the one it loads.
const MOBILE_UA =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36";
const DESKTOP_UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36";

interface PageSpec {
  name: string;
  path: string;
  preset: "mobile" | "desktop";
}

/** What the page's HTML asks for before anything runs. */
interface HeadCounts {
  htmlKb: number;
  modulePreloads: number;
  stylesheets: number;
  inlineStyleKb: number;
  fontPreloads: number;
}

async function headCounts(url: string, preset: "mobile" | "desktop"): Promise<HeadCounts> {
  const res = await fetch(url, { headers: { "user-agent": preset === "mobile" ? MOBILE_UA : DESKTOP_UA } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const html = await res.text();
  // What the browser acts on: not the fallback inside <noscript>.
  const head = html.slice(0, html.indexOf("</head>")).replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  const links = head.match(/<link\b[^>]*>/g) ?? [];
  const rel = (tag: string) => /\brel="([^"]*)"/.exec(tag)?.[1] ?? "";
  const inline = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0);
  return {
    htmlKb: Math.round(Buffer.byteLength(html) / 102.4) / 10,
    modulePreloads: links.filter((l) => rel(l) === "modulepreload").length,
    stylesheets: links.filter((l) => rel(l) === "stylesheet").length,
    inlineStyleKb: Math.round(inline / 102.4) / 10,
    fontPreloads: links.filter((l) => rel(l) === "preload" && /\bas="font"/.test(l)).length,
  };
}

async function verifiedMember(base: string, dataDir: string): Promise<string> {
  const email = `bench-lh-${Date.now().toString(36)}@example.test`;
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
  return cookie;
}

/** Uploads a Korean PDF as a document post and waits until it is converted and published. */
async function publishedDocument(base: string, cookie: string): Promise<string> {
  const pdf = await fx.koreanPdf({ pages: 12, title: "첫 화면 측정 문서" });
  const form = new FormData();
  form.set("type", "updDocs");
  form.set("subject", "첫 화면 측정용 문서: 금리와 물가의 관계");
  form.set("topic", "economy");
  form.set("tags", "벤치마크");
  form.set("webEditorContent", "페이지 뷰어가 있는 문서 게시물의 첫 화면을 측정합니다.");
  form.set("downloadYn", "Y");
  // The upload-policy consent a member's first post carries.
  form.set("agreePolicy", "true");
  form.set("file", new Blob([new Uint8Array(pdf)]), "첫 화면 측정.pdf");
  const res = await fetch(`${base}/api/contents/post`, { method: "POST", body: form, headers: { cookie, origin: base } });
  const body = (await res.json()) as { data: { boardNo: number; permaLink: string }; errorMsg: string | null };
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${body.errorMsg}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const view = (await (await fetch(`${base}/api/documents/${body.data.boardNo}`, { headers: { cookie } })).json()) as {
      data: { status: string; failure: { reason: string } | null };
    };
    if (view.data.status === "failed") throw new Error(`conversion failed: ${view.data.failure?.reason}`);
    if (view.data.status === "ready") break;
    if (Date.now() > deadline) throw new Error("the document was not published in 120 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  // Published posts are public: the page must answer a visitor.
  const page = await fetch(`${base}/d/${body.data.permaLink}`, { headers: { "user-agent": DESKTOP_UA } });
  if (!page.ok) throw new Error(`document page answered ${page.status}`);
  return body.data.permaLink;
}

/**
 * A demo editor post outside any series (the budget's page: a post without code, formulas or a
 * series box) and one in the demo series (its box's code loads only there), told apart by the
 * box in their pages.
 */
async function editorPosts(base: string): Promise<{ plain: string; inSeries: string | null }> {
  const list = (await (await fetch(`${base}/api/board/newBoards?size=50`)).json()) as {
    data: { items: { permaLink: string; isDemo: boolean }[] };
  };
  // Demo posts are all written in the editor (server/seed/demo.ts).
  let plain: string | null = null;
  let inSeries: string | null = null;
  for (const item of list.data.items.filter((i) => i.isDemo)) {
    const html = await (await fetch(`${base}/m/d/${item.permaLink}`, { headers: { "user-agent": MOBILE_UA } })).text();
    if (html.includes('class="series-box"')) inSeries ??= item.permaLink;
    else plain ??= item.permaLink;
    if (plain && inSeries) break;
  }
  if (!plain) throw new Error("no demo editor post outside a series found");
  return { plain, inSeries };
}

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  jsGzipKb: number;
  fontsLoaded: number;
}

interface PageResult {
  name: string;
  path: string;
  preset: "mobile" | "desktop";
  head: HeadCounts;
  /** Each figure's median over the runs. */
  median: RunFigures;
  runs: RunFigures[];
  /** The run with the median score: what it loaded and its LCP element. */
  sample: { scriptUrls: string[]; fontUrls: string[]; lcpElement: string };
}

const medianOf = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * On a machine shared with other work the app can be stopped from outside mid-run (it then
 * exits 0, as on SIGTERM). Before each run: if it is gone, start it again on the same data
 * folder and port, and say so; a run that fails is tried once more.
 */
let keepAlive: () => Promise<void> = async () => undefined;

async function lighthouseRun(url: string, preset: "mobile" | "desktop"): Promise<LighthouseFigures> {
  await keepAlive();
  try {
    const figures = await runLighthouse(url, { preset });
    if (figures.performance > 0) return figures;
  } catch (error) {
    console.log(`  run failed (${(error as Error).message}); once more`);
  }
  await keepAlive();
  return runLighthouse(url, { preset });
}

async function measure(base: string, spec: PageSpec): Promise<PageResult> {
  const url = `${base}${spec.path}`;
  await keepAlive();
  const head = await headCounts(url, spec.preset);
  const all: LighthouseFigures[] = [];
  const runs: RunFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const f = await lighthouseRun(url, spec.preset);
    all.push(f);
    runs.push({
      performance: f.performance,
      accessibility: f.accessibility,
      bestPractices: f.bestPractices,
      seo: f.seo,
      lcpMs: f.lcpMs,
      fcpMs: f.fcpMs,
      cls: f.cls,
      tbtMs: f.tbtMs,
      jsGzipKb: scriptGzipKb(f),
      fontsLoaded: f.fontUrls.length,
    });
    console.log(`  run ${i + 1}: ${f.performance} (LCP ${f.lcpMs} ms, FCP ${f.fcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls})`);
  }
  const median = Object.fromEntries(
    (Object.keys(runs[0]!) as (keyof RunFigures)[]).map((k) => [k, medianOf(runs.map((r) => r[k]))]),
  ) as unknown as RunFigures;
  const byScore = all.map((f, i) => ({ f, i })).sort((a, b) => a.f.performance - b.f.performance);
  const sample = byScore[Math.floor((byScore.length - 1) / 2)]!.f;
  const paths = (urls: string[]) => urls.map((u) => new URL(u).pathname);
  return {
    name: spec.name,
    path: spec.path,
    preset: spec.preset,
    head,
    median,
    runs,
    sample: { scriptUrls: paths(sample.scriptUrls), fontUrls: paths(sample.fontUrls), lcpElement: sample.lcpElement },
  };
}

function printTable(results: PageResult[]) {
  const header = [
    "page".padEnd(24),
    "score".padStart(5),
    "(runs)".padEnd(12),
    "LCP ms".padStart(7),
    "FCP ms".padStart(7),
    "CLS".padStart(6),
    "TBT ms".padStart(7),
    "JS kB gz".padStart(9),
    "modules".padStart(8),
    "css".padStart(4),
    "fonts pre/got".padStart(14),
    "a11y/bp/seo".padStart(12),
  ].join(" ");
  console.log("");
  console.log(header);
  console.log("-".repeat(header.length));
  for (const r of results) {
    const m = r.median;
    console.log(
      [
        r.name.padEnd(24),
        String(m.performance).padStart(5),
        `(${r.runs.map((x) => x.performance).join(",")})`.padEnd(12),
        String(m.lcpMs).padStart(7),
        String(m.fcpMs).padStart(7),
        m.cls.toFixed(3).padStart(6),
        String(m.tbtMs).padStart(7),
        m.jsGzipKb.toFixed(1).padStart(9),
        String(r.head.modulePreloads).padStart(8),
        String(r.head.stylesheets).padStart(4),
        `${r.head.fontPreloads}/${m.fontsLoaded}`.padStart(14),
        `${m.accessibility}/${m.bestPractices}/${m.seo}`.padStart(12),
      ].join(" "),
    );
  }
  console.log("");
}

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-lh-"));
  const base = `http://127.0.0.1:${port}`;
  console.log("starting the app (npm start) …");
  let app: AppProcess | null = null;
  try {
    const env = { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "error" };
    app = await startApp(env);
    keepAlive = async () => {
      if (app && app.child.exitCode === null && app.child.signalCode === null) return;
      console.log(
        `  the app stopped (exit ${app?.child.exitCode ?? "-"}, signal ${app?.child.signalCode ?? "-"}); starting it again on the same data folder`,
      );
      app = await startApp(env);
    };
    const { plain: editor, inSeries } = await editorPosts(base);
    console.log("uploading a document and waiting for it to be published …");
    const cookie = await verifiedMember(base, dataDir);
    const documentPost = await publishedDocument(base, cookie);
    const word = encodeURIComponent(SEARCH_WORD);
    const pages: PageSpec[] = [
      { name: "/m", path: "/m", preset: "mobile" },
      { name: "/m/d/… editor post", path: `/m/d/${editor}`, preset: "mobile" },
      ...(inSeries ? [{ name: "/m/d/… series post", path: `/m/d/${inSeries}`, preset: "mobile" as const }] : []),
      { name: "/m/d/… document post", path: `/m/d/${documentPost}`, preset: "mobile" },
      { name: `/m/search/${SEARCH_WORD}/all`, path: `/m/search/${word}/all`, preset: "mobile" },
      { name: "/ (desktop)", path: "/", preset: "desktop" },
      { name: "/d/… (desktop)", path: `/d/${editor}`, preset: "desktop" },
    ];
    const results: PageResult[] = [];
    for (const spec of pages) {
      console.log(`lighthouse ${spec.preset} ${spec.path} × ${RUNS} …`);
      results.push(await measure(base, spec));
    }
    printTable(results);
    for (const r of results) console.log(`LCP element, ${r.name}: ${r.sample.lcpElement}`);
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, load: os.loadavg().map((l) => Number(l.toFixed(2))), node: process.version },
      runs: RUNS,
      pages: results,
    };
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, "lighthouse.json"), JSON.stringify(report, null, 2));
    console.log(`written to ${path.relative(PROJECT_ROOT, path.join(OUT_DIR, "lighthouse.json"))}`);
  } catch (error) {
    // Say what the app printed, and how it ended if it did.
    if (app) {
      const { exitCode, signalCode } = app.child;
      console.error(`app output (exit ${exitCode ?? "-"}, signal ${signalCode ?? "-"}):\n${app.output().slice(-3000)}`);
    }
    throw error;
  } finally {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
