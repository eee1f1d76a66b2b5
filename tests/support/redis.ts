// The Redis the tests use for what several processes share (rate limits, page-cache
// invalidations): TEST_REDIS_URL, or the local server every development and CI machine runs.
import net from "node:net";

export async function testRedisUrl(): Promise<string> {
  const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const { hostname, port } = new URL(url);
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1_000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
  if (!reachable) {
    throw new Error(
      `Redis is not reachable at ${url}: start it (redis-server) or point TEST_REDIS_URL at one. ` +
        "The tests of everything several web processes share run against a real Redis.",
    );
  }
  return url;
}
