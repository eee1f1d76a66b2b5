// Terms of service and privacy policy: every version is kept (members and regulators can
// read what applied when), and each member's consent to a version is recorded.
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

export const termsDocuments = pgTable(
  "terms_documents",
  {
    documentId: integer("document_id").primaryKey().generatedByDefaultAsIdentity(),
    /** terms | privacy */
    kind: text("kind").notNull(),
    /** YYMMDD of the effective date, as in the page paths (/privacy/231222). */
    version: text("version").notNull(),
    title: text("title").notNull(),
    /** Light markup: "## " headings, "- " list items, blank lines between paragraphs. Rendered as text, never as HTML. */
    body: text("body").notNull(),
    /** What changed from the previous version (shown when members are asked to consent). */
    summary: text("summary").notNull().default(""),
    /** From when the version applies. */
    effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull(),
    /** From when it is visible (announced); may be before effectiveAt. */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** Members who agreed to an earlier version must consent to this one. */
    requiresConsent: boolean("requires_consent").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("terms_documents_kind_version_key").on(t.kind, t.version),
    index("terms_documents_kind_idx").on(t.kind, t.effectiveAt.desc()),
  ],
);

export const termsConsents = pgTable(
  "terms_consents",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    kind: text("kind").notNull(),
    version: text("version").notNull(),
    agreedAt: timestamp("agreed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.kind, t.version] })],
);

export type TermsDocumentRow = typeof termsDocuments.$inferSelect;
