// The app's version for NodeInfo and the User-Agent of remote fetches (package.json).
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../../paths";

function readVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")) as { version?: string };
    return /^\d+\.\d+\.\d+/.test(pkg.version ?? "") ? pkg.version! : "0.0.0";
  } catch {
    return "0.0.0";
  }
}

export const APP_VERSION = readVersion();
