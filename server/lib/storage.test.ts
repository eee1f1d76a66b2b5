import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { assertSafeKey, createLocalFileStore, newStorageKey } from "./storage";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => fs.rmSync(r, { recursive: true, force: true })));
const store = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "nt-store-"));
  roots.push(root);
  return { root, files: createLocalFileStore(root) };
};

describe("local file store", () => {
  it("writes, reads, serves under /files/ and removes", async () => {
    const { files, root } = store();
    const key = newStorageKey("images", "webp", new Date("2026-11-23T00:00:00Z"));
    expect(key).toMatch(/^images\/2026\/11\/[a-z0-9]{16}\.webp$/);
    const stored = await files.put(key, Buffer.from("hello"), "image/webp");
    expect(stored).toMatchObject({ key, url: `/files/${key}`, size: 5 });
    expect((await files.read(key)).toString()).toBe("hello");
    expect(await files.exists(key)).toBe(true);
    // No temporary files are left behind.
    expect(fs.readdirSync(path.dirname(path.join(root, key)))).toEqual([path.basename(key)]);
    await files.remove(key);
    expect(await files.exists(key)).toBe(false);
  });

  it("removes a whole prefix", async () => {
    const { files } = store();
    await files.put("docs/1/page-1.webp", Buffer.from("a"), "image/webp");
    await files.put("docs/1/page-2.webp", Buffer.from("b"), "image/webp");
    await files.removePrefix("docs/1");
    expect(await files.exists("docs/1/page-1.webp")).toBe(false);
  });

  it("tells a file's size and type, streams a range, lists without half-written files", async () => {
    const { files, root } = store();
    await files.put("docs/1/page-1.webp", Buffer.from("0123456789"), "image/webp");
    await files.put("docs/10/page-1.webp", Buffer.from("x"), "image/webp");
    fs.writeFileSync(path.join(root, "docs/1/page-2.webp.42.abcd.tmp"), "half");
    expect(await files.stat("docs/1/page-1.webp")).toMatchObject({ size: 10, contentType: "image/webp" });
    expect(await files.stat("docs/1/none.webp")).toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of await files.openRead("docs/1/page-1.webp", { start: 2, end: 4 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("234");
    await expect(files.openRead("docs/1/none.webp")).rejects.toMatchObject({ code: "ENOENT" });
    const listed: string[] = [];
    for await (const entry of files.list("docs/1")) listed.push(`${entry.key}:${entry.size}`);
    expect(listed).toEqual(["docs/1/page-1.webp:10"]);
    const all: string[] = [];
    for await (const entry of files.list()) all.push(entry.key);
    expect(all.sort()).toEqual(["docs/1/page-1.webp", "docs/10/page-1.webp"]);
    for await (const entry of files.list("nothing-here")) all.push(entry.key);
    expect(all).toHaveLength(2);
  });

  it("lends tools the stored file itself", async () => {
    const { files, root } = store();
    await files.put("originals/a.pdf", Buffer.from("%PDF"), "application/pdf");
    expect(await files.withLocalFile("originals/a.pdf", async (file) => file)).toBe(path.join(root, "originals/a.pdf"));
    await expect(files.withLocalFile("originals/none.pdf", async () => "never")).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("refuses keys that could leave the folder", () => {
    for (const bad of ["../etc/passwd", "/abs", "a/../../b", "a//b", ""]) expect(() => assertSafeKey(bad)).toThrow();
  });
});
