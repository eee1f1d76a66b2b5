// The bucket store against a real S3-protocol server (s3rver): the same behaviour as the
// local folder for every method, multipart uploads of big files, and temporary local copies.
import crypto from "node:crypto";
import fs from "node:fs";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../tests/support/s3";
import { DOCUMENT_PAGES_CACHE_CONTROL, PRIVATE_FILE_CACHE_CONTROL, PUBLIC_FILE_CACHE_CONTROL } from "./file-serving";
import { newStorageKey } from "./storage";
import { createS3FileStore, MULTIPART_PART_BYTES, type S3FileStore } from "./storage-s3";

let s3: TestS3Server;
let files: S3FileStore;
let raw: S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  files = createS3FileStore(s3.config);
  raw = new S3Client({
    region: "us-east-1",
    endpoint: s3.env.FILES_S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
});
afterAll(async () => {
  files?.close();
  raw?.destroy();
  await s3?.close();
});

const sha256 = (data: Buffer) => crypto.createHash("sha256").update(data).digest("hex");
const keysUnder = async (prefix?: string) => {
  const keys: string[] = [];
  for await (const entry of files.list(prefix)) keys.push(entry.key);
  return keys.sort();
};

describe("S3 file store", () => {
  it("puts, reads, tells size and type, and removes", async () => {
    const key = newStorageKey("images", "webp");
    const stored = await files.put(key, Buffer.from("RIFF....WEBP"), "image/webp");
    expect(stored).toEqual({ key, url: `/files/${key}`, size: 12, contentType: "image/webp" });
    expect(files.urlOf(key)).toBe(`/files/${key}`);
    expect((await files.read(key)).toString()).toBe("RIFF....WEBP");
    expect(await files.exists(key)).toBe(true);
    const info = await files.stat(key);
    expect(info).toMatchObject({ size: 12, contentType: "image/webp" });
    expect(info!.etag).toBe(`"${crypto.createHash("md5").update("RIFF....WEBP").digest("hex")}"`);
    expect((await files.head(key))!.sha256).toBe(sha256(Buffer.from("RIFF....WEBP")));
    await files.remove(key);
    expect(await files.exists(key)).toBe(false);
    expect(await files.stat(key)).toBeNull();
    await expect(files.read(key)).rejects.toMatchObject({ code: "ENOENT" });
    // Removing what is not there is not an error (as in the local folder).
    await files.remove(key);
  });

  it("keeps on each object the Cache-Control it is served with", async () => {
    const cases: Array<[string, string]> = [
      ["images/2026/12/a.webp", PUBLIC_FILE_CACHE_CONTROL],
      ["docs/abc/page-1.webp", DOCUMENT_PAGES_CACHE_CONTROL],
      ["originals/2026/12/a.pdf", PRIVATE_FILE_CACHE_CONTROL],
    ];
    for (const [key, expected] of cases) {
      await files.put(key, Buffer.from(key), "application/octet-stream");
      const head = await raw.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(head.CacheControl, key).toBe(expected);
    }
  });

  it("reads a byte range as a stream", async () => {
    await files.put("images/2026/12/range.txt", Buffer.from("0123456789"), "text/plain");
    const chunks: Buffer[] = [];
    for await (const chunk of await files.openRead("images/2026/12/range.txt", { start: 2, end: 5 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("2345");
    await expect(files.openRead("images/2026/12/none.txt")).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("lists and removes a folder prefix without touching its neighbours", async () => {
    await files.put("docs/1/page-1.webp", Buffer.from("a"), "image/webp");
    await files.put("docs/1/page-2.webp", Buffer.from("b"), "image/webp");
    await files.put("docs/10/page-1.webp", Buffer.from("c"), "image/webp");
    expect(await keysUnder("docs/1")).toEqual(["docs/1/page-1.webp", "docs/1/page-2.webp"]);
    await files.removePrefix("docs/1");
    expect(await files.exists("docs/1/page-1.webp")).toBe(false);
    expect(await files.exists("docs/1/page-2.webp")).toBe(false);
    expect(await files.exists("docs/10/page-1.webp")).toBe(true);
    expect(await keysUnder()).toContain("docs/10/page-1.webp");
  });

  it("uploads a file bigger than one part in parts and reads it back whole", async () => {
    const big = crypto.randomBytes(MULTIPART_PART_BYTES + 1024 * 1024 + 17);
    const stored = await files.put("videos/2026/12/big.mp4", big, "video/mp4");
    expect(stored.size).toBe(big.length);
    const back = await files.read("videos/2026/12/big.mp4");
    expect(back.length).toBe(big.length);
    expect(back.equals(big)).toBe(true);
    const head = await files.head("videos/2026/12/big.mp4");
    expect(head).toMatchObject({ size: big.length, contentType: "video/mp4", sha256: sha256(big) });
  });

  it("lends a temporary local copy to tools that need a file, and removes it after", async () => {
    await files.put("originals/2026/12/doc.pdf", Buffer.from("%PDF-1.7 pretend"), "application/pdf");
    let seen = "";
    const result = await files.withLocalFile("originals/2026/12/doc.pdf", async (file) => {
      seen = file;
      return fs.readFileSync(file, "utf8");
    });
    expect(result).toBe("%PDF-1.7 pretend");
    expect(fs.existsSync(seen)).toBe(false);
    // Removed when the tool fails too.
    await expect(
      files.withLocalFile("originals/2026/12/doc.pdf", async (file) => {
        seen = file;
        throw new Error("tool failed");
      }),
    ).rejects.toThrow("tool failed");
    expect(fs.existsSync(seen)).toBe(false);
    await expect(files.withLocalFile("originals/2026/12/none.pdf", async () => "never")).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("refuses keys that could leave the store", async () => {
    await expect(files.put("../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(/unsafe/);
    await expect(files.read("a//b")).rejects.toThrow(/unsafe/);
  });
});
