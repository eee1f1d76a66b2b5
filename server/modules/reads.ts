// Which database a read that may lag uses for one request (decision 0225): the replicas'
// (ctx.reads), unless the reader changed something a moment ago. Their browser carries the
// nt_wrote cookie for a few seconds after the write (modules/shared-answers.ts), and for those
// seconds they read the primary, so a list or page they load next shows what they just did
// even while the replicas are catching up.
import type { IncomingHttpHeaders } from "node:http";
import type { Database } from "../db/client";
import { wroteRecently } from "./shared-answers";

export interface ReadSources {
  /** The primary. */
  db: Database;
  /** A healthy replica, or the primary (db/replicas.ts). */
  reads: Database;
}

export function readsFor(sources: ReadSources, request: { headers: IncomingHttpHeaders }): Database {
  return wroteRecently(request.headers) ? sources.db : sources.reads;
}
