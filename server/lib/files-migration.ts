// Copies every stored file from one store to the other (`npm run admin -- files-migrate`,
// decision 0223): the local folder into a bucket, or back. A file already at the target with
// the same size and checksum is skipped, so a cut-short run is simply run again; every copy
// is verified against a checksum the target computed or recorded, and a mismatch is reported
// (and counted) instead of being left to be found by a reader.
import crypto from "node:crypto";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import { contentTypeOf, type FileStore } from "./storage";
import { MULTIPART_PART_BYTES, type S3FileStore } from "./storage-s3";

export interface Digest {
  size: number;
  sha256: string;
  md5: string;
}

export interface MigrationProgress {
  done: number;
  total: number;
  bytes: number;
  totalBytes: number;
}

export interface MigrationResult {
  copied: number;
  skipped: number;
  /** Keys whose copy did not match its source (left as they were found at the target, never trusted). */
  mismatched: string[];
  /** Keys listed at the start and removed from the source before their turn. */
  vanished: number;
  bytes: number;
}

export function digestOf(data: Buffer): Digest {
  return {
    size: data.length,
    sha256: crypto.createHash("sha256").update(data).digest("hex"),
    md5: crypto.createHash("md5").update(data).digest("hex"),
  };
}

async function digestOfFile(file: string): Promise<Digest> {
  const sha256 = crypto.createHash("sha256");
  const md5 = crypto.createHash("md5");
  let size = 0;
  await pipeline(fs.createReadStream(file), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) {
      sha256.update(chunk);
      md5.update(chunk);
      size += chunk.length;
    }
  });
  return { size, sha256: sha256.digest("hex"), md5: md5.digest("hex") };
}

/**
 * The ETag S3 gives an object of these bytes as this app uploads it: the MD5 for one part;
 * for several parts of MULTIPART_PART_BYTES, the MD5 of the parts' MD5s and the part count.
 * Some servers (s3rver among them) give the whole file's MD5 either way: both are accepted.
 */
export function expectedEtags(data: Buffer): string[] {
  const whole = `"${crypto.createHash("md5").update(data).digest("hex")}"`;
  if (data.length <= MULTIPART_PART_BYTES) return [whole];
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += MULTIPART_PART_BYTES) {
    parts.push(
      crypto
        .createHash("md5")
        .update(data.subarray(at, at + MULTIPART_PART_BYTES))
        .digest(),
    );
  }
  return [whole, `"${crypto.createHash("md5").update(Buffer.concat(parts)).digest("hex")}-${parts.length}"`];
}

/** Whether a bucket's object holds these bytes, by the SHA-256 this app recorded or an MD5 ETag. */
async function bucketHolds(bucket: S3FileStore, key: string, digest: Digest): Promise<boolean> {
  const head = await bucket.head(key);
  if (!head || head.size !== digest.size) return false;
  if (head.sha256) return head.sha256 === digest.sha256;
  return head.etag === `"${digest.md5}"`;
}

/** The digest of a stored file, or null when it is not (or no longer) there. */
async function storedDigest(store: FileStore, key: string): Promise<Digest | null> {
  try {
    return await store.withLocalFile(key, digestOfFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Copies what `from` holds into `to`, one of them a bucket. `onProgress` is called after every
 * file; the result says what was copied, skipped and did not match.
 */
export async function migrateFiles(options: {
  from: FileStore;
  to: FileStore;
  onProgress?: (progress: MigrationProgress) => void;
  onMismatch?: (key: string, why: string) => void;
}): Promise<MigrationResult> {
  const { from, to } = options;
  const bucket = (to.kind === "s3" ? to : from) as S3FileStore;
  const listed: Array<{ key: string; size: number }> = [];
  for await (const entry of from.list()) listed.push(entry);
  const totalBytes = listed.reduce((n, f) => n + f.size, 0);
  const result: MigrationResult = { copied: 0, skipped: 0, mismatched: [], vanished: 0, bytes: 0 };
  const mismatch = (key: string, why: string) => {
    result.mismatched.push(key);
    options.onMismatch?.(key, why);
  };
  for (const [index, { key, size }] of listed.entries()) {
    await copyOne(key);
    result.bytes += size;
    options.onProgress?.({ done: index + 1, total: listed.length, bytes: result.bytes, totalBytes });
  }
  return result;

  async function copyOne(key: string): Promise<void> {
    if (to.kind === "s3") {
      // Into the bucket: the local file's digest against what the bucket says it holds.
      const digest = await storedDigest(from, key);
      if (!digest) {
        result.vanished += 1;
        return;
      }
      if (await bucketHolds(bucket, key, digest)) {
        result.skipped += 1;
        return;
      }
      const data = await from.read(key);
      if (digestOf(data).sha256 !== digest.sha256) return mismatch(key, "changed while read (source)");
      await to.put(key, data, contentTypeOf(key));
      // The ETag is the bucket's own checksum of what it received; a server whose ETag is no
      // MD5 (encrypted buckets) is checked by reading the object back.
      const head = await bucket.head(key);
      if (!head || head.size !== data.length) return mismatch(key, `size ${head?.size ?? "none"} ≠ ${data.length}`);
      if (!expectedEtags(data).includes(head.etag) && digestOf(await bucket.read(key)).sha256 !== digest.sha256) {
        return mismatch(key, `checksum (ETag ${head.etag})`);
      }
      result.copied += 1;
      return;
    }
    // Out of the bucket: what was downloaded against the checksum recorded with the object.
    const head = await bucket.head(key);
    if (!head) {
      result.vanished += 1;
      return;
    }
    const present = await storedDigest(to, key);
    if (present && present.size === head.size && (head.sha256 ? present.sha256 === head.sha256 : head.etag === `"${present.md5}"`)) {
      result.skipped += 1;
      return;
    }
    const data = await from.read(key);
    const digest = digestOf(data);
    const agrees = head.sha256 ? digest.sha256 === head.sha256 : expectedEtags(data).includes(head.etag);
    if (data.length !== head.size || !agrees) return mismatch(key, "checksum of the downloaded bytes");
    await to.put(key, data, head.contentType);
    const written = await storedDigest(to, key);
    if (!written || written.sha256 !== digest.sha256) return mismatch(key, "checksum of the written file");
    result.copied += 1;
  }
}
