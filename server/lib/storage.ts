// File storage for uploads (images, documents, converted pages). The default keeps files
// under DATA_DIR/files and serves them at /files/<key>; an S3-compatible bucket implements
// the same interface when one machine is not enough (storage-s3.ts, FILES_S3_BUCKET). Local
// writes go to a temporary name and are renamed into place, so a reader never sees half a
// file and a crash leaves no half record; an S3 put is atomic by itself.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import type { AppConfig } from "../config";

export interface StoredFile {
  /** Storage key, e.g. "images/2026/11/ab12….webp". */
  key: string;
  /** Public path the browser loads it from. */
  url: string;
  size: number;
  contentType: string;
}

/** What the store knows of a stored file without reading it. */
export interface StoredFileInfo {
  size: number;
  contentType: string;
  /** Entity tag as HTTP sends it, quotes included. */
  etag: string;
  lastModified: Date;
}

/** Bytes start..end of a file, both included (as HTTP ranges count). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStore {
  /** "local" (DATA_DIR/files) or "s3" (a bucket). */
  readonly kind: "local" | "s3";
  put(key: string, data: Buffer, contentType: string): Promise<StoredFile>;
  read(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Removes every file under a prefix (e.g. a document's page folder). */
  removePrefix(prefix: string): Promise<void>;
  /**
   * The address kept in posts and rows: always /files/<key>, whichever store holds the file
   * and whatever FILES_PUBLIC_URL says, so stored references never change with the setting.
   */
  urlOf(key: string): string;
  /** Size, type, entity tag and date of a stored file; null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The file's bytes as a stream (a range of them when asked); fails with code ENOENT when there is none. */
  openRead(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * Calls `use` with a path on this machine holding the file, for tools that need a file (a
   * hard link for a backup): the local store's own file, or a temporary copy of the object
   * removed when `use` settles. Fails with code ENOENT when there is no such file.
   */
  withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T>;
  /** Every stored file under a prefix (everything without one), in no particular order. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /** Lets go of the store's connections (a bucket's client) when the process stops. */
  close(): void;
}

/** The error a store gives for a file it does not hold, shaped like the file system's. */
export function missingFile(key: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`no stored file: ${key}`);
  error.code = "ENOENT";
  return error;
}

export const isMissingFile = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

/**
 * Content types by extension, for files whose type the store does not keep (the local folder):
 * what is sent for them and what a copy into a bucket records.
 */
const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  avif: "image/avif",
  pdf: "application/pdf",
  json: "application/json",
  mp4: "video/mp4",
  vtt: "text/vtt",
  txt: "text/plain",
  zip: "application/zip",
  xml: "application/xml",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  hwp: "application/x-hwp",
  hwpx: "application/hwp+zip",
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
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
    kind: "local",
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
    async stat(key) {
      try {
        const info = await fs.promises.stat(full(key));
        if (!info.isFile()) return null;
        return {
          size: info.size,
          contentType: contentTypeOf(key),
          etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          lastModified: info.mtime,
        };
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    async openRead(key, range) {
      const file = full(key);
      // Opened before the stream is handed out, so a missing file fails here and not mid-answer.
      const handle = await fs.promises.open(file, "r");
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async withLocalFile(key, use) {
      const file = full(key);
      await fs.promises.access(file);
      return use(file);
    },
    async *list(prefix = "") {
      if (prefix) assertSafeKey(prefix.replace(/\/$/, ""));
      const start = path.join(root, prefix);
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(start, { withFileTypes: true, recursive: true });
      } catch (error) {
        if (isMissingFile(error) || (error as NodeJS.ErrnoException).code === "ENOTDIR") return;
        throw error;
      }
      for (const entry of entries) {
        // Half-written files (a put in progress) are never part of the store.
        if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join("/");
        try {
          yield { key, size: (await fs.promises.stat(file)).size };
        } catch (error) {
          // Removed since the folder was read: no longer stored.
          if (!isMissingFile(error)) throw error;
        }
      }
    },
    // A folder holds no connection.
    close: () => undefined,
  };
}

/**
 * The store the configuration names: the bucket of FILES_S3_BUCKET, else DATA_DIR/files. The
 * S3 client is loaded only when a bucket is configured, so the default start does not pay for it.
 */
export async function openFileStore(config: AppConfig): Promise<FileStore> {
  if (!config.filesS3) return createLocalFileStore(filesFolder(config.dataDir));
  const { createS3FileStore } = await import("./storage-s3");
  return createS3FileStore(config.filesS3);
}
