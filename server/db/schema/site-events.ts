// Notices and events of /event (docs/product/events.md): one row per entry, a notice or an
// event, with its period, state and texts; the contest's entries (one per member and event).
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { boards } from "./boards";

export const siteEvents = pgTable(
  "site_events",
  {
    eventNo: integer("event_no").primaryKey().generatedByDefaultAsIdentity(),
    /** notice | event */
    kind: text("kind").notNull(),
    /** The address: /event/{slug}. Lower-case letters, digits and hyphens. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Sanitized rich text (the post sanitizer). */
    bodyHtml: text("body_html").notNull().default(""),
    rulesHtml: text("rules_html").notNull().default(""),
    /** Written by operators after the end; shown once the event has ended. */
    resultsHtml: text("results_html").notNull().default(""),
    /** /files/… of the file store or an https:// address. */
    bannerUrl: text("banner_url"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** draft | published */
    state: text("state").notNull().default("draft"),
    pinned: boolean("pinned").notNull().default(false),
    createdByUserNo: integer("created_by_user_no").references(() => users.userNo, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("site_events_slug").on(t.slug),
    index("site_events_list_idx").on(t.kind, t.state, t.pinned, t.startsAt),
    check("site_events_kind", sql`${t.kind} in ('notice', 'event')`),
    check("site_events_state", sql`${t.state} in ('draft', 'published')`),
  ],
);

export const siteEventEntries = pgTable(
  "site_event_entries",
  {
    entryNo: integer("entry_no").primaryKey().generatedByDefaultAsIdentity(),
    eventNo: integer("event_no")
      .notNull()
      .references(() => siteEvents.eventNo, { onDelete: "cascade" }),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("site_event_entries_member").on(t.eventNo, t.userNo),
    index("site_event_entries_event_idx").on(t.eventNo, t.createdAt),
  ],
);
