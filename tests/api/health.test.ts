import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "../support/platform";

describe("GET /actuator/health", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    await platform.dispose();
  });

  it("answers 200 UP with the database checked", async () => {
    const res = await platform.app.inject({ method: "GET", url: "/actuator/health" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe("UP");
    expect(body.components.db.status).toBe("UP");
    expect(["embedded", "external"]).toContain(body.components.db.kind);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 DOWN when the database cannot answer", async () => {
    await platform.handle.close();
    const res = await platform.app.inject({ method: "GET", url: "/actuator/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe("DOWN");
    expect(res.json().components.db.status).toBe("DOWN");
  });
});
