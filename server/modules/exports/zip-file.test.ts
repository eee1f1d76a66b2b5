import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { createZipFile } from "./zip-file";

const folders: string[] = [];
const folder = () => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), "nt-zip-test-"));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) fs.rmSync(made, { recursive: true, force: true });
});

describe("zip written to a file", () => {
  it("holds every entry once closed, text deflated and media stored", async () => {
    const file = path.join(folder(), "out.zip");
    const zip = createZipFile(file);
    zip.add("posts/a/index.md", new TextEncoder().encode("# 제목\n\n본문"));
    zip.add("posts/a/images/1.png", new Uint8Array([137, 80, 78, 71]), false);
    await zip.close();
    const entries = unzipSync(fs.readFileSync(file));
    expect(strFromU8(entries["posts/a/index.md"]!)).toBe("# 제목\n\n본문");
    expect([...entries["posts/a/images/1.png"]!]).toEqual([137, 80, 78, 71]);
  });

  it("a folder removed before the file opens makes close fail, and nothing escapes unawaited", async () => {
    const dir = folder();
    const zip = createZipFile(path.join(dir, "out.zip"));
    fs.rmSync(dir, { recursive: true, force: true });
    // Without an awaiter the stream's late ENOENT used to surface as an unhandled rejection,
    // which fails the whole test run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(zip.close()).rejects.toThrow(/ENOENT/);
  });

  it("discard closes the file so its folder can be removed", async () => {
    const dir = folder();
    const file = path.join(dir, "out.zip");
    const zip = createZipFile(file);
    zip.add("a.txt", new TextEncoder().encode("a"));
    await zip.discard();
    fs.rmSync(dir, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fs.existsSync(dir)).toBe(false);
  });
});
