// The file store in an S3-compatible bucket (decision 0223): AWS S3, or a self-hosted server
// (MinIO, Ceph, Garage …) with FILES_S3_ENDPOINT and path-style addresses. Same keys as the
// local folder; every object carries the Cache-Control it is served with (so a CDN in front of
// the bucket keeps documents' pages minutes, not a year) and the SHA-256 of its bytes (so a
// migration can tell a complete copy without downloading it, whatever form the ETag takes).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type _Object,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { FilesS3Config } from "../config";
import { cacheControlOf } from "./file-serving";
import { assertSafeKey, FILES_URL_PREFIX, missingFile, type FileStore, type StoredFileInfo } from "./storage";

/** Files from this size go up in parts of this size, several at a time (a failed part is retried alone). */
export const MULTIPART_PART_BYTES = 8 * 1024 * 1024;
/** Object metadata holding the hex SHA-256 of the bytes (x-amz-meta-sha256). */
export const SHA256_METADATA = "sha256";

/** What a bucket holds of one object, for checks a plain stat does not need. */
export interface S3ObjectHead extends StoredFileInfo {
  /** The SHA-256 this store recorded when it wrote the object, or null (written by something else). */
  sha256: string | null;
}

export interface S3FileStore extends FileStore {
  readonly kind: "s3";
  readonly bucket: string;
  head(key: string): Promise<S3ObjectHead | null>;
  /**
   * Puts a file of this machine without holding it in memory (a backup archive of gigabytes):
   * its SHA-256 is read first, then it goes up in parts as it is read.
   */
  putFromFile(key: string, file: string, contentType: string): Promise<{ size: number; sha256: string }>;
  /** Writes an object into a file of this machine (a partial file never carries the name). */
  downloadTo(key: string, file: string): Promise<void>;
}

// The SDK warns on every start under Node 20 that its releases after January 2027 need Node 22.
// The versions this build pins run on Node 20, which the app supports; an operator who wants
// the warning back sets the variable to anything but "true" (aws/aws-sdk-js-v3#7983).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const isNotFound = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === "NotFound" || e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
};

/** A folder prefix as S3 lists it: "docs/1" must not take in "docs/10". */
const folderPrefix = (prefix: string): string => (prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`);

export function createS3FileStore(config: FilesS3Config): S3FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials
      ? { accessKeyId: config.credentials.accessKeyId, secretAccessKey: config.credentials.secretAccessKey.reveal() }
      : undefined,
    // Extra checksums only where S3 requires them: self-hosted servers do not all know the
    // newer checksum headers. Single-part puts carry Content-MD5, every object its SHA-256.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  async function head(key: string): Promise<S3ObjectHead | null> {
    assertSafeKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? "application/octet-stream",
        etag: answer.ETag ?? "",
        lastModified: answer.LastModified ?? new Date(0),
        sha256: answer.Metadata?.[SHA256_METADATA] ?? null,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function openRead(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertSafeKey(key);
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      // In Node the body is the HTTP response itself: a stream, read once.
      return answer.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw missingFile(key);
      throw error;
    }
  }

  async function removeAll(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      if (answer.Errors?.length) {
        const first = answer.Errors[0]!;
        throw new Error(`S3 did not delete ${answer.Errors.length} objects (first: ${first.Key}: ${first.Code} ${first.Message})`);
      }
    }
  }

  async function* listObjects(prefix: string): AsyncGenerator<_Object> {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) yield object;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    kind: "s3",
    bucket: Bucket,
    async put(key, data, contentType) {
      assertSafeKey(key);
      const common = {
        Bucket,
        Key: key,
        ContentType: contentType,
        CacheControl: cacheControlOf(key),
        Metadata: { [SHA256_METADATA]: crypto.createHash("sha256").update(data).digest("hex") },
      };
      if (data.length >= MULTIPART_PART_BYTES) {
        // Parts of a failed upload are aborted by Upload itself (leavePartsOnError false).
        await new Upload({ client, params: { ...common, Body: data }, partSize: MULTIPART_PART_BYTES, queueSize: 4 }).done();
      } else {
        await client.send(
          new PutObjectCommand({ ...common, Body: data, ContentMD5: crypto.createHash("md5").update(data).digest("base64") }),
        );
      }
      return { key, url: FILES_URL_PREFIX + key, size: data.length, contentType };
    },
    async read(key) {
      const body = await openRead(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async exists(key) {
      return (await head(key)) !== null;
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async removePrefix(prefix) {
      assertSafeKey(prefix.replace(/\/$/, ""));
      const keys: string[] = [];
      for await (const object of listObjects(folderPrefix(prefix))) keys.push(object.Key!);
      await removeAll(keys);
    },
    urlOf: (key) => FILES_URL_PREFIX + key,
    async stat(key) {
      const found = await head(key);
      if (!found) return null;
      const { sha256: _sha256, ...info } = found;
      return info;
    },
    openRead,
    async withLocalFile(key, use) {
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "nt-s3-"));
      try {
        const file = path.join(dir, path.basename(key));
        await pipeline(await openRead(key), fs.createWriteStream(file));
        return await use(file);
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },
    async *list(prefix = "") {
      if (prefix) assertSafeKey(prefix.replace(/\/$/, ""));
      for await (const object of listObjects(folderPrefix(prefix))) yield { key: object.Key!, size: object.Size ?? 0 };
    },
    head,
    async putFromFile(key, file, contentType) {
      assertSafeKey(key);
      const hash = crypto.createHash("sha256");
      await pipeline(fs.createReadStream(file), hash);
      const sha256 = hash.digest("hex");
      const { size } = await fs.promises.stat(file);
      const params = {
        Bucket,
        Key: key,
        ContentType: contentType,
        CacheControl: cacheControlOf(key),
        Metadata: { [SHA256_METADATA]: sha256 },
        Body: fs.createReadStream(file),
      };
      await new Upload({ client, params, partSize: MULTIPART_PART_BYTES, queueSize: 4 }).done();
      return { size, sha256 };
    },
    async downloadTo(key, file) {
      const partial = `${file}.partial`;
      try {
        await pipeline(await openRead(key), fs.createWriteStream(partial));
        await fs.promises.rename(partial, file);
      } finally {
        await fs.promises.rm(partial, { force: true });
      }
    },
    close: () => client.destroy(),
  };
}
