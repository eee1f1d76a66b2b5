// Serves stored files at /files/<key>. Keys are random and never reused, so responses are
// cached for a year — except documents' pages, which stop being served when their post is
// removed: caches keep those for minutes, so a removed document leaves them as soon as they
// revalidate (decision 0208). Files are served as inert downloads-or-images: nosniff (global)
// and a CSP sandbox so an uploaded file can never run script on our origin.
// The local folder is served by @fastify/static; a bucket (decision 0223) is streamed through
// the app with the same headers and rules, or, for public files with FILES_PUBLIC_URL, the
// address redirects to the CDN in front of the bucket.
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DOCUMENT_PAGES_FOLDER, FILES_URL_PREFIX, isMissingFile, type ByteRange, type FileStore } from "./storage";

/** Storage folders that are never served as plain files. */
const PRIVATE_FOLDERS = ["originals", "videos", "exports", "imports"];

/** How long a browser or shared cache may keep a document's page image or text layer. */
export const DOCUMENT_PAGES_CACHE_CONTROL = "public, max-age=300";
/** Every other public file: its key is never reused (what @fastify/static sends for maxAge 365d, immutable). */
export const PUBLIC_FILE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Private files are never served here; a copy in a bucket says the same to anything that reads it. */
export const PRIVATE_FILE_CACHE_CONTROL = "private, no-store";

const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function isPrivatePath(pathName: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return true;
  }
  // The folder the path really lands in, after "..", "." and doubled slashes.
  const normalized = path.posix.normalize(`/${decoded.replace(/\\/g, "/")}`);
  const first = normalized.split("/").find((segment) => segment !== "") ?? "";
  return PRIVATE_FOLDERS.includes(first.toLowerCase());
}

/** The Cache-Control a stored file is served with (and that a bucket keeps on the object). */
export function cacheControlOf(key: string): string {
  if (isPrivatePath(key)) return PRIVATE_FILE_CACHE_CONTROL;
  return key.split("/")[0] === DOCUMENT_PAGES_FOLDER ? DOCUMENT_PAGES_CACHE_CONTROL : PUBLIC_FILE_CACHE_CONTROL;
}

/**
 * One byte range of a Range header for a file of `size` bytes: null to send the whole file
 * (no header, several ranges, or not bytes), "unsatisfiable" for a range past the end.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (!match[1]) {
    // The last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

export interface FileServingOptions {
  store: FileStore;
  /** The local store's folder (served by @fastify/static). */
  root: string;
  /** Where public files of a bucket are served from instead (FILES_PUBLIC_URL), or null. */
  publicUrl: string | null;
}

export async function registerFileServing(app: FastifyInstance, options: FileServingOptions): Promise<void> {
  if (options.store.kind === "local") {
    await serveLocalFolder(app, options.root);
    return;
  }
  const { store, publicUrl } = options;
  await app.register(async (scope) => {
    // HEAD is answered here without reading the object (Fastify's own HEAD would download it to drop it).
    scope.route({
      method: ["GET", "HEAD"],
      url: "/files/*",
      exposeHeadRoute: false,
      handler: async (request, reply) => serveStoredFile(store, publicUrl, request, reply),
    });
  });
}

async function serveLocalFolder(app: FastifyInstance, root: string): Promise<void> {
  fs.mkdirSync(root, { recursive: true });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix: FILES_URL_PREFIX,
      decorateReply: false,
      immutable: true,
      maxAge: "365d",
      index: false,
      dotfiles: "deny",
      // Uploaded originals (documents) leave only through their post's download route, which
      // checks the post's download setting; never as a plain file.
      allowedPath: (pathName) => !isPrivatePath(pathName),
      setHeaders(res, filePath) {
        res.header("content-security-policy", FILE_CSP);
        res.header("cross-origin-resource-policy", "same-site");
        const folder = path.relative(root, filePath).split(path.sep)[0];
        if (folder === DOCUMENT_PAGES_FOLDER) res.header("cache-control", DOCUMENT_PAGES_CACHE_CONTROL);
      },
    });
  });
}

const SERVABLE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** The key a /files/ address names, or null when it names nothing servable (private, a dot file, a way out). */
function keyOfAddress(url: string): string | null {
  const raw = url.slice(FILES_URL_PREFIX.length).split("?")[0]!;
  if (isPrivatePath(`/${raw}`)) return null;
  let key: string;
  try {
    key = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!SERVABLE_KEY.test(key) || key.includes("..") || key.includes("//") || /(^|\/)\./.test(key)) return null;
  return key;
}

async function serveStoredFile(
  store: FileStore,
  publicUrl: string | null,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const key = keyOfAddress(request.url);
  // Answered like a file that is not there, as the local folder answers.
  if (!key) return notFound(reply);
  const cacheControl = cacheControlOf(key);
  if (publicUrl) {
    // The CDN serves the bytes; the redirect may be kept as long as the file itself.
    return reply.header("cache-control", cacheControl).redirect(`${publicUrl}/${key}`, 302);
  }
  const info = await store.stat(key);
  if (!info) return notFound(reply);
  void reply
    .header("content-security-policy", FILE_CSP)
    .header("cross-origin-resource-policy", "same-site")
    .header("cache-control", cacheControl)
    .header("etag", info.etag)
    .header("last-modified", info.lastModified.toUTCString())
    .header("accept-ranges", "bytes")
    .header("content-type", info.contentType);
  if (notModified(request, info.etag, info.lastModified)) return reply.code(304).send();
  let range = byteRangeOf(request.headers.range, info.size);
  // A range of another version of the file is no range of this one (If-Range).
  const ifRange = request.headers["if-range"];
  if (range && ifRange && ifRange !== info.etag && ifRange !== info.lastModified.toUTCString()) range = null;
  if (range === "unsatisfiable") return reply.code(416).header("content-range", `bytes */${info.size}`).send();
  if (request.method === "HEAD") {
    if (range) void reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${info.size}`);
    return reply.header("content-length", String(range ? range.end - range.start + 1 : info.size)).send();
  }
  try {
    if (range) {
      const body = await store.openRead(key, range);
      return reply
        .code(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${info.size}`)
        .header("content-length", String(range.end - range.start + 1))
        .send(body);
    }
    const body = await store.openRead(key);
    return reply.header("content-length", String(info.size)).send(body);
  } catch (error) {
    // Removed between the two questions.
    if (isMissingFile(error)) return notFound(reply);
    throw error;
  }
}

function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch) return ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
