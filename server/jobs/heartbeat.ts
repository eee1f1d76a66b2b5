// The heartbeat job: the smallest real job. Each run bumps a row, which the health check
// reads to tell whether the queue is moving, and which tests use to prove jobs run.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queueHeartbeats } from "../db/schema";
import type { JobDefinition } from "./queue";

export const HEARTBEAT_JOB = "system.heartbeat";

export interface HeartbeatData {
  /** Which heartbeat row to bump. */
  name: string;
  note?: string;
}

export function heartbeatJob(db: Database): JobDefinition<HeartbeatData> {
  return {
    name: HEARTBEAT_JOB,
    async handler(jobs) {
      for (const job of jobs) {
        await db
          .insert(queueHeartbeats)
          .values({ name: job.data.name, beats: 1, lastPayload: job.data.note ?? null })
          .onConflictDoUpdate({
            target: queueHeartbeats.name,
            set: {
              beats: sql`${queueHeartbeats.beats} + 1`,
              lastBeatAt: sql`now()`,
              lastPayload: job.data.note ?? null,
            },
          });
      }
    },
  };
}
