// Passkeys (docs/product/accounts.md, decision 0206): a member's WebAuthn credentials beside the
// password, and the one-time challenges a registration or a passkey sign-in answers.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bytea, createdAt } from "./columns";

export const passkeys = pgTable(
  "passkeys",
  {
    passkeyId: integer("passkey_id").primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** The credential's id as the browser gives it (base64url). */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key. */
    publicKey: bytea("public_key").notNull(),
    /** The authenticator's signature counter (0 for most passkeys, which do not count). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Synced to the member's other devices (a password manager's passkey) or bound to one. */
    backedUp: boolean("backed_up").notNull().default(false),
    /** The authenticator's model (AAGUID), all zeros when it does not say. */
    aaguid: text("aaguid").notNull().default(""),
    /** The member's name for it ("회사 노트북"). */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("passkeys_credential_key").on(t.credentialId), index("passkeys_user_idx").on(t.userNo)],
);

/**
 * Registration challenges handed to a member's browser, answered at most once within a few
 * minutes; and sign-in challenges once answered (they are sealed, not stored, until then: a
 * row here means spent).
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challengeId: text("challenge_id").primaryKey(),
    /** register | sign_in_spent */
    purpose: text("purpose").notNull(),
    /** The member registering; null for a sign-in. */
    userNo: integer("user_no").references(() => users.userNo, { onDelete: "cascade" }),
    challenge: text("challenge").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
);
