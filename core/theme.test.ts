import { describe, expect, it } from "vitest";
import { SCHEME_HEAD_SCRIPT, parseSchemeChoice, schemeFromCookie } from "./theme";

describe("parseSchemeChoice", () => {
  it("keeps light and dark, and reads anything else as the system's setting", () => {
    expect(parseSchemeChoice("light")).toBe("light");
    expect(parseSchemeChoice("dark")).toBe("dark");
    for (const other of ["system", "", null, undefined, "Dark", "night", 1, {}]) expect(parseSchemeChoice(other)).toBe("system");
  });
});

describe("schemeFromCookie", () => {
  it("finds the choice among other cookies", () => {
    expect(schemeFromCookie("nt_lang=en; nt_scheme=dark; sid=x")).toBe("dark");
    expect(schemeFromCookie("nt_scheme=light")).toBe("light");
    expect(schemeFromCookie("nt_lang=en")).toBe("system");
    expect(schemeFromCookie("other_nt_scheme=dark")).toBe("system");
    expect(schemeFromCookie("nt_scheme=<script>")).toBe("system");
  });
});

/** Runs the head script against a stand-in document and storage; returns the mark it set. */
function runHeadScript(stored: string | null | Error, cookie: string): string | undefined {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem: () => {
      if (stored instanceof Error) throw stored;
      return stored;
    },
  };
  const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  // The script's own text, run with a stand-in for the browser's globals.
  new Function("localStorage", "document", SCHEME_HEAD_SCRIPT)(localStorage, document);
  return attributes["data-scheme"];
}

describe("the head script", () => {
  it("follows the same rule as the parsers: storage first, then the cookie, only light or dark", () => {
    expect(runHeadScript("dark", "")).toBe("dark");
    expect(runHeadScript("light", "nt_scheme=dark")).toBe("light");
    expect(runHeadScript(null, "nt_lang=ko; nt_scheme=dark")).toBe("dark");
    expect(runHeadScript(new Error("storage off"), "nt_scheme=light")).toBe("light");
    expect(runHeadScript("system", "")).toBeUndefined();
    expect(runHeadScript(null, "")).toBeUndefined();
    expect(runHeadScript("bogus", "nt_scheme=bogus")).toBeUndefined();
  });

  it("stays tiny: it is in every page", () => {
    expect(SCHEME_HEAD_SCRIPT.length).toBeLessThan(400);
  });
});
