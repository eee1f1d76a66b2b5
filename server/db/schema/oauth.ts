// Social sign-in: which provider account (channel + the provider's subject) belongs to which
// member. A member made through Google, Kakao or Polaris gets one row at sign-up; a member
// of the same channel found by e-mail is linked at their first social sign-in.
import { char, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

export const userIdentities = pgTable(
  "user_identities",
  {
    identityId: integer("identity_id").primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** G Google, K Kakao, P office-suite provider (docs/product/accounts.md channel codes), W World ID. */
    channel: char("channel", { length: 1 }).notNull(),
    /** The provider's stable user id (OpenID `sub`, Kakao's numeric id, the office userId). */
    subject: text("subject").notNull(),
    /** The e-mail the provider reported when the link was made ('' for World ID, which gives none). */
    email: text("email").notNull(),
    /** World ID only: the verification level its ID token carried (orb, device…), when it carried one. */
    level: text("level"),
    createdAt: createdAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("user_identities_channel_subject_key").on(t.channel, t.subject), index("user_identities_user_idx").on(t.userNo)],
);

export type UserIdentityRow = typeof userIdentities.$inferSelect;
