import { describe, expect, it } from "vitest";
import {
  checkSubject,
  checkTag,
  checkTagList,
  checkTagToAdd,
  COLOR_HEX_INPUT_MAX,
  imageSources,
  isAllowedLinkHref,
  isDraftEmpty,
  isHexColor,
  normalizeLinkInput,
  normalizeSubject,
  normalizeTag,
  ownFileKeys,
  PALETTE_COLUMNS,
  sanitizeHexInput,
  sniffImageBytes,
  splitTagInput,
  SUBJECT_MAX_LENGTH,
  TAG_MAX_COUNT,
  TEXT_COLOR_PALETTE,
  toHexColor,
  WRITING_MSG,
} from "./writing";

describe("subject", () => {
  it("collapses whitespace and refuses blank or over-long titles", () => {
    expect(normalizeSubject("  첫  글\n제목 ")).toBe("첫 글 제목");
    expect(checkSubject("   ")).toBe(WRITING_MSG.subjectRequired);
    expect(checkSubject("가".repeat(SUBJECT_MAX_LENGTH))).toBeNull();
    expect(checkSubject("가".repeat(SUBJECT_MAX_LENGTH + 1))).toBe(WRITING_MSG.subjectTooLong);
  });
});

describe("tags", () => {
  it("normalizes: leading #, spaces, NFC", () => {
    expect(normalizeTag("  ##파이썬  ")).toBe("파이썬");
    expect(normalizeTag("머신   러닝")).toBe("머신 러닝");
    // Decomposed jamo (as some keyboards send) become the composed syllable.
    expect(normalizeTag("\u1112\u1161\u11AB")).toBe("한");
  });
  it("accepts letters, digits and - _ . + up to 20 characters", () => {
    expect(checkTag("C++")).toEqual({ ok: true, tag: "C++" });
    expect(checkTag("node.js")).toEqual({ ok: true, tag: "node.js" });
    expect(checkTag("가".repeat(20))).toMatchObject({ ok: true });
    expect(checkTag("가".repeat(21))).toEqual({ ok: false, message: WRITING_MSG.tagTooLong });
    expect(checkTag("<script>")).toEqual({ ok: false, message: WRITING_MSG.tagInvalid });
    expect(checkTag("a,b")).toEqual({ ok: false, message: WRITING_MSG.tagInvalid });
    expect(checkTag("#")).toEqual({ ok: false, message: WRITING_MSG.tagInvalid });
  });
  it("refuses duplicates (case and # insensitive) and an 11th tag", () => {
    expect(checkTagToAdd(["AI"], "#ai")).toEqual({ ok: false, message: WRITING_MSG.tagDuplicate });
    const ten = Array.from({ length: TAG_MAX_COUNT }, (_, i) => `태그${i}`);
    expect(checkTagToAdd(ten, "하나더")).toEqual({ ok: false, message: WRITING_MSG.tagTooMany });
    expect(checkTagToAdd(ten.slice(0, 9), "하나더")).toEqual({ ok: true, tag: "하나더" });
  });
  it("splits pasted input on commas", () => {
    expect(splitTagInput("경제, 주식,,#투자 ")).toEqual(["경제", "주식", "투자"]);
  });
  it("checks whole lists for the server", () => {
    expect(checkTagList(["경제", "#주식"])).toEqual({ ok: true, tags: ["경제", "주식"] });
    expect(checkTagList(["경제", "경제"])).toEqual({ ok: false, message: WRITING_MSG.tagDuplicate });
    expect(checkTagList(Array.from({ length: 11 }, (_, i) => `t${i}`))).toEqual({ ok: false, message: WRITING_MSG.tagTooMany });
  });
});

