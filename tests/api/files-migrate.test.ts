// `npm run admin -- files-migrate --to s3|local` (decision 0223) as an operator runs it, against
// a real S3-protocol server: every file copied and verified, a second run skipping what is
// already there, a changed copy sent again, and a copy that does not match its checksum
// reported with exit code 1 instead of being written.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalFileStore, filesFolder, type FileStore } from "../../server/lib/storage";
import { createS3FileStore, MULTIPART_PART_BYTES, type S3FileStore } from "../../server/lib/storage-s3";
import { adminCommandLine, type AdminCommandLine } from "../support/admin-cli";
import { startS3Server, type TestS3Server } from "../support/s3";

let s3: TestS3Server;
let cli: AdminCommandLine;
let bucket: S3FileStore;
let raw: S3Client;
let folder: FileStore;

const FILES: Record<string, Buffer> = {
  "images/2026/12/a.webp": Buffer.from("RIFF....WEBP one"),
  "images/2026/12/b.png": crypto.randomBytes(3000),
  "docs/abc123/page-1.webp": Buffer.from("a page"),
  "originals/2026/12/report.pdf": Buffer.from("%PDF-1.7 a report"),
  // More than one part: uploaded in parts, verified against the multipart checksum.
  "videos/2026/12/long.mp4": crypto.randomBytes(MULTIPART_PART_BYTES + 65_537),
};

beforeAll(async () => {
  s3 = await startS3Server("nanumteo-migrate");
  cli = await adminCommandLine({ env: s3.env });
  bucket = createS3FileStore(s3.config);
  raw = new S3Client({
    region: "us-east-1",
    endpoint: s3.env.FILES_S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  folder = createLocalFileStore(filesFolder(cli.dataDir));
  for (const [key, data] of Object.entries(FILES)) await folder.put(key, data, "application/octet-stream");
  // A put in progress is not a stored file.
  fs.writeFileSync(path.join(filesFolder(cli.dataDir), "images/2026/12/c.webp.77.abcd.tmp"), "half");
}, 120_000);
afterAll(async () => {
  bucket?.close();
  raw?.destroy();
  await cli?.dispose();
  await s3?.close();
});

// Not spawnSync: the S3 server runs in this process and must answer while the command runs.
const migrate = async (to: string) => {
  const run = await cli.runAsync({}, "files-migrate", "--to", to);
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
};
const bucketKeys = async () => {
  const keys: string[] = [];
  for await (const entry of bucket.list()) keys.push(entry.key);
  return keys.sort();
};
const sha256 = (data: Buffer) => crypto.createHash("sha256").update(data).digest("hex");

// Each run is a process that connects and migrates first: seconds each on a busy machine.
describe("files-migrate", { timeout: 120_000 }, () => {
  it("copies every file of the local folder into the bucket, verified", async () => {
    const run = await migrate("s3");
    expect(run.status, run.out).toBe(0);
    expect(run.out).toMatch(/복사 5개, 건너뜀 0개\(이미 같음\), 불일치 0개/);
    expect(run.out).toContain("5/5개");
    expect(await bucketKeys()).toEqual(Object.keys(FILES).sort());
    for (const [key, data] of Object.entries(FILES)) {
      expect((await bucket.read(key)).equals(data), key).toBe(true);
      expect((await bucket.head(key))!.sha256, key).toBe(sha256(data));
    }
    expect((await bucket.head("images/2026/12/a.webp"))!.contentType).toBe("image/webp");
  });

  it("run again, skips what is already there; a changed or missing copy is sent again", async () => {
    const again = await migrate("s3");
    expect(again.status, again.out).toBe(0);
    expect(again.out).toMatch(/복사 0개, 건너뜀 5개/);
    // Same size, other bytes (an older copy), and one object gone.
    await bucket.put("images/2026/12/a.webp", Buffer.from("RIFF....WEBP two"), "image/webp");
    await bucket.remove("docs/abc123/page-1.webp");
    const resumed = await migrate("s3");
    expect(resumed.status, resumed.out).toBe(0);
    expect(resumed.out).toMatch(/복사 2개, 건너뜀 3개/);
    expect((await bucket.read("images/2026/12/a.webp")).equals(FILES["images/2026/12/a.webp"]!)).toBe(true);
    expect(await bucket.exists("docs/abc123/page-1.webp")).toBe(true);
  });

  it("copies the bucket back into an empty local folder, then skips it all", async () => {
    fs.rmSync(filesFolder(cli.dataDir), { recursive: true, force: true });
    const back = await migrate("local");
    expect(back.status, back.out).toBe(0);
    expect(back.out).toMatch(/복사 5개, 건너뜀 0개\(이미 같음\), 불일치 0개/);
    for (const [key, data] of Object.entries(FILES)) {
      expect(fs.readFileSync(path.join(filesFolder(cli.dataDir), key)).equals(data), key).toBe(true);
    }
    const again = await migrate("local");
    expect(again.status, again.out).toBe(0);
    expect(again.out).toMatch(/복사 0개, 건너뜀 5개/);
  });

  it("reports an object that does not match its recorded checksum, writes nothing of it and exits 1", async () => {
    const key = "images/2026/12/damaged.webp";
    await raw.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: key,
        Body: Buffer.from("bytes changed after the checksum"),
        Metadata: { sha256: sha256(Buffer.from("the bytes that were stored")) },
      }),
    );
    const run = await migrate("local");
    expect(run.status, run.out).toBe(1);
    expect(run.out).toContain(`불일치 (mismatch): ${key}`);
    expect(run.out).toMatch(/복사 0개, 건너뜀 5개\(이미 같음\), 불일치 1개/);
    expect(fs.existsSync(path.join(filesFolder(cli.dataDir), key))).toBe(false);
  });

  it("says how to call it, and needs the bucket's settings", async () => {
    const usage = await cli.runAsync({}, "files-migrate");
    expect(usage.status).toBe(2);
    expect(usage.stdout).toContain("files-migrate --to s3|local");
    const noBucket = await cli.runAsync(
      {
        FILES_S3_BUCKET: "",
        FILES_S3_ENDPOINT: "",
        FILES_S3_REGION: "",
        FILES_S3_ACCESS_KEY_ID: "",
        FILES_S3_SECRET_ACCESS_KEY: "",
      },
      "files-migrate",
      "--to",
      "s3",
    );
    expect(noBucket.status).toBe(2);
    expect(noBucket.stdout).toContain("FILES_S3_BUCKET");
  });
});
