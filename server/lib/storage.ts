// File storage for uploads (images, documents, converted pages). The default keeps files
// under DATA_DIR/files and serves them at /files/<key>; an S3-compatible store implements
// the same interface when one machine is not enough. Writes go to a temporary name and are
// renamed into place, so a reader never sees half a file and a crash leaves no half record.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface StoredFile {
  /** Storage key, e.g. "images/2026/11/ab12….webp". */
  key: string;
  /** Public path the browser loads it from. */
  url: string;
  size: number;
  contentType: string;
}

export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<StoredFile>;
  read(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Removes every file under a prefix (e.g. a document's page folder). */
  removePrefix(prefix: string): Promise<void>;
  urlOf(key: string): string;
  /** Absolute path on disk (local store only), for tools that need a file. */
  pathOf(key: string): string;
}

export const FILES_URL_PREFIX = "/files/";

/**
 * The folder of documents' page images and text layers (one random sub-folder per conversion):
 * served only while their post is, so caches keep them minutes, not a year (file-serving.ts).
 */
export const DOCUMENT_PAGES_FOLDER = "docs";

/** The local store's folder under DATA_DIR (the app serves it, backups read it, a restore fills it). */
export const filesFolder = (dataDir: string): string => path.join(dataDir, "files");

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..") || key.includes("//")) throw new Error(`unsafe storage key: ${key}`);
}

/** A new random key under a folder, dated for easier housekeeping: "images/2026/11/<random>.webp". */
export function newStorageKey(folder: string, extension: string, now: Date = new Date()): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const ext = extension.replace(/^\./, "").toLowerCase();
  return `${folder}/${month}/${crypto
    .randomBytes(12)
    .toString("base64url")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "x")}.${ext}`;
}

export function createLocalFileStore(root: string): FileStore {
  fs.mkdirSync(root, { recursive: true });
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data, contentType) {
      const file = full(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
      await fs.promises.writeFile(temp, data);
      await fs.promises.rename(temp, file);
      return { key, url: FILES_URL_PREFIX + key, size: data.length, contentType };
    },
    read: (key) => fs.promises.readFile(full(key)),
    async exists(key) {
      try {
        await fs.promises.access(full(key));
        return true;
      } catch {
        return false;
      }
    },
    async remove(key) {
      await fs.promises.rm(full(key), { force: true });
    },
    async removePrefix(prefix) {
      assertSafeKey(prefix.replace(/\/$/, ""));
      await fs.promises.rm(path.join(root, prefix), { recursive: true, force: true });
    },
    urlOf: (key) => FILES_URL_PREFIX + key,
    pathOf: full,
  };
}
