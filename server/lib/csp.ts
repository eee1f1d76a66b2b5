// Content-Security-Policy of every HTML page (decision 0133). Scripts run only from our own
// origin (the hashed /assets modules and the service worker) and as the page's own inline
// scripts, each allowed by the SHA-256 of its exact text; nothing else inline, no plugins, no
// <base>, no framing by other sites. Hashes rather than a nonce: most pages are rendered once
// and served to everyone from the page cache, and a nonce repeated in cached bytes would be a
// password printed on every copy. The hashes are computed from the HTML when it is rendered,
// stored with it, and so always match exactly what is served.
import crypto from "node:crypto";

export const CSP_REPORT_PATH = "/api/csp-report";

// Inline <script> elements (no src attribute) and their text.
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? "";
    // JSON data islands are not run; only scripts need a hash.
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(match[0].slice(0, match[0].indexOf(">")))) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy for one HTML page. `thirdParty` names the origins of the third-party scripts a page
 * on the production host carries (lib/third-party.ts): they may run and be called, nothing else.
 */
export function pageCsp(html: string, thirdParty: string[] = []): string {
  const extra = thirdParty.length ? ` ${thirdParty.join(" ")}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${extra} ${inlineScriptHashes(html).join(" ")}`.trim(),
    // React sets style attributes; the first-paint CSS is an inline <style>.
    "style-src 'self' 'unsafe-inline'",
    // Member pictures from sign-in providers and images in posts are https anywhere.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    // Embedded videos in posts (the sanitizer allows https iframes only).
    "frame-src https:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    "report-to csp",
  ].join("; ");
}

/** The Reporting API endpoint the policy's report-to names. */
export const REPORTING_ENDPOINTS = `csp="${CSP_REPORT_PATH}"`;
