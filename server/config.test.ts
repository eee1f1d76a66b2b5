import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
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
