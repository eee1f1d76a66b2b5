// Members and their sign-in sessions. Column names follow docs/product/accounts.md where the spec names a
// field (user_no, email_cert_yn, delete_yn …) so the API mapping stays obvious.
import { sql } from "drizzle-orm";
import { boolean, char, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const users = pgTable(
  "users",
  {
    userNo: integer("user_no").primaryKey().generatedByDefaultAsIdentity(),
    /** Public, non-guessable id used in URLs (/other/{userId}). */
    userId: text("user_id").notNull(),
    userEmail: text("user_email").notNull(),
    /** The mailbox the address delivers to (core/mailbox.ts): one mailbox, one live account. */
    emailKey: text("email_key"),
    userName: text("user_name").notNull(),
    passwordHash: text("password_hash"),
    /** A e-mail sign-up, G Google, P office-suite provider, K Kakao (docs/product/accounts.md). */
    joinChannel: char("join_channel", { length: 1 }).notNull().default("A"),
    emailCertYn: char("email_cert_yn", { length: 1 }).notNull().default("N"),
    profileImg: text("profile_img"),
    bgImg: text("bg_img"),
    coverLetter: text("cover_letter").notNull().default(""),
    usageReason: text("usage_reason"),
    deleteYn: char("delete_yn", { length: 1 }).notNull().default("N"),
    isDemo: boolean("is_demo").notNull().default(false),
    /** member | moderator | admin. Moderators are granted from the command line. */
    role: text("role").notNull().default("member"),
    /** When the member consented to the terms and privacy policy at sign-up. */
    termsAgreedAt: timestamp("terms_agreed_at", { withTimezone: true }),
    /** The invite short-link key the member signed up through (docs/product/accounts.md sign-up eventKey). */
    signupEventKey: text("signup_event_key"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** When two-step sign-in was turned on (null: off). Read with every session, so kept here. */
    twoFactorAt: timestamp("two_factor_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_user_id_key").on(t.userId),
    // A deleted account frees its e-mail for a new sign-up.
    uniqueIndex("users_live_email_key")
      .on(sql`lower(${t.userEmail})`)
      .where(sql`${t.deleteYn} = 'N'`),
    index("users_email_key_idx")
      .on(t.emailKey)
      .where(sql`${t.deleteYn} = 'N'`),
    // Nicknames identify members in comments, rankings and notifications: one per live member.
    uniqueIndex("users_live_name_key")
      .on(sql`lower(${t.userName})`)
      .where(sql`${t.deleteYn} = 'N'`),
  ],
);

/**
 * Sign-in sessions: an opaque random token lives only in the member's cookie (or an API
 * client's Authorization header); the database keeps its SHA-256, so a leaked table cannot
 * be replayed. Revoking is setting revoked_at.
 */
export const sessions = pgTable(
  "sessions",
  {
    sessionId: integer("session_id").primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    /**
     * The last time the member proved who they are on this session (signing in, or the re-check
     * before a sensitive act): acts that move money or the account ask again after 10 minutes.
     */
    provedAt: timestamp("proved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_user_idx")
      .on(t.userNo)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * One-time proofs sent by e-mail: sign-up verification and password reset. The link carries
 * a random token, the mail also shows a 6-digit code for typing by hand; only hashes are
 * stored. A proof is used once, expires, and allows a few wrong codes.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    verificationId: integer("verification_id").primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** signup | password_reset */
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    codeHash: text("code_hash").notNull(),
    codeAttempts: integer("code_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_verifications_token_key").on(t.tokenHash),
    index("email_verifications_user_idx").on(t.userNo, t.purpose, t.createdAt.desc()),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
