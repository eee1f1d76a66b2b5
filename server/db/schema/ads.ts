// House ads of the in-feed slot (docs/product/site.md §13), managed by operators on /admin/ads.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";

export const houseAds = pgTable(
  "house_ads",
  {
    adNo: integer("ad_no").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A path of this site or an http(s) address. */
    linkUrl: text("link_url").notNull(),
    /** An image from the file store (or an https address); null: a text ad. */
    imageUrl: text("image_url"),
    /** blue or yellow; null: the visit's random theme. */
    theme: text("theme"),
    sortOrder: integer("sort_order").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdByUserNo: integer("created_by_user_no").references(() => users.userNo, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("house_ads_live_idx")
      .on(t.sortOrder)
      .where(sql`${t.hidden} = false`),
  ],
);
