import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { SCHEME_HEAD_SCRIPT } from "../../core/theme";
import { inlineScriptHashes, pageCsp } from "./csp";

const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("page CSP", () => {
  it("allows exactly the page's inline scripts by hash, not external or data scripts", () => {
    const html = `<head><script>window.a=1</script><script type="module" async>import "/assets/x.js";</script>
      <script src="/assets/y.js"></script><script type="application/ld+json">{"@type":"Article"}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/assets/x.js";')]);
  });

  it("forbids plugins, <base> and framing by others; reports violations", () => {
    const policy = pageCsp("<script>1</script>");
    expect(policy).toContain(`script-src 'self' ${sha("1")}`);
    expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "report-uri /api/csp-report"])
      expect(policy).toContain(part);
  });

  it("allows the colour-scheme head script by the hash of its exact text, never by 'unsafe-inline'", () => {
    const policy = pageCsp(`<head><meta charset="utf-8"><script id="nt-scheme">${SCHEME_HEAD_SCRIPT}</script></head>`);
    expect(policy).toContain(sha(SCHEME_HEAD_SCRIPT));
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
