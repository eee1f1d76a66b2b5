// Missions, attendance, promotions and upload quotas (docs/product/rewards.md Mission, upload counts;
// docs/ARCHITECTURE.md). Points themselves live only in point_ledger; these tables say which
// actions were rewarded, how many times today, and what pays how much.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/**
 * What each action pays and how many times a day. One active row per action; a change is a
 * new row (the old one deactivated), so history stays readable.
 */
export const missionPolicies = pgTable(
  "mission_policies",
  {
    policyId: integer("policy_id").primaryKey().generatedByDefaultAsIdentity(),
    action: text("action").notNull(),
    points: integer("points").notNull(),
    dailyLimit: integer("daily_limit").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mission_policies_one_active")
      .on(t.action)
      .where(sql`${t.active}`),
    check("mission_policies_points_positive", sql`${t.points} > 0`),
    check("mission_policies_limit_positive", sql`${t.dailyLimit} > 0`),
  ],
);

/**
 * One row per rewarded action: member, action, the thing acted on and the Asia/Seoul day.
 * The unique key is the claim: parallel identical requests wait on it and only one wins.
 */
export const missionActions = pgTable(
  "mission_actions",
  {
    actionId: bigint("action_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    action: text("action").notNull(),
    refId: text("ref_id").notNull(),
    /** 'YYYY-MM-DD' in Asia/Seoul. */
    day: text("day").notNull(),
    points: integer("points").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mission_actions_once_key").on(t.userNo, t.action, t.refId, t.day),
    index("mission_actions_user_day_idx").on(t.userNo, t.day),
  ],
);

/** Rewarded actions per member, action and Seoul day; the daily limit is enforced on this row. */
export const missionDailyCounts = pgTable(
  "mission_daily_counts",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    action: text("action").notNull(),
    day: text("day").notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.action, t.day] }), check("mission_daily_counts_used", sql`${t.used} >= 0`)],
);

/** Point promotions as data: a window [starts_at, ends_at) and a once-per-member reward. */
export const pointPromotions = pgTable(
  "point_promotions",
  {
    code: text("code").primaryKey(),
    title: text("title").notNull(),
    points: integer("points").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("point_promotions_points_positive", sql`${t.points} > 0`),
    check("point_promotions_window", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Posts published per member and Asia/Seoul day, against the plan's daily upload count. */
export const uploadDailyCounts = pgTable(
  "upload_daily_counts",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    day: text("day").notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.day] }), check("upload_daily_counts_used", sql`${t.used} >= 0`)],
);
