// Reward integrity (docs/product/rewards.md §13–§14, docs/decisions/0179–0181): what the trust
// job reads besides the interactions (members' signals, operators' marks), what it writes
// (each member's trust, each run), what a settlement keeps (the trust its votes were weighed
// with), and the reward review (cases, held rewards, appeals).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { curationSeasons, tokenRewardLedger } from "./curation";

/**
 * Signals a member leaves that accounts of one farm share: the device (a keyed hash of the
 * browser's cookie), the network block (/24, /64) of sign-up and of later acts, the mailbox
 * pattern. Kept masked: nothing here locates a person.
 */
export const memberSignals = pgTable(
  "member_signals",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** device | signup_device | signup_net | net | mail_pattern */
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.kind, t.value] }), index("member_signals_value_idx").on(t.kind, t.value)],
);

/** Operators' word on a member: trusted (a seed) or distrusted (trust 0). */
export const memberTrustMarks = pgTable(
  "member_trust_marks",
  {
    userNo: integer("user_no")
      .primaryKey()
      .references(() => users.userNo, { onDelete: "cascade" }),
    mark: text("mark").notNull(),
    note: text("note").notNull().default(""),
    markedBy: integer("marked_by").references(() => users.userNo),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("member_trust_marks_mark", sql`${t.mark} in ('trusted', 'distrusted')`)],
);

/** One run of the trust job. */
export const trustRuns = pgTable("trust_runs", {
  runId: integer("run_id").primaryKey().generatedByDefaultAsIdentity(),
  /** schedule | settlement | operator | command */
  reason: text("reason").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
  members: integer("members").notNull(),
  edges: integer("edges").notNull(),
  seeds: integer("seeds").notNull(),
  /** No member was a seed: everyone got the same graph trust. */
  unseeded: boolean("unseeded").notNull(),
  durationMs: integer("duration_ms").notNull(),
});

/** Each member's trust as of the latest run, with what made it. */
export const memberTrust = pgTable(
  "member_trust",
  {
    userNo: integer("user_no")
      .primaryKey()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** Trust in millionths (0 … 1,000,000): the unit votes are weighed in. */
    trustMicro: integer("trust_micro").notNull(),
    /** operator | phone | world_id | tenure, or null. */
    seed: text("seed"),
    graph: real("graph").notNull(),
    /** The factors (core/trust.ts TrustFactors) and signals (partners, active days …). */
    factors: jsonb("factors").notNull(),
    runId: integer("run_id").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("member_trust_range", sql`${t.trustMicro} between 0 and 1000000`)],
);

/** The trust each voter's votes were weighed with in a season's settlement: re-runs give the same result. */
export const seasonTrust = pgTable(
  "season_trust",
  {
    seasonId: integer("season_id")
      .notNull()
      .references(() => curationSeasons.seasonId),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    trustMicro: integer("trust_micro").notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.userNo] })],
);

/** A case of the reward review: members found together, and why. */
export const rewardReviews = pgTable(
  "reward_reviews",
  {
    caseId: integer("case_id").primaryKey().generatedByDefaultAsIdentity(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => curationSeasons.seasonId),
    /** ring | shared | burst */
    kind: text("kind").notNull(),
    fingerprint: text("fingerprint").notNull(),
    members: integer("members").array().notNull(),
    evidence: jsonb("evidence").notNull(),
    /** open (some reward still held) | closed */
    state: text("state").notNull().default("open"),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reward_reviews_case_key").on(t.seasonId, t.fingerprint),
    index("reward_reviews_open_idx").on(t.state, t.caseId),
    check("reward_reviews_kind", sql`${t.kind} in ('ring', 'shared', 'burst')`),
    check("reward_reviews_state", sql`${t.state} in ('open', 'closed')`),
  ],
);

/**
 * A reward held for review: recorded in the ledger like any other, but no token leaves until
 * an operator releases it; voiding it writes the opposite ledger entry (curation_void).
 */
export const rewardHolds = pgTable(
  "reward_holds",
  {
    entryId: bigint("entry_id", { mode: "number" })
      .primaryKey()
      .references(() => tokenRewardLedger.entryId),
    caseId: integer("case_id")
      .notNull()
      .references(() => rewardReviews.caseId),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    seasonId: integer("season_id")
      .notNull()
      .references(() => curationSeasons.seasonId),
    /** Micro-units, the held entry's amount. */
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** held | released | voided */
    state: text("state").notNull().default("held"),
    decidedBy: integer("decided_by").references(() => users.userNo),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("reward_holds_case_idx").on(t.caseId),
    index("reward_holds_user_idx").on(t.userNo),
    check("reward_holds_state", sql`${t.state} in ('held', 'released', 'voided')`),
    check("reward_holds_amount", sql`${t.amount} > 0`),
  ],
);

/** A member's appeal against a held reward: one per member and case. */
export const rewardAppeals = pgTable(
  "reward_appeals",
  {
    appealId: integer("appeal_id").primaryKey().generatedByDefaultAsIdentity(),
    caseId: integer("case_id")
      .notNull()
      .references(() => rewardReviews.caseId),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    message: text("message").notNull(),
    createdAt: createdAt(),
    /** When the case was decided for this member (the answer is the decision). */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("reward_appeals_once_key").on(t.caseId, t.userNo)],
);
