import util from "node:util";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { configIssuesOf as issuesOf } from "../tests/support/config-issues";

const selfHosted = {
  FILES_S3_BUCKET: "nanumteo-files",
  FILES_S3_ENDPOINT: "http://minio.internal:9000",
  FILES_S3_ACCESS_KEY_ID: "nanumteo",
  FILES_S3_SECRET_ACCESS_KEY: "very-secret-key",
  FILES_S3_FORCE_PATH_STYLE: "true",
};

describe("files in an S3-compatible bucket (FILES_S3_*)", () => {
  it("keeps the local folder when nothing is set", () => {
    expect(loadConfig({}).filesS3).toBeNull();
  });

  it("reads a self-hosted server: endpoint, path-style, keys, the usual region", () => {
    const config = loadConfig(selfHosted);
    expect(config.filesS3).toMatchObject({
      bucket: "nanumteo-files",
      endpoint: "http://minio.internal:9000",
      region: "us-east-1",
      forcePathStyle: true,
      publicUrl: null,
    });
    expect(config.filesS3!.credentials!.accessKeyId).toBe("nanumteo");
    expect(config.filesS3!.credentials!.secretAccessKey.reveal()).toBe("very-secret-key");
  });

  it("reads AWS by region, with the instance's own credentials, and a CDN without its trailing slash", () => {
    const config = loadConfig({
      FILES_S3_BUCKET: "nanumteo-files",
      FILES_S3_REGION: "ap-northeast-2",
      FILES_PUBLIC_URL: "https://cdn.nanumteo.example/",
    });
    expect(config.filesS3).toMatchObject({ endpoint: null, region: "ap-northeast-2", credentials: null, forcePathStyle: false });
    expect(config.filesS3!.publicUrl).toBe("https://cdn.nanumteo.example");
  });

  it("never shows the secret key: not in the config, its dump or an error", () => {
    const config = loadConfig(selfHosted);
    expect("FILES_S3_SECRET_ACCESS_KEY" in config).toBe(false);
    expect(JSON.stringify(config)).not.toContain("very-secret-key");
    expect(util.inspect(config, { depth: 10 })).not.toContain("very-secret-key");
    const issues = issuesOf({ ...selfHosted, FILES_S3_SECRET_ACCESS_KEY: "x".repeat(300) });
    expect(issues.join("\n")).toContain('FILES_S3_SECRET_ACCESS_KEY="[redacted]"');
  });

  it("stops the start with a message naming what is missing, in Korean and English", () => {
    expect(issuesOf({ FILES_S3_BUCKET: "nanumteo-files" })).toEqual([
      expect.stringMatching(/^FILES_S3_REGION: .*리전.*\(a region, or an endpoint, is required with the bucket\)$/),
    ]);
    expect(issuesOf({ ...selfHosted, FILES_S3_SECRET_ACCESS_KEY: "" })).toEqual([
      expect.stringMatching(/FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY: .*\(set both or neither\)/),
    ]);
    const { FILES_S3_ACCESS_KEY_ID: _id, FILES_S3_SECRET_ACCESS_KEY: _secret, ...keyless } = selfHosted;
    expect(issuesOf(keyless)).toEqual([
      expect.stringMatching(/^FILES_S3_ACCESS_KEY_ID: .*\(an access key and secret are required with an endpoint\)$/),
    ]);
    expect(issuesOf({ FILES_S3_ENDPOINT: "http://minio.internal:9000", FILES_PUBLIC_URL: "https://cdn.example" })).toEqual([
      expect.stringMatching(
        /^FILES_S3_BUCKET: FILES_S3_ENDPOINT, FILES_PUBLIC_URL .*버킷.*\(required with FILES_S3_ENDPOINT, FILES_PUBLIC_URL\)$/,
      ),
    ]);
  });

  it("refuses malformed values, naming the variable", () => {
    expect(issuesOf({ ...selfHosted, FILES_S3_BUCKET: "ab" })[0]).toMatch(/^FILES_S3_BUCKET="ab": /);
    expect(issuesOf({ ...selfHosted, FILES_S3_BUCKET: "Nanumteo_Files" })[0]).toMatch(/^FILES_S3_BUCKET=/);
    expect(issuesOf({ ...selfHosted, FILES_S3_ENDPOINT: "minio:9000" })[0]).toMatch(/^FILES_S3_ENDPOINT=/);
    expect(issuesOf({ ...selfHosted, FILES_S3_FORCE_PATH_STYLE: "sometimes" })[0]).toMatch(/^FILES_S3_FORCE_PATH_STYLE=/);
    expect(issuesOf({ ...selfHosted, FILES_PUBLIC_URL: "cdn.example" })[0]).toMatch(/^FILES_PUBLIC_URL=/);
  });
});

describe("backups into a bucket (BACKUP_S3_BUCKET)", () => {
  it("uses the files' S3 server with its own bucket, and no CDN address", () => {
    const config = loadConfig({ ...selfHosted, FILES_PUBLIC_URL: "https://cdn.example.com", BACKUP_S3_BUCKET: "nanumteo-backups" });
    expect(config.backupS3).toMatchObject({ bucket: "nanumteo-backups", endpoint: "http://minio.internal:9000", publicUrl: null });
    expect(config.backupS3!.credentials!.secretAccessKey.reveal()).toBe("very-secret-key");
    expect(loadConfig(selfHosted).backupS3).toBeNull();
  });

  it("needs the FILES_S3_* server and a bucket other than the files' one", () => {
    expect(issuesOf({ BACKUP_S3_BUCKET: "nanumteo-backups" })[0]).toContain("BACKUP_S3_BUCKET");
    expect(issuesOf({ ...selfHosted, BACKUP_S3_BUCKET: "nanumteo-files" })[0]).toContain("must differ from FILES_S3_BUCKET");
    expect(issuesOf({ ...selfHosted, BACKUP_S3_BUCKET: "Not_A_Bucket" })[0]).toContain("BACKUP_S3_BUCKET");
  });
});
