// The installable app's files (docs/product/offline.md, decision 0220): the web app manifest,
// its icons drawn from the brand mark, and the service worker, whose source is bundled from
// app/features/offline/worker.ts when the server starts, with the build's version written in.
// None of them depends on who asks.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import sharp from "sharp";
import { APP_COLORS, APP_ICONS, webManifest } from "../../core/web-manifest";
import { CLIENT_BUILD_DIR, PROJECT_ROOT } from "../paths";

export const WORKER_SOURCE = path.join(PROJECT_ROOT, "app", "features", "offline", "worker.ts");
const BRAND_MARK = path.join(PROJECT_ROOT, "public", "favicon.svg");
const VERSION_PLACEHOLDER = "__NT_SW_VERSION__";

/** The worker is fetched on every navigation's update check: always asked again, answered 304 when unchanged. */
export const WORKER_CACHE_CONTROL = "no-cache";
export const MANIFEST_CACHE_CONTROL = "public, max-age=3600";
export const ICON_CACHE_CONTROL = "public, max-age=86400";

/** The build's client files, by name: a new build changes the worker's version. */
function clientBuildNames(): string {
  const dir = path.join(CLIENT_BUILD_DIR, "assets");
  try {
    return fs.readdirSync(dir).sort().join("\n");
  } catch {
    return "";
  }
}

export interface WorkerScript {
  code: string;
  version: string;
  etag: string;
}

/** Bundles the worker (esbuild, which `npm start` builds with) and stamps its version. */
export async function bundleWorker(): Promise<WorkerScript> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2020",
    minify: true,
    legalComments: "none",
    logLevel: "silent",
  });
  const bundled = result.outputFiles[0]!.text;
  const version = crypto.createHash("sha256").update(bundled).update(clientBuildNames()).digest("hex").slice(0, 12);
  const code = bundled.split(VERSION_PLACEHOLDER).join(version);
  return { code, version, etag: `"sw-${version}"` };
}

const MASK_SAFE_SCALE = 0.8;

/**
 * The brand mark as PNG: "any" icons are the mark as drawn (rounded square), maskable ones fill
 * the square with the brand colour and keep the mark's symbol inside the safe circle.
 */
export async function drawIcon(size: number, purpose: "any" | "maskable"): Promise<Buffer> {
  const svg = fs.readFileSync(BRAND_MARK, "utf8");
  if (purpose === "any")
    return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
      .resize(size, size)
      .png()
      .toBuffer();
  const rect = /<rect\b[^>]*fill="([^"]+)"[^>]*\/>/.exec(svg);
  const fill = rect?.[1] ?? APP_COLORS.theme;
  const symbol = svg
    .replace(/^[\s\S]*?<svg\b[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<rect\b[^>]*\/>/, "");
  const offset = (32 * (1 - MASK_SAFE_SCALE)) / 2;
  const maskable =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${fill}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${MASK_SAFE_SCALE})">${symbol}</g></svg>`;
  return sharp(Buffer.from(maskable), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png()
    .toBuffer();
}

function sendIfChanged(reply: FastifyReply, etag: string, ifNoneMatch: string | undefined): boolean {
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    void reply.code(304).header("etag", etag).send();
    return true;
  }
  return false;
}

export function registerPwa(app: FastifyInstance): void {
  let worker: Promise<WorkerScript> | null = null;
  const icons = new Map<string, Promise<Buffer>>();

  app.get("/sw.js", { schema: { hide: true } }, async (request, reply) => {
    worker ??= bundleWorker().catch((error: unknown) => {
      worker = null;
      throw error;
    });
    const script = await worker;
    void reply.header("cache-control", WORKER_CACHE_CONTROL).header("service-worker-allowed", "/");
    if (sendIfChanged(reply, script.etag, request.headers["if-none-match"])) return reply;
    return reply.header("etag", script.etag).type("text/javascript; charset=utf-8").send(script.code);
  });

  app.get("/manifest.webmanifest", { schema: { hide: true } }, async (request, reply) =>
    reply
      .header("cache-control", MANIFEST_CACHE_CONTROL)
      .header("vary", "Accept-Language")
      .type("application/manifest+json; charset=utf-8")
      .send(JSON.stringify(webManifest(request.language))),
  );

  for (const icon of APP_ICONS) {
    const size = Number(icon.sizes.split("x")[0]);
    app.get(icon.src, { schema: { hide: true } }, async (_request, reply) => {
      let png = icons.get(icon.src);
      if (!png) {
        png = drawIcon(size, icon.purpose);
        icons.set(icon.src, png);
        png.catch(() => icons.delete(icon.src));
      }
      return reply
        .header("cache-control", ICON_CACHE_CONTROL)
        .type("image/png")
        .send(await png);
    });
  }
}
