import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { configIssuesOf as issuesOf } from "../tests/support/config-issues";

describe("read replica settings", () => {
  it("are off by default: no replicas, a 5-second limit", () => {
    const config = loadConfig({});
    expect(config.DATABASE_REPLICA_URLS).toEqual([]);
    expect(config.DATABASE_REPLICA_MAX_LAG_MS).toBe(5_000);
  });

  it("read a comma-separated list of postgres:// URLs and the limit", () => {
    const config = loadConfig({
      DATABASE_REPLICA_URLS: " postgres://app:pw@replica-1:5432/nanumteo , postgresql://app:pw@replica-2/nanumteo,",
      DATABASE_REPLICA_MAX_LAG_MS: "2500",
    });
    expect(config.DATABASE_REPLICA_URLS).toEqual(["postgres://app:pw@replica-1:5432/nanumteo", "postgresql://app:pw@replica-2/nanumteo"]);
    expect(config.DATABASE_REPLICA_MAX_LAG_MS).toBe(2_500);
  });

  it("refuse anything else without showing the passwords", () => {
    const issues = issuesOf({ DATABASE_REPLICA_URLS: "postgres://app:secret-pw@replica-1/nanumteo,mysql://app:secret-pw@x/db" });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^DATABASE_REPLICA_URLS=/);
    expect(issues[0]).not.toContain("secret-pw");
    expect(issuesOf({ DATABASE_REPLICA_MAX_LAG_MS: "10" })[0]).toMatch(/^DATABASE_REPLICA_MAX_LAG_MS=/);
  });
});
