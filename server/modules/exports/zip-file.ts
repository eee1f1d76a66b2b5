// A zip written to a file as its entries are added (fflate's streaming Zip): text deflated at
// level 6, media stored as they are (already compressed; deflating them costs time for nothing).
import fs from "node:fs";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

export interface ZipFile {
  /** Adds one entry; `compress` false for images, videos and documents. */
  add(name: string, data: Uint8Array, compress?: boolean): void;
  /** Ends the archive and resolves once it is on disk. */
  close(): Promise<void>;
  /**
   * Gives the archive up (the export failed): resolves once the file is closed, so its folder can
   * be removed without the stream opening or writing into a folder that is gone.
   */
  discard(): Promise<void>;
}

export function createZipFile(filePath: string): ZipFile {
  const out = fs.createWriteStream(filePath);
  const finished = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
  });
  // The stream opens its file later, on its own: a failure then (the folder removed after an
  // earlier error) must reach whoever awaits `close`, and never escape as an unhandled rejection.
  finished.catch(() => undefined);
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  return {
    add(name, data, compress = true) {
      const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(file);
      file.push(data, true);
    },
    close() {
      zip.end();
      return finished;
    },
    discard() {
      if (out.closed) return Promise.resolve();
      return new Promise<void>((resolve) => {
        out.once("close", () => resolve());
        out.destroy();
      });
    },
  };
}
