// `npm run bench:files`: a document-sized file (BENCH_FILE_MB, 20 MB: the upload limit) put
// into and read back from the bucket store against the local folder, in the same run.
//
// The bucket is s3rver on loopback (the tests' S3-protocol server, which keeps objects on the
// same disk): the figure is what the S3 protocol, the SDK, the multipart upload in 8 MB parts
// and the checksums cost over writing the file directly, not a real network's latency.
// Rounds alternate local and S3 so a busy machine's slow moments fall on both; medians are
// reported. Results are also written to bench/.out/files-s3.json.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createLocalFileStore, newStorageKey, type FileStore } from "../server/lib/storage";
import { createS3FileStore } from "../server/lib/storage-s3";
import { PROJECT_ROOT } from "../server/paths";
import { startS3Server } from "../tests/support/s3";

const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function round(store: FileStore, data: Buffer): Promise<{ putMs: number; readMs: number }> {
  const key = newStorageKey("originals", "pdf");
  let started = performance.now();
  await store.put(key, data, "application/pdf");
  const putMs = performance.now() - started;
  started = performance.now();
  const back = await store.read(key);
  const readMs = performance.now() - started;
  if (!back.equals(data)) throw new Error(`${store.kind}: the file read back differs from the one put`);
  await store.remove(key);
  return { putMs, readMs };
}

async function main(): Promise<void> {
  const data = crypto.randomBytes(FILE_MB * 1024 * 1024);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-files-"));
  const s3 = await startS3Server("nanumteo-bench");
  const stores = { local: createLocalFileStore(folder), s3: createS3FileStore(s3.config) };
  const results: Record<"local" | "s3", Array<{ putMs: number; readMs: number }>> = { local: [], s3: [] };
  try {
    // One unmeasured round each: the SDK's first connection, the folder's first write.
    await round(stores.local, data);
    await round(stores.s3, data);
    for (let i = 0; i < ROUNDS; i += 1) {
      results.local.push(await round(stores.local, data));
      results.s3.push(await round(stores.s3, data));
    }
  } finally {
    stores.s3.close();
    await s3.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const summary = Object.fromEntries(
    (["local", "s3"] as const).map((kind) => [
      kind,
      { putMs: Math.round(median(results[kind].map((r) => r.putMs))), readMs: Math.round(median(results[kind].map((r) => r.readMs))) },
    ]),
  ) as Record<"local" | "s3", { putMs: number; readMs: number }>;
  const ratio = {
    put: Number((summary.s3.putMs / Math.max(1, summary.local.putMs)).toFixed(1)),
    read: Number((summary.s3.readMs / Math.max(1, summary.local.readMs)).toFixed(1)),
  };
  console.log(`file: ${FILE_MB} MB, ${ROUNDS} rounds each (medians)`);
  console.log(`local folder:   put ${summary.local.putMs} ms, read ${summary.local.readMs} ms`);
  console.log(`S3 (s3rver):    put ${summary.s3.putMs} ms, read ${summary.s3.readMs} ms`);
  console.log(`S3 / local:     put ${ratio.put}×, read ${ratio.read}×`);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(OUT_DIR, "files-s3.json"),
    JSON.stringify({ at: new Date().toISOString(), fileMb: FILE_MB, rounds: ROUNDS, ...summary, ratio, raw: results }, null, 2),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
