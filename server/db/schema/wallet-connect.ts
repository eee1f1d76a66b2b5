// One-time values of wallet sign-in messages (docs/product/wallet.md §3.3): issued to one member,
// valid for a few minutes, spent by the first message that names them. The row is deleted when
// spent, so a replayed message finds nothing to spend.
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const walletNonces = pgTable(
  "wallet_nonces",
  {
    /** generateSiweNonce(): 96 random alphanumeric characters. */
    nonce: text("nonce").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("wallet_nonces_user").on(t.userNo), index("wallet_nonces_expires").on(t.expiresAt)],
);
