// Signals to the member (docs/product/accounts.md §11.5, decisions 0210 and 0211): the browsers
// each member signs in with, so a sign-in from another one can be told; and every alert sent,
// so its "this wasn't me" link works once.
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

/**
 * A browser a member signed up or signed in with, by a keyed hash of its anonymous visitor cookie
 * (never the cookie itself). `language` is the site's language at its last sign-in: alerts that
 * no request of the member's own sends (a sign-in elsewhere, a wallet) go out in the language of
 * the browser last seen. A browser the member disowned ("this wasn't me") stays new.
 */
export const memberBrowsers = pgTable(
  "member_browsers",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    browser: text("browser").notNull(),
    language: text("language").notNull().default("ko"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    disownedAt: timestamp("disowned_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.browser] })],
);

/**
 * One alert to a member: what happened, from where, and whether its "this wasn't me" link was
 * used (it works once, until `expires_at`). The link itself is sealed and never stored.
 */
export const securityAlerts = pgTable(
  "security_alerts",
  {
    alertId: integer("alert_id").primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** newDevice | passkeyAdded | twoFactorOff | walletChanged */
    kind: text("kind").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    /** The passkey's name, the wallet's address. */
    detail: text("detail").notNull().default(""),
    /** The browser a new-device alert tells of (member_browsers.browser): disowned when the link is used. */
    browser: text("browser"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("security_alerts_user_idx").on(t.userNo)],
);
