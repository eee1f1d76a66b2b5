import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME_FLAGS } from "./lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS, logLevel: "silent" });
const r = await lighthouse(process.argv[2]!, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
const a = r!.lhr.audits;
for (const id of ["first-contentful-paint","largest-contentful-paint","speed-index","render-blocking-resources","total-byte-weight","server-response-time","bootup-time","largest-contentful-paint-element","font-display","uses-rel-preconnect","network-rtt"]) {
  const x = a[id]; if (!x) continue;
  console.log(id, x.displayValue ?? "", JSON.stringify((x.details as any)?.items?.slice?.(0,6) ?? "").slice(0,700));
}
await chrome.kill();
