// The profile-picture NFT a member chose (docs/product/wallet.md §6, isPFP / pfpTokenRarity).
// Ownership lives on the chain; this row remembers the choice and when ownership was last
// confirmed, so every avatar query can carry the ring with one join instead of a chain read.
// A token found sold is removed (the ring disappears); a disconnected wallet hides the ring
// through member_wallets.deleted_at without touching this row.
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const memberPfps = pgTable("member_pfps", {
  userNo: integer("user_no")
    .primaryKey()
    .references(() => users.userNo, { onDelete: "cascade" }),
  /** The token id as a decimal string (uint256 does not fit a bigint). */
  tokenId: text("token_id").notNull(),
  /** The token's raw rarity attribute (rare, epic, legendary, alpha…); core/nft.ts maps it to a ring. */
  rarity: text("rarity").notNull(),
  /** The token's image, shown where the profile-picture data is asked for (pfpProfile). */
  image: text("image"),
  /**
   * The image as the member's avatar: a small WebP of the token's image in the file store (or
   * its https address), shown instead of their own photo while the token is their profile picture.
   */
  avatar: text("avatar"),
  /** The wallet that owned the token when it was last confirmed (lower-cased). */
  owner: text("owner").notNull(),
  /** When the chain last confirmed the member's wallet owns the token. */
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  chosenAt: timestamp("chosen_at", { withTimezone: true }).notNull().defaultNow(),
});
