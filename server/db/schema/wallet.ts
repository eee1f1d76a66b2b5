// Members' wallets (docs/product/wallet.md §2–4): one wallet per member and one member per
// wallet. A disconnected wallet keeps its row with `deletedAt` set (walletDeleteYn = Y), so the
// history of payouts to it stays readable; connecting again (the same or another address)
// replaces the row.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const memberWallets = pgTable(
  "member_wallets",
  {
    userNo: integer("user_no")
      .primaryKey()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** Checksummed address as the wallet reported it; compared lower-cased. */
    address: text("address").notNull(),
    /** Which wallet connected it: kaia (Kaia Wallet), metamask, other (an EIP-6963 provider's rdns or name). */
    walletType: text("wallet_type").notNull(),
    chainId: integer("chain_id").notNull(),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the member disconnected (walletDeleteYn = Y). */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    // One member per wallet among connected wallets.
    uniqueIndex("member_wallets_address_live")
      .on(sql`lower(${t.address})`)
      .where(sql`${t.deletedAt} is null`),
    index("member_wallets_address").on(sql`lower(${t.address})`),
  ],
);
