// Share certification (docs/product/site.md /share-cert, decision 0167): a document shared from
// Polaris Office arrives with a share code; the code is claimed once, by one member, and the
// post made from it is recorded here.
import { bigint, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { boards } from "./boards";

export const officeShareClaims = pgTable("office_share_claims", {
  /** The office product's share code: the primary key makes it usable once. */
  code: text("code").primaryKey(),
  userNo: integer("user_no")
    .notNull()
    .references(() => users.userNo, { onDelete: "cascade" }),
  boardNo: bigint("board_no", { mode: "number" })
    .notNull()
    .references(() => boards.boardNo, { onDelete: "cascade" }),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
});
