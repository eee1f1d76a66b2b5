// Runs a TypeScript entry (bench, admin commands) on Node 20, which cannot load .ts itself:
// esbuild bundles the entry with its local imports into node_modules/.cache (so bare
// imports still resolve from the project's node_modules), then the bundle is imported.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs <file.ts> [args…]");
  process.exit(2);
}
const cacheDir = path.join(root, "node_modules", ".cache", "run-ts");
fs.mkdirSync(cacheDir, { recursive: true });
const outfile = path.join(cacheDir, `${path.basename(entry).replace(/\.tsx?$/, "")}-${process.pid}.mjs`);
await build({
  entryPoints: [path.resolve(root, entry)],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "inline",
  logLevel: "warning",
});
process.argv = [process.argv[0], path.resolve(root, entry), ...rest];
try {
  await import(pathToFileURL(outfile).href);
} finally {
  fs.rmSync(outfile, { force: true });
}
