import net from "node:net";
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

  it("keeps an idle connection open past Node's 5 s, so a client reusing it meets no reset", async () => {
    await platform.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = platform.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    const answers = () => (received.match(/HTTP\/1\.1 200/g) ?? []).length;
    const ask = () => socket.write(`GET /actuator/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
    const until = async (n: number) => {
      const deadline = Date.now() + 5_000;
      while (answers() < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    };
    ask();
    await until(1);
    expect(answers()).toBe(1);
    // Idle for longer than Node's default keep-alive (5 s, and the second it allows beyond), then reused.
    await new Promise((r) => setTimeout(r, 7_000));
    expect(socket.destroyed).toBe(false);
    ask();
    await until(2);
    expect(answers()).toBe(2);
    socket.destroy();
  }, 20_000);

  it("answers 503 DOWN when the database cannot answer", async () => {
    await platform.handle.close();
    const res = await platform.app.inject({ method: "GET", url: "/actuator/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe("DOWN");
    expect(res.json().components.db.status).toBe("DOWN");
  });
});
