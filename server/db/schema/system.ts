// Installation-level tables: queue heartbeats and small settings.
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/** Written by the queue's heartbeat job; proves the queue runs and feeds the health check. */
export const queueHeartbeats = pgTable("queue_heartbeats", {
  name: text("name").primaryKey(),
  beats: integer("beats").notNull().default(0),
  lastBeatAt: timestamp("last_beat_at", { withTimezone: true }).notNull().defaultNow(),
  lastPayload: text("last_payload"),
});

/** Small key-value facts about this installation (e.g. when demo content was seeded). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
