// The server runs from source in tests and from a bundle in build/ when started; both need
// the project root to find migrations and the built client, so it is found by walking up.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, "package.json");
    if (fs.existsSync(pkg)) {
      try {
        const name = (JSON.parse(fs.readFileSync(pkg, "utf8")) as { name?: string }).name;
        if (name === "nanumteo") return dir;
      } catch {
        /* keep walking */
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "server", "db", "migrations");
export const BUILD_DIR = path.join(PROJECT_ROOT, "build");
export const CLIENT_BUILD_DIR = path.join(BUILD_DIR, "client");
export const SERVER_BUILD_FILE = path.join(BUILD_DIR, "server", "index.js");
