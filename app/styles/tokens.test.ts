// The colour tokens (tokens.css) in all four palettes — default and ndolpin, light and dark:
// the dark copies for "system" and "fixed by the reader" say the same, every text colour reads
// at WCAG AA (4.5:1) on every background it is put on, and no other style sheet writes a
// literal colour (every colour comes from a token, so each has its dark value).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const STYLES = import.meta.dirname;
const tokensCss = fs.readFileSync(path.join(STYLES, "tokens.css"), "utf8");

type Palette = Record<string, string>;

/** The declarations of the first rule whose selector is exactly `selector`. */
function block(css: string, selector: string): Palette {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`no rule ${selector}`);
  const body = css.slice(at + selector.length + 2, css.indexOf("}", at));
  const palette: Palette = {};
  for (const m of body.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/(--[\w-]+):\s*([^;]+);/g)) palette[m[1]!] = m[2]!.trim();
  return palette;
}

const media = tokensCss.slice(tokensCss.indexOf("@media (prefers-color-scheme: dark)"));
const base = block(tokensCss, ':root,\n[data-theme="default"]');
const ndolpin = block(tokensCss, '[data-theme="ndolpin"]');
const darkSystem = block(media, ':root:not([data-scheme="light"])');
const ndolpinDarkSystem = block(media, ':root[data-theme="ndolpin"]:not([data-scheme="light"])');
const darkFixed = block(tokensCss, ':root[data-scheme="dark"]');
const ndolpinDarkFixed = block(tokensCss, ':root[data-scheme="dark"][data-theme="ndolpin"]');

const PALETTES: Record<string, Palette> = {
  "default light": base,
  "ndolpin light": { ...base, ...ndolpin },
  "default dark": { ...base, ...darkFixed },
  "ndolpin dark": { ...base, ...ndolpin, ...darkFixed, ...ndolpinDarkFixed },
};

function rgb(value: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)).concat(1) as [number, number, number, number];
  const fn = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value);
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3]), fn[4] === undefined ? 1 : Number(fn[4])];
  throw new Error(`not a colour: ${value}`);
}

/** A colour over an opaque one (alpha composited), then its relative luminance. */
function luminance(value: string, under: string): number {
  const [r, g, b, a] = rgb(value);
  const [ur, ug, ub] = rgb(under);
  return [r * a + ur * (1 - a), g * a + ug * (1 - a), b * a + ub * (1 - a)]
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
}

function contrast(text: string, background: string, page: string): number {
  const bg = rgb(background)[3] < 1 ? compose(background, page) : background;
  const [x, y] = [luminance(text, bg), luminance(bg, bg)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

function compose(value: string, under: string): string {
  const [r, g, b, a] = rgb(value);
  const [ur, ug, ub] = rgb(under);
  const hex = (n: number) => Math.round(n).toString(16).padStart(2, "0");
  return `#${hex(r * a + ur * (1 - a))}${hex(g * a + ug * (1 - a))}${hex(b * a + ub * (1 - a))}`;
}

const TEXTS = ["ink", "text-secondary", "text-muted", "text-faint", "primary", "primary-strong", "danger", "danger-strong"];
const GROUNDS = ["surface", "page", "chip", "primary-soft"];
const PAIRS: [string, string][] = [
  ...TEXTS.flatMap((text) => GROUNDS.map((ground): [string, string] => [text, ground])),
  ["on-primary", "primary"],
  ["on-primary", "primary-strong"],
  ["on-danger", "danger"],
  ["danger-strong", "danger-soft"],
  ["reward-text", "reward-soft"],
  ["on-reward", "reward"],
  ["reward-text", "surface"],
  ["success-text", "success-soft"],
  ["on-tooltip", "tooltip"],
  ["on-code", "code"],
  ...["keyword", "string", "number", "comment", "title", "attr", "tag", "added", "removed"].map((token): [string, string] => [
    `code-${token}`,
    "code",
  ]),
  ["on-banner", "banner-start"],
  ["on-banner", "banner-end"],
  ["rarity-rare-text", "rarity-rare-soft"],
  ["rarity-epic-text", "rarity-epic-soft"],
  ["rarity-legend-text", "rarity-legend-soft"],
];

describe("colour tokens", () => {
  it("the system's dark copies and the reader's fixed dark copies say the same", () => {
    expect(darkSystem).toEqual(darkFixed);
    expect(ndolpinDarkSystem).toEqual(ndolpinDarkFixed);
  });

  it("the dark palettes only give values to tokens the light one has", () => {
    for (const name of [...Object.keys(darkFixed), ...Object.keys(ndolpin), ...Object.keys(ndolpinDarkFixed)])
      expect(base).toHaveProperty(name);
  });

  for (const [name, palette] of Object.entries(PALETTES)) {
    it(`${name}: every text colour reads at 4.5:1 on its backgrounds`, () => {
      const failing = PAIRS.map(([text, ground]) => ({
        pair: `${text} on ${ground}`,
        ratio: Number(contrast(palette[`--color-${text}`]!, palette[`--color-${ground}`]!, palette["--color-page"]!).toFixed(2)),
      })).filter((p) => p.ratio < 4.5);
      expect(failing).toEqual([]);
    });
  }
});

describe("style sheets", () => {
  it("write no literal colour outside tokens.css: each comes from a token with its dark value", () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|(?<![\w-])(?:white|black)(?![\w-])/i;
    const found: string[] = [];
    for (const file of fs.readdirSync(STYLES).filter((f) => f.endsWith(".css") && f !== "tokens.css")) {
      const lines = fs
        .readFileSync(path.join(STYLES, file), "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "))
        .split("\n");
      lines.forEach((line, i) => {
        // A mask reads only the alpha of its colours; those are not colours anyone sees.
        if (/^\s*(-webkit-)?mask(-image)?:/.test(line)) return;
        if (literal.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
