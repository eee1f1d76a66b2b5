// Liveness with a real database check: 200 when the database answers, 503 when it does not.
// Exempt from the page guards (docs/product/platform.md). Load balancers and `npm start`'s users read it.
import type { FastifyPluginAsync } from "fastify";
import { desc } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client";
import { queueHeartbeats } from "../../db/schema";

export const healthRoutes: FastifyPluginAsync<{ handle: DatabaseHandle; queueEnabled: boolean; aiEngine: "offline" | "model" }> = async (
  app,
  { handle, queueEnabled, aiEngine },
) => {
  app.get("/actuator/health", { schema: { hide: true } }, async (_request, reply) => {
    let db: { status: "UP" | "DOWN"; kind: string; error?: string };
    try {
      await withTimeout(handle.ping(), 3_000);
      db = { status: "UP", kind: handle.kind };
    } catch (error) {
      db = { status: "DOWN", kind: handle.kind, error: (error as Error).message };
    }
    let queue: { status: "UP" | "DOWN" | "DISABLED"; lastBeatAt?: string } = { status: "DISABLED" };
    if (queueEnabled && db.status === "UP") {
      const [beat] = await handle.db
        .select({ lastBeatAt: queueHeartbeats.lastBeatAt })
        .from(queueHeartbeats)
        .orderBy(desc(queueHeartbeats.lastBeatAt))
        .limit(1)
        .catch(() => []);
      queue = beat ? { status: "UP", lastBeatAt: new Date(beat.lastBeatAt).toISOString() } : { status: "UP" };
    }
    const status = db.status === "UP" ? "UP" : "DOWN";
    reply.code(status === "UP" ? 200 : 503).header("cache-control", "no-store");
    // Which AI engine is configured; the model server itself is not called here (a vendor call per health check).
    return { status, components: { db, queue, ai: { engine: aiEngine } } };
  });
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