describe("colour palette and hex input", () => {
  it("has 28 entries, a remove entry first, 7 per row, distinct valid colours", () => {
    expect(TEXT_COLOR_PALETTE).toHaveLength(28);
    expect(PALETTE_COLUMNS).toBe(7);
    expect(TEXT_COLOR_PALETTE.length % PALETTE_COLUMNS).toBe(0);
    expect(TEXT_COLOR_PALETTE[0]!.value).toBeNull();
    const colours = TEXT_COLOR_PALETTE.slice(1).map((e) => e.value);
    expect(colours.every((c) => isHexColor(c))).toBe(true);
    expect(new Set(colours).size).toBe(27);
  });
  it("keeps the hex input to '#' and 6 hex digits", () => {
    expect(COLOR_HEX_INPUT_MAX).toBe(7);
    expect(sanitizeHexInput("3182f6")).toBe("#3182F6");
    expect(sanitizeHexInput("#12zz34")).toBe("#1234");
    expect(sanitizeHexInput("#1234567890")).toBe("#123456");
    expect(sanitizeHexInput("")).toBe("#");
    expect(isHexColor("#3182F6")).toBe(true);
    expect(isHexColor("#3182F")).toBe(false);
    expect(isHexColor("red")).toBe(false);
  });
  it("reads colours the way browsers write them", () => {
    expect(toHexColor("#abc")).toBe("#AABBCC");
    expect(toHexColor("rgb(49, 130, 246)")).toBe("#3182F6");
    expect(toHexColor("rgb(300, 0, 0)")).toBeNull();
    expect(toHexColor("expression(alert(1))")).toBeNull();
  });
});

describe("links", () => {
  it("keeps only http, https and mailto", () => {
    expect(isAllowedLinkHref("https://example.com/a?b=1")).toBe(true);
    expect(isAllowedLinkHref("http://example.com")).toBe(true);
    expect(isAllowedLinkHref("mailto:a@example.com")).toBe(true);
    expect(isAllowedLinkHref("javascript:alert(1)")).toBe(false);
    expect(isAllowedLinkHref("JaVaScRiPt:alert(1)")).toBe(false);
    expect(isAllowedLinkHref("java\tscript:alert(1)")).toBe(false);
    expect(isAllowedLinkHref("data:text/html,<script>alert(1)</script>")).toBe(false);
    expect(isAllowedLinkHref("vbscript:msgbox")).toBe(false);
    expect(isAllowedLinkHref("/relative")).toBe(false);
    expect(isAllowedLinkHref("https://")).toBe(false);
  });
  it("turns typed text into a link", () => {
    expect(normalizeLinkInput("example.com/글")).toBe("https://example.com/글");
    expect(normalizeLinkInput("someone@example.com")).toBe("mailto:someone@example.com");
    expect(normalizeLinkInput("https://a.example")).toBe("https://a.example");
    expect(normalizeLinkInput("javascript:alert(1)")).toBeNull();
    expect(normalizeLinkInput("  ")).toBeNull();
  });
});

describe("images", () => {
  it("recognises images by their first bytes", () => {
    expect(sniffImageBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe("png");
    expect(sniffImageBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImageBytes(new TextEncoder().encode("GIF89a......"))).toBe("gif");
    expect(sniffImageBytes(new TextEncoder().encode("RIFF\0\0\0\0WEBP"))).toBe("webp");
    expect(sniffImageBytes(new TextEncoder().encode("%PDF-1.7 ...."))).toBeNull();
  });
  it("lists image sources and our own file keys", () => {
    const html = `<p>a</p><img src="/files/images/2026/01/a.webp"><img alt="x" src='https://cdn.example/b.png'><img src="http://localhost:3000/files/images/2026/01/c.webp?x=1">`;
    expect(imageSources(html)).toEqual([
      "/files/images/2026/01/a.webp",
      "https://cdn.example/b.png",
      "http://localhost:3000/files/images/2026/01/c.webp?x=1",
    ]);
    expect(ownFileKeys(html)).toEqual(["images/2026/01/a.webp", "images/2026/01/c.webp"]);
  });
});

describe("drafts", () => {
  it("an empty draft has no title, text, image, tags or thumbnail", () => {
    expect(isDraftEmpty({ title: " ", content: "<p></p>", tags: [], topic: "economy" })).toBe(true);
    expect(isDraftEmpty({ title: "", content: "<p>&nbsp;</p>" })).toBe(true);
    expect(isDraftEmpty({ title: "a" })).toBe(false);
    expect(isDraftEmpty({ content: "<p>본문</p>" })).toBe(false);
    expect(isDraftEmpty({ content: '<img src="/files/a.webp">' })).toBe(false);
    expect(isDraftEmpty({ tags: ["a"] })).toBe(false);
  });
});
