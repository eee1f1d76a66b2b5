// The conversion process is kept in bounds: a step that takes too long or uses too much
// memory is killed and reported, and the child's own verdicts (password, damage) come back
// as error codes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as fx from "../../../../tests/support/document-fixtures";
import { convertToPdf, findSoffice } from "../soffice";
import { ConversionError, pdfjsRoot, runChild } from "./runner";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-runner-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, data: Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  return file;
}

async function failure(promise: Promise<unknown>): Promise<ConversionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ConversionError) return error;
    throw error;
  }
  throw new Error("expected a ConversionError");
}

describe("runChild", () => {
  it("renders pages and reports each one", { timeout: 60_000 }, async () => {
    const outDir = fs.mkdtempSync(path.join(dir, "out-"));
    const messages = await runChild(
      {
        mode: "render-pdf",
        file: write("ok.pdf", fx.cidKoreanPdf({ pages: 2 })),
        outDir,
        pdfjsRoot: pdfjsRoot(),
        width: 600,
        thumbWidth: 200,
        maxPages: 10,
      },
      { timeoutMs: 60_000, idleMs: 60_000, maxRssMb: 1024 },
    );
    expect(messages.filter((m) => m.type === "page").map((m) => (m.type === "page" ? m.width : 0))).toEqual([600, 600]);
    // The child reports whether it found a Korean font to draw non-embedded Hangul with.
    expect(messages.at(-1)).toMatchObject({ type: "done", pages: 2, thumb: "thumb.webp", koreanFont: fx.HAS_KOREAN_FONT });
    expect(fs.existsSync(path.join(outDir, "0002.webp"))).toBe(true);
  });

  it("kills a step that runs past its time limit", { timeout: 60_000 }, async () => {
    const outDir = fs.mkdtempSync(path.join(dir, "out-"));
    const error = await failure(
      runChild(
        {
          mode: "render-pdf",
          file: write("slow.pdf", fx.cidKoreanPdf({ pages: 40 })),
          outDir,
          pdfjsRoot: pdfjsRoot(),
          width: 1200,
          thumbWidth: 200,
          maxPages: 100,
        },
        { timeoutMs: 400, idleMs: 60_000, maxRssMb: 1024 },
      ),
    );
    expect(error.code).toBe("timeout");
  });

  it("kills a step that uses more memory than allowed", { timeout: 60_000 }, async () => {
    const outDir = fs.mkdtempSync(path.join(dir, "out-"));
    const error = await failure(
      runChild(
        {
          mode: "render-pdf",
          file: write("big.pdf", fx.cidKoreanPdf({ pages: 3 })),
          outDir,
          pdfjsRoot: pdfjsRoot(),
          width: 1200,
          thumbWidth: 200,
          maxPages: 10,
        },
        { timeoutMs: 60_000, idleMs: 60_000, maxRssMb: 40 },
      ),
    );
    expect(error.code).toBe("memory");
  });

  it("reports a password, damage and too many pages as codes", { timeout: 60_000 }, async () => {
    const limits = { timeoutMs: 30_000, idleMs: 30_000, maxRssMb: 1024 };
    const encrypted = await failure(
      runChild({ mode: "probe-pdf", file: write("enc.pdf", fx.cidKoreanPdf({ encryptWith: "pw" })), pdfjsRoot: pdfjsRoot() }, limits),
    );
    expect(encrypted.code).toBe("encrypted");
    const garbage = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(200, 0x41), Buffer.from("\n%%EOF\n")]);
    const broken = await failure(runChild({ mode: "probe-pdf", file: write("broken.pdf", garbage), pdfjsRoot: pdfjsRoot() }, limits));
    expect(["corrupted", "empty", "parse"]).toContain(broken.code);
    const outDir = fs.mkdtempSync(path.join(dir, "out-"));
    const long = await failure(
      runChild(
        {
          mode: "render-pdf",
          file: write("long.pdf", fx.cidKoreanPdf({ pages: 5 })),
          outDir,
          pdfjsRoot: pdfjsRoot(),
          width: 300,
          thumbWidth: 100,
          maxPages: 4,
        },
        limits,
      ),
    );
    expect(long.code).toBe("too-many-pages");
  });
});

describe.skipIf(!findSoffice(undefined))("LibreOffice", () => {
  it("is stopped at its time limit", { timeout: 60_000 }, async () => {
    const input = write("input.docx", fx.docx({ pages: 2 }));
    const error = await failure(convertToPdf(findSoffice(undefined)!, input, { timeoutMs: 50 }));
    expect(error.code).toBe("timeout");
    // And works again afterwards (a fresh profile).
    const pdf = await convertToPdf(findSoffice(undefined)!, input);
    expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
