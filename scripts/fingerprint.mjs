// A fingerprint of everything the build depends on, so `npm start` rebuilds only when a
// source, the lock file or a build setting changed, and later starts take seconds.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INPUTS = ["app", "core", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];
const SKIP = /(\.test\.tsx?$)|(^|\/)(node_modules|\.react-router)(\/|$)/;

function walk(file, out) {
  if (!fs.existsSync(file) || SKIP.test(file)) return;
  const stat = fs.statSync(file);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(file).sort()) walk(path.join(file, name), out);
  } else {
    out.push(file);
  }
}

export function sourceFingerprint(root) {
  const files = [];
  for (const input of INPUTS) walk(path.join(root, input), files);
  const hash = crypto.createHash("sha256");
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}
