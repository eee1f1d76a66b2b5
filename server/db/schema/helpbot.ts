// The help chatbot's conversations (docs/product/ai.md §8): one thread per member and Asia/Seoul
// day (the day the allowance counts), and its messages. A bot message is stored as sanitized
// plain text (server/modules/ai/helpbot/service.ts).
import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const helpThreads = pgTable(
  "help_threads",
  {
    threadId: bigserial("thread_id", { mode: "number" }).primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** Asia/Seoul day, YYYY-MM-DD: a new conversation starts each day, with the new allowance. */
    day: text("day").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("help_threads_user_day").on(t.userNo, t.day)],
);

export const helpMessages = pgTable(
  "help_messages",
  {
    messageNo: bigserial("message_no", { mode: "number" }).primaryKey(),
    threadId: bigint("thread_id", { mode: "number" })
      .notNull()
      .references(() => helpThreads.threadId, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    /** Which engine answered (offline | model | fallback); null for the member's own messages. */
    engine: text("engine"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("help_messages_thread").on(t.threadId, t.messageNo), check("help_messages_role", sql`${t.role} in ('user', 'bot')`)],
);
