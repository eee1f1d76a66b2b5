// Profile extras that are not part of the account row: the verified phone number, the
// one-time phone codes, and the anonymous exit survey.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/** A member's verified mobile number (digits only). One number verifies one live account. */
export const memberPhones = pgTable(
  "member_phones",
  {
    userNo: integer("user_no")
      .primaryKey()
      .references(() => users.userNo, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull(),
    /** When the member agreed to the collection of the number for verification. */
    termsAgreedAt: timestamp("terms_agreed_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("member_phones_phone_key").on(t.phone)],
);

/**
 * Codes sent by SMS. Only a keyed hash of the code is stored; a code expires after three
 * minutes, allows five wrong entries and is used once. Asking again retires older codes.
 */
export const phoneVerifications = pgTable(
  "phone_verifications",
  {
    verificationId: integer("verification_id").primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    termsAgreedAt: timestamp("terms_agreed_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("phone_verifications_user_idx").on(t.userNo, t.createdAt.desc())],
);

/** Why members left (docs/product/accounts.md account-exit survey). Not linked to the account: it is gone. */
export const accountExitSurveys = pgTable("account_exit_surveys", {
  surveyId: integer("survey_id").primaryKey().generatedByDefaultAsIdentity(),
  reason: text("reason").notNull(),
  detail: text("detail"),
  joinChannel: text("join_channel").notNull(),
  /** Whole days between sign-up and leaving. */
  memberDays: integer("member_days").notNull(),
  createdAt: createdAt(),
});
