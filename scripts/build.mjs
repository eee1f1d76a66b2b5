// Builds everything `npm start` serves: the React Router app (client + SSR bundle) with
// Vite, the server bundle with esbuild, and pre-compressed copies of the client assets.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
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
  precompress(path.join(root, "build/client"));
  fs.writeFileSync(path.join(root, "build/.fingerprint"), sourceFingerprint(root));
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|map|webmanifest)$/;

function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const content = fs.readFileSync(file);
      if (content.length < 1024) continue;
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildAll();
  console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
