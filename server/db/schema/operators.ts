// The operators' console (docs/product/site.md §12, §14): the audit log of every operator write
// (docs/decisions/0168), the FAQ entries operators edit (seeded from core/faq.ts, decision 0169)
// and the members' feedback with its attachments and answers (decision 0170).
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    auditNo: bigserial("audit_no", { mode: "number" }).primaryKey(),
    /** Who acted (null after the member is gone, or for a command run without a named operator). */
    actorUserNo: integer("actor_user_no").references(() => users.userNo, { onDelete: "set null" }),
    /** The actor as shown at the time: the e-mail, or "cli" for the admin command line. */
    actorLabel: text("actor_label").notNull(),
    actorRole: text("actor_role").notNull(),
    /** The contract's name ("POST /api/admin/banner") or the command ("cli grant-admin"). */
    action: text("action").notNull(),
    method: text("method").notNull(),
    route: text("route").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** The input, secrets removed, shortened. */
    summary: text("summary").notNull(),
    ip: text("ip"),
    via: text("via").notNull().default("api"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_at").on(t.at),
    index("admin_audit_log_actor").on(t.actorUserNo, t.at),
    check("admin_audit_log_via", sql`${t.via} in ('api', 'cli')`),
  ],
);

export const faqEntries = pgTable(
  "faq_entries",
  {
    faqNo: serial("faq_no").primaryKey(),
    /** Stable id: the seed's id for entries of core/faq.ts, generated for operators' new ones. */
    slug: text("slug").notNull(),
    category: text("category").notNull(),
    questionKo: text("question_ko").notNull(),
    questionEn: text("question_en").notNull(),
    answerKo: text("answer_ko").notNull(),
    answerEn: text("answer_en").notNull(),
    keywordsKo: text("keywords_ko").notNull().default(""),
    keywordsEn: text("keywords_en").notNull().default(""),
    link: text("link"),
    position: integer("position").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    updatedBy: integer("updated_by").references(() => users.userNo, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("faq_entries_slug").on(t.slug), index("faq_entries_order").on(t.category, t.position)],
);

export const feedback = pgTable(
  "feedback",
  {
    feedbackNo: bigserial("feedback_no", { mode: "number" }).primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    content: text("content").notNull(),
    link: text("link"),
    answer: text("answer"),
    answeredBy: integer("answered_by").references(() => users.userNo, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("feedback_user").on(t.userNo, t.feedbackNo),
    index("feedback_open").on(t.answeredAt, t.feedbackNo),
    check("feedback_kind", sql`${t.kind} in ('suggestion', 'bug', 'other')`),
  ],
);

export const feedbackFiles = pgTable(
  "feedback_files",
  {
    fileNo: bigserial("file_no", { mode: "number" }).primaryKey(),
    fileKey: text("file_key").notNull(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** Null while attached to a message not sent yet. */
    feedbackNo: bigint("feedback_no", { mode: "number" }).references(() => feedback.feedbackNo, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    size: integer("size").notNull(),
    contentType: text("content_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("feedback_files_key").on(t.fileKey), index("feedback_files_user").on(t.userNo, t.feedbackNo)],
);
