// A real S3-protocol server (s3rver, on a folder of its own) for tests of the bucket store:
// what FILES_S3_* would name in production, here on a loopback port with s3rver's fixed keys.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { loadConfig, type FilesS3Config } from "../../server/config";

export interface TestS3Server {
  /** FILES_S3_* settings that point the app at this server's bucket. */
  env: Record<string, string>;
  /** The same settings, read the way the app reads them. */
  config: FilesS3Config;
  bucket: string;
  /** The server's own folder (objects as files: do not read it as the store). */
  directory: string;
  close(): Promise<void>;
}

/** s3rver's only accepted credentials. */
const S3RVER_KEY = "S3RVER";

/** `more`: other buckets on the same server (a backup bucket beside the files' one). */
export async function startS3Server(bucket = "nanumteo-test-files", more: string[] = []): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "nt-s3rver-"));
  const configureBuckets = [bucket, ...more].map((name) => ({ name }));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets });
  const address = await server.run();
  const env = {
    FILES_S3_BUCKET: bucket,
    FILES_S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    FILES_S3_REGION: "us-east-1",
    FILES_S3_ACCESS_KEY_ID: S3RVER_KEY,
    FILES_S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    FILES_S3_FORCE_PATH_STYLE: "true",
  };
  return {
    env,
    config: loadConfig(env).filesS3!,
    bucket,
    directory,
    async close() {
      // The SDK keeps connections alive; they would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
