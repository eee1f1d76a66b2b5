// Two-step sign-in with an authenticator app (docs/product/accounts.md §6.7, decision 0212): the
// member's TOTP secret, the last time step a code was taken at (a code is good once), and the
// ten single-use recovery codes, kept as hashes.
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

export const twoFactors = pgTable("two_factors", {
  userNo: integer("user_no")
    .primaryKey()
    .references(() => users.userNo, { onDelete: "cascade" }),
  /**
   * The shared secret, base32, as the authenticator app has it. Kept readable in the database:
   * a backup restored into a new folder (with a new app secret) must still sign its members in,
   * and whoever reads the database still needs the member's password or provider too.
   */
  secret: text("secret").notNull(),
  /** Null while the member has scanned the code but not yet confirmed it with a first code. */
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  /** The newest 30-second step a code was accepted for: that code and older ones are spent. */
  lastTimeStep: integer("last_time_step").notNull().default(0),
  createdAt: createdAt(),
});

export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    codeId: integer("code_id").primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** SHA-256 of the member number and the code: the code itself is shown once and never kept. */
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("two_factor_recovery_codes_user_idx").on(t.userNo)],
);

/**
 * A request to turn two-step sign-in off without the app or a recovery code (decision 0213): made
 * after the first step (the password or provider), usable from `ready_at` by the link mailed to
 * the member, cancelled from any signed-in device or by the alert's "this wasn't me".
 */
export const twoFactorRecoveries = pgTable(
  "two_factor_recoveries",
  {
    recoveryId: integer("recovery_id").primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** SHA-256 of the mailed link's token. */
    tokenHash: text("token_hash").notNull(),
    /** The alert every signed-in device was told by: its "this wasn't me" cancels the request. */
    alertId: integer("alert_id"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("two_factor_recoveries_user_idx").on(t.userNo)],
);
