import { describe, expect, it } from "vitest";
import {
  byteRangeOf,
  cacheControlOf,
  DOCUMENT_PAGES_CACHE_CONTROL,
  isPrivatePath,
  PRIVATE_FILE_CACHE_CONTROL,
  PUBLIC_FILE_CACHE_CONTROL,
} from "./file-serving";

describe("isPrivatePath", () => {
  it("keeps originals private however the path is written", () => {
    for (const p of [
      "/originals/a.pdf",
      "originals/a.pdf",
      "/ORIGINALS/a.pdf",
      "/pages/../originals/a.pdf",
      "//originals//a.pdf",
      "/%6friginals/a.pdf",
      "/.\\originals\\a.pdf",
      "/%E0%A4%A",
    ]) {
      expect(isPrivatePath(p), p).toBe(true);
    }
  });

  it("serves everything else", () => {
    for (const p of ["/pages/abc/1.png", "/profile/x.webp", "/images/originals.png"]) expect(isPrivatePath(p), p).toBe(false);
  });
});

describe("cacheControlOf", () => {
  it("a year for files whose key is never reused, minutes for documents' pages, no store for private files", () => {
    expect(cacheControlOf("images/2026/12/a.webp")).toBe(PUBLIC_FILE_CACHE_CONTROL);
    expect(cacheControlOf("docs/abc/page-1.webp")).toBe(DOCUMENT_PAGES_CACHE_CONTROL);
    for (const key of ["originals/a.pdf", "videos/a.mp4", "exports/a.zip", "imports/a.xml"]) {
      expect(cacheControlOf(key), key).toBe(PRIVATE_FILE_CACHE_CONTROL);
    }
  });
});

describe("byteRangeOf", () => {
  it("reads one range of bytes, an open end and a suffix", () => {
    expect(byteRangeOf("bytes=0-3", 10)).toEqual({ start: 0, end: 3 });
    expect(byteRangeOf("bytes=4-", 10)).toEqual({ start: 4, end: 9 });
    expect(byteRangeOf("bytes=-3", 10)).toEqual({ start: 7, end: 9 });
    expect(byteRangeOf("bytes=-30", 10)).toEqual({ start: 0, end: 9 });
    expect(byteRangeOf("bytes=5-100", 10)).toEqual({ start: 5, end: 9 });
  });

  it("sends the whole file for no range, several ranges or another unit", () => {
    for (const header of [undefined, "", "bytes=0-1,3-4", "items=0-1", "bytes=-", "bytes=a-b"])
      expect(byteRangeOf(header, 10), header).toBeNull();
  });

  it("says when a range lies past the end", () => {
    expect(byteRangeOf("bytes=10-", 10)).toBe("unsatisfiable");
    expect(byteRangeOf("bytes=5-2", 10)).toBe("unsatisfiable");
    expect(byteRangeOf("bytes=-0", 10)).toBe("unsatisfiable");
  });
});
