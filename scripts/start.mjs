// `npm start`: build when the sources changed since the last build (first start), then run
// the server in this process. Later starts skip the build and take seconds.
// `npm run worker` (this script with the argument `worker`) runs a job-queue process instead.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sourceFingerprint } from "./fingerprint.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.NODE_ENV ??= "production";

const fingerprintFile = path.join(root, "build/.fingerprint");
const current = sourceFingerprint(root);
const built = fs.existsSync(fingerprintFile) ? fs.readFileSync(fingerprintFile, "utf8") : "";
if (
  current !== built ||
  !fs.existsSync(path.join(root, "build/server-main.js")) ||
  !fs.existsSync(path.join(root, "build/worker-main.js"))
) {
  console.log("나눔터를 빌드하는 중입니다… (building, first start or sources changed)");
  const { buildAll } = await import("./build.mjs");
  await buildAll();
}
const entry = process.argv[2] === "worker" ? "build/worker-main.js" : "build/server-main.js";
await import(pathToFileURL(path.join(root, entry)).href);
