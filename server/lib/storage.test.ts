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

  it("refuses keys that could leave the folder", () => {
    for (const bad of ["../etc/passwd", "/abs", "a/../../b", "a//b", ""]) expect(() => assertSafeKey(bad)).toThrow();
  });
});
