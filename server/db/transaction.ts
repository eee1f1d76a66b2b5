// The one way to run several writes atomically. Jobs that must follow a state change are
// enqueued through the same transaction (see server/jobs/queue.ts `sendInTransaction`),
// so a crash can neither lose the job nor run it for a change that never happened.
import type { Database, Tx } from "./client";

export function withTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
