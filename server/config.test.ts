import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("reads the AI engine: offline without AI_BASE_URL, a model name required with it", () => {
    const offline = loadConfig({});
    expect(offline.AI_BASE_URL).toBeUndefined();
    expect([offline.AI_TIMEOUT_MS, offline.AI_MAX_RETRIES]).toEqual([20_000, 2]);
    expect(offline.URL_FETCH_ALLOW_ADDRESSES).toEqual([]);
    const model = loadConfig({ AI_BASE_URL: "http://localhost:11434/v1", AI_MODEL: "qwen2.5:7b", AI_TIMEOUT_MS: "5000" });
    expect([model.AI_BASE_URL, model.AI_MODEL, model.AI_TIMEOUT_MS]).toEqual(["http://localhost:11434/v1", "qwen2.5:7b", 5000]);
    expect(() => loadConfig({ AI_BASE_URL: "http://localhost:11434/v1" })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ AI_BASE_URL: "ftp://x" })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ URL_FETCH_ALLOW_ADDRESSES: "localhost" })).toThrow(/URL_FETCH_ALLOW_ADDRESSES/);
    expect(() => loadConfig({ URL_FETCH_ALLOW_ADDRESSES: "10.0.0.1" })).toThrow(/URL_FETCH_ALLOW_ADDRESSES/);
    expect(loadConfig({ URL_FETCH_ALLOW_ADDRESSES: "127.0.0.2, ::1" }).URL_FETCH_ALLOW_ADDRESSES).toEqual(["127.0.0.2", "::1"]);
  });

  it("works with an empty environment: embedded database, port 3000, demo seed on", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.databaseKind).toBe("embedded");
    expect(config.SEED_DEMO).toBe(true);
    expect(config.CORS_ORIGINS).toEqual([]);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
  });

  it("reads DATABASE_URL, SEED_DEMO=false, PORT and a list of origins", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://u@db:5432/app",
      SEED_DEMO: "false",
      PORT: "8080",
      CORS_ORIGINS: "https://a.example, https://b.example:8443",
      PUBLIC_URL: "https://nanumteo.example/",
    });
    expect(config.databaseKind).toBe("external");
    expect(config.SEED_DEMO).toBe(false);
    expect(config.PORT).toBe(8080);
    expect(config.CORS_ORIGINS).toEqual(["https://a.example", "https://b.example:8443"]);
    expect(config.publicUrl).toBe("https://nanumteo.example");
  });

  it("treats empty strings as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " }).PORT).toBe(3000);
    expect(loadConfig({ DATABASE_URL: "" }).databaseKind).toBe("embedded");
  });

  it("turns /metrics on only with a METRICS_TOKEN long enough, and never prints the token", () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "a-long-enough-scrape-token" }).METRICS_TOKEN).toBe("a-long-enough-scrape-token");
    let error: unknown;
    try {
      loadConfig({ METRICS_TOKEN: "short-secret" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain("METRICS_TOKEN=");
    expect((error as Error).message).not.toContain("short-secret");
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: "0" })).toThrow(/METRICS_PORT=/);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["SEED_DEMO", "maybe"],
    ["DATABASE_URL", "mysql://x"],
    ["CORS_ORIGINS", "https://ok.example,not a url"],
    ["CORS_ORIGINS", "https://ok.example/path"],
    ["LOG_LEVEL", "loud"],
    ["SMTP_URL", "http://mail"],
  ])("a wrong %s (%s) stops the start with a message naming it", (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`${name}=`);
  });
});
