// Compresses one file at a time for scripts/build.mjs: the .gz (Zopfli or zlib) and .br siblings.
import fs from "node:fs";
import zlib from "node:zlib";
import { parentPort } from "node:worker_threads";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";

parentPort.on("message", async ({ file, zopfli }) => {
  const content = fs.readFileSync(file);
  const gzip = zopfli ? await zopfliGzip(content, { numiterations: 1 }) : zlib.gzipSync(content, { level: 9 });
  const brotli = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  // The server sends a sibling whenever it exists: one no smaller than the file would cost bytes.
  if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
  if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
  parentPort.postMessage(file);
});
