// Lighthouse in Debian's headless Chromium (no downloaded browser), mobile emulation by
// default. Returns the category scores and the figures the notes quote.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseFigures {
  url: string;
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
];

export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error("lighthouse returned nothing");
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
    const items = ((lhr.audits["network-requests"]?.details as { items?: { url?: string; resourceType?: string; transferSize?: number }[] })
      ?.items ?? []);
    const scriptBytes = items
      .filter((i) => i.resourceType === "Script")
      .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    return {
      url,
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
    };
  } finally {
    await chrome.kill();
  }
}
