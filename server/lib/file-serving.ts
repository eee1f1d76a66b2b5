// Serves stored files at /files/<key>. Keys are random and never reused, so responses are
// cached for a year — except documents' pages, which stop being served when their post is
// removed: caches keep those for minutes, so a removed document leaves them as soon as they
// revalidate (decision 0208). Files are served as inert downloads-or-images: nosniff (global)
// and a CSP sandbox so an uploaded file can never run script on our origin.
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { DOCUMENT_PAGES_FOLDER } from "./storage";

/** Storage folders that are never served as plain files. */
const PRIVATE_FOLDERS = ["originals", "videos", "exports", "imports"];

/** How long a browser or shared cache may keep a document's page image or text layer. */
export const DOCUMENT_PAGES_CACHE_CONTROL = "public, max-age=300";

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

export async function registerFileServing(app: FastifyInstance, root: string): Promise<void> {
  fs.mkdirSync(root, { recursive: true });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix: "/files/",
      decorateReply: false,
      immutable: true,
      maxAge: "365d",
      index: false,
      dotfiles: "deny",
      // Uploaded originals (documents) leave only through their post's download route, which
      // checks the post's download setting; never as a plain file.
      allowedPath: (pathName) => !isPrivatePath(pathName),
      setHeaders(res, filePath) {
        res.header("content-security-policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
        res.header("cross-origin-resource-policy", "same-site");
        const folder = path.relative(root, filePath).split(path.sep)[0];
        if (folder === DOCUMENT_PAGES_FOLDER) res.header("cache-control", DOCUMENT_PAGES_CACHE_CONTROL);
      },
    });
  });
}
