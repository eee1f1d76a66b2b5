// AI usage (docs/product/ai.md): how many AI calls of each kind a member made on an Asia/Seoul
// day. The daily allowances of the editor helpers, the help chatbot, 하울 AI, the briefing and
// the document video are all counted here.
import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const aiDailyUsage = pgTable(
  "ai_daily_usage",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** The allowance counted (core/ai.ts AI_ALLOWANCE keys). */
    kind: text("kind").notNull(),
    /** Asia/Seoul day, YYYY-MM-DD. */
    day: text("day").notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.kind, t.day] }), check("ai_daily_usage_used", sql`${t.used} >= 0`)],
);
