import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { pageCsp } from "./csp";
import { onProductionHost, thirdPartyOf, withThirdPartyScripts } from "./third-party";

const party = thirdPartyOf({
  PRODUCTION_HOST: "Nanumteo.kr",
  THIRD_PARTY_SCRIPTS: ["https://tags.example.com/gtag.js?id=G-1", "https://pixel.example.net/p.js", "https://tags.example.com/other.js"],
});

describe("third-party scripts", () => {
  it("load only for requests whose Host is the production host", () => {
    expect(onProductionHost(party, "nanumteo.kr")).toBe(true);
    expect(onProductionHost(party, "NANUMTEO.KR")).toBe(true);
    expect(onProductionHost(party, "staging.nanumteo.kr")).toBe(false);
    expect(onProductionHost(party, "nanumteo.kr:8080")).toBe(false);
    expect(onProductionHost(party, "localhost:3000")).toBe(false);
    expect(onProductionHost(party, undefined)).toBe(false);
    expect(onProductionHost(thirdPartyOf({ THIRD_PARTY_SCRIPTS: party.scripts }), "nanumteo.kr")).toBe(false);
    expect(onProductionHost(thirdPartyOf({ PRODUCTION_HOST: "nanumteo.kr", THIRD_PARTY_SCRIPTS: [] }), "nanumteo.kr")).toBe(false);
  });

  it("go at the end of <head>, async, with their attributes escaped", () => {
    const html = withThirdPartyScripts("<html><head><title>x</title></head><body></body></html>", party);
    expect(html).toBe(
      '<html><head><title>x</title><script async src="https://tags.example.com/gtag.js?id=G-1" data-third-party=""></script>' +
        '<script async src="https://pixel.example.net/p.js" data-third-party=""></script>' +
        '<script async src="https://tags.example.com/other.js" data-third-party=""></script></head><body></body></html>',
    );
    const odd = thirdPartyOf({ PRODUCTION_HOST: "a.kr", THIRD_PARTY_SCRIPTS: ['https://t.example/x.js?a="b"&c=<d>'] });
    expect(withThirdPartyScripts("<head></head>", odd)).toContain('src="https://t.example/x.js?a=&quot;b&quot;&amp;c=&lt;d&gt;"');
  });

  it("their origins, once each, join script-src and connect-src of the policy; nothing else loosens", () => {
    expect(party.origins).toEqual(["https://tags.example.com", "https://pixel.example.net"]);
    const plain = pageCsp("<script>1</script>");
    const withTags = pageCsp("<script>1</script>", party.origins);
    expect(plain).not.toContain("tags.example.com");
    expect(withTags).toMatch(/script-src 'self' https:\/\/tags\.example\.com https:\/\/pixel\.example\.net 'sha256-/);
    expect(withTags).toContain("connect-src 'self' https://tags.example.com https://pixel.example.net");
    expect(withTags).not.toMatch(/unsafe-(inline|eval)[^;]*;[^;]*script/);
    expect(withTags.replace(/ https:\/\/(tags\.example\.com|pixel\.example\.net)/g, "")).toBe(plain);
  });

  it("configuration: https addresses (http only on loopback) and a host name", () => {
    expect(loadConfig({ THIRD_PARTY_SCRIPTS: "https://a.example/x.js, http://127.0.0.1:9000/t.js" }).THIRD_PARTY_SCRIPTS).toEqual([
      "https://a.example/x.js",
      "http://127.0.0.1:9000/t.js",
    ]);
    expect(() => loadConfig({ THIRD_PARTY_SCRIPTS: "http://tags.example.com/x.js" })).toThrow(/THIRD_PARTY_SCRIPTS/);
    expect(() => loadConfig({ PRODUCTION_HOST: "https://nanumteo.kr" })).toThrow(/PRODUCTION_HOST/);
    expect(loadConfig({}).AD_INDEX).toBe(2);
    expect(loadConfig({}).FOOTER_OFFICE_URL).toMatch(/^https:\/\//);
  });
});
