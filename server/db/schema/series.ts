// Series (docs/product/series.md, decision 0217): a member groups their own published posts
// into an ordered series. A post is part of at most one series (the part's key is the post);
// removing a post from a series or deleting the series leaves the posts as they are.
import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { boards } from "./boards";

export const series = pgTable(
  "series",
  {
    seriesNo: bigint("series_no", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The owner: the only member who may change the series. */
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** A short description; empty when the owner gave none. */
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A member's series, newest first (my page, the public page).
  (t) => [index("series_user_idx").on(t.userNo, t.createdAt.desc())],
);

export const seriesParts = pgTable(
  "series_parts",
  {
    /** The post; its own key, so a post is part of at most one series. */
    boardNo: bigint("board_no", { mode: "number" })
      .primaryKey()
      .references(() => boards.boardNo, { onDelete: "cascade" }),
    seriesNo: bigint("series_no", { mode: "number" })
      .notNull()
      .references(() => series.seriesNo, { onDelete: "cascade" }),
    /** 1-based place in the series; the service keeps 1..n without gaps. */
    position: integer("position").notNull(),
    addedAt: createdAt(),
  },
  // The parts of a series in order. "The series of a post" is the primary key.
  (t) => [index("series_parts_order_idx").on(t.seriesNo, t.position)],
);

export type SeriesRow = typeof series.$inferSelect;
export type SeriesPartRow = typeof seriesParts.$inferSelect;
