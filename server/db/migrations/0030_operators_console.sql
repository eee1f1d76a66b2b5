CREATE TABLE "admin_audit_log" (
	"audit_no" bigserial PRIMARY KEY NOT NULL,
	"actor_user_no" integer,
	"actor_label" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"summary" text NOT NULL,
	"ip" text,
	"via" text DEFAULT 'api' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_log_via" CHECK ("admin_audit_log"."via" in ('api', 'cli'))
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"faq_no" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"question_ko" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_ko" text NOT NULL,
	"answer_en" text NOT NULL,
	"keywords_ko" text DEFAULT '' NOT NULL,
	"keywords_en" text DEFAULT '' NOT NULL,
	"link" text,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"feedback_no" bigserial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"link" text,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_kind" CHECK ("feedback"."kind" in ('suggestion', 'bug', 'other'))
);
--> statement-breakpoint
CREATE TABLE "feedback_files" (
	"file_no" bigserial PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"user_no" integer NOT NULL,
	"feedback_no" bigint,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_user_no_users_user_no_fk" FOREIGN KEY ("actor_user_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_updated_by_users_user_no_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_answered_by_users_user_no_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_files" ADD CONSTRAINT "feedback_files_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_files" ADD CONSTRAINT "feedback_files_feedback_no_feedback_feedback_no_fk" FOREIGN KEY ("feedback_no") REFERENCES "public"."feedback"("feedback_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_at" ON "admin_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor" ON "admin_audit_log" USING btree ("actor_user_no","at");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_slug" ON "faq_entries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "faq_entries_order" ON "faq_entries" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "feedback_user" ON "feedback" USING btree ("user_no","feedback_no");--> statement-breakpoint
CREATE INDEX "feedback_open" ON "feedback" USING btree ("answered_at","feedback_no");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_files_key" ON "feedback_files" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "feedback_files_user" ON "feedback_files" USING btree ("user_no","feedback_no");