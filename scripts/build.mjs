// Builds everything `npm start` serves: the React Router app (client + SSR bundle) with
// Vite, the server bundle with esbuild, and pre-compressed copies of the client assets.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { sourceFingerprint } from "./fingerprint.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export async function buildAll() {
  fs.rmSync(path.join(root, "build"), { recursive: true, force: true });
  run(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"]);
  await build({
    entryPoints: { "server-main": path.join(root, "server/index.ts"), "worker-main": path.join(root, "server/worker.ts") },
    outdir: path.join(root, "build"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  await precompress(path.join(root, "build/client"));
  fs.writeFileSync(path.join(root, "build/.fingerprint"), sourceFingerprint(root));
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|map|webmanifest)$/;
// What pages load as they open is compressed with Zopfli, which writes ordinary gzip about 3%
// smaller than zlib's best level, at the cost of build time; everything else (source maps…)
// keeps zlib's level 9. One worker per core.
const ZOPFLI = /\.(js|css)$/;

function compressible(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return compressible(file);
    // Small files too: the bundler's 0.7 kB runtime, which every page loads, is 0.4 kB gzipped
    // (a copy that would not be smaller is not written: compress-worker.mjs).
    return COMPRESSIBLE.test(entry.name) && fs.statSync(file).size >= 256 ? [file] : [];
  });
}

async function precompress(dir) {
  // The largest first, so no worker is left with a big file at the end.
  const queue = compressible(dir).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
  const workers = Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), 4)) }, async () => {
    const worker = new Worker(new URL("./compress-worker.mjs", import.meta.url));
    try {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const done = new Promise((resolve, reject) => {
          worker.once("message", resolve);
          worker.once("error", reject);
        });
        worker.postMessage({ file, zopfli: ZOPFLI.test(file) });
        await done;
      }
    } finally {
      await worker.terminate();
    }
  });
  await Promise.all(workers);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildAll();
  console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
