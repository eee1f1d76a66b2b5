// The zip reader refuses hostile archives by what they are, not by what they say they are.
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS, IMPORT_MSG } from "../../../core/import";
import { AppError } from "../../lib/errors";
import { checkedName, looksLikeZip, ZipArchive } from "./zip";

const zip = (files: Record<string, Uint8Array>, level: 0 | 6 | 9 = 6) => Buffer.from(zipSync(files, { level }));
const refusal = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error("not refused");
};

describe("the zip reader", () => {
  it("reads stored and deflated entries with Korean names", () => {
    const bytes = zip({ "posts/2024-01-02-7/index.md": strToU8("# 안녕"), "사진.png": new Uint8Array([1, 2, 3]) });
    expect(looksLikeZip(bytes)).toBe(true);
    const archive = new ZipArchive(bytes);
    expect(archive.entries.map((e) => e.name).sort()).toEqual(["posts/2024-01-02-7/index.md", "사진.png"]);
    expect(archive.read(archive.get("posts/2024-01-02-7/index.md")!, 1000)!.toString()).toBe("# 안녕");
    // Larger than the caller allows: left out, not refused.
    expect(archive.read(archive.get("posts/2024-01-02-7/index.md")!, 3)).toBeNull();
  });

  it("refuses paths that leave the archive: .., absolute, drive letters, backslashes, NUL", () => {
    for (const name of ["../evil.md", "posts/../../evil.md", "/etc/passwd", "C:/x.md", "a\\..\\..\\b.md", "a\0b.md"]) {
      expect(refusal(() => checkedName(name))).toBe(IMPORT_MSG.zipPath.ko);
    }
    expect(refusal(() => new ZipArchive(zip({ "../../escape.md": strToU8("x") })))).toBe(IMPORT_MSG.zipPath.ko);
    expect(checkedName("./posts//a/./index.md")).toBe("posts/a/index.md");
  });

  it("refuses a bomb while inflating, whatever the headers declare", () => {
    const zeros = new Uint8Array(30 * 1024 * 1024);
    const bytes = zip({ "bomb.md": zeros }, 9);
    expect(bytes.length).toBeLessThan(100_000);
    // The header lies: it declares 10 bytes unpacked (offset 24 of the central entry).
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(10, central + 24);
    const archive = new ZipArchive(bytes);
    expect(refusal(() => archive.read(archive.get("bomb.md")!, IMPORT_LIMITS.maxUnpackedBytes))).toBe(IMPORT_MSG.zipBomb.ko);
  });

  it("refuses an archive that declares more than the cap", () => {
    const bytes = zip({ "a.md": strToU8("x") });
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(0xfffffff0, central + 24);
    expect(refusal(() => new ZipArchive(bytes))).toBe(IMPORT_MSG.zipBomb.ko);
  });

  it("refuses too many entries, broken archives and encrypted entries", () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i <= IMPORT_LIMITS.maxEntries; i++) many[`f/${i}.txt`] = new Uint8Array(0);
    expect(refusal(() => new ZipArchive(zip(many, 0)))).toBe(IMPORT_MSG.zipEntries.ko);
    expect(refusal(() => new ZipArchive(Buffer.from("PK\x03\x04 and nothing else")))).toBe(IMPORT_MSG.zipBroken.ko);
    const bytes = zip({ "a.md": strToU8("secret") });
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt16LE(bytes.readUInt16LE(central + 8) | 1, central + 8);
    expect(refusal(() => new ZipArchive(bytes))).toBe(IMPORT_MSG.zipEncrypted.ko);
  });

  it("refuses corrupt deflate data", () => {
    const bytes = zip({ "a.md": strToU8("본문 ".repeat(500)) }, 9);
    const archive = new ZipArchive(bytes);
    const entry = archive.get("a.md")!;
    const start = entry.localOffset + 30 + bytes.readUInt16LE(entry.localOffset + 26) + bytes.readUInt16LE(entry.localOffset + 28);
    bytes.fill(0xff, start, start + entry.compressedSize);
    expect(refusal(() => archive.read(entry, 1_000_000))).toBe(IMPORT_MSG.zipBroken.ko);
  });
});
