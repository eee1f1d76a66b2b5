// Lighthouse in Debian's headless Chromium (no downloaded browser), mobile emulation by
// default (or Lighthouse's desktop preset). Returns the category scores and the figures the
// notes quote.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { PROJECT_ROOT } from "../server/paths";

export interface LighthouseFigures {
  url: string;
  preset: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  /** JavaScript transferred (compressed), kB. */
  scriptKb: number;
  /** URLs of the scripts the page loaded. */
  scriptUrls: string[];
  /** URLs of the font files the page loaded. */
  fontUrls: string[];
  /** What Lighthouse names as the largest contentful paint element (its selector). */
  lcpElement: string;
}

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  // The pages are measured as Korean readers get them (the interface language follows the browser).
  "--lang=ko-KR",
  "--accept-lang=ko-KR,ko",
];

export async function runLighthouse(url: string, options: { preset?: "mobile" | "desktop" } = {}): Promise<LighthouseFigures> {
  const preset = options.preset ?? "mobile";
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error("lighthouse returned nothing");
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
    const items =
      (lhr.audits["network-requests"]?.details as { items?: { url?: string; resourceType?: string; transferSize?: number }[] })?.items ??
      [];
    const scriptBytes = items.filter((i) => i.resourceType === "Script").reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as
      { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
    return {
      url,
      preset,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(numeric("largest-contentful-paint")),
      fcpMs: Math.round(numeric("first-contentful-paint")),
      cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
      tbtMs: Math.round(numeric("total-blocking-time")),
      scriptKb: Math.round(scriptBytes / 102.4) / 10,
      scriptUrls: items.filter((i) => i.resourceType === "Script" && i.url).map((i) => i.url!),
      fontUrls: items.filter((i) => i.resourceType === "Font" && i.url).map((i) => i.url!),
      lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.selector ?? "",
    };
  } finally {
    await chrome.kill();
  }
}

/** gzip size in kB of the scripts a page loaded (the pre-compressed .gz files the server sends). */
export function scriptGzipKb(figures: Pick<LighthouseFigures, "scriptUrls">): number {
  let bytes = 0;
  for (const url of figures.scriptUrls) {
    const file = path.join(PROJECT_ROOT, "build", "client", new URL(url).pathname);
    bytes += fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.existsSync(file) ? fs.statSync(file).size : 0;
  }
  return Math.round(bytes / 102.4) / 10;
}
