// The one way to run several writes atomically. Jobs that must follow a state change are
// enqueued through the same transaction (see server/jobs/queue.ts `sendInTransaction`),
// so a crash can neither lose the job nor run it for a change that never happened.
import type pg from "pg";
import type { Database, Tx } from "./client";

export function withTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/**
 * A transaction on one connection of a node-postgres pool, for work the query builder cannot
 * express (COPY streams, `set local`, a snapshot's isolation level): `begin` opens it as asked,
 * a failure rolls it back, the connection always goes back to the pool.
 */
export async function withPoolTransaction<T>(
  pool: Pick<pg.Pool, "connect">,
  begin: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
