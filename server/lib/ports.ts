// Loopback ports for the parts a process starts beside itself (the embedded PostgreSQL, the dev
// chain) and for the apps tests start. A port the system hands out for `listen(0)` is free only
// at that moment: an app told to listen on PORT starts its database first, and the system may
// hand that same port to the database meanwhile (a journey's app then stopped with "port in
// use"). So a chosen port is never one the caller names as taken by its own other parts, nor
// one this process chose before (tests start several apps side by side).
import net from "node:net";

/** Ports this process has chosen already (two calls in a row could otherwise get the same one). */
const chosen = new Set<number>();

/** A loopback port free now, not among `avoid`, and not chosen before by this process. */
export async function freePort(avoid: readonly number[] = []): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.on("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        const port = typeof address === "object" && address ? address.port : 0;
        server.close(() => resolve(port));
      });
    });
    if (avoid.includes(port) || chosen.has(port)) continue;
    chosen.add(port);
    return port;
  }
}

/** Whether `port` can be listened on at loopback now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}
